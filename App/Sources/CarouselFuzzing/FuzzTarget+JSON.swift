import CarouselFormats

extension FuzzTarget {
  /// Deepest nesting the JSON target reads through the typed accessors (the parser itself
  /// takes any depth up to its limit).
  private static let readerDepth = 16

  /// The bytes as one JSON document and as JSON Lines. A document that parses is written
  /// back with `JSONOutput` and must parse to the same text again; every member is read
  /// through every typed accessor; every error is one bounded line.
  static func runJSON(_ bytes: [UInt8]) throws(FuzzFailure) {
    let file = "fuzz.json"
    let parsed: JSONValue?
    do {
      parsed = try JSONParser().parse(bytes)
    } catch {
      try FuzzFailure.checkErrorLine(InputError(file: file, syntaxError: error).description)
      parsed = nil
    }
    if let value = parsed {
      let written = canonicalText(value)
      let reread: JSONValue
      do {
        reread = try JSONParser().parse(written)
      } catch {
        throw FuzzFailure("written text does not parse (\(error.reason)): \(written.prefix(200))")
      }
      guard canonicalText(reread) == written else {
        throw FuzzFailure("written text reads back differently: \(written.prefix(200))")
      }
      if value.objectValue != nil {
        let reader: JSONObjectReader
        do {
          reader = try JSONObjectReader(parsing: bytes, file: file)
        } catch {
          throw FuzzFailure("an object is refused as one: \(error)")
        }
        try readEveryMember(of: reader, depth: 0)
      }
    }
    var lineFailure: FuzzFailure?
    do {
      try JSONLinesReader(bytes: bytes, file: "fuzz.jsonl").forEachObject {
        (_: Int, object: JSONObjectReader) throws(InputError) in
        guard lineFailure == nil else { return }
        do throws(FuzzFailure) {
          try readEveryMember(of: object, depth: 0)
        } catch {
          lineFailure = error
        }
      }
    } catch {
      try FuzzFailure.checkErrorLine(error.description)
    }
    if let lineFailure { throw lineFailure }
  }

  /// `value` as JSON text: strings through `JSONOutput.quoted`, numbers as written.
  static func canonicalText(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return number.text
    case .string(let text): return JSONOutput.quoted(text)
    case .array(let elements): return "[" + elements.map(canonicalText).joined(separator: ",") + "]"
    case .object(let object):
      let members = object.members.map { JSONOutput.quoted($0.key) + ":" + canonicalText($0.value) }
      return "{" + members.joined(separator: ",") + "}"
    }
  }

  /// Reads every member of `object` as every type the readers offer, checking each error
  /// line; recurses into objects and arrays up to ``readerDepth``.
  private static func readEveryMember(of object: JSONObjectReader, depth: Int)
    throws(FuzzFailure)
  {
    guard depth < readerDepth else { return }
    for key in object.keys {
      guard let member = object.optionalValue(key) else {
        throw FuzzFailure("key '\(key.prefix(80))' listed but not found")
      }
      try readEveryType(member, depth: depth)
    }
    do {
      try object.rejectUnknownKeys(allowed: ["type", "time", "x", "y"])
    } catch {
      try FuzzFailure.checkErrorLine(error.description)
    }
  }

  private static func readEveryType(_ value: JSONValueReader, depth: Int) throws(FuzzFailure) {
    func check<T>(_ read: () throws(InputError) -> T) throws(FuzzFailure) {
      do { _ = try read() } catch { try FuzzFailure.checkErrorLine(error.description) }
    }
    try check { () throws(InputError) in try value.double() }
    try check { () throws(InputError) in try value.double(where: .positive) }
    try check { () throws(InputError) in try value.int() }
    try check { () throws(InputError) in try value.int(range: -1000...1000) }
    try check { () throws(InputError) in try value.string(oneOf: ["paging", "continuous"]) }
    try check { () throws(InputError) in try value.bool() }
    if let number = value.value.numberValue, !number.isOutOfRange {
      // What `simulate` prints for a number it read must be a JSON number again (a number
      // beyond Double's range is refused by every reader, never printed).
      let printed = JSONOutput.number(number.value)
      guard (try? JSONParser().parse(printed))?.numberValue != nil else {
        throw FuzzFailure("JSONOutput.number(\(number.text.prefix(40))) is \(printed.prefix(80))")
      }
    }
    if let object = try? value.object() {
      try readEveryMember(of: object, depth: depth + 1)
    }
    if let elements = try? value.array() {
      for element in elements.prefix(64) { try readEveryType(element, depth: depth + 1) }
    }
  }
}
