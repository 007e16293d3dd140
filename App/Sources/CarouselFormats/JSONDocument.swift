/// A parsed JSON document in a flat, compact form: 8 bytes per value or key (16 per array or
/// object) next to the source bytes, which it shares rather than copies.
///
/// A ``JSONValue`` tree costs about 240 bytes per array element (an enum of boxed payloads,
/// a `String` per number, a position per value); a configuration with a million item lengths
/// took over 100 times its file size. Here each value is one ``Node`` on a tape in source
/// order, pointing back into the source: a number's value, a string's characters and every
/// position are decoded from the source bytes when asked for, and only the few values a
/// reader asks for are ever decoded. The readers (``JSONObjectReader``,
/// ``JSONValueReader``) navigate a document; ``JSONValue`` is built from one only when a
/// whole tree is wanted.
///
/// Memory: 8 bytes per value or key plus 8 per array or object, on a tape reserved once from
/// a count of the structural characters (it never doubles). The densest document, an array
/// of empty arrays, costs 16 bytes per 3 source bytes (`[],`); an array of digits 8 per 2
/// (`1,`): the tape stays under 6 times the size of its source.
///
/// Threading: immutable after parsing; safe to share between threads.
public final class JSONDocument: Sendable {
  /// One value or key on the tape.
  ///
  /// `word` holds the ``Tag`` in its top 3 bits and, below them, the byte length of a
  /// scalar's text (for a string, of its content between the quotes) or the element count
  /// of an array or object. An array or object takes two slots: the second holds, in
  /// `offset`, the index of the slot after its last descendant, so siblings are found
  /// without visiting children. An object's children alternate key, value.
  struct Node: Sendable {
    /// Byte offset in the source of the value's first character (a string's quote).
    var offset: UInt32
    /// Tag and length or count.
    var word: UInt32

    static let tagShift: UInt32 = 29
    static let payloadMask: UInt32 = (1 << tagShift) - 1
    /// Longest scalar text and largest count a node holds.
    static let maximumPayload = Int(payloadMask)

    init(offset: Int, tag: Tag, payload: Int) {
      self.offset = UInt32(truncatingIfNeeded: offset)
      self.word = tag.rawValue << Self.tagShift | UInt32(truncatingIfNeeded: payload)
    }

    init(rawOffset: UInt32, word: UInt32) {
      self.offset = rawOffset
      self.word = word
    }

    var tag: Tag { Tag(rawValue: word >> Self.tagShift)! }
    var payload: Int { Int(word & Self.payloadMask) }
  }

  /// What a node is.
  enum Tag: UInt32 {
    case null, `false`, `true`, number, string, escapedString, array, object
  }

  /// The bytes the document was parsed from (for JSON Lines, the whole file).
  let source: [UInt8]
  /// Where the document starts in `source` (after a byte order mark), and its line there.
  let start: Int
  let firstLine: Int
  /// The values and keys in source order; the root is slot 0.
  let nodes: [Node]

  init(source: [UInt8], start: Int, firstLine: Int, nodes: [Node]) {
    self.source = source
    self.start = start
    self.firstLine = firstLine
    self.nodes = nodes
  }

  /// Largest document parsed: offsets and lengths fit 29 bits.
  static let maximumByteCount = Node.maximumPayload

  /// Bytes the document holds beyond its source (the tape's capacity), for memory checks.
  public var representationByteCount: Int {
    nodes.capacity * MemoryLayout<Node>.stride
  }

  /// The root value's slot.
  static let root = 0

  // MARK: - Nodes

  func tag(_ node: Int) -> Tag { nodes[node].tag }

  /// The slot after `node` and all its descendants.
  func next(after node: Int) -> Int {
    switch nodes[node].tag {
    case .array, .object: Int(nodes[node + 1].offset)
    default: node + 1
    }
  }

  /// The number of elements (arrays) or members (objects).
  func count(_ node: Int) -> Int { nodes[node].payload }

  /// The slot of the first child of an array or object.
  func firstChild(_ node: Int) -> Int { node + 2 }

  /// The byte range of a scalar's text in the source (a string's content, without quotes).
  func textRange(_ node: Int) -> Range<Int> {
    let item = nodes[node]
    let offset = Int(item.offset)
    switch item.tag {
    case .string, .escapedString: return offset + 1..<offset + 1 + item.payload
    default: return offset..<offset + item.payload
    }
  }

  // MARK: - Scalars

  /// The number a number node holds: its value (±infinity beyond `Double`'s range), whether
  /// it is written as an integer, and its exact `Int` value when it has one.
  ///
  /// - Complexity: O(length of the number's text).
  func number(_ node: Int) -> (value: Double, isInteger: Bool, exactInteger: Int?) {
    source.withUnsafeBufferPointer { buffer in
      JSONNumberText.decode(UnsafeBufferPointer(rebasing: buffer[textRange(node)]))
    }
  }

  /// The number's text as written.
  func numberText(_ node: Int) -> String {
    String(decoding: source[textRange(node)], as: UTF8.self)
  }

  /// A string or key node's characters, escapes resolved.
  ///
  /// - Complexity: O(length of the string).
  func string(_ node: Int) -> String {
    let range = textRange(node)
    if nodes[node].tag == .string {
      return String(decoding: source[range], as: UTF8.self)
    }
    return source.withUnsafeBufferPointer { buffer in
      JSONStringEscapes.unescape(UnsafeBufferPointer(rebasing: buffer[range]))
    }
  }

  /// Whether a key node spells `key`, compared as Swift compares strings (canonical
  /// equivalence), without building a `String` when both are plain ASCII.
  func keyEquals(_ node: Int, _ key: String) -> Bool {
    let item = nodes[node]
    if item.tag == .string {
      let start = Int(item.offset) + 1
      let length = item.payload
      var key = key
      let plain: Bool? = key.withUTF8 { keyBytes in
        source.withUnsafeBufferPointer { buffer in
          var index = 0
          if keyBytes.count == length {
            while index < length && keyBytes[index] == buffer[start + index] { index += 1 }
            if index == length { return true }
          }
          // Different bytes are different strings only when both are ASCII; otherwise
          // canonical equivalence decides (U+212A KELVIN SIGN equals "K").
          index = 0
          while index < keyBytes.count {
            if keyBytes[index] >= 0x80 { return nil }
            index += 1
          }
          index = start
          while index < start + length {
            if buffer[index] >= 0x80 { return nil }
            index += 1
          }
          return false
        }
      }
      if let plain { return plain }
    }
    return string(node) == key
  }

  /// The slot of the value of `key` in an object node, or `nil`.
  ///
  /// - Complexity: O(n) for n members: a few keys are looked up in each object, each once.
  func member(_ object: Int, key: String) -> (key: Int, value: Int)? {
    var slot = firstChild(object)
    for _ in 0..<count(object) {
      let value = slot + 1
      if keyEquals(slot, key) { return (slot, value) }
      slot = next(after: value)
    }
    return nil
  }

  /// The key and value slots of each member of an object, in order.
  func members(_ object: Int) -> [(key: Int, value: Int)] {
    var members: [(key: Int, value: Int)] = []
    members.reserveCapacity(count(object))
    var slot = firstChild(object)
    for _ in 0..<count(object) {
      members.append((slot, slot + 1))
      slot = next(after: slot + 1)
    }
    return members
  }

  /// The slots of an array's elements when they are not all scalars (scalars are at
  /// `firstChild + i`), so that any element is found in O(1).
  func elementSlots(_ array: Int) -> [UInt32]? {
    let first = firstChild(array)
    let elementCount = count(array)
    guard next(after: array) - first != elementCount else { return nil }
    var slots: [UInt32] = []
    slots.reserveCapacity(elementCount)
    var slot = first
    for _ in 0..<elementCount {
      slots.append(UInt32(truncatingIfNeeded: slot))
      slot = next(after: slot)
    }
    return slots
  }

  // MARK: - Positions

  /// The line and column where a node starts, counted as the parser counts them.
  ///
  /// - Complexity: O(n) in the bytes before the node: for messages, not for every value.
  func position(_ node: Int) -> JSONPosition {
    position(ofOffset: Int(nodes[node].offset))
  }

  /// The line of a node.
  ///
  /// - Complexity: O(n) in the bytes before the node.
  func line(_ node: Int) -> Int { position(node).line }

  func position(ofOffset offset: Int) -> JSONPosition {
    source.withUnsafeBufferPointer { buffer in
      var line = firstLine
      var lineStart = start
      var index = start
      while index < offset {
        if buffer[index] == 0x0A {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
      // Columns count Unicode scalars: skip UTF-8 continuation bytes.
      var continuation = 0
      for index in lineStart..<offset where buffer[index] & 0xC0 == 0x80 { continuation += 1 }
      return JSONPosition(line: line, column: offset - lineStart - continuation + 1)
    }
  }

  // MARK: - Trees

  /// The ``JSONValue`` tree of a node, positions included.
  ///
  /// - Complexity: O(n) in the size of the subtree and the bytes before it; recursive, to
  ///   the document's depth (at most the parser's `maximumDepth`).
  func value(_ node: Int) -> JSONValue {
    var cursor = PositionCursor(document: self)
    return value(node, cursor: &cursor)
  }

  /// Walks forward through the source once, so a whole tree's positions cost O(n).
  private struct PositionCursor {
    let document: JSONDocument
    var index: Int
    var line: Int
    var lineStart: Int
    var continuation = 0

    init(document: JSONDocument) {
      self.document = document
      index = document.start
      line = document.firstLine
      lineStart = document.start
    }

    mutating func position(of node: Int) -> JSONPosition {
      let offset = Int(document.nodes[node].offset)
      document.source.withUnsafeBufferPointer { buffer in
        while index < offset {
          let byte = buffer[index]
          if byte == 0x0A {
            line += 1
            lineStart = index + 1
            continuation = 0
          } else if byte & 0xC0 == 0x80 {
            continuation += 1
          }
          index += 1
        }
      }
      return JSONPosition(line: line, column: offset - lineStart - continuation + 1)
    }
  }

  private func value(_ node: Int, cursor: inout PositionCursor) -> JSONValue {
    let position = cursor.position(of: node)
    switch tag(node) {
    case .null: return JSONValue(.null, at: position)
    case .false: return JSONValue(.bool(false), at: position)
    case .true: return JSONValue(.bool(true), at: position)
    case .number:
      let number = self.number(node)
      return JSONValue(
        .number(
          JSONNumber(value: number.value, isInteger: number.isInteger, text: numberText(node))),
        at: position)
    case .string, .escapedString:
      return JSONValue(.string(string(node)), at: position)
    case .array:
      var elements: [JSONValue] = []
      elements.reserveCapacity(count(node))
      var slot = firstChild(node)
      for _ in 0..<count(node) {
        elements.append(value(slot, cursor: &cursor))
        slot = next(after: slot)
      }
      return JSONValue(.array(elements), at: position)
    case .object:
      var members: [JSONMember] = []
      members.reserveCapacity(count(node))
      for (key, valueSlot) in self.members(node) {
        let keyPosition = cursor.position(of: key)
        members.append(
          JSONMember(
            key: string(key), keyPosition: keyPosition, value: value(valueSlot, cursor: &cursor)))
      }
      return JSONValue(.object(JSONObject(uniqueMembers: members)), at: position)
    }
  }

  // MARK: - Messages

  /// The kind of value with its article, for messages: `a number`, `an array`, `null`.
  func typeDescription(_ node: Int) -> String {
    switch tag(node) {
    case .null: "null"
    case .false, .true: "a Boolean"
    case .number: "a number"
    case .string, .escapedString: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// A short rendering for "got …" in messages, as ``JSONValue/summary``.
  func summary(_ node: Int) -> String {
    switch tag(node) {
    case .null: return "null"
    case .false: return "false"
    case .true: return "true"
    case .number:
      return InputError.shortened(numberText(node), to: JSONValue.summaryLimit)
    case .string, .escapedString:
      return JSONOutput.quoted(InputError.shortened(string(node), to: JSONValue.summaryLimit))
    case .array, .object: return typeDescription(node)
    }
  }
}
