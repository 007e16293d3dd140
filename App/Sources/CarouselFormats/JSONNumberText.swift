/// Decodes the text of a JSON number the parser has already checked against the grammar.
enum JSONNumberText {
  /// Integers with at most this many digits are accumulated exactly in an `Int` and converted
  /// once; `Double` holds every integer below 2^53 (about 9.007e15) exactly.
  static let maximumFastIntegerDigits = 15

  /// The value (correctly rounded; ±infinity beyond `Double`'s range), whether the text is
  /// an integer (no fraction, no exponent), and the exact `Int` it denotes, if any: read
  /// from the digits for an integer, so `9007199254740993` is exact; `2.0` and `1e2` are
  /// whole numbers too; `2.5` and `1e30` have none.
  ///
  /// - Complexity: O(n) in the length of the text.
  static func decode(_ text: UnsafeBufferPointer<UInt8>) -> (
    value: Double, isInteger: Bool, exactInteger: Int?
  ) {
    let isNegative = text.first == UInt8(ascii: "-")
    let digitsStart = isNegative ? 1 : 0
    var isInteger = true
    for byte in text where byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      break
    }
    if isInteger {
      let digits = UnsafeBufferPointer(rebasing: text[digitsStart...])
      let exact = exactInteger(digits: digits, isNegative: isNegative)
      if digits.count <= maximumFastIntegerDigits, let exact {
        return (isNegative && exact == 0 ? -0.0 : Double(exact), true, exact)
      }
      return (parse(text, isNegative: isNegative), true, exact)
    }
    let value = parse(text, isNegative: isNegative)
    return (value, false, Int(exactly: value))
  }

  /// The `Int` spelled by decimal `digits`, or `nil` when it does not fit.
  private static func exactInteger(digits: UnsafeBufferPointer<UInt8>, isNegative: Bool) -> Int? {
    var magnitude = 0
    for byte in digits {
      let digit = Int(byte &- UInt8(ascii: "0"))
      let (shifted, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
      // Accumulate negatively so that Int.min is reachable.
      let (next, overflowB) = shifted.subtractingReportingOverflow(digit)
      if overflowA || overflowB { return nil }
      magnitude = next
    }
    if isNegative { return magnitude }
    return magnitude == Int.min ? nil : -magnitude
  }

  /// The correctly rounded value; the grammar is checked, so the conversion only fails by
  /// overflowing to infinity.
  private static func parse(_ text: UnsafeBufferPointer<UInt8>, isNegative: Bool) -> Double {
    Double(String(decoding: text, as: UTF8.self)) ?? (isNegative ? -.infinity : .infinity)
  }
}
