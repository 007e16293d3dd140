/// Why a configuration cannot make a carousel: the field at fault and the rule it breaks.
///
/// Thrown by ``CarouselConfiguration/validate(viewport:count:)`` and so by
/// ``CarouselEngine/init(viewport:count:configuration:time:)``. Its ``description`` is one
/// line, e.g. `field 'spacing': expected a non-negative number, got -5`; a host that reads the
/// configuration from a file can place ``field`` at a line of its own and phrase the numbers
/// and names in its own vocabulary with ``reason(formattingNumbersWith:naming:)``.
public struct CarouselConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The dotted path of the offending field, as the Swift properties spell it:
  /// `viewport.width`, `itemSize.peek`, `itemLengths[2]`, `zoom.maximumScale`.
  public var field: String
  /// The rule the field's value breaks.
  public var rule: Rule

  /// The rules a configuration must satisfy, each carrying the offending value.
  public enum Rule: Hashable, Sendable {
    /// The value is not what the field takes: `expected a positive number, got -3`.
    /// The associated text is the expectation with its article.
    case expected(String, got: Double)
    /// A number above the field's limit: `expected a number of at most 100000, got 1e11`.
    case atMost(Double, got: Double)
    /// A number outside a closed range: `expected a number from 0.5 to 0.9995, got 0.1`.
    case outsideRange(ClosedRange<Double>, got: Double)
    /// A whole number outside a closed range: `expected an integer from 1 to 1000, got 5000`.
    case integerOutsideRange(ClosedRange<Int>, got: Int)
    /// A deceleration rate outside the open interval (0, 1).
    case notBetweenZeroAndOne(Double)
    /// A ``CarouselItemSize/peek(_:)`` whose item length, viewport − 2·(peek + spacing), is not
    /// positive.
    case peekLeavesNoRoom(peek: Double, spacing: Double, viewportLength: Double)
    /// A start index that is not one of the items.
    case startIndexOutOfRange(index: Int, count: Int)
    /// A maximum below its minimum: the zoom's scales, a keyline layout's small sizes.
    case maximumBelowMinimum(maximum: Double, minimum: Double)
    /// A double-tap zoom outside the minimum…maximum range.
    case doubleTapOutsideRange(Double)
    /// Items so short that more than `maxLaidOutItems` would be laid out in the viewport
    /// and its overscan: `minimum` is the shortest length that keeps within it.
    case layoutTooDense(itemLength: Double, minimum: Double, maxLaidOutItems: Int)
  }

  /// Makes an error for `field` breaking `rule`.
  init(field: String, rule: Rule) {
    self.field = field
    self.rule = rule
  }

  /// The rule broken, in words, with the numbers and field names as the host writes them:
  /// `format` spells a number, `name` turns a field path into the name shown.
  ///
  /// The command line, for instance, shows numbers as its JSON output does and names fields
  /// by their JSON keys (`max 1 is below min 3`).
  public func reason(
    formattingNumbersWith format: (Double) -> String = CarouselConfigurationError.shortNumber,
    naming name: (String) -> String = CarouselConfigurationError.lastComponent
  ) -> String {
    switch rule {
    case .expected(_, let value), .atMost(_, let value), .outsideRange(_, let value):
      return "expected \(expectation(formattingNumbersWith: format)!), got \(format(value))"
    case .integerOutsideRange(_, let value):
      return "expected \(expectation(formattingNumbersWith: format)!), got \(value)"
    case .notBetweenZeroAndOne(let value):
      return "expected a number between 0 and 1 (exclusive), got \(format(value))"
    case .peekLeavesNoRoom(let peek, let spacing, let viewportLength):
      return "\(name("itemSize.peek")) \(format(peek)) with \(name("spacing")) \(format(spacing))"
        + " leaves no room for an item in a \(format(viewportLength)) pt viewport"
    case .startIndexOutOfRange(let index, let count):
      let place = index < 0 ? "before the first item" : "past the last item"
      return "\(name("startIndex")) \(index) is \(place) (\(name("count")) \(count))"
    case .maximumBelowMinimum(let maximum, let minimum):
      // The field is the maximum; the minimum is its pair.
      let minimumField = field == "keylines.smallMax" ? "keylines.smallMin" : "zoom.minimumScale"
      return "\(name(field)) \(format(maximum)) is below \(name(minimumField)) \(format(minimum))"
    case .doubleTapOutsideRange(let value):
      return "\(name("zoom.doubleTapScale")) \(format(value)) is outside "
        + "\(name("zoom.minimumScale"))…\(name("zoom.maximumScale"))"
    case .layoutTooDense(let length, let minimum, let most):
      return "items of \(format(length)) pt would lay out more than \(most) items in the "
        + "viewport and its \(name("overscan")); make them at least "
        + "\(format((minimum * 100).rounded(.up) / 100)) pt long"
    }
  }

  /// What the field takes, for the rules that say so (`a number of at most 100000`), with
  /// the numbers as `format` spells them; nil for the rules that relate several fields.
  public func expectation(
    formattingNumbersWith format: (Double) -> String = CarouselConfigurationError.shortNumber
  ) -> String? {
    switch rule {
    case .expected(let expectation, _): expectation
    case .atMost(let limit, _): "a number of at most \(format(limit))"
    case .outsideRange(let range, _):
      "a number from \(format(range.lowerBound)) to \(format(range.upperBound))"
    case .integerOutsideRange(let range, _):
      "an integer from \(range.lowerBound) to \(range.upperBound)"
    default: nil
    }
  }

  /// The rule broken, in words, with the library's names: `spacing -5 …`.
  public var reason: String { reason() }

  /// One line: `field 'FIELD': REASON`.
  public var description: String { "field '\(field)': \(reason)" }

  /// The last component of a dotted field path: `zoom.maximumScale` → `maximumScale`.
  public static func lastComponent(_ field: String) -> String {
    // Bytes, not characters: field paths are ASCII, and Embedded Swift for WebAssembly has no
    // grapheme-breaking tables.
    let bytes = Array(field.utf8)
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return field }
    return String(decoding: bytes[(dot + 1)...], as: UTF8.self)
  }

  /// A number with at most six decimals and no trailing zeros: `-3`, `0.25`, `390.3`,
  /// `nan`, `inf`. (Written out by hand: Embedded Swift has no floating-point printing.)
  public static func shortNumber(_ x: Double) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    let scale = 1_000_000.0
    let magnitude = x.magnitude
    // Beyond 2⁵³ / 10⁶ the fraction digits are not exact: the whole part, or past Int's
    // range a mantissa and a decimal exponent.
    guard magnitude < 9e9 else {
      if magnitude < 9e18 { return String(Int(x.rounded())) }
      var mantissa = magnitude
      var exponent = 0
      while mantissa >= 10 {
        mantissa /= 10
        exponent += 1
      }
      return (x < 0 ? "-" : "") + shortNumber(mantissa) + "e\(exponent)"
    }
    let scaled = Int((magnitude * scale).rounded())
    var text = (x < 0 && scaled != 0 ? "-" : "") + String(scaled / Int(scale))
    var fraction = scaled % Int(scale)
    guard fraction != 0 else { return text }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let written = String(fraction)
    text += "." + String(repeating: "0", count: digits - written.utf8.count) + written
    return text
  }
}
