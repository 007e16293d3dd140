import Testing

@testable import CarouselFormats

@Suite struct JSONLinesReaderTests {
  @Test func skipsBlankLinesAndKeepsLineNumbers() throws {
    let text = """
      {"t": 0, "type": "down"}

         \t
      {"t": 0.5, "type": "up"}\r
      {"t": 1,
      """ + #" "type": "tick"}"# + "\n"
    let objects = try JSONLinesReader(text: text, file: "events.jsonl").objects()
    #expect(objects.map(\.line) == [1, 4, 5])
    #expect(try objects.map { try $0.object.requireString("type") } == ["down", "up", "tick"])
    #expect(objects[1].object.line == 4)
  }

  @Test func emptyInputHasNoObjects() throws {
    #expect(try JSONLinesReader(text: "", file: "e.jsonl").objects().isEmpty)
    #expect(try JSONLinesReader(text: "\n\n  \n", file: "e.jsonl").objects().isEmpty)
  }

  @Test func badLineThreeIsNamed() {
    let text = "{\"t\": 0}\n{\"t\": 1}\n{\"t\": 2,}\n{\"t\": 3}\n"
    let error = inputError { try JSONLinesReader(text: text, file: "-").objects() }
    #expect(error?.line == 3)
    #expect(
      error?.description == "<stdin>:3: invalid JSON: trailing comma before '}' at column 9")
  }

  @Test func lineThatIsNotAnObject() {
    let text = "{\"t\": 0}\n\n[1, 2]\n"
    let error = inputError { try JSONLinesReader(text: text, file: "e.jsonl").objects() }
    #expect(error?.description == "e.jsonl:3: expected a JSON object, got an array")
  }

  @Test func objectSpreadOverTwoLinesIsAnError() {
    let text = "{\"t\": 0,\n\"x\": 1}\n"
    let error = inputError { try JSONLinesReader(text: text, file: "e.jsonl").objects() }
    #expect(error?.line == 1)
    #expect(error?.reason.contains("unexpected end of input") == true)
  }

  @Test func fieldErrorsFromTheCallerCarryTheLine() {
    let text = "{\"t\": 0}\n\n{\"t\": -1}\n"
    let error = inputError {
      try JSONLinesReader(text: text, file: "e.jsonl").forEachObject {
        _, event throws(InputError) in
        _ = try event.requireDouble("t", where: .nonNegative)
      }
    }
    #expect(error?.description == "e.jsonl:3: field 't': expected a non-negative number, got -1")
  }

  @Test func stopsAtTheFirstInvalidLine() {
    var seen: [Int] = []
    let text = "{}\n{}\nnope\n{}\n"
    let error = inputError {
      try JSONLinesReader(text: text, file: "e.jsonl").forEachObject { line, _ in seen.append(line)
      }
    }
    #expect(seen == [1, 2])
    #expect(
      error?.description
        == "e.jsonl:3: invalid JSON: unknown literal 'nope' at column 1 (expected a value)")
  }

  @Test func byteOrderMarkOnTheFirstLine() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}\n".utf8)
    let objects = try JSONLinesReader(bytes: bytes, file: "e.jsonl").objects()
    #expect(objects.count == 1)
  }
}
