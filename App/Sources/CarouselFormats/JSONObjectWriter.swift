/// Builds a one-line JSON object, keeping keys in the order they are added.
///
/// ```swift
/// var line = JSONObjectWriter()
/// line.add("t", 0.5)
/// line.add("index", 3)
/// line.add("phase", "idle")
/// print(line.text)  // {"t":0.5,"index":3,"phase":"idle"}
/// ```
///
/// Numbers go through `JSONOutput.number`, strings through `JSONOutput.quoted`. Keys SHOULD be
/// unique; adding one twice writes it twice (a debug build traps).
public struct JSONObjectWriter: Sendable, CustomStringConvertible {
  private var body = ""
  #if DEBUG
    private var keys: Set<String> = []
  #endif

  /// Creates an empty object.
  public init() {}

  /// The object as one line of JSON: `{"key":value,…}`.
  public var text: String { "{" + body + "}" }

  /// Same as `text`.
  public var description: String { text }

  /// Whether nothing has been added.
  public var isEmpty: Bool { body.isEmpty }

  /// Adds a number, rounded to `decimals` places (`null` when not finite).
  public mutating func add(
    _ key: String, _ value: Double, decimals: Int = JSONOutput.defaultDecimals
  ) {
    add(key, rawJSON: JSONOutput.number(value, decimals: decimals))
  }

  /// Adds an integer.
  public mutating func add(_ key: String, _ value: Int) {
    add(key, rawJSON: String(value))
  }

  /// Adds a string.
  public mutating func add(_ key: String, _ value: String) {
    add(key, rawJSON: JSONOutput.quoted(value))
  }

  /// Adds `true` or `false`.
  public mutating func add(_ key: String, _ value: Bool) {
    add(key, rawJSON: value ? "true" : "false")
  }

  /// Adds `null`.
  public mutating func addNull(_ key: String) {
    add(key, rawJSON: "null")
  }

  /// Adds a nested object.
  public mutating func add(_ key: String, _ object: JSONObjectWriter) {
    add(key, rawJSON: object.text)
  }

  /// Adds an array of objects.
  public mutating func add(_ key: String, _ objects: [JSONObjectWriter]) {
    add(key, rawJSON: "[" + objects.map(\.text).joined(separator: ",") + "]")
  }

  /// Adds an array of numbers, each rounded to `decimals` places.
  public mutating func add(
    _ key: String, _ values: [Double], decimals: Int = JSONOutput.defaultDecimals
  ) {
    let elements = values.map { JSONOutput.number($0, decimals: decimals) }
    add(key, rawJSON: "[" + elements.joined(separator: ",") + "]")
  }

  /// Adds an array of integers.
  public mutating func add(_ key: String, _ values: [Int]) {
    add(key, rawJSON: "[" + values.map(String.init).joined(separator: ",") + "]")
  }

  /// Adds an array of strings.
  public mutating func add(_ key: String, _ values: [String]) {
    add(key, rawJSON: "[" + values.map(JSONOutput.quoted).joined(separator: ",") + "]")
  }

  /// Adds a value that is already JSON text; the caller MUST pass valid JSON.
  public mutating func add(_ key: String, rawJSON: String) {
    #if DEBUG
      precondition(keys.insert(key).inserted, "key '\(key)' added twice to a JSON object")
    #endif
    if !body.isEmpty { body += "," }
    body += JSONOutput.quoted(key)
    body += ":"
    body += rawJSON
  }
}
