/// The tunables of the effect presets. Each preset reads only some of them (listed in
/// ``CarouselEffectKind/parameters``) and has its own defaults (a preset's
/// ``CarouselEffect/parameters``); lengths are in item lengths along the axis (L), angles in
/// degrees.
public struct CarouselEffectParameters: Hashable, Sendable {
  /// Distance of the viewer from the screen, in viewport lengths along the axis (all
  /// presets; default 2).
  public var perspective = 2.0
  /// Size of items one away (`scale`, `overlap`), or how much smaller each card down a stack
  /// is (`cards`).
  public var scale = 1.0
  /// Opacity of items one away (`scale`, `depth`).
  public var opacity = 1.0
  /// How far items recede per item, in L (`depth`, `coverFlow`, the time machines).
  public var depth = 0.0
  /// Distance between centres as a fraction of the pitch (`overlap`).
  public var spread = 1.0
  /// Rotation in degrees: of the side covers (`coverFlow`), per item around the circle
  /// (cylinders, rotaries, wheels).
  public var angle = 0.0
  /// How far the first side cover (`coverFlow`) or each card down a stack (`cards`) sits
  /// from the centre, in L.
  public var offset = 0.0
  /// Distance between further side covers, in L (`coverFlow`).
  public var spacing = 0.0
  /// Opacity of the reflection (`coverFlow`; 0: none).
  public var reflection = 0.0
  /// How far each item further back rises, in L (time machines).
  public var rise = 0.0
  /// In-plane rotation per card in degrees (`cards`).
  public var tilt = 0.0
  /// Darkening of a face turned edge-on (`cube`, `flip`; 0: none).
  public var shade = 0.0
  /// Number of cards visible down the stack (`cards`).
  public var stack = 1.0
  /// Opacity of the soft shadow under each item (`cards`; 0: none).
  public var shadow = 0.0
  /// How much slower the content moves than its frame (`parallax`).
  public var amount = 0.0

  /// Every parameter at its neutral value (perspective 2).
  public init() {}

  /// The defaults of the preset `kind`.
  init(defaultsFor kind: CarouselEffectKind) {
    self.init()
    switch kind {
    case .linear, .fade: break
    case .scale:
      scale = 0.85
      opacity = 0.6
    case .depth:
      depth = 0.6
      opacity = 0.7
    case .overlap:
      scale = 0.8
      spread = 0.55
    case .coverFlow:
      angle = 50
      offset = 0.7
      spacing = 0.25
      depth = 0.4
      reflection = 0.3
    case .cylinder, .invertedCylinder, .rotary, .invertedRotary:
      angle = 45
    case .wheel, .invertedWheel:
      angle = 20
    case .timeMachine, .invertedTimeMachine:
      rise = 0.25
      depth = 0.8
    case .cube:
      shade = 0.5
    case .flip:
      shade = 0.3
    case .cards:
      offset = 0.06
      tilt = 4
      scale = 0.05
      stack = 3
      shadow = 0.35
    case .parallax:
      amount = 0.5
    }
  }

  /// The value of `parameter`.
  public subscript(parameter: CarouselEffectParameter) -> Double {
    get {
      switch parameter {
      case .perspective: perspective
      case .scale: scale
      case .opacity: opacity
      case .depth: depth
      case .spread: spread
      case .angle: angle
      case .offset: offset
      case .spacing: spacing
      case .reflection: reflection
      case .rise: rise
      case .tilt: tilt
      case .shade: shade
      case .stack: stack
      case .shadow: shadow
      case .amount: amount
      }
    }
    set {
      switch parameter {
      case .perspective: perspective = newValue
      case .scale: scale = newValue
      case .opacity: opacity = newValue
      case .depth: depth = newValue
      case .spread: spread = newValue
      case .angle: angle = newValue
      case .offset: offset = newValue
      case .spacing: spacing = newValue
      case .reflection: reflection = newValue
      case .rise: rise = newValue
      case .tilt: tilt = newValue
      case .shade: shade = newValue
      case .stack: stack = newValue
      case .shadow: shadow = newValue
      case .amount: amount = newValue
      }
    }
  }
}
