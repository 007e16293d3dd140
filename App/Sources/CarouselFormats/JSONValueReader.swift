/// A JSON value with the file it came from and its field path, read through validating,
/// typed accessors whose errors are `InputError`s at the value's line.
///
/// ```swift
/// let width = try reader.double(where: .positive)
/// // config.json:4: field 'viewport.width': expected a positive number, got -3
/// ```
public struct JSONValueReader: Sendable {
  /// The document the value is in.
  let document: JSONDocument
  /// The value's slot in the document.
  let node: Int
  /// The file as the user named it (`-` for standard input).
  public let file: String
  /// The field path of the container, and how this value is reached from it: the path is
  /// spelled only for messages, so reading a million elements builds no string.
  private let parentPath: String
  private let component: PathComponent

  /// How a value is reached from its container.
  enum PathComponent: Sendable {
    case none
    case key(String)
    case index(Int)
  }

  /// Wraps the value at `node` of `document`, read from `file`, reached from the container
  /// at `parentPath` by `component`.
  init(
    document: JSONDocument, node: Int, file: String, parentPath: String = "",
    component: PathComponent = .none
  ) {
    self.document = document
    self.node = node
    self.file = file
    self.parentPath = parentPath
    self.component = component
  }

  /// The field path of this value (`viewport.width`, `items[2]`); empty for a whole document.
  public var path: String {
    switch component {
    case .none: parentPath
    case .key(let key): parentPath.isEmpty ? key : "\(parentPath).\(key)"
    case .index(let index): "\(parentPath)[\(index)]"
    }
  }

  /// The value as a tree.
  ///
  /// - Complexity: O(n) in the size of the value and the bytes before it.
  public var value: JSONValue { document.value(node) }

  /// The line where the value starts.
  ///
  /// - Complexity: O(n) in the bytes before the value: for messages.
  public var line: Int { document.line(node) }

  /// Whether the value is `null`.
  public var isNull: Bool { document.tag(node) == .null }

  /// An error about this value: its file, line and field path, with `reason`.
  public func error(_ reason: String) -> InputError {
    let path = self.path
    return InputError(file: file, line: line, field: path.isEmpty ? nil : path, reason: reason)
  }

  /// `expected EXPECTATION, got SUMMARY`.
  public func mismatch(expected expectation: String) -> InputError {
    error("expected \(expectation), got \(document.summary(node))")
  }

  /// The number, if it satisfies `constraint`.
  public func double(where constraint: JSONNumberConstraint = .finite) throws(InputError)
    -> Double
  {
    guard document.tag(node) == .number else { throw mismatch(expected: constraint.expectation) }
    let number = document.number(node).value
    if !number.isFinite {
      throw error("number '\(document.numberText(node).prefix(40))' is out of range")
    }
    guard constraint.accepts(number) else { throw mismatch(expected: constraint.expectation) }
    return number
  }

  /// The number as an `Int`, if it is a whole number (`3`, `3.0`, `3e0`; not `2.5`) within
  /// `range`.
  public func int(range: ClosedRange<Int>? = nil) throws(InputError) -> Int {
    guard document.tag(node) == .number, let integer = document.number(node).exactInteger,
      range?.contains(integer) ?? true
    else {
      throw mismatch(expected: Self.integerExpectation(range))
    }
    return integer
  }

  /// The string, if it is one of `choices` (any string when `choices` is `nil`).
  public func string(oneOf choices: [String]? = nil) throws(InputError) -> String {
    let tag = document.tag(node)
    let string = tag == .string || tag == .escapedString ? document.string(node) : nil
    guard let string, choices?.contains(string) ?? true else {
      if let choices {
        throw mismatch(expected: "one of " + choices.map(JSONOutput.quoted).joined(separator: ", "))
      }
      throw mismatch(expected: "a string")
    }
    return string
  }

  /// The case of `type` whose raw value is the string.
  public func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type)
    throws(InputError)
    -> Choice where Choice.RawValue == String
  {
    // The case straight from the string; the list of all of them only for the message. (A
    // key path here, `allCases.map(\.rawValue)`, was instantiated at run time on every
    // call: 45 % of simulate's time over a file of key events.)
    if let string = try? string(), let choice = Choice(rawValue: string) { return choice }
    let raw = try string(oneOf: Choice.allCases.map { $0.rawValue })
    return Choice(rawValue: raw)!
  }

  /// The Boolean, if the value is `true` or `false`.
  public func bool() throws(InputError) -> Bool {
    switch document.tag(node) {
    case .true: return true
    case .false: return false
    default: throw mismatch(expected: "true or false")
    }
  }

  /// A reader over the object, if the value is one.
  public func object() throws(InputError) -> JSONObjectReader {
    try JSONObjectReader(document: document, node: node, file: file, path: path)
  }

  /// Readers for the elements, with paths `path[0]`, `path[1]`…, if the value is an array.
  ///
  /// - Complexity: O(1) when the elements are scalars, else O(n) for n elements.
  public func array() throws(InputError) -> JSONArrayReader {
    guard document.tag(node) == .array else { throw mismatch(expected: "an array") }
    return JSONArrayReader(document: document, node: node, file: file, path: path)
  }

  /// `an integer`, `an integer from 1 to 100`, `an integer of at least 1`.
  public static func integerExpectation(_ range: ClosedRange<Int>?) -> String {
    guard let range else { return "an integer" }
    switch (range.lowerBound == Int.min, range.upperBound == Int.max) {
    case (true, true): return "an integer"
    case (false, true): return "an integer of at least \(range.lowerBound)"
    case (true, false): return "an integer of at most \(range.upperBound)"
    case (false, false): return "an integer from \(range.lowerBound) to \(range.upperBound)"
    }
  }
}
