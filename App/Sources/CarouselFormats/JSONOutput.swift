#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Formatting of numbers and strings for JSON output that is stable across platforms.
public enum JSONOutput {
  /// Decimals kept by default: a micro-unit (a millionth of a point or a second) is below any
  /// visible or timing difference, and short lines diff well.
  public static let defaultDecimals = 6

  /// Integers below this magnitude are printed through `Int` directly; every such `Double` is
  /// exact (2^53 ≈ 9.007e15).
  private static let exactIntegerLimit = 1e15

  /// Large enough for `%.*f` of the largest finite `Double` (309 digits) with up to
  /// `maximumDecimals` decimals, a sign, a point and the terminator.
  private static let formatBufferSize = 400
  private static let maximumDecimals = 40

  /// The shortest text for `x` rounded to at most `decimals` decimal places.
  ///
  /// Trailing zeros and a trailing point are removed, so integers print without a point, and
  /// a value that rounds to zero prints as `0`, never `-0`. Rounding is correct (the exact
  /// binary value, ties to even) and the same on every platform. JSON has no NaN or infinity:
  /// those print as `null`.
  ///
  ///     number(1.0) == "1"          number(0.7341236) == "0.734124"
  ///     number(-0.0000001) == "0"   number(2.5, decimals: 0) == "2"
  public static func number(_ x: Double, decimals: Int = defaultDecimals) -> String {
    precondition((0...maximumDecimals).contains(decimals), "decimals must be in 0...40")
    guard x.isFinite else { return "null" }
    if x == x.rounded(.towardZero) && abs(x) < exactIntegerLimit {
      return String(Int(x))
    }
    var text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: formatBufferSize) {
      buffer in
      _ = withVaList([Int32(decimals), x]) {
        vsnprintf(buffer.baseAddress!, buffer.count, "%.*f", $0)
      }
      return String(cString: buffer.baseAddress!)
    }
    if text.contains(".") {
      while text.last == "0" { text.removeLast() }
      if text.last == "." { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// `s` as a JSON string literal: in double quotes, with `"` `\` and control characters
  /// escaped (`\n`, `\t`, … or `\u00XX`). Other characters are written as UTF-8.
  ///
  /// - Complexity: O(n) in the length of `s`.
  public static func quoted(_ s: String) -> String {
    let needsEscaping = s.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    guard needsEscaping else { return "\"" + s + "\"" }
    var result = "\""
    result.reserveCapacity(s.utf8.count + 2)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u00" + (hex.count < 2 ? "0" : "") + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
