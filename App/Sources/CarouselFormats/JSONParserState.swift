/// The cursor of one `JSONParser` run over a UTF-8 buffer.
///
/// Works on raw bytes for speed: structural characters are ASCII, and strings without escapes
/// become a `String` with one validating copy. Containers are parsed with explicit stacks
/// instead of recursion, so nesting depth never threatens the thread's stack.
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
    var position: JSONPosition
    /// Where this container's values start on the value stack.
    var valueStart: Int
    /// Where this object's keys start on the key stack.
    var keyStart: Int
    /// The keys seen so far, once the object is too large for a linear duplicate scan.
    var keySet: Set<String>?
  }

  private struct PendingKey {
    var key: String
    var position: JSONPosition
  }

  /// Integers with at most this many digits are accumulated exactly in an `Int` and converted
  /// once; `Double` holds every integer below 2^53 (about 9.007e15) exactly.
  private static let maximumFastIntegerDigits = 15

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

  init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, firstLine: Int, maximumDepth: Int) {
    self.bytes = bytes
    self.index = range.lowerBound
    self.end = range.upperBound
    self.line = firstLine
    self.lineStart = range.lowerBound
    self.maximumDepth = maximumDepth
  }

  /// Skips a UTF-8 byte order mark at the cursor; columns then count from after it.
  mutating func skipByteOrderMark() {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    guard end - index >= mark.count else { return }
    for (offset, byte) in mark.enumerated() where bytes[index + offset] != byte { return }
    index += mark.count
    lineStart = index
  }

  /// Parses one value and requires that only whitespace follows it.
  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    let value = try parseValue()
    skipWhitespace()
    if index < end {
      throw unexpectedCharacter(suffix: " after the JSON value")
    }
    return value
  }

  // MARK: - Values

  private var currentPosition: JSONPosition {
    JSONPosition(line: line, column: index - lineStart - continuationBytes + 1)
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    var frames: [Frame] = []
    var values: [JSONValue] = []
    var keys: [PendingKey] = []

    nextValue: while true {
      skipWhitespace()
      guard index < end else {
        throw JSONSyntaxError(
          position: currentPosition, reason: "unexpected end of input", expectation: "a value")
      }
      let start = currentPosition
      var value: JSONValue
      switch bytes[index] {
      case Byte.openBrace, Byte.openBracket:
        let isObject = bytes[index] == Byte.openBrace
        guard frames.count < maximumDepth else {
          throw JSONSyntaxError(
            position: start, reason: "nesting deeper than \(maximumDepth) levels")
        }
        index += 1
        skipWhitespace()
        let closing = isObject ? Byte.closeBrace : Byte.closeBracket
        if index < end && bytes[index] == closing {
          index += 1
          value = JSONValue(isObject ? .object(JSONObject()) : .array([]), at: start)
        } else {
          frames.append(
            Frame(
              isObject: isObject, position: start, valueStart: values.count,
              keyStart: keys.count))
          if isObject {
            try parseKey(into: &keys, frame: &frames[frames.count - 1])
          }
          continue nextValue
        }
      case Byte.quote:
        value = JSONValue(.string(try parseString()), at: start)
      case Byte.minus, Byte.zero...Byte.nine:
        value = JSONValue(.number(try parseNumber()), at: start)
      default:
        value = JSONValue(try parseLiteral(), at: start)
      }

      // Attach the finished value to the open containers, closing as many as end here.
      while let frame = frames.last {
        values.append(value)
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
            try parseKey(into: &keys, frame: &frames[frames.count - 1])
          }
          continue nextValue
        }
        guard byte == closing else {
          throw unexpectedCharacter(expected: expected)
        }
        index += 1
        if frame.isObject {
          var members: [JSONMember] = []
          members.reserveCapacity(values.count - frame.valueStart)
          for offset in 0..<(values.count - frame.valueStart) {
            let key = keys[frame.keyStart + offset]
            members.append(
              JSONMember(
                key: key.key, keyPosition: key.position, value: values[frame.valueStart + offset]))
          }
          keys.removeSubrange(frame.keyStart...)
          value = JSONValue(.object(JSONObject(uniqueMembers: members)), at: frame.position)
        } else {
          value = JSONValue(.array(Array(values[frame.valueStart...])), at: frame.position)
        }
        values.removeSubrange(frame.valueStart...)
        frames.removeLast()
      }
      return value
    }
  }

  /// Parses `"key" :` and records the key, rejecting duplicates within the frame's object.
  private mutating func parseKey(
    into keys: inout [PendingKey], frame: inout Frame
  ) throws(JSONSyntaxError) {
    skipWhitespace()
    guard index < end else {
      throw JSONSyntaxError(
        position: currentPosition, reason: "unexpected end of input", expectation: "a key")
    }
    guard bytes[index] == Byte.quote else {
      throw unexpectedCharacter(expected: "a double-quoted key")
    }
    let position = currentPosition
    let key = try parseString()

    let seen = keys.count - frame.keyStart
    if var keySet = frame.keySet {
      frame.keySet = nil  // keep the set uniquely referenced while inserting
      if !keySet.insert(key).inserted {
        throw duplicateKey(key, at: position, keys: keys[frame.keyStart...])
      }
      frame.keySet = keySet
    } else {
      for previous in keys[frame.keyStart...] where previous.key == key {
        throw duplicateKey(key, at: position, keys: keys[frame.keyStart...])
      }
      if seen + 1 > JSONObject.indexThreshold {
        var keySet = Set(keys[frame.keyStart...].map(\.key))
        keySet.insert(key)
        frame.keySet = keySet
      }
    }
    keys.append(PendingKey(key: key, position: position))

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

  private func duplicateKey(
    _ key: String, at position: JSONPosition, keys: ArraySlice<PendingKey>
  ) -> JSONSyntaxError {
    let first = keys.first { $0.key == key }?.position ?? position
    return JSONSyntaxError(
      position: position,
      reason:
        "duplicate key \(JSONOutput.quoted(InputError.shortened(key, to: InputError.maximumFieldLength))), first at line \(first.line)"
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
  private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue.Kind {
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
      return .bool(true)
    case "false":
      index = wordEnd
      return .bool(false)
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

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
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
    let integerStart = cursor
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
    let integerDigits = cursor - integerStart
    var isInteger = true

    if cursor < end && bytes[cursor] == Byte.period {
      isInteger = false
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
      isInteger = false
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

    let numberText = text(upTo: cursor)
    let value: Double
    if isInteger && integerDigits <= Self.maximumFastIntegerDigits {
      var magnitude = 0
      for offset in integerStart..<cursor {
        magnitude = magnitude * 10 + Int(bytes[offset] - Byte.zero)
      }
      value = isNegative ? -Double(magnitude) : Double(magnitude)
    } else {
      // The grammar is checked, so the conversion only fails by overflowing to infinity.
      // Such a number is still valid JSON: the reader that wants it rejects it, naming the
      // field it was meant for.
      value = Double(numberText) ?? (isNegative ? -.infinity : .infinity)
    }
    index = cursor
    return JSONNumber(value: value, isInteger: isInteger, text: numberText)
  }

  // MARK: - Strings

  /// Parses a string starting at the opening quote at the cursor.
  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = currentPosition
    index += 1
    let contentStart = index
    // Fast path: no escapes, one validating copy.
    while index < end {
      let byte = bytes[index]
      if byte == Byte.quote || byte == Byte.backslash || byte < Byte.space { break }
      if byte & Byte.continuationMask == Byte.continuationTag { continuationBytes += 1 }
      index += 1
    }
    guard index < end else {
      throw JSONSyntaxError(position: start, reason: "unterminated string")
    }
    if bytes[index] == Byte.quote {
      let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
      index += 1
      return try makeString(content, startingAt: start)
    }

    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
    while index < end {
      let byte = bytes[index]
      if byte == Byte.quote {
        index += 1
        let content = scratch
        return try content.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
          try makeString(buffer, startingAt: start)
        }
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
