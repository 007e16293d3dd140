/// A clock that moves only when a test moves it (like NIOEmbedded's `advanceTime(by:)`).
///
/// The engine never reads a clock; a test keeps one of these and passes ``now`` to
/// `CarouselEngine.advance(to:)` and to the events it makes.
public struct ManualClock: Sendable {
  /// The current time in seconds.
  public private(set) var now: Double

  /// A clock reading `now`.
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
