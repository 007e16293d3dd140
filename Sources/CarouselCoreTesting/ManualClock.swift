/// A clock that moves only when a test moves it (like NIOEmbedded's `advanceTime(by:)`).
public struct ManualClock: Sendable {
  public private(set) var now: Double

  public init(now: Double = 0) {
    self.now = now
  }

  /// Moves the clock forward and returns the new time.
  @discardableResult
  public mutating func advance(by seconds: Double) -> Double {
    precondition(seconds >= 0 && seconds.isFinite, "a manual clock only moves forward")
    now += seconds
    return now
  }

  /// Frame times from now, `count` frames at `fps`.
  public func frames(count: Int, fps: Double) -> [Double] {
    (0..<count).map { now + Double($0) / fps }
  }
}

/// A small, fast, seeded random number generator (SplitMix64) for property tests: the same
/// seed gives the same sequence on every platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
