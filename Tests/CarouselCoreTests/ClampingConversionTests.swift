@_spi(CarouselHost) @testable import CarouselCore
import Testing

/// `Int(clamping:rounding:to:)`, the one conversion from `Double` the code uses: total on
/// every `Double`, exact inside the range.
@Suite struct ClampingConversionTests {
  static let extremes: [Double] = [
    1e300, -1e300, .infinity, -.infinity, .nan, -.nan, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 9.3e18, -9.3e18, 0x1p63, -0x1p63, .leastNonzeroMagnitude, -0.0,
  ]

  @Test(arguments: extremes)
  func extremesLandInTheRange(value: Double) {
    let ranges: [ClosedRange<Int>] = [0...100, -5...(-1), 1...Int(Int32.max), Int.min...Int.max]
    for range in ranges {
      for rule in [FloatingPointRoundingRule.down, .up, .toNearestOrAwayFromZero, .towardZero] {
        let converted = Int(clamping: value, rounding: rule, to: range)
        #expect(range.contains(converted), "\(value) \(rule) → \(converted)")
      }
    }
  }

  @Test func insideTheRangeItRoundsExactly() {
    #expect(Int(clamping: 2.5, to: 0...10) == 3)
    #expect(Int(clamping: -2.5, to: -10...10) == -3)
    #expect(Int(clamping: 2.7, rounding: .down, to: 0...10) == 2)
    #expect(Int(clamping: 2.2, rounding: .up, to: 0...10) == 3)
    #expect(Int(clamping: 9_007_199_254_740_992, to: Int.min...Int.max) == 9_007_199_254_740_992)
  }

  @Test func outsideItGivesTheNearerBoundAndNaNTheValueNearestZero() {
    #expect(Int(clamping: 1e300, to: 0...100) == 100)
    #expect(Int(clamping: -1e300, to: 0...100) == 0)
    #expect(Int(clamping: .infinity, to: Int.min...Int.max) == Int.max)
    #expect(Int(clamping: -.infinity, to: Int.min...Int.max) == Int.min)
    #expect(Int(clamping: .nan, to: -5...5) == 0)
    #expect(Int(clamping: .nan, to: 3...5) == 3)
    #expect(Int(clamping: .nan, to: -9...(-4)) == -4)
  }
}
