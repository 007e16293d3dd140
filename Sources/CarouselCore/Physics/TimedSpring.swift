/// A spring released at a time on the host clock, and the time it counts as settled: the one
/// record behind every spring the engine runs (a snap or bounce segment, a data change's
/// transition, a zoom animation).
struct TimedSpring: Sendable {
  /// The spring, its time measured from ``start``.
  var motion: SpringMotion
  /// When it was released (host clock, seconds).
  var start: Double
  /// When it counts as settled: from here on it is at rest on its target.
  var end: Double

  /// A spring released at `start` that settles at `end`.
  init(_ motion: SpringMotion, start: Double, end: Double) {
    self.motion = motion
    self.start = start
    self.end = end
  }

  /// A spring released at `start` that settles once within both tolerances of rest (see
  /// ``SpringMotion/settlingDuration(positionTolerance:velocityTolerance:)``).
  init(
    _ motion: SpringMotion, start: Double, positionTolerance: Double, velocityTolerance: Double
  ) {
    self.init(
      motion, start: start,
      end: start
        + motion.settlingDuration(
          positionTolerance: positionTolerance, velocityTolerance: velocityTolerance))
  }

  /// Displacement from the target and velocity at `time`; exactly at rest from ``end`` on,
  /// and as released before ``start``.
  func state(at time: Double) -> (displacement: Double, velocity: Double) {
    if time >= end { return (0, 0) }
    return motion.state(at: max(time - start, 0))
  }
}
