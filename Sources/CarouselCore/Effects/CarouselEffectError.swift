/// Why an effect could not be made from names and values (from a command line or a file).
public enum CarouselEffectError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No preset has this name.
  case unknownEffect(name: String)
  /// The preset reads no parameter of this name.
  case unknownParameter(name: String, effect: String)
  /// The value is not finite or lies outside ``CarouselEffectParameter/validRange``.
  case valueOutOfRange(parameter: String)

  public var description: String {
    switch self {
    case .unknownEffect(let name):
      let names = CarouselEffectKind.allCases.map { $0.rawValue }.joined(separator: ", ")
      return "unknown effect '\(name)' (expected one of: \(names))"
    case .unknownParameter(let name, let effect):
      let names = (CarouselEffectKind(rawValue: effect)?.parameters ?? []).map { $0.rawValue }
        .joined(separator: ", ")
      return "effect '\(effect)' has no parameter '\(name)' (it has: \(names))"
    case .valueOutOfRange(let parameter):
      guard let range = CarouselEffectParameter(rawValue: parameter)?.validRange else {
        return "effect parameter '\(parameter)' is out of range"
      }
      // Every range has whole-number bounds (and Embedded Swift prints no Double).
      return "effect parameter '\(parameter)' must be a number from \(Int(range.lowerBound)) "
        + "to \(Int(range.upperBound))"
    }
  }
}
