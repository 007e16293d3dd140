@_spi(CarouselHost) import CarouselCore

/// The draws procedural artwork makes from the one seeded generator (SplitMix64): the same
/// seed gives the same picture on every machine and every run.
extension CarouselSeededGenerator {
  /// A uniform value in `range`.
  mutating func value(in range: ClosedRange<Double>) -> Double {
    // 53 random bits → [0, 1).
    let unit = Double(next() >> 11) / Double(1 << 53)
    return range.lowerBound + (range.upperBound - range.lowerBound) * unit
  }

  /// A uniform integer in `range`.
  mutating func integer(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// `true` with probability `p`.
  mutating func chance(_ p: Double) -> Bool {
    value(in: 0...1) < p
  }
}
