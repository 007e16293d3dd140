import Testing

@testable import CarouselCore

/// The byte-built text the engine's own phrases use reads exactly as `String` interpolation.
@Suite struct UTF8TextTests {
  @Test(arguments: [0, 7, 10, 99, 1_000, 1_234_567, -1, -40, Int.max, Int.min])
  func wholeNumbersAreTheirDecimalDigits(_ number: Int) {
    #expect(text("n=\(number).") == "n=" + String(number) + ".")
  }

  @Test func stringsAndLiteralsKeepTheirBytes() {
    let label = "Café «Zürich» 東京"
    #expect(text("\(label), \(3) of \(8)") == label + ", 3 of 8")
    #expect(text("plain") == "plain")
    #expect(text("") == "")
  }

  @Test func theEnglishFormatterReadsAsBefore() {
    let english = CarouselAccessibilityFormatter.english
    #expect(english.itemLabel(3, 8) == "Item 3 of 8")
    #expect(english.itemValue(3, 8) == "3 of 8")
    #expect(english.announcement("Paris", 3, 8) == "Paris, 3 of 8")
    #expect(english.announcement(nil, 12, 100) == "Item 12 of 100")
  }
}
