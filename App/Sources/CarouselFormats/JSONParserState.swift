/// The cursor of one `JSONParser` run over a UTF-8 buffer.
///
/// Works on raw bytes for speed: structural characters are ASCII. It checks every value and
/// writes it as a ``JSONDocument`` node pointing into the bytes; only keys become `String`s
/// (for the duplicate check). Containers are parsed with an explicit stack instead of
/// recursion, so nesting depth never threatens the thread's stack.
struct JSONParserState {
  private enum Byte {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let apostrophe: UInt8 = 0x27
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let upperE: UInt8 = 0x45
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let lowerE: UInt8 = 0x65
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let firstNonASCII: UInt8 = 0x80
    /// Continuation bytes of a multi-byte UTF-8 sequence are `10xxxxxx`.
    static let continuationMask: UInt8 = 0xC0
    static let continuationTag: UInt8 = 0x80
  }

  /// An open array or object while its members are being parsed.
  private struct Frame {
    var isObject: Bool
    /// The container's first slot on the tape.
    var slot: Int
    /// Elements or members closed so far.
    var count = 0
    /// The keys so far with their lines, while the object is small enough for a linear
    /// duplicate scan.
    var keys: [(key: String, line: Int)] = []
    /// The hashes of the keys so far, once the object is too large for a linear scan; a hit
    /// is confirmed against the keys on the tape (a hash collision is not a duplicate).
    var keyHashes: Set<Int>?
  }

  /// Words longer than this are shortened in messages.
  private static let maximumQuotedWordLength = 20

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index: Int
  private let end: Int
  private var line: Int
  private var lineStart: Int
  /// UTF-8 continuation bytes between `lineStart` and `index`, so that columns count scalars.
  private var continuationBytes = 0
  private let maximumDepth: Int
  /// Reused buffer for strings with escapes.
  private var scratch: [UInt8] = []
  /// Where the document starts (after a byte order mark) and its first line, for positions
  /// computed from offsets.
  private var documentStart: Int
  private let firstLine: Int
  /// The values and keys parsed so far, in source order (see ``JSONDocument``).
  private(set) var nodes: [JSONDocument.Node] = []

  init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, firstLine: Int, maximumDepth: Int) {
    self.bytes = bytes
    self.index = range.lowerBound
    self.end = range.upperBound
    self.line = firstLine
    self.lineStart = range.lowerBound
    self.maximumDepth = maximumDepth
    self.documentStart = range.lowerBound
    self.firstLine = firstLine
  }

  /// Where the document starts, after any byte order mark.
  var start: Int { documentStart }

  /// Skips a UTF-8 byte order mark at the cursor; columns then count from after it.
  mutating func skipByteOrderMark() {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    guard end - index >= mark.count else { return }
    for (offset, byte) in mark.enumerated() where bytes[index + offset] != byte { return }
    index += mark.count
    lineStart = index
    documentStart = index
  }

  /// Parses one value onto the tape (``nodes``) and requires that only whitespace follows
  /// it.
  mutating func parseDocument() throws(JSONSyntaxError) {
    guard end <= JSONDocument.maximumByteCount else {
      throw JSONSyntaxError(
        position: currentPosition,
        reason: "input larger than \(JSONDocument.maximumByteCount) bytes")
    }
    nodes.reserveCapacity(min(slotBound(), end - index + 1))
    try parseValue()
    skipWhitespace()
    if index < end {
      throw unexpectedCharacter(suffix: " after the JSON value")
    }
  }

  /// The tape slots a valid document from the cursor needs: one for the root, one per
  /// value or key after `,` or `:` or first in its container, and one more per array or
  /// object. Reserving it once keeps the tape from doubling (a doubling array briefly holds
  /// three times its contents, and keeps up to twice what it needs).
  ///
  /// - Complexity: O(n) in the bytes of the document.
  private func slotBound() -> Int {
    var slots = 1
    var inString = false
    var escaped = false
    /// Just after `[` or `{`: the next byte other than whitespace starts a first child
    /// unless it closes the container.
    var opened = false
    for offset in index..<end {
      let byte = bytes[offset]
      if inString {
        if escaped {
          escaped = false
        } else if byte == Byte.backslash {
          escaped = true
        } else if byte == Byte.quote {
          inString = false
        }
        continue
      }
      switch byte {
      case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn: continue
      default: break
      }
      if opened {
        opened = false
        if byte != Byte.closeBracket && byte != Byte.closeBrace { slots += 1 }
      }
      switch byte {
      case Byte.quote: inString = true
      case Byte.openBrace, Byte.openBracket:
        slots += 1
        opened = true
      case Byte.comma, Byte.colon: slots += 1
      default: break
      }
    }
    return slots
  }

  // MARK: - Values

  private var currentPosition: JSONPosition {
    JSONPosition(line: line, column: index - lineStart - continuationBytes + 1)
  }

  private mutating func parseValue() throws(JSONSyntaxError) {
    var frames: [Frame] = []

    nextValue: while true {
      skipWhitespace()
      guard index < end else {
        throw JSONSyntaxError(
          position: currentPosition, reason: "unexpected end of input", expectation: "a value")
      }
      let first = index
      switch bytes[index] {
      case Byte.openBrace, Byte.openBracket:
        let isObject = bytes[index] == Byte.openBrace
        guard frames.count < maximumDepth else {
          throw JSONSyntaxError(
            position: currentPosition, reason: "nesting deeper than \(maximumDepth) levels")
        }
        let slot = nodes.count
        nodes.append(JSONDocument.Node(offset: first, tag: isObject ? .object : .array, payload: 0))
        nodes.append(JSONDocument.Node(rawOffset: 0, word: 0))
        index += 1
        skipWhitespace()
        let closing = isObject ? Byte.closeBrace : Byte.closeBracket
        if index < end && bytes[index] == closing {
          index += 1
          nodes[slot + 1].offset = UInt32(truncatingIfNeeded: nodes.count)
        } else {
          frames.append(Frame(isObject: isObject, slot: slot))
          if isObject {
            try parseKey(frame: &frames[frames.count - 1])
          }
          continue nextValue
        }
      case Byte.quote:
        let string = try parseString(keepingText: false)
        nodes.append(
          JSONDocument.Node(
            offset: first, tag: string.hasEscapes ? .escapedString : .string,
            payload: string.byteCount))
      case Byte.minus, Byte.zero...Byte.nine:
        try parseNumber()
        nodes.append(JSONDocument.Node(offset: first, tag: .number, payload: index - first))
      default:
        let tag = try parseLiteral()
        nodes.append(JSONDocument.Node(offset: first, tag: tag, payload: index - first))
      }

      // Attach the finished value to the open containers, closing as many as end here.
      while let frame = frames.last {
        frames[frames.count - 1].count += 1
        skipWhitespace()
        let closing = frame.isObject ? Byte.closeBrace : Byte.closeBracket
        let expected = frame.isObject ? "',' or '}'" : "',' or ']'"
        guard index < end else {
          throw JSONSyntaxError(
            position: currentPosition, reason: "unexpected end of input", expectation: expected)
        }
        let byte = bytes[index]
        if byte == Byte.comma {
          index += 1
          skipWhitespace()
          if index < end && (bytes[index] == Byte.closeBrace || bytes[index] == Byte.closeBracket) {
            throw JSONSyntaxError(
              position: currentPosition,
              reason: "trailing comma before '\(Character(Unicode.Scalar(bytes[index])))'")
          }
          if frame.isObject {
            try parseKey(frame: &frames[frames.count - 1])
          }
          continue nextValue
        }
        guard byte == closing else {
          throw unexpectedCharacter(expected: expected)
        }
        index += 1
        let count = frames[frames.count - 1].count
        nodes[frame.slot] = JSONDocument.Node(
          offset: Int(nodes[frame.slot].offset), tag: frame.isObject ? .object : .array,
          payload: count)
        nodes[frame.slot + 1].offset = UInt32(truncatingIfNeeded: nodes.count)
        frames.removeLast()
      }
      return
    }
  }

  /// Parses `"key" :` onto the tape, rejecting duplicates within the frame's object.
  private mutating func parseKey(frame: inout Frame) throws(JSONSyntaxError) {
    skipWhitespace()
    guard index < end else {
      throw JSONSyntaxError(
        position: currentPosition, reason: "unexpected end of input", expectation: "a key")
    }
    guard bytes[index] == Byte.quote else {
      throw unexpectedCharacter(expected: "a double-quoted key")
    }
    let position = currentPosition
    let first = index
    let parsed = try parseString(keepingText: true)
    let key = parsed.text ?? ""

    if var keyHashes = frame.keyHashes {
      frame.keyHashes = nil  // keep the set uniquely referenced while inserting
      if !keyHashes.insert(key.hashValue).inserted, let firstLine = line(ofKey: key, in: frame) {
        throw duplicateKey(key, at: position, firstLine: firstLine)
      }
      frame.keyHashes = keyHashes
    } else {
      for previous in frame.keys where previous.key == key {
        throw duplicateKey(key, at: position, firstLine: previous.line)
      }
      frame.keys.append((key, position.line))
      if frame.keys.count > JSONObject.indexThreshold {
        frame.keyHashes = Set(frame.keys.map(\.key.hashValue))
        frame.keys = []
      }
    }
    nodes.append(
      JSONDocument.Node(
        offset: first, tag: parsed.hasEscapes ? .escapedString : .string,
        payload: parsed.byteCount))

    skipWhitespace()
    guard index < end else {
      throw JSONSyntaxError(
        position: currentPosition, reason: "unexpected end of input", expectation: "':'")
    }
    guard bytes[index] == Byte.colon else {
      throw unexpectedCharacter(expected: "':' after the key")
    }
    index += 1
  }

  /// The line of the key equal to `key` among the keys already on the tape for the frame's
  /// object, or `nil` when a hash matched but no key does.
  ///
  /// - Complexity: O(n) in the object's members so far; only on a hash match.
  private func line(ofKey key: String, in frame: Frame) -> Int? {
    var slot = frame.slot + 2
    for _ in 0..<frame.count {
      let node = nodes[slot]
      let offset = Int(node.offset)
      let content = UnsafeBufferPointer(rebasing: bytes[offset + 1..<offset + 1 + node.payload])
      let text =
        node.tag == .string
        ? String(decoding: content, as: UTF8.self) : JSONStringEscapes.unescape(content)
      if text == key { return position(ofOffset: offset).line }
      let value = slot + 1
      switch nodes[value].tag {
      case .array, .object: slot = Int(nodes[value + 1].offset)
      default: slot = value + 1
      }
    }
    return nil
  }

  /// The position of a byte offset before the cursor, counted as ``currentPosition``.
  private func position(ofOffset offset: Int) -> JSONPosition {
    var line = firstLine
    var lineStart = documentStart
    var continuation = 0
    for index in documentStart..<offset {
      if bytes[index] == Byte.newline {
        line += 1
        lineStart = index + 1
        continuation = 0
      } else if bytes[index] & Byte.continuationMask == Byte.continuationTag {
        continuation += 1
      }
    }
    return JSONPosition(line: line, column: offset - lineStart - continuation + 1)
  }

  private func duplicateKey(_ key: String, at position: JSONPosition, firstLine: Int)
    -> JSONSyntaxError
  {
    JSONSyntaxError(
      position: position,
      reason:
        "duplicate key \(JSONOutput.quoted(InputError.shortened(key, to: InputError.maximumFieldLength))), first at line \(firstLine)"
    )
  }

  // MARK: - Literals

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      Byte.zero...Byte.nine, UInt8(ascii: "_"), UInt8(ascii: "$"):
      true
    default:
      false
    }
  }

  /// Parses `true`, `false` or `null`, and explains every other word.
  private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONDocument.Tag {
    let start = currentPosition
    let wordStart = index
    var wordEnd = index
    while wordEnd < end && Self.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
    guard wordEnd > wordStart else {
      throw unexpectedCharacter(expected: "a value")
    }
    let word = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd]), as: UTF8.self)
    switch word {
    case "true":
      index = wordEnd
      return .true
    case "false":
      index = wordEnd
      return .false
    case "null":
      index = wordEnd
      return .null
    case "NaN", "Infinity":
      throw JSONSyntaxError(position: start, reason: "'\(word)' is not a valid JSON number")
    default:
      throw JSONSyntaxError(
        position: start,
        reason: "unknown literal '\(Self.shortened(word))'", expectation: "a value")
    }
  }

  private static func shortened(_ word: String) -> String {
    InputError.shortened(word, to: maximumQuotedWordLength + 1)
  }

  // MARK: - Numbers

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= Byte.zero && byte <= Byte.nine }

  private mutating func parseNumber() throws(JSONSyntaxError) {
    let start = currentPosition
    let first = index
    var cursor = index
    let isNegative = bytes[cursor] == Byte.minus
    if isNegative { cursor += 1 }

    func text(upTo last: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self)
    }

    guard cursor < end && Self.isDigit(bytes[cursor]) else {
      if cursor < end && Self.isWordByte(bytes[cursor]) {
        var wordEnd = cursor
        while wordEnd < end && Self.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
        let word = text(upTo: wordEnd)
        if word == "-Infinity" || word == "-NaN" {
          throw JSONSyntaxError(position: start, reason: "'\(word)' is not a valid JSON number")
        }
      }
      throw JSONSyntaxError(
        position: start, reason: "invalid number '\(Self.shortened(text(upTo: cursor)))'",
        expectation: "a digit")
    }
    if bytes[cursor] == Byte.zero {
      cursor += 1
      if cursor < end && Self.isDigit(bytes[cursor]) {
        while cursor < end && Self.isDigit(bytes[cursor]) { cursor += 1 }
        throw JSONSyntaxError(
          position: start,
          reason: "leading zero in number '\(Self.shortened(text(upTo: cursor)))'")
      }
    } else {
      while cursor < end && Self.isDigit(bytes[cursor]) { cursor += 1 }
    }

    if cursor < end && bytes[cursor] == Byte.period {
      cursor += 1
      guard cursor < end && Self.isDigit(bytes[cursor]) else {
        throw JSONSyntaxError(
          position: start,
          reason: "invalid number '\(Self.shortened(text(upTo: cursor)))'",
          expectation: "a digit after '.'")
      }
      while cursor < end && Self.isDigit(bytes[cursor]) { cursor += 1 }
    }
    if cursor < end && (bytes[cursor] == Byte.lowerE || bytes[cursor] == Byte.upperE) {
      cursor += 1
      if cursor < end && (bytes[cursor] == Byte.plus || bytes[cursor] == Byte.minus) {
        cursor += 1
      }
      guard cursor < end && Self.isDigit(bytes[cursor]) else {
        throw JSONSyntaxError(
          position: start,
          reason: "invalid number '\(Self.shortened(text(upTo: cursor)))'",
          expectation: "a digit in the exponent")
      }
      while cursor < end && Self.isDigit(bytes[cursor]) { cursor += 1 }
    }

    // The value is decoded when a reader asks for it (``JSONNumberText``). A number beyond
    // `Double`'s range is still valid JSON: the reader that wants it rejects it, naming the
    // field it was meant for.
    index = cursor
  }

  // MARK: - Strings

  /// A string as parsed: its characters when asked for, whether it has escapes and the
  /// byte length of its content in the source.
  private struct ParsedString {
    var text: String?
    var hasEscapes: Bool
    var byteCount: Int
  }

  /// Parses and checks a string starting at the opening quote at the cursor; builds its
  /// `String` only when `keepingText` (keys, which duplicates are checked against).
  private mutating func parseString(keepingText: Bool) throws(JSONSyntaxError) -> ParsedString {
    let start = currentPosition
    index += 1
    let contentStart = index
    // Fast path: no escapes, one validating copy (none when ASCII and not kept).
    var isASCII = true
    while index < end {
      let byte = bytes[index]
      if byte == Byte.quote || byte == Byte.backslash || byte < Byte.space { break }
      if byte >= Byte.firstNonASCII {
        isASCII = false
        if byte & Byte.continuationMask == Byte.continuationTag { continuationBytes += 1 }
      }
      index += 1
    }
    guard index < end else {
      throw JSONSyntaxError(position: start, reason: "unterminated string")
    }
    if bytes[index] == Byte.quote {
      let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
      index += 1
      if !keepingText && isASCII {
        return ParsedString(text: nil, hasEscapes: false, byteCount: content.count)
      }
      let text = try makeString(content, startingAt: start)
      return ParsedString(text: text, hasEscapes: false, byteCount: content.count)
    }

    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
    while index < end {
      let byte = bytes[index]
      if byte == Byte.quote {
        let byteCount = index - contentStart
        index += 1
        let content = scratch
        let text = try content.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
          try makeString(buffer, startingAt: start)
        }
        return ParsedString(text: text, hasEscapes: true, byteCount: byteCount)
      }
      if byte < Byte.space {
        throw controlCharacterInString(byte)
      }
      if byte == Byte.backslash {
        try parseEscape()
        continue
      }
      if byte & Byte.continuationMask == Byte.continuationTag { continuationBytes += 1 }
      scratch.append(byte)
      index += 1
    }
    throw JSONSyntaxError(position: start, reason: "unterminated string")
  }

  private func controlCharacterInString(_ byte: UInt8) -> JSONSyntaxError {
    let hint = byte == Byte.newline ? " (strings cannot span lines; write \\n)" : ""
    return JSONSyntaxError(
      position: currentPosition,
      reason: "unescaped control character \(Self.scalarName(UInt32(byte))) in string\(hint)")
  }

  private func makeString(
    _ content: UnsafeBufferPointer<UInt8>, startingAt start: JSONPosition
  ) throws(JSONSyntaxError) -> String {
    if let string = String(validating: content, as: UTF8.self) { return string }
    throw invalidUTF8Error(content, startingAt: start)
  }

  /// The error for the first invalid byte of a string's content; call only when validation
  /// failed.
  private func invalidUTF8Error(
    _ content: UnsafeBufferPointer<UInt8>, startingAt start: JSONPosition
  ) -> JSONSyntaxError {
    var decoder = UTF8()
    var iterator = content.makeIterator()
    var offset = 0
    var scalars = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        scalars += 1
      case .emptyInput, .error:
        let byte = offset < content.count ? content[offset] : 0
        let hex = String(byte, radix: 16, uppercase: true)
        return JSONSyntaxError(
          position: JSONPosition(line: start.line, column: start.column + 1 + scalars),
          reason: "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex) in string")
      }
    }
  }

  /// Parses one escape sequence at the cursor (the backslash) into `scratch`.
  private mutating func parseEscape() throws(JSONSyntaxError) {
    let escapeStart = currentPosition
    index += 1
    guard index < end else {
      throw JSONSyntaxError(position: escapeStart, reason: "unterminated string")
    }
    let letter = bytes[index]
    index += 1
    switch letter {
    case Byte.quote, Byte.backslash, Byte.slash: scratch.append(letter)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(Byte.newline)
    case UInt8(ascii: "r"): scratch.append(Byte.carriageReturn)
    case UInt8(ascii: "t"): scratch.append(Byte.tab)
    case UInt8(ascii: "u"):
      let unit = try parseHexQuad(escapeStart: escapeStart)
      let scalarValue: UInt32
      switch unit {
      case 0xD800...0xDBFF:
        let lowStart = currentPosition
        guard
          end - index >= 2 && bytes[index] == Byte.backslash
            && bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw unpairedSurrogate(unit, at: escapeStart)
        }
        index += 2
        let low = try parseHexQuad(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw unpairedSurrogate(unit, at: escapeStart)
        }
        scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      case 0xDC00...0xDFFF:
        throw unpairedSurrogate(unit, at: escapeStart)
      default:
        scalarValue = unit
      }
      // Every value outside the surrogate range is a valid scalar.
      let scalar = Unicode.Scalar(scalarValue)!
      scratch.append(contentsOf: UTF8.encode(scalar)!)
    default:
      if letter < Byte.space || letter >= Byte.firstNonASCII {
        throw JSONSyntaxError(position: escapeStart, reason: "invalid escape in string")
      }
      throw JSONSyntaxError(
        position: escapeStart,
        reason: "invalid escape '\\\(Character(Unicode.Scalar(letter)))' in string")
    }
  }

  /// Parses the four hex digits after `\u`.
  private mutating func parseHexQuad(escapeStart: JSONPosition) throws(JSONSyntaxError) -> UInt32 {
    let digitCount = 4
    guard end - index >= digitCount else {
      throw JSONSyntaxError(
        position: escapeStart, reason: "invalid \\u escape", expectation: "4 hexadecimal digits")
    }
    var value: UInt32 = 0
    for offset in 0..<digitCount {
      let byte = bytes[index + offset]
      let digit: UInt8
      switch byte {
      case Byte.zero...Byte.nine: digit = byte - Byte.zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw JSONSyntaxError(
          position: escapeStart, reason: "invalid \\u escape", expectation: "4 hexadecimal digits")
      }
      value = value << 4 | UInt32(digit)
    }
    index += digitCount
    return value
  }

  private func unpairedSurrogate(_ unit: UInt32, at position: JSONPosition) -> JSONSyntaxError {
    let hex = String(unit, radix: 16, uppercase: true)
    return JSONSyntaxError(position: position, reason: "unpaired surrogate '\\u\(hex)' in string")
  }

  // MARK: - Whitespace and errors

  private mutating func skipWhitespace() {
    while index < end {
      switch bytes[index] {
      case Byte.space, Byte.tab, Byte.carriageReturn:
        index += 1
      case Byte.newline:
        index += 1
        line += 1
        lineStart = index
        continuationBytes = 0
      default:
        return
      }
    }
  }

  /// `U+000A`.
  private static func scalarName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Describes the character at the cursor, with a hint for the usual non-JSON habits.
  ///
  /// - Parameters:
  ///   - expectation: What would have been valid here, if known.
  ///   - suffix: Text after the character, such as ` after the JSON value`.
  private func unexpectedCharacter(expected expectation: String? = nil, suffix: String = "")
    -> JSONSyntaxError
  {
    let position = currentPosition
    let byte = bytes[index]
    let character: String
    switch byte {
    case Byte.slash:
      return JSONSyntaxError(position: position, reason: "comments are not allowed in JSON")
    case Byte.apostrophe:
      return JSONSyntaxError(
        position: position, reason: "single-quoted strings are not allowed in JSON")
    case ..<Byte.space, 0x7F:
      character = "control character \(Self.scalarName(UInt32(byte)))"
    case ..<Byte.firstNonASCII:
      character = "character '\(Character(Unicode.Scalar(byte)))'"
    default:
      var decoder = UTF8()
      var iterator = UnsafeBufferPointer(rebasing: bytes[index..<end]).makeIterator()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
        let hex = String(byte, radix: 16, uppercase: true)
        return JSONSyntaxError(position: position, reason: "invalid UTF-8 byte 0x\(hex)")
      }
      character = "character '\(Character(scalar))' (\(Self.scalarName(scalar.value)))"
    }
    return JSONSyntaxError(
      position: position, reason: "unexpected \(character)\(suffix)", expectation: expectation)
  }
}
