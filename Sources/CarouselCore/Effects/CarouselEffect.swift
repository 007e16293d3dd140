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

  /// The next preset in ``CarouselEffectKind/allCases`` order (after the last, the first),
  /// with its defaults: what the window's `e` key does.
  public var next: CarouselEffect {
    let all = CarouselEffectKind.allCases
    let position = all.firstIndex(of: kind)!
    return CarouselEffect(all[(position + 1) % all.count])
  }

  public static let linear = CarouselEffect(.linear)
  public static let scale = CarouselEffect(.scale)
  public static let fade = CarouselEffect(.fade)
  public static let depth = CarouselEffect(.depth)
  public static let overlap = CarouselEffect(.overlap)
  public static let coverFlow = CarouselEffect(.coverFlow)
  public static let cylinder = CarouselEffect(.cylinder)
  public static let invertedCylinder = CarouselEffect(.invertedCylinder)
  public static let rotary = CarouselEffect(.rotary)
  public static let invertedRotary = CarouselEffect(.invertedRotary)
  public static let wheel = CarouselEffect(.wheel)
  public static let invertedWheel = CarouselEffect(.invertedWheel)
  public static let timeMachine = CarouselEffect(.timeMachine)
  public static let invertedTimeMachine = CarouselEffect(.invertedTimeMachine)
  public static let cube = CarouselEffect(.cube)
  public static let flip = CarouselEffect(.flip)
  public static let cards = CarouselEffect(.cards)
  public static let parallax = CarouselEffect(.parallax)
}
