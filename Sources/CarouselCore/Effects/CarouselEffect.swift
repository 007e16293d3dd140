/// One of the built-in effects with its parameters: how every item of a carousel is placed
/// in 3-D, faded and ordered from its progress.
///
/// ```swift
/// var effect = CarouselEffect.coverFlow
/// effect.parameters.angle = 60
/// let look = effect.appearance(of: attributes, in: engine)
/// ```
///
/// The formulas and defaults are documented on each ``CarouselEffectKind`` case; write your
/// own effect by conforming to ``CarouselItemTransforming``.
public struct CarouselEffect: Hashable, Sendable, CarouselItemTransforming {
  /// Which preset.
  public var kind: CarouselEffectKind
  /// Its tunables (only ``CarouselEffectKind/parameters`` are read).
  public var parameters: CarouselEffectParameters

  /// The preset `kind` with `parameters`, by default the preset's own.
  public init(_ kind: CarouselEffectKind, parameters: CarouselEffectParameters? = nil) {
    self.kind = kind
    self.parameters = parameters ?? CarouselEffectParameters(defaultsFor: kind)
  }

  /// The preset named `name` (a ``CarouselEffectKind`` raw value) with its defaults.
  ///
  /// - Throws: ``CarouselEffectError/unknownEffect(name:)``.
  public init(named name: String) throws(CarouselEffectError) {
    guard let kind = CarouselEffectKind(rawValue: name) else { throw .unknownEffect(name: name) }
    self.init(kind)
  }

  /// The preset's name.
  public var name: String { kind.rawValue }

  /// Sets the parameter named `name` to `value`.
  ///
  /// - Throws: ``CarouselEffectError/unknownParameter(name:effect:)`` when the preset does
  ///   not read it, ``CarouselEffectError/valueOutOfRange(parameter:)`` when `value` is not
  ///   finite or outside the parameter's range.
  public mutating func setParameter(_ name: String, to value: Double) throws(CarouselEffectError) {
    guard let parameter = CarouselEffectParameter(rawValue: name),
      kind.parameters.contains(parameter)
    else { throw .unknownParameter(name: name, effect: kind.rawValue) }
    guard value.isFinite, parameter.validRange.contains(value) else {
      throw .valueOutOfRange(parameter: name)
    }
    parameters[parameter] = value
  }

  /// The next preset in `CarouselEffectKind.allCases` order (after the last, the first),
  /// with its defaults: what the window's `e` key does.
  public var next: CarouselEffect {
    let all = CarouselEffectKind.allCases
    let position = all.firstIndex(of: kind)!
    return CarouselEffect(all[(position + 1) % all.count])
  }

  /// The `linear` preset with its default parameters: items side by side, untransformed: the plain layout.
  public static let linear = CarouselEffect(.linear)
  /// The `scale` preset with its default parameters: neighbours shrink (and fade) with distance.
  public static let scale = CarouselEffect(.scale)
  /// The `fade` preset with its default parameters: items cross-fade in place.
  public static let fade = CarouselEffect(.fade)
  /// The `depth` preset with its default parameters: neighbours recede into the screen.
  public static let depth = CarouselEffect(.depth)
  /// The `overlap` preset with its default parameters: items overlap, the current one on top.
  public static let overlap = CarouselEffect(.overlap)
  /// The `coverFlow` preset with its default parameters: side covers turned towards the centre, with a reflection (Cover Flow).
  public static let coverFlow = CarouselEffect(.coverFlow)
  /// The `cylinder` preset with its default parameters: items on the outside of a cylinder.
  public static let cylinder = CarouselEffect(.cylinder)
  /// The `invertedCylinder` preset with its default parameters: items on the inside of a cylinder.
  public static let invertedCylinder = CarouselEffect(.invertedCylinder)
  /// The `rotary` preset with its default parameters: items on a turntable seen from the front.
  public static let rotary = CarouselEffect(.rotary)
  /// The `invertedRotary` preset with its default parameters: items on a turntable seen from behind.
  public static let invertedRotary = CarouselEffect(.invertedRotary)
  /// The `wheel` preset with its default parameters: items on a wheel standing in the screen.
  public static let wheel = CarouselEffect(.wheel)
  /// The `invertedWheel` preset with its default parameters: items on a wheel, turning the other way.
  public static let invertedWheel = CarouselEffect(.invertedWheel)
  /// The `timeMachine` preset with its default parameters: earlier items stacked back and up (Time Machine).
  public static let timeMachine = CarouselEffect(.timeMachine)
  /// The `invertedTimeMachine` preset with its default parameters: later items stacked back and down.
  public static let invertedTimeMachine = CarouselEffect(.invertedTimeMachine)
  /// The `cube` preset with its default parameters: items on the faces of a turning cube.
  public static let cube = CarouselEffect(.cube)
  /// The `flip` preset with its default parameters: items flip over about their centre.
  public static let flip = CarouselEffect(.flip)
  /// The `cards` preset with its default parameters: a stack of cards dealt from the top.
  public static let cards = CarouselEffect(.cards)
  /// The `parallax` preset with its default parameters: full-page items whose content moves slower than their frames.
  public static let parallax = CarouselEffect(.parallax)
}
