/// A strict RFC 8259 JSON parser that records the position of every value and key.
///
/// It rejects everything the standard does not allow — trailing commas, comments, single
/// quotes, `NaN` and `Infinity`, leading zeros, raw control characters in strings, unpaired
/// surrogates, duplicate keys — each with a `JSONSyntaxError` at the offending character; a
/// number too large for a finite `Double` (`1e999`) is valid JSON that readers reject. A
/// leading UTF-8 byte order mark is skipped. Nesting is limited by `maximumDepth`; the parser
/// does not recurse, so the limit guards memory and downstream code, not the stack.
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

  /// Parses a complete JSON text into a tree of values.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  /// Parses a complete JSON text given as UTF-8 bytes into a tree of values; invalid UTF-8
  /// inside strings is an error, and any byte outside strings that is not JSON syntax is an
  /// unexpected character.
  ///
  /// The tree costs far more memory than the text (see ``JSONDocument``); readers work on
  /// ``document(_:)`` instead.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    let document = try self.document(bytes)
    return document.value(JSONDocument.root)
  }

  /// Parses a complete JSON text given as UTF-8 bytes into a compact ``JSONDocument``.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public func document(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
    try document(bytes, range: 0..<bytes.count, firstLine: 1, skipsByteOrderMark: true)
  }

  /// Parses the UTF-8 bytes `range` of `bytes` as one document whose first byte is at
  /// column 1 of line `firstLine`. Used for JSON Lines, where each line is a document; the
  /// document shares `bytes`.
  func document(
    _ bytes: [UInt8], range: Range<Int>, firstLine: Int, skipsByteOrderMark: Bool = false
  ) throws(JSONSyntaxError) -> JSONDocument {
    var failure: JSONSyntaxError?
    let tape = bytes.withUnsafeBufferPointer { buffer -> Tape? in
      var state = JSONParserState(
        bytes: buffer, range: range, firstLine: firstLine, maximumDepth: maximumDepth)
      if skipsByteOrderMark { state.skipByteOrderMark() }
      do throws(JSONSyntaxError) {
        try state.parseDocument()
      } catch {
        failure = error
        return nil
      }
      return Tape(nodes: state.nodes, start: state.start)
    }
    guard let tape else { throw failure! }
    return JSONDocument(source: bytes, start: tape.start, firstLine: firstLine, nodes: tape.nodes)
  }

  /// What one parse leaves: the nodes and where the document starts.
  private struct Tape {
    var nodes: [JSONDocument.Node]
    var start: Int
  }
}
