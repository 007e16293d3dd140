/// Exponential deceleration after a flick, in closed form.
///
/// `v(t) = v0·e^(−λt)`, `x(t) = x0 + v0·(1 − e^(−λt))/λ`; the motion comes to rest at
/// `x0 + v0/λ` and is considered stopped once |v| falls below a stop velocity.
struct DecayMotion: Hashable, Sendable {
  /// Position at t = 0.
  var initialPosition: Double
  /// Velocity at t = 0 (units per second).
  var initialVelocity: Double
  /// Decay constant λ in 1/s (see ``CarouselDecelerationRate/lambda``).
  var lambda: Double

  /// A decay from a position and velocity; `lambda` MUST be positive.
  init(initialPosition: Double, initialVelocity: Double, lambda: Double) {
    precondition(lambda > 0, "decay constant must be positive")
    self.initialPosition = initialPosition
    self.initialVelocity = initialVelocity
    self.lambda = lambda
  }

  /// Position `t` seconds after the start.
  func position(at t: Double) -> Double {
    initialPosition + initialVelocity * (1 - _exp(-lambda * t)) / lambda
  }

  /// Velocity `t` seconds after the start.
  func velocity(at t: Double) -> Double {
    initialVelocity * _exp(-lambda * t)
  }

  /// Where the motion would come to rest if it ran forever: `x0 + v0/λ`.
  var restingPosition: Double { initialPosition + initialVelocity / lambda }

  /// Time at which |v| has fallen to `stopVelocity`: `ln(|v0|/v_stop)/λ` (0 if already below).
  func duration(untilSpeed stopVelocity: Double) -> Double {
    let speed = abs(initialVelocity)
    guard speed > stopVelocity, stopVelocity > 0 else { return 0 }
    return _log(speed / stopVelocity) / lambda
  }

  /// The first time the motion reaches `position`, or nil if it never does.
  ///
  /// Solves `x(t) = p`: `t = −ln(1 − (p − x0)·λ/v0)/λ`.
  func time(toReach position: Double) -> Double? {
    let distance = position - initialPosition
    if distance == 0 { return 0 }
    guard initialVelocity != 0, (distance > 0) == (initialVelocity > 0) else { return nil }
    let remaining = 1 - distance * lambda / initialVelocity
    guard remaining > 0 else { return nil }
    return -_log(remaining) / lambda
  }
}
