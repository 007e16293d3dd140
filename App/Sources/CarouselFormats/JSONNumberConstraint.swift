/// A rule a number read from input must satisfy, with the wording used in error messages.
///
/// JSON numbers are always finite (the parser rejects `1e999`), but command-line values can
/// spell `inf` or `nan`; every constraint rejects non-finite values.
public enum JSONNumberConstraint: Hashable, Sendable {
  /// Any finite number.
  case finite
  /// A finite number > 0.
  case positive
  /// A finite number ≥ 0.
  case nonNegative
  /// A finite number within the closed range.
  case range(ClosedRange<Double>)

  /// Whether `value` satisfies the rule.
  public func accepts(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch self {
    case .finite: return true
    case .positive: return value > 0
    case .nonNegative: return value >= 0
    case .range(let range): return range.contains(value)
    }
  }

  /// What is expected, with its article: `a positive number`, `a number from 0 to 1`.
  public var expectation: String {
    switch self {
    case .finite: "a number"
    case .positive: "a positive number"
    case .nonNegative: "a non-negative number"
    case .range(let range):
      "a number from \(JSONOutput.number(range.lowerBound)) to \(JSONOutput.number(range.upperBound))"
    }
  }
}
