/// A JSON object with the file it came from and its field path, read field by field.
///
/// Every accessor validates the type and range of the value and throws an `InputError` at the
/// line of the offending value; a missing required key is reported at the line of the object.
/// Call `rejectUnknownKeys(allowed:)` so that typos do not pass silently.
///
/// ```swift
/// let config = try JSONObjectReader(parsing: bytes, file: "config.json")
/// try config.rejectUnknownKeys(allowed: ["viewport", "spacing"])
/// let spacing = try config.optionalDouble("spacing", where: .nonNegative) ?? 0
/// let viewport = try config.requireObject("viewport")
/// let width = try viewport.requireDouble("width", where: .positive)
/// // config.json:3: field 'viewport.width': expected a positive number, got -3
/// ```
public struct JSONObjectReader: Sendable {
  /// The document the object is in.
  let document: JSONDocument
  /// The object's slot in the document.
  let node: Int
  /// The file as the user named it (`-` for standard input).
  public let file: String
  /// The field path of this object; empty for a whole document.
  public let path: String

  /// Wraps the value at `node`, which must be an object, read from `file` at field path
  /// `path`.
  init(document: JSONDocument, node: Int, file: String, path: String = "") throws(InputError) {
    guard document.tag(node) == .object else {
      let expectation = path.isEmpty ? "a JSON object" : "an object"
      throw JSONValueReader(document: document, node: node, file: file, parentPath: path)
        .mismatch(expected: expectation)
    }
    self.document = document
    self.node = node
    self.file = file
    self.path = path
  }

  /// Parses a whole document that must be a JSON object.
  ///
  /// - Complexity: O(n) in the length of the text.
  public init(parsing bytes: [UInt8], file: String, parser: JSONParser = JSONParser())
    throws(InputError)
  {
    let document: JSONDocument
    do {
      document = try parser.document(bytes)
    } catch {
      throw InputError(file: file, syntaxError: error)
    }
    try self.init(document: document, node: JSONDocument.root, file: file)
  }

  /// Parses a whole document that must be a JSON object.
  public init(parsing text: String, file: String, parser: JSONParser = JSONParser())
    throws(InputError)
  {
    try self.init(parsing: Array(text.utf8), file: file, parser: parser)
  }

  /// The object as a tree.
  ///
  /// - Complexity: O(n) in the size of the object and the bytes before it.
  public var object: JSONObject { document.value(node).objectValue ?? JSONObject() }

  /// Where the object's opening brace is.
  ///
  /// - Complexity: O(n) in the bytes before the object: for messages.
  public var position: JSONPosition { document.position(node) }

  /// The line of the opening brace.
  ///
  /// - Complexity: O(n) in the bytes before the object: for messages.
  public var line: Int { position.line }

  /// The keys in source order.
  public var keys: [String] { document.members(node).map { document.string($0.key) } }

  /// Whether the key is present (even with a `null` value).
  public func contains(_ key: String) -> Bool { document.member(node, key: key) != nil }

  /// The field path of a key of this object: `key`, or `path.key` when nested.
  public func fieldPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// An error about this object (at its line) or about one of its keys (at the line of the
  /// key's value; at the object's line if the key is absent).
  public func error(_ reason: String, field key: String? = nil) -> InputError {
    guard let key else {
      return InputError(file: file, line: line, field: path.isEmpty ? nil : path, reason: reason)
    }
    let line = document.member(node, key: key).map { document.line($0.value) } ?? self.line
    return InputError(file: file, line: line, field: fieldPath(key), reason: reason)
  }

  // MARK: - Values

  /// A reader for the value of `key`, or `nil` when the key is absent.
  public func optionalValue(_ key: String) -> JSONValueReader? {
    document.member(node, key: key).map {
      JSONValueReader(
        document: document, node: $0.value, file: file, parentPath: path, component: .key(key))
    }
  }

  /// A reader for the value of `key`, which must be present.
  public func requireValue(_ key: String) throws(InputError) -> JSONValueReader {
    guard let reader = optionalValue(key) else {
      throw error("required but missing", field: key)
    }
    return reader
  }

  /// The number at `key` satisfying `constraint`, or `nil` when the key is absent.
  public func optionalDouble(_ key: String, where constraint: JSONNumberConstraint = .finite)
    throws(InputError) -> Double?
  {
    guard let reader = optionalValue(key) else { return nil }
    return try reader.double(where: constraint)
  }

  /// The number at `key` satisfying `constraint`; the key must be present.
  public func requireDouble(_ key: String, where constraint: JSONNumberConstraint = .finite)
    throws(InputError) -> Double
  {
    try requireValue(key).double(where: constraint)
  }

  /// The whole number at `key` within `range`, or `nil` when the key is absent; `2.5` is an
  /// error.
  public func optionalInt(_ key: String, range: ClosedRange<Int>? = nil) throws(InputError)
    -> Int?
  {
    guard let reader = optionalValue(key) else { return nil }
    return try reader.int(range: range)
  }

  /// The whole number at `key` within `range`; the key must be present.
  public func requireInt(_ key: String, range: ClosedRange<Int>? = nil) throws(InputError)
    -> Int
  {
    try requireValue(key).int(range: range)
  }

  /// The string at `key`, one of `choices` if given, or `nil` when the key is absent.
  public func optionalString(_ key: String, oneOf choices: [String]? = nil) throws(InputError)
    -> String?
  {
    guard let reader = optionalValue(key) else { return nil }
    return try reader.string(oneOf: choices)
  }

  /// The string at `key`, one of `choices` if given; the key must be present.
  public func requireString(_ key: String, oneOf choices: [String]? = nil) throws(InputError)
    -> String
  {
    try requireValue(key).string(oneOf: choices)
  }

  /// The case of `type` named by the string at `key`, or `nil` when the key is absent.
  public func optionalChoice<Choice: RawRepresentable & CaseIterable>(
    _ key: String, as type: Choice.Type
  ) throws(InputError) -> Choice? where Choice.RawValue == String {
    guard let reader = optionalValue(key) else { return nil }
    return try reader.choice(type)
  }

  /// The case of `type` named by the string at `key`; the key must be present.
  public func requireChoice<Choice: RawRepresentable & CaseIterable>(
    _ key: String, as type: Choice.Type
  ) throws(InputError) -> Choice where Choice.RawValue == String {
    try requireValue(key).choice(type)
  }

  /// The Boolean at `key`, or `nil` when the key is absent.
  public func optionalBool(_ key: String) throws(InputError) -> Bool? {
    guard let reader = optionalValue(key) else { return nil }
    return try reader.bool()
  }

  /// The Boolean at `key`; the key must be present.
  public func requireBool(_ key: String) throws(InputError) -> Bool {
    try requireValue(key).bool()
  }

  /// A reader for the object at `key` (field paths nest: `viewport.width`), or `nil` when the
  /// key is absent.
  public func optionalObject(_ key: String) throws(InputError) -> JSONObjectReader? {
    guard let reader = optionalValue(key) else { return nil }
    return try reader.object()
  }

  /// A reader for the object at `key`; the key must be present.
  public func requireObject(_ key: String) throws(InputError) -> JSONObjectReader {
    try requireValue(key).object()
  }

  /// Readers for the elements of the array at `key` (paths `key[0]`, `key[1]`…), or `nil`
  /// when the key is absent.
  public func optionalArray(_ key: String) throws(InputError) -> JSONArrayReader? {
    guard let reader = optionalValue(key) else { return nil }
    return try reader.array()
  }

  /// Readers for the elements of the array at `key`; the key must be present.
  public func requireArray(_ key: String) throws(InputError) -> JSONArrayReader {
    try requireValue(key).array()
  }

  // MARK: - Unknown keys

  /// Edits at most this far from an allowed key are suggested as a likely typo.
  private static let maximumSuggestionDistance = 2
  /// Keys longer than this (UTF-8 bytes) are no typo of a field name: no suggestion is
  /// searched for (the edit distance costs O(n·m)).
  private static let maximumSuggestedKeyLength = 64

  /// Throws for the first key, in source order, that is not in `allowed`, at that key's line,
  /// suggesting the closest allowed key when the difference looks like a typo.
  ///
  /// - Complexity: O(n · m) for n keys and m allowed keys.
  public func rejectUnknownKeys(allowed: [String]) throws(InputError) {
    var keySlot = document.firstChild(node)
    for _ in 0..<document.count(node) {
      let key = document.string(keySlot)
      let member = (key: keySlot, value: keySlot + 1)
      keySlot = document.next(after: member.value)
      guard !allowed.contains(key) else { continue }
      var reason = "unknown field"
      if let suggestion = Self.closestKey(to: key, in: allowed) {
        reason += ", did you mean '\(suggestion)'?"
      } else if !allowed.isEmpty {
        reason += " (allowed: \(allowed.joined(separator: ", ")))"
      }
      throw InputError(
        file: file, line: document.line(member.key), field: fieldPath(key), reason: reason)
    }
  }

  /// The allowed key closest to `key` in edit distance, ignoring case, if close enough to be a
  /// typo rather than a different word.
  static func closestKey(to key: String, in allowed: [String]) -> String? {
    guard key.utf8.count <= maximumSuggestedKeyLength else { return nil }
    let lowered = Array(key.lowercased().unicodeScalars)
    var best: (key: String, distance: Int)?
    for candidate in allowed {
      let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
      guard distance <= maximumSuggestionDistance, distance < lowered.count else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.key
  }

  /// Levenshtein distance: insertions, deletions and substitutions.
  static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    var previous = Array(0...rhs.count)
    var current = previous
    for (row, left) in lhs.enumerated() {
      current[0] = row + 1
      for (column, right) in rhs.enumerated() {
        let substitution = previous[column] + (left == right ? 0 : 1)
        current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
