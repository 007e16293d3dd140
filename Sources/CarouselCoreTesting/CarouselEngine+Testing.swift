import CarouselCore

extension CarouselEngine {
  /// Applies every event of a script in order.
  public mutating func apply(_ script: EventScript) {
    for event in script.events { handle(event) }
  }

  /// Advances far past the end of any motion and returns the engine's events.
  @discardableResult
  public mutating func settle(after seconds: Double = 10) -> [CarouselEvent] {
    advance(to: time + seconds)
    return drainEvents()
  }

  /// Advances frame by frame, as a host would, until nothing moves (`isAnimating` is
  /// false and the phase is idle), for at most `limit` seconds.
  ///
  /// - Returns: The time at which the engine came to rest, or nil when it still moved after
  ///   `limit` seconds (an animation that never ends: the invariant "every motion settles"
  ///   is broken). The events it made stay queued for `drainEvents()`.
  /// - Complexity: O(limit × fps) frames.
  @discardableResult
  public mutating func runUntilSettled(limit: Double = 30, fps: Double = 60) -> Double? {
    precondition(limit >= 0 && limit.isFinite, "the limit must be finite and not negative")
    precondition(fps > 0 && fps.isFinite, "fps must be positive")
    let start = time
    var frame = 0
    while true {
      if !isAnimating && phase == .idle { return time }
      frame += 1
      let next = start + Double(frame) / fps
      guard next <= start + limit else { return nil }
      advance(to: next)
    }
  }
}
