import Testing

@testable import CarouselImages

@Suite struct JPEGScaleFactorTests {
  @Test func turboJPEGOffersEighthsDownToOneEighth() {
    #expect(JPEGScaleFactor.available.first == JPEGScaleFactor(numerator: 1, denominator: 8))
    #expect(JPEGScaleFactor.available.last?.value == 1)
    #expect(JPEGScaleFactor.available.allSatisfy { $0.value <= 1 })
  }

  @Test(arguments: [
    (PixelSize(width: 4000, height: 3000), PixelSize(width: 400, height: 300), "1/8"),
    (PixelSize(width: 4000, height: 3000), PixelSize(width: 1000, height: 750), "1/4"),
    (PixelSize(width: 4000, height: 3000), PixelSize(width: 1440, height: 1080), "3/8"),
    (PixelSize(width: 4000, height: 3000), PixelSize(width: 4000, height: 3000), "1/1"),
    (PixelSize(width: 4000, height: 3000), PixelSize(width: 501, height: 376), "1/4"),
  ])
  func smallestCoveringFactor(source: PixelSize, target: PixelSize, expected: String) {
    let factor = JPEGScaleFactor.smallest(covering: target, from: source)
    #expect(factor.description == expected)
    let scaled = factor.scaled(source)
    #expect(scaled.width >= target.width && scaled.height >= target.height)
  }

  @Test func scaledRoundsUpLikeTJSCALED() {
    let eighth = JPEGScaleFactor(numerator: 1, denominator: 8)
    #expect(eighth.scaled(4001) == 501)
    #expect(eighth.scaled(4000) == 500)
    #expect(eighth.scaled(1) == 1)
  }
}
