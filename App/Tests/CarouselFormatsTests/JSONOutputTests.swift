import Testing

@testable import CarouselFormats

@Suite struct JSONOutputNumberTests {
  @Test func exactStrings() {
    let cases: [(Double, String)] = [
      (1.0, "1"), (0, "0"), (-0.0, "0"), (-3, "-3"), (0.7341236, "0.734124"),
      (0.1, "0.1"), (0.5, "0.5"), (-2.25, "-2.25"), (1e-7, "0"), (-1e-7, "0"),
      // 0.0000005 is stored as 4.99999999999999977e-7, just below the tie.
      (0.0000005, "0"), (0.00000051, "0.000001"), (0.0000004, "0"), (123_456.789, "123456.789"),
      (1.0000004, "1"), (2.9999996, "3"), (-0.0000006, "-0.000001"), (1e15, "1000000000000000"),
      (1e20, "100000000000000000000"), (1e20 + 0.5, "100000000000000000000"),
      (1.5e15 + 0.25, "1500000000000000.25"), (16.666666666, "16.666667"),
    ]
    for (value, expected) in cases {
      #expect(JSONOutput.number(value) == expected, "\(value)")
    }
  }

  @Test func decimals() {
    #expect(JSONOutput.number(3.14159, decimals: 2) == "3.14")
    #expect(JSONOutput.number(2.5, decimals: 0) == "2")  // ties to even, like printf
    #expect(JSONOutput.number(3.5, decimals: 0) == "4")
    #expect(JSONOutput.number(-0.4, decimals: 0) == "0")
    #expect(JSONOutput.number(1.23456789, decimals: 8) == "1.23456789")
  }

  @Test func nonFiniteIsNull() {
    #expect(JSONOutput.number(.nan) == "null")
    #expect(JSONOutput.number(.infinity) == "null")
    #expect(JSONOutput.number(-.infinity) == "null")
  }

  @Test func outputParsesBackWithinHalfAUnit() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<1000 {
      let x = Double.random(in: -1e6...1e6, using: &generator)
      let text = JSONOutput.number(x)
      let parsed = try #require(try JSONValue.parse(text).numberValue)
      #expect(abs(parsed.value - x) <= 0.5e-6 + 1e-9, "\(x) → \(text)")
      #expect(!text.hasSuffix("0") || !text.contains("."), "\(text)")
    }
  }
}

@Suite struct JSONOutputStringTests {
  @Test func escapes() {
    #expect(JSONOutput.quoted("plain") == #""plain""#)
    #expect(JSONOutput.quoted("a\"b\\c") == #""a\"b\\c""#)
    #expect(JSONOutput.quoted("\n\r\t\u{08}\u{0C}") == #""\n\r\t\b\f""#)
    #expect(JSONOutput.quoted("\u{00}\u{1F}\u{7F}") == "\"\\u0000\\u001F\u{7F}\"")
    #expect(JSONOutput.quoted("café 😀 /") == "\"café 😀 /\"")
  }

  @Test func roundTripThroughTheParser() throws {
    var samples = [
      "", "plain", "quote \" backslash \\ slash /", "line\nbreak\ttab\r\u{08}\u{0C}",
      "emoji 😀 and 𝄞 and 中文", "\u{00}\u{01}\u{1F} controls", "e\u{301} combining",
    ]
    let allControls = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar($0)! }))
    samples.append(allControls)
    for sample in samples {
      let parsed = try JSONValue.parse(JSONOutput.quoted(sample))
      #expect(parsed.stringValue.map { Array($0.unicodeScalars) } == Array(sample.unicodeScalars))
    }
  }
}

@Suite struct JSONObjectWriterTests {
  @Test func keepsKeyOrderOnOneLine() {
    var inner = JSONObjectWriter()
    inner.add("x", 0.25)
    inner.add("on", false)
    var writer = JSONObjectWriter()
    #expect(writer.isEmpty)
    writer.add("t", 1.0 / 60)
    writer.add("index", 3)
    writer.add("phase", "decel\"erating")
    writer.add("loop", true)
    writer.addNull("target")
    writer.add("first", inner)
    writer.add("visible", [inner, JSONObjectWriter()])
    writer.add("scales", [1, 0.5, -0.0])
    writer.add("ids", [3, 4])
    writer.add("names", ["a", "b\n"])
    writer.add("raw", rawJSON: "[[]]")
    #expect(
      writer.text
        == #"{"t":0.016667,"index":3,"phase":"decel\"erating","loop":true,"target":null,"#
        + #""first":{"x":0.25,"on":false},"visible":[{"x":0.25,"on":false},{}],"#
        + #""scales":[1,0.5,0],"ids":[3,4],"names":["a","b\n"],"raw":[[]]}"#)
  }

  @Test func outputIsValidJSONWithTheSameOrder() throws {
    var writer = JSONObjectWriter()
    writer.add("z", 1)
    writer.add("a", "é")
    writer.add("m", 2.5, decimals: 0)
    let object = try #require(try JSONValue.parse(writer.text).objectValue)
    #expect(object.keys == ["z", "a", "m"])
    #expect(object["m"]?.numberValue?.text == "2")
    #expect(writer.description == writer.text)
  }
}
