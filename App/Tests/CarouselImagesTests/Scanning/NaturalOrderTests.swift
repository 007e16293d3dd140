import Testing

@testable import CarouselImages

@Suite struct NaturalOrderTests {
  private func sorted(_ names: [String]) -> [String] {
    names.sorted(by: NaturalOrder.areInIncreasingOrder)
  }

  @Test func numbersCompareByValue() {
    #expect(
      sorted(["img10", "img2", "img1", "img100", "img20"]) == [
        "img1", "img2", "img10", "img20", "img100",
      ])
  }

  @Test func numbersSortBeforeLetters() {
    #expect(sorted(["b", "2", "a", "10"]) == ["2", "10", "a", "b"])
  }

  @Test func letterCaseIsIgnoredButOrderStaysTotal() {
    #expect(sorted(["b", "B", "a", "A"]) == ["A", "a", "B", "b"])
  }

  @Test func leadingZerosTieBreakDeterministically() {
    #expect(sorted(["img7", "img007", "img07"]) == ["img007", "img07", "img7"])
    #expect(sorted(["img07", "img6", "img8"]) == ["img6", "img07", "img8"])
  }

  @Test func longDigitRunsDoNotOverflow() {
    let small = "photo-99999999999999999999999"
    let large = "photo-100000000000000000000000"
    #expect(NaturalOrder.areInIncreasingOrder(small, large))
    #expect(!NaturalOrder.areInIncreasingOrder(large, small))
  }

  @Test func multipleNumberRuns() {
    #expect(
      sorted(["2024-10-1", "2024-9-30", "2024-10-02"]) == ["2024-9-30", "2024-10-1", "2024-10-02"])
  }

  @Test func prefixSortsFirst() {
    #expect(sorted(["img1.jpg", "img1", "img"]) == ["img", "img1", "img1.jpg"])
  }
}
