/// A JSON value with the file it came from and its field path, read through validating,
/// typed accessors whose errors are `InputError`s at the value's line.
///
/// ```swift
/// let width = try reader.double(where: .positive)
/// // config.json:4: field 'viewport.width': expected a positive number, got -3
/// ```
public struct JSONValueReader: Sendable {
  /// The value being read.
  public let value: JSONValue
  /// The file as the user named it (`-` for standard input).
  public let file: String
  /// The field path of this value (`viewport.width`, `items[2]`); empty for a whole document.
  public let path: String

  /// Wraps a value read from `file` at field path `path`.
  public init(_ value: JSONValue, file: String, path: String = "") {
    self.value = value
    self.file = file
    self.path = path
  }

  /// The line where the value starts.
  public var line: Int { value.position.line }

  /// Whether the value is `null`.
  public var isNull: Bool { value.isNull }

  /// An error about this value: its file, line and field path, with `reason`.
  public func error(_ reason: String) -> InputError {
    InputError(file: file, line: line, field: path.isEmpty ? nil : path, reason: reason)
  }

  /// `expected EXPECTATION, got SUMMARY`.
  public func mismatch(expected expectation: String) -> InputError {
    error("expected \(expectation), got \(value.summary)")
  }

  /// The number, if it satisfies `constraint`.
  public func double(where constraint: JSONNumberConstraint = .finite) throws(InputError)
    -> Double
  {
    if let number = value.numberValue, number.isOutOfRange {
      throw error("number '\(number.text.prefix(40))' is out of range")
    }
    guard let number = value.numberValue, constraint.accepts(number.value) else {
      throw mismatch(expected: constraint.expectation)
    }
    return number.value
  }

  /// The number as an `Int`, if it is a whole number (`3`, `3.0`, `3e0`; not `2.5`) within
  /// `range`.
  public func int(range: ClosedRange<Int>? = nil) throws(InputError) -> Int {
    guard let integer = value.numberValue?.exactInteger, range?.contains(integer) ?? true else {
      throw mismatch(expected: Self.integerExpectation(range))
    }
    return integer
  }

  /// The string, if it is one of `choices` (any string when `choices` is `nil`).
  public func string(oneOf choices: [String]? = nil) throws(InputError) -> String {
    guard let string = value.stringValue, choices?.contains(string) ?? true else {
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
    let raw = try string(oneOf: Choice.allCases.map(\.rawValue))
    // `string(oneOf:)` only returns raw values of existing cases.
    return Choice(rawValue: raw)!
  }

  /// The Boolean, if the value is `true` or `false`.
  public func bool() throws(InputError) -> Bool {
    guard let bool = value.boolValue else { throw mismatch(expected: "true or false") }
    return bool
  }

  /// A reader over the object, if the value is one.
  public func object() throws(InputError) -> JSONObjectReader {
    try JSONObjectReader(value, file: file, path: path)
  }

  /// Readers for the elements, with paths `path[0]`, `path[1]`…, if the value is an array.
  public func array() throws(InputError) -> [JSONValueReader] {
    guard let elements = value.arrayValue else { throw mismatch(expected: "an array") }
    return elements.enumerated().map { offset, element in
      JSONValueReader(element, file: file, path: "\(path)[\(offset)]")
    }
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
