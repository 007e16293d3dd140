import Foundation
import Testing

@testable import CarouselFormats

/// Runs `body` and returns the `InputError` it throws, failing the test if it succeeds.
func inputError<T>(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
) -> InputError? {
  do {
    let value = try body()
    Issue.record("expected an InputError, got \(value)", sourceLocation: sourceLocation)
  } catch let error as InputError {
    return error
  } catch {
    Issue.record("expected an InputError, got \(error)", sourceLocation: sourceLocation)
  }
  return nil
}

@Suite struct JSONObjectReaderTests {
  static let config = """
    {
      "layout": "coverFlow",
      "spacing": 12.5,
      "count": 7,
      "loop": true,
      "viewport": {
        "width": -3,
        "height": 800
      },
      "items": [
        {"title": "a"},
        {"title": 5}
      ]
    }
    """

  private func reader() throws -> JSONObjectReader {
    try JSONObjectReader(parsing: Self.config, file: "config.json")
  }

  @Test func readsTypedValues() throws {
    let config = try reader()
    #expect(try config.optionalString("layout", oneOf: ["linear", "coverFlow"]) == "coverFlow")
    #expect(try config.optionalDouble("spacing", where: .nonNegative) == 12.5)
    #expect(try config.requireInt("count", range: 1...10) == 7)
    #expect(try config.optionalBool("loop") == true)
    #expect(try config.requireObject("viewport").requireInt("height") == 800)
    #expect(try config.optionalArray("items")?.count == 2)
  }

  @Test func absentOptionalKeysAreNil() throws {
    let config = try reader()
    #expect(try config.optionalDouble("missing") == nil)
    #expect(try config.optionalInt("missing") == nil)
    #expect(try config.optionalString("missing") == nil)
    #expect(try config.optionalBool("missing") == nil)
    #expect(try config.optionalObject("missing") == nil)
    #expect(try config.optionalArray("missing") == nil)
  }

  @Test func nestedFieldErrorNamesPathAndLine() throws {
    let viewport = try reader().requireObject("viewport")
    let error = inputError { try viewport.requireDouble("width", where: .positive) }
    #expect(error?.line == 7)
    #expect(error?.field == "viewport.width")
    #expect(
      error?.description
        == "config.json:7: field 'viewport.width': expected a positive number, got -3")
  }

  @Test func outOfRangeNumberNamesItsField() throws {
    let events = try JSONObjectReader(
      parsing: "{\"t\": 1,\n \"wheel\": {\"dy\": 1e400}}", file: "events.jsonl")
    let wheel = try events.requireObject("wheel")
    let error = inputError { try wheel.requireDouble("dy") }
    #expect(
      error?.description == "events.jsonl:2: field 'wheel.dy': number '1e400' is out of range")
    let integer = inputError { try wheel.requireInt("dy") }
    #expect(integer?.field == "wheel.dy")
  }

  @Test func arrayElementPaths() throws {
    let items = try #require(try reader().optionalArray("items"))
    #expect(try items[0].object().requireString("title") == "a")
    let error = inputError { try items[1].object().requireString("title") }
    #expect(
      error?.description == "config.json:12: field 'items[1].title': expected a string, got 5")
  }

  @Test func missingRequiredKeyIsReportedAtTheObject() throws {
    let viewport = try reader().requireObject("viewport")
    let error = inputError { try viewport.requireDouble("depth") }
    #expect(error?.description == "config.json:6: field 'viewport.depth': required but missing")
    let top = inputError { try reader().requireString("type") }
    #expect(top?.description == "config.json:1: field 'type': required but missing")
  }

  @Test func typeMismatches() throws {
    let config = try reader()
    #expect(
      inputError { try config.optionalDouble("layout") }?.reason
        == #"expected a number, got "coverFlow""#)
    #expect(
      inputError { try config.optionalBool("count") }?.reason == "expected true or false, got 7")
    #expect(
      inputError { try config.optionalObject("items") }?.reason
        == "expected an object, got an array")
    #expect(
      inputError { try config.optionalArray("viewport") }?.reason
        == "expected an array, got an object")
    #expect(
      inputError { try config.optionalString("loop") }?.reason == "expected a string, got true")
  }

  @Test func numberConstraints() throws {
    let config = try JSONObjectReader(
      parsing: #"{"zero": 0, "negative": -0.5, "half": 0.5, "two": 2}"#, file: "c.json")
    #expect(try config.requireDouble("zero", where: .nonNegative) == 0)
    #expect(
      inputError { try config.requireDouble("zero", where: .positive) }?.reason
        == "expected a positive number, got 0")
    #expect(
      inputError { try config.requireDouble("negative", where: .nonNegative) }?.reason
        == "expected a non-negative number, got -0.5")
    #expect(try config.requireDouble("half", where: .range(0...1)) == 0.5)
    #expect(
      inputError { try config.requireDouble("two", where: .range(0...1)) }?.reason
        == "expected a number from 0 to 1, got 2")
  }

  @Test func integersVersusDoubles() throws {
    let config = try JSONObjectReader(
      parsing:
        #"{"int": 3, "whole": 3.0, "exp": 2e1, "frac": 2.5, "huge": 1e30, "big": 99999999999999999999}"#,
      file: "c.json")
    #expect(try config.requireInt("int") == 3)
    #expect(try config.requireInt("whole") == 3)
    #expect(try config.requireInt("exp") == 20)
    #expect(inputError { try config.requireInt("frac") }?.reason == "expected an integer, got 2.5")
    #expect(inputError { try config.requireInt("huge") }?.reason == "expected an integer, got 1e30")
    #expect(
      inputError { try config.requireInt("big") }?.reason
        == "expected an integer, got 99999999999999999999")
    // Integers are numbers too.
    #expect(try config.requireDouble("int") == 3)
    #expect(
      inputError { try config.requireInt("int", range: 4...10) }?.reason
        == "expected an integer from 4 to 10, got 3")
    #expect(
      inputError { try config.requireInt("int", range: 5...Int.max) }?.reason
        == "expected an integer of at least 5, got 3")
  }

  @Test func stringChoices() throws {
    enum Layout: String, CaseIterable { case linear, coverFlow }
    let config = try JSONObjectReader(parsing: #"{"a": "linear", "b": "covrflow"}"#, file: "c.json")
    #expect(try config.requireChoice("a", as: Layout.self) == .linear)
    #expect(try config.optionalChoice("missing", as: Layout.self) == nil)
    #expect(
      inputError { try config.requireChoice("b", as: Layout.self) }?.reason
        == #"expected one of "linear", "coverFlow", got "covrflow""#)
  }

  @Test func nullIsNotAbsent() throws {
    let config = try JSONObjectReader(parsing: #"{"spacing": null}"#, file: "c.json")
    #expect(config.contains("spacing"))
    #expect(config.optionalValue("spacing")?.isNull == true)
    #expect(
      inputError { try config.optionalDouble("spacing") }?.reason == "expected a number, got null")
  }

  @Test func unknownKeysAreRejectedWithSuggestion() throws {
    let config = try JSONObjectReader(
      parsing: "{\n  \"viewport\": {\"widht\": 3},\n  \"spacing\": 1,\n  \"zzz\": 2\n}",
      file: "config.json")
    let viewport = try config.requireObject("viewport")
    #expect(
      inputError { try viewport.rejectUnknownKeys(allowed: ["width", "height"]) }?.description
        == "config.json:2: field 'viewport.widht': unknown field, did you mean 'width'?")
    #expect(
      inputError { try config.rejectUnknownKeys(allowed: ["viewport", "spacing"]) }?.description
        == "config.json:4: field 'zzz': unknown field (allowed: viewport, spacing)")
    #expect(throws: Never.self) {
      try config.rejectUnknownKeys(allowed: ["viewport", "spacing", "zzz"])
    }
  }

  @Test func suggestionsIgnoreCaseAndDistantWords() {
    #expect(JSONObjectReader.closestKey(to: "itemsize", in: ["itemSize", "spacing"]) == "itemSize")
    #expect(JSONObjectReader.closestKey(to: "spasing", in: ["itemSize", "spacing"]) == "spacing")
    #expect(JSONObjectReader.closestKey(to: "colour", in: ["itemSize", "spacing"]) == nil)
    #expect(JSONObjectReader.closestKey(to: "x", in: ["y"]) == nil)
  }

  @Test func documentMustBeAnObject() {
    #expect(
      inputError { try JSONObjectReader(parsing: "[1, 2]", file: "c.json") }?.description
        == "c.json:1: expected a JSON object, got an array")
  }

  @Test func syntaxErrorsBecomeInputErrors() {
    let error = inputError { try JSONObjectReader(parsing: "{\n  \"a\": 1,\n}", file: "-") }
    #expect(
      error?.description == "<stdin>:3: invalid JSON: trailing comma before '}' at column 1")
    #expect(error?.field == nil)
  }

  @Test func customErrorsAtAKey() throws {
    let config = try reader()
    #expect(
      config.error("must exceed height", field: "spacing").description
        == "config.json:3: field 'spacing': must exceed height")
    #expect(config.error("inconsistent").description == "config.json:1: inconsistent")
  }
}

@Suite struct InputErrorTests {
  @Test func formats() {
    #expect(
      InputError(file: "a.json", line: 4, field: "viewport.width", reason: "expected x, got y")
        .description == "a.json:4: field 'viewport.width': expected x, got y")
    #expect(InputError(file: "-", line: 2, reason: "bad").description == "<stdin>:2: bad")
    #expect(
      InputError(file: "a.json", line: nil, reason: "cannot read").description
        == "a.json: cannot read")
  }

  @Test func descriptionIsAlwaysOneLine() {
    let error = InputError(file: "odd\nname", line: 1, field: "a\rb", reason: "x\ny")
    #expect(!error.description.contains("\n") && !error.description.contains("\r"))
    #expect(error.description == #"odd\nname:1: field 'a\rb': x\ny"#)
  }

  @Test func unreadableFiles() throws {
    let path = "/tmp/carousel-formats-test-missing-\(UInt32.random(in: 0...UInt32.max)).json"
    let missing = inputError { try JSONInputFile.bytes(atPath: path) }
    #expect(missing?.description == "\(path): cannot read file: No such file or directory")
    #expect(
      inputError { try JSONInputFile.bytes(atPath: "/") }?.description
        == "/: cannot read file: not a regular file (a folder)")
  }

  @Test func readingFiles() throws {
    let base = "/tmp/carousel-formats-test-\(UInt32.random(in: 0...UInt32.max))"
    // Larger than one read chunk, so the read loop runs several times.
    let padding = String(repeating: " ", count: 200_000)
    let config = "{\n  \"spacing\":" + padding + "-1\n}\n"
    let events = "{\"t\": 0}\n\n{\"t\": 1}\n"
    #expect(FileManager.default.createFile(atPath: base + ".json", contents: Data(config.utf8)))
    #expect(FileManager.default.createFile(atPath: base + ".jsonl", contents: Data(events.utf8)))
    defer {
      try? FileManager.default.removeItem(atPath: base + ".json")
      try? FileManager.default.removeItem(atPath: base + ".jsonl")
    }

    #expect(try JSONInputFile.bytes(atPath: base + ".json") == Array(config.utf8))
    let object = try JSONInputFile.object(atPath: base + ".json")
    #expect(
      inputError { try object.requireDouble("spacing", where: .nonNegative) }?.description
        == "\(base).json:2: field 'spacing': expected a non-negative number, got -1")
    #expect(try JSONInputFile.lines(atPath: base + ".jsonl").objects().map(\.line) == [1, 3])
  }
}
