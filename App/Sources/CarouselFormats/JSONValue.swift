/// A parsed JSON value and the position of its first character in the source.
///
/// Positions let every later error name the line a value came from, even in a pretty-printed,
/// multi-line document. Parse with `JSONValue.parse(_:)` or a configured `JSONParser`.
public struct JSONValue: Equatable, Sendable {
  /// What the value is.
  public var kind: Kind
  /// Where the value starts: the quote of a string, the bracket of an array or object, the
  /// first character of a number or literal.
  public var position: JSONPosition

  /// Creates a value at a position.
  public init(_ kind: Kind, at position: JSONPosition) {
    self.kind = kind
    self.position = position
  }

  /// Parses a complete JSON text with the default `JSONParser`.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser().parse(text)
  }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The Boolean, if the value is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The number, if the value is one.
  public var numberValue: JSONNumber? {
    if case .number(let value) = kind { return value }
    return nil
  }

  /// The string, if the value is one.
  public var stringValue: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  /// The elements, if the value is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = kind { return value }
    return nil
  }

  /// The object, if the value is one.
  public var objectValue: JSONObject? {
    if case .object(let value) = kind { return value }
    return nil
  }

  /// The kind of value with its article, for messages: `a number`, `an array`, `null`.
  public var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// A short rendering for "got …" in messages: numbers as written, strings quoted (long ones
  /// shortened), `true`, `null`, and `an array` / `an object` for containers.
  public var summary: String {
    switch kind {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let number): return Self.shortened(number.text)
    case .string(let string): return JSONOutput.quoted(Self.shortened(string))
    case .array, .object: return typeDescription
    }
  }

  /// Longest text, in characters, that `summary` shows in full.
  static let summaryLimit = 40

  private static func shortened(_ text: String) -> String {
    InputError.shortened(text, to: summaryLimit)
  }
}
