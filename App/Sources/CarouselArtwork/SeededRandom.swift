import CarouselRender

/// A small deterministic random number generator (SplitMix64) for procedural artwork:
/// the same seed gives the same picture on every machine and every run.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

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
