/// A strict RFC 8259 JSON parser that records the position of every value and key.
///
/// It rejects everything the standard does not allow — trailing commas, comments, single
/// quotes, `NaN` and `Infinity`, leading zeros, raw control characters in strings, unpaired
/// surrogates, duplicate keys — and numbers too large for a finite `Double` (`1e999`), each
/// with a `JSONSyntaxError` at the offending character. A leading UTF-8 byte order mark is
/// skipped. Nesting is limited by `maximumDepth`; the parser does not recurse, so the limit
/// guards memory and downstream code, not the stack.
///
/// Usage:
/// ```swift
/// let value = try JSONParser().parse(#"{"width": 1280}"#)
/// value.objectValue?["width"]?.position  // line 1, column 11
/// ```
public struct JSONParser: Sendable {
  /// The default nesting limit: deep enough for any configuration, shallow enough to refuse
  /// pathological input early.
  public static let defaultMaximumDepth = 512

  /// The deepest nesting of arrays and objects accepted; one more level is an error.
  public var maximumDepth: Int

  /// Creates a parser with a nesting limit.
  public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
    precondition(maximumDepth >= 1, "maximumDepth must be at least 1")
    self.maximumDepth = maximumDepth
  }

  /// Parses a complete JSON text.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var text = text
    return try text.withUTF8 { parseResult($0) }.get()
  }

  /// Parses a complete JSON text given as UTF-8 bytes; invalid UTF-8 inside strings is an
  /// error, and any byte outside strings that is not JSON syntax is an unexpected character.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { parseResult($0) }.get()
  }

  /// Parses the UTF-8 bytes `range` of `buffer` as one document whose first byte is at column
  /// 1 of line `firstLine`. Used for JSON Lines, where each line is a document.
  func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, firstLine: Int
  ) throws(JSONSyntaxError) -> JSONValue {
    var state = JSONParserState(
      bytes: buffer, range: range, firstLine: firstLine, maximumDepth: maximumDepth)
    return try state.parseDocument()
  }

  private func parseResult(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<
    JSONValue, JSONSyntaxError
  > {
    var state = JSONParserState(
      bytes: buffer, range: 0..<buffer.count, firstLine: 1, maximumDepth: maximumDepth)
    state.skipByteOrderMark()
    return Result { () throws(JSONSyntaxError) in try state.parseDocument() }
  }
}
