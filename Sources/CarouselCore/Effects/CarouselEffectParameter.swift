/// A named tunable of the effect presets (see ``CarouselEffectKind`` for which preset reads
/// which, and ``CarouselEffectParameters`` for their meaning and defaults).
public enum CarouselEffectParameter: String, Sendable, CaseIterable {
  /// The viewer’s distance, in viewport lengths. See ``CarouselEffectParameters``.
  case perspective
  /// How much items one away shrink. See ``CarouselEffectParameters``.
  case scale
  /// Opacity of items one away. See ``CarouselEffectParameters``.
  case opacity
  /// How far items recede per item. See ``CarouselEffectParameters``.
  case depth
  /// Distance between centres as a fraction of the pitch. See ``CarouselEffectParameters``.
  case spread
  /// The turn of an item one away, in degrees. See ``CarouselEffectParameters``.
  case angle
  /// Distance of the first side cover from the centre. See ``CarouselEffectParameters``.
  case offset
  /// Distance between further side covers. See ``CarouselEffectParameters``.
  case spacing
  /// Opacity of the reflection. See ``CarouselEffectParameters``.
  case reflection
  /// How far each item further back rises. See ``CarouselEffectParameters``.
  case rise
  /// In-plane rotation per card, in degrees. See ``CarouselEffectParameters``.
  case tilt
  /// Darkening of a face turned edge-on. See ``CarouselEffectParameters``.
  case shade
  /// Number of cards visible down the stack. See ``CarouselEffectParameters``.
  case stack
  /// Opacity of the soft shadow under each item. See ``CarouselEffectParameters``.
  case shadow
  /// How much slower the content moves than its frame. See ``CarouselEffectParameters``.
  case amount

  /// The values the parameter accepts. Ranges keep every preset finite and drawable;
  /// angles are in degrees.
  public var validRange: ClosedRange<Double> {
    switch self {
    // Closer than a tenth of the viewport, the nearest items would fill the screen.
    case .perspective: 0.1...100
    case .scale, .opacity, .reflection, .shade, .shadow, .amount: 0...1
    case .depth: 0...10
    case .spread, .spacing: 0...2
    case .angle: -180...180
    case .offset, .rise: -2...2
    case .tilt: -90...90
    case .stack: 1...20
    }
  }
}
