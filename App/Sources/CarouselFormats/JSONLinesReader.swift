/// Reads JSON Lines: one JSON object per line, blank lines skipped.
///
/// Each non-blank line must be a complete JSON object; anything else is an `InputError` with
/// that line's number. Lines end with `\n` or `\r\n`; a line of only spaces and tabs is blank.
///
/// ```swift
/// try JSONLinesReader(bytes: data, file: "events.jsonl").forEachObject { line, event in
///   let type = try event.requireString("type", oneOf: ["tick", "drag"])
/// }
/// ```
public struct JSONLinesReader: Sendable {
  private enum Byte {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
  }

  /// The file as the user named it (`-` for standard input).
  public let file: String
  /// The parser for each line.
  public let parser: JSONParser
  private let bytes: [UInt8]

  /// Reads UTF-8 bytes from `file`.
  public init(bytes: [UInt8], file: String, parser: JSONParser = JSONParser()) {
    self.bytes = bytes
    self.file = file
    self.parser = parser
  }

  /// Reads a text from `file`.
  public init(text: String, file: String, parser: JSONParser = JSONParser()) {
    self.init(bytes: Array(text.utf8), file: file, parser: parser)
  }

  /// Calls `body` with the 1-based line number and a reader for each non-blank line's object,
  /// in order; stops at the first invalid line or the first error `body` throws.
  ///
  /// - Complexity: O(n) in the length of the text, plus the work of `body`.
  public func forEachObject(
    _ body: (_ line: Int, _ object: JSONObjectReader) throws(InputError) -> Void
  ) throws(InputError) {
    let result: Result<Void, InputError> = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(InputError) in try forEachObject(in: buffer, body) }
    }
    try result.get()
  }

  /// Every non-blank line's object with its line number, after validating the whole input.
  public func objects() throws(InputError) -> [(line: Int, object: JSONObjectReader)] {
    var objects: [(line: Int, object: JSONObjectReader)] = []
    try forEachObject { line, object in objects.append((line, object)) }
    return objects
  }

  private func forEachObject(
    in buffer: UnsafeBufferPointer<UInt8>,
    _ body: (Int, JSONObjectReader) throws(InputError) -> Void
  ) throws(InputError) {
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    var lineStart = buffer.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    var lineNumber = 1
    while lineStart < buffer.count {
      var lineEnd = lineStart
      while lineEnd < buffer.count && buffer[lineEnd] != Byte.newline { lineEnd += 1 }
      var contentEnd = lineEnd
      if contentEnd > lineStart && buffer[contentEnd - 1] == Byte.carriageReturn {
        contentEnd -= 1
      }
      let range = lineStart..<contentEnd
      if !range.allSatisfy({ buffer[$0] == Byte.space || buffer[$0] == Byte.tab }) {
        // Each line is its own document over the shared bytes, dropped after `body`: memory
        // is the file plus one line's tape.
        let document: JSONDocument
        do {
          document = try parser.document(bytes, range: range, firstLine: lineNumber)
        } catch {
          throw InputError(file: file, syntaxError: error)
        }
        try body(
          lineNumber, try JSONObjectReader(document: document, node: JSONDocument.root, file: file))
      }
      lineStart = lineEnd + 1
      lineNumber += 1
    }
  }
}
