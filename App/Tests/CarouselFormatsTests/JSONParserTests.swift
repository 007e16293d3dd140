import Testing

@testable import CarouselFormats

/// Parses `text` and returns the syntax error, failing the test if parsing succeeds.
private func syntaxError(
  _ text: String, parser: JSONParser = JSONParser(),
  sourceLocation: SourceLocation = #_sourceLocation
) -> JSONSyntaxError? {
  do {
    let value = try parser.parse(text)
    Issue.record("expected a syntax error, parsed \(value.kind)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

@Suite struct JSONParserValidDocumentTests {
  @Test func scalars() throws {
    #expect(try JSONValue.parse("null").kind == .null)
    #expect(try JSONValue.parse("true").kind == .bool(true))
    #expect(try JSONValue.parse(" false ").kind == .bool(false))
    #expect(try JSONValue.parse(#""héllo""#).kind == .string("héllo"))
    #expect(try JSONValue.parse(#""""#).kind == .string(""))
  }

  @Test func integersAreMarkedAndExact() throws {
    let number = try #require(try JSONValue.parse("-42").numberValue)
    #expect(number.value == -42)
    #expect(number.isInteger)
    #expect(number.text == "-42")
    #expect(number.exactInteger == -42)

    // Beyond 2^53 the Double rounds, but the text keeps the exact integer.
    let big = try #require(try JSONValue.parse("9007199254740993").numberValue)
    #expect(big.exactInteger == 9_007_199_254_740_993)
    #expect(big.value == 9_007_199_254_740_992)

    let negativeZero = try #require(try JSONValue.parse("-0").numberValue)
    #expect(negativeZero.value == 0 && negativeZero.value.sign == .minus)
  }

  @Test func fractionsAndExponents() throws {
    let cases: [(String, Double)] = [
      ("0.5", 0.5), ("-12.25", -12.25), ("1e3", 1000), ("1E+3", 1000), ("25e-2", 0.25),
      ("0.1", 0.1), ("1.7976931348623157e308", .greatestFiniteMagnitude), ("1e-400", 0),
      ("123456789012345678", 123_456_789_012_345_680),
    ]
    for (text, expected) in cases {
      let number = try #require(try JSONValue.parse(text).numberValue)
      #expect(number.value == expected, "\(text)")
      #expect(number.text == text)
    }
    #expect(try JSONValue.parse("2.0").numberValue?.isInteger == false)
    #expect(try JSONValue.parse("2.0").numberValue?.exactInteger == 2)
    #expect(try JSONValue.parse("2.5").numberValue?.exactInteger == nil)
  }

  @Test func arraysAndObjectsKeepOrder() throws {
    let value = try JSONValue.parse(#"{"b": [1, "two", null, [], {}], "a": {"x": true}}"#)
    let object = try #require(value.objectValue)
    #expect(object.keys == ["b", "a"])
    let array = try #require(object["b"]?.arrayValue)
    #expect(array.count == 5)
    #expect(array[0].numberValue?.value == 1)
    #expect(array[1].stringValue == "two")
    #expect(array[2].isNull)
    #expect(array[3].arrayValue == [])
    #expect(array[4].objectValue?.isEmpty == true)
    #expect(object["a"]?.objectValue?["x"]?.boolValue == true)
    #expect(object["missing"] == nil)
  }

  @Test func largeObjectsLookUpEveryKey() throws {
    let count = 100
    let text = "{" + (0..<count).map { #""k\#($0)": \#($0)"# }.joined(separator: ",") + "}"
    let object = try #require(try JSONValue.parse(text).objectValue)
    #expect(object.count == count)
    for index in 0..<count {
      #expect(object["k\(index)"]?.numberValue?.exactInteger == index)
    }
  }

  @Test func escapes() throws {
    let value = try JSONValue.parse(#""q\"b\\s\/ \b\f\n\r\t \u0041\u00e9\u4e2D""#)
    #expect(value.stringValue == "q\"b\\s/ \u{08}\u{0C}\n\r\t Aé中")
  }

  @Test func surrogatePairsDecodeToOneScalar() throws {
    let value = try JSONValue.parse(#""\uD83D\uDE00 \ud834\udd1e""#)
    #expect(value.stringValue == "😀 𝄞")
    #expect(value.stringValue?.unicodeScalars.count == 3)
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)
    let value = try JSONParser().parse(bytes)
    #expect(value.objectValue?["a"]?.position == JSONPosition(line: 1, column: 7))
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let depth = 512
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try JSONValue.parse(text)
    var levels = 1
    while let inner = value.arrayValue?.first {
      value = inner
      levels += 1
    }
    #expect(levels == depth)
  }
}

@Suite struct JSONParserPositionTests {
  static let document = """
    {
      "viewport": {
        "width": 1280,
      \t"height": -3.5
      },
      "name": "café",  "after": [true, null],
      "items": [
        {"id": 1}
      ]
    }
    """

  @Test func valuesAndKeysHaveLineAndColumn() throws {
    let root = try JSONValue.parse(Self.document)
    #expect(root.position == JSONPosition(line: 1, column: 1))
    let object = try #require(root.objectValue)

    let viewportMember = try #require(object.member(forKey: "viewport"))
    #expect(viewportMember.keyPosition == JSONPosition(line: 2, column: 3))
    #expect(viewportMember.value.position == JSONPosition(line: 2, column: 15))

    let viewport = try #require(viewportMember.value.objectValue)
    let width = try #require(viewport.member(forKey: "width"))
    #expect(width.keyPosition == JSONPosition(line: 3, column: 5))
    #expect(width.value.position == JSONPosition(line: 3, column: 14))
    // A tab counts as one column.
    let height = try #require(viewport.member(forKey: "height"))
    #expect(height.keyPosition == JSONPosition(line: 4, column: 4))
    #expect(height.value.position == JSONPosition(line: 4, column: 14))
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let object = try #require(try JSONValue.parse(Self.document).objectValue)
    #expect(object["name"]?.position == JSONPosition(line: 6, column: 11))
    // "café" is 5 bytes in UTF-8 but 4 characters; the next key is after it.
    let after = try #require(object.member(forKey: "after"))
    #expect(after.keyPosition == JSONPosition(line: 6, column: 3 + 6 + 2 + 6 + 1 + 2))
    let elements = try #require(after.value.arrayValue)
    #expect(
      elements.map(\.position) == [
        JSONPosition(line: 6, column: 30), JSONPosition(line: 6, column: 36),
      ])
  }

  @Test func nestedArrayElementsHavePositions() throws {
    let object = try #require(try JSONValue.parse(Self.document).objectValue)
    let items = try #require(object["items"]?.arrayValue)
    #expect(items[0].position == JSONPosition(line: 8, column: 5))
    #expect(
      items[0].objectValue?.member(forKey: "id")?.keyPosition
        == JSONPosition(line: 8, column: 6))
  }

  @Test func crlfLineEndingsCountOnce() throws {
    let object = try #require(try JSONValue.parse("{\r\n\"a\": 1,\r\n\"b\": 2}").objectValue)
    #expect(object.member(forKey: "b")?.keyPosition == JSONPosition(line: 3, column: 1))
  }
}

@Suite struct JSONParserRejectionTests {
  private func expectError(
    _ text: String, at line: Int, _ column: Int, containing fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let error = syntaxError(text, sourceLocation: sourceLocation) else { return }
    #expect(
      error.position == JSONPosition(line: line, column: column), "\(error)",
      sourceLocation: sourceLocation)
    #expect(error.description.contains(fragment), "\(error)", sourceLocation: sourceLocation)
  }

  @Test func trailingCommas() {
    expectError("[1, 2,]", at: 1, 7, containing: "trailing comma before ']'")
    expectError("{\n  \"a\": 1,\n}", at: 3, 1, containing: "trailing comma before '}'")
  }

  @Test func comments() {
    expectError("{\n  // note\n  \"a\": 1}", at: 2, 3, containing: "comments are not allowed")
    expectError("[1 /* two */]", at: 1, 4, containing: "comments are not allowed")
  }

  @Test func nanAndInfinityLiterals() {
    expectError("[NaN]", at: 1, 2, containing: "'NaN' is not a valid JSON number")
    expectError("[1, Infinity]", at: 1, 5, containing: "'Infinity' is not a valid JSON number")
    expectError("-Infinity", at: 1, 1, containing: "'-Infinity' is not a valid JSON number")
  }

  @Test func leadingZeros() {
    expectError(#"{"a": 012}"#, at: 1, 7, containing: "leading zero in number '012'")
    expectError("-00", at: 1, 1, containing: "leading zero")
  }

  @Test func malformedNumbers() {
    expectError(
      "-", at: 1, 1, containing: "invalid number '-' at line 1, column 1 (expected a digit)")
    expectError("[1.]", at: 1, 2, containing: "expected a digit after '.'")
    expectError("1e+", at: 1, 1, containing: "expected a digit in the exponent")
    expectError(".5", at: 1, 1, containing: "unexpected character '.'")
    expectError("+1", at: 1, 1, containing: "unexpected character '+'")
    expectError("1.5.2", at: 1, 4, containing: "unexpected character '.' after the JSON value")
  }

  @Test func numbersThatOverflowAreKeptForTheReaderToReject() throws {
    // Valid JSON, beyond Double's range: parsed as ±infinity, flagged, rejected by readers
    // with the field's name (see JSONObjectReaderTests).
    let array = try JSONParser().parse("[1e999, -1e400]")
    guard case .array(let values) = array.kind else {
      Issue.record("expected an array")
      return
    }
    #expect(values.map { $0.numberValue?.isOutOfRange } == [true, true])
    #expect(values.map { $0.numberValue?.value } == [.infinity, -.infinity])
    let huge = "1" + String(repeating: "0", count: 400)
    #expect(try JSONParser().parse(huge).numberValue?.isOutOfRange == true)
    #expect(try JSONParser().parse("1e308").numberValue?.isOutOfRange == false)
  }

  @Test func controlCharactersInStrings() {
    expectError("\"a\tb\"", at: 1, 3, containing: "unescaped control character U+0009")
    expectError("[\"line\nbreak\"]", at: 1, 7, containing: "U+000A in string")
    expectError("\"é\u{01}\"", at: 1, 3, containing: "U+0001")
  }

  @Test func invalidEscapesAndSurrogates() {
    expectError(#""\x""#, at: 1, 2, containing: #"invalid escape '\x'"#)
    expectError(#""\u12G4""#, at: 1, 2, containing: "expected 4 hexadecimal digits")
    expectError(#""ab\uD83D""#, at: 1, 4, containing: #"unpaired surrogate '\uD83D'"#)
    expectError(#""\uD83D\u0041""#, at: 1, 2, containing: "unpaired surrogate")
    expectError(#""\uDE00""#, at: 1, 2, containing: #"unpaired surrogate '\uDE00'"#)
  }

  @Test func structuralMistakes() {
    expectError(
      #"{"a": }"#, at: 1, 7,
      containing: "unexpected character '}' at line 1, column 7 (expected a value)")
    expectError(#"{"a" 1}"#, at: 1, 6, containing: "expected ':'")
    expectError(#"{a: 1}"#, at: 1, 2, containing: "expected a double-quoted key")
    expectError("{'a': 1}", at: 1, 2, containing: "single-quoted strings are not allowed")
    expectError("[1 2]", at: 1, 4, containing: "expected ',' or ']'")
    expectError("[1}", at: 1, 3, containing: "expected ',' or ']'")
    expectError("[True]", at: 1, 2, containing: "unknown literal 'True'")
    expectError("[nul]", at: 1, 2, containing: "unknown literal 'nul'")
    expectError("{} {}", at: 1, 4, containing: "after the JSON value")
  }

  @Test func endOfInput() {
    expectError(
      "", at: 1, 1, containing: "unexpected end of input at line 1, column 1 (expected a value)")
    expectError("  \n ", at: 2, 2, containing: "unexpected end of input")
    expectError(
      "[1,\n 2", at: 2, 3,
      containing: "unexpected end of input at line 2, column 3 (expected ',' or ']')")
    expectError("{\"a\"", at: 1, 5, containing: "expected ':'")
    expectError("\n  \"abc", at: 2, 3, containing: "unterminated string")
  }

  @Test func duplicateKeys() {
    expectError(
      "{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}", at: 4, 3,
      containing: #"duplicate key "a", first at line 2"#)
    // Large objects detect duplicates through a set.
    let keys = (0..<40).map { #""k\#($0)": 0"# }.joined(separator: ",")
    expectError("{" + keys + #", "k7": 1}"#, at: 1, 2 + keys.count + 2, containing: "\"k7\"")
  }

  @Test func nonASCIIOutsideStrings() {
    expectError("[é]", at: 1, 2, containing: "unexpected character 'é' (U+00E9)")
    expectError("\u{00A0}1", at: 1, 1, containing: "U+00A0")
  }

  @Test func invalidUTF8() throws {
    var bytes = Array(#"{"a": "ok", "b": "x"#.utf8)
    bytes += [0xFF]
    bytes += Array(#""}"#.utf8)
    do {
      _ = try JSONParser().parse(bytes)
      Issue.record("invalid UTF-8 accepted")
    } catch {
      #expect(error.reason == "invalid UTF-8 byte 0xFF in string")
      #expect(error.position == JSONPosition(line: 1, column: 20))
    }
    do {
      _ = try JSONParser().parse([0x5B, 0xC3])
      Issue.record("invalid UTF-8 accepted")
    } catch {
      #expect(error.reason.contains("invalid UTF-8 byte 0xC3"))
    }
  }

  @Test func nestingBeyondTheLimit() {
    let depth = 513
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    expectError(text, at: 1, 513, containing: "nesting deeper than 512 levels")

    let shallow = JSONParser(maximumDepth: 3)
    #expect(throws: Never.self) { try shallow.parse(#"{"a": [[1]]}"#) }
    let error = syntaxError(#"{"a": [[{}]]}"#, parser: shallow)
    #expect(error?.position == JSONPosition(line: 1, column: 9))
  }

  @Test func veryDeepInputFailsWithoutCrashing() {
    // Far beyond the limit: the parser stops at the limit.
    let text = String(repeating: "[", count: 100_000)
    #expect(syntaxError(text)?.reason == "nesting deeper than 512 levels")
    // With the limit lifted, 100,000 open arrays do not overflow the stack: the parser does
    // not recurse, so it reaches the end of the input.
    let unlimited = syntaxError(text, parser: JSONParser(maximumDepth: 200_000))
    #expect(unlimited?.reason == "unexpected end of input")
    #expect(unlimited?.expectation == "a value")
  }

  @Test func descriptionNamesLineAndColumn() {
    let error = syntaxError("{\n  \"a\": ,\n}")
    #expect(error?.description == "unexpected character ',' at line 2, column 8 (expected a value)")
    #expect(error?.reason == "unexpected character ','")
    #expect(error?.expectation == "a value")
  }
}
