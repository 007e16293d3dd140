/// A JSON number: its value, how it was written, and whether it was written as an integer.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
  /// The value, correctly rounded to the nearest `Double`; ±infinity when the text is beyond
  /// `Double`'s range (``isOutOfRange``), which readers reject.
  public let value: Double
  /// `true` when the text has neither a fraction nor an exponent (`12`, `-0`), `false` for
  /// `12.0` or `1e3`.
  public let isInteger: Bool
  /// The number exactly as it appears in the source, for messages and for exact integers.
  public let text: String

  /// Creates a number from its parts; `value` is never NaN.
  public init(value: Double, isInteger: Bool, text: String) {
    precondition(!value.isNaN, "a JSON number is never NaN")
    self.value = value
    self.isInteger = isInteger
    self.text = text
  }

  /// Whether the written number is too large for a `Double` (`1e999`).
  public var isOutOfRange: Bool { !value.isFinite }

  /// Creates a number from an integer, written as the integer.
  public init(_ integer: Int) {
    self.init(value: Double(integer), isInteger: true, text: String(integer))
  }

  /// The value as an `Int` when it is a whole number that `Int` represents exactly, else `nil`.
  ///
  /// Integers written without fraction or exponent are read from their text, so
  /// `9007199254740993` is exact even though the nearest `Double` is not; `2.0` and `1e2` are
  /// whole numbers too; `2.5` and `1e30` are not representable and give `nil`.
  public var exactInteger: Int? {
    if isInteger { return Int(text) }
    return Int(exactly: value)
  }

  /// The source text.
  public var description: String { text }
}
