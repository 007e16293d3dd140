/// A named tunable of the effect presets (see ``CarouselEffectKind`` for which preset reads
/// which, and ``CarouselEffectParameters`` for their meaning and defaults).
public enum CarouselEffectParameter: String, Sendable, CaseIterable {
  case perspective
  case scale
  case opacity
  case depth
  case spread
  case angle
  case offset
  case spacing
  case reflection
  case rise
  case tilt
  case shade
  case stack
  case shadow
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
