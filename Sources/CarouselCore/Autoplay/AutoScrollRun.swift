// Continuous autoplay is not in the main Embedded Swift (WebAssembly) module,
// carousel-core.wasm: it would cost it about 2.6 KB gzipped, past its 40,960-byte budget
// (measured in docs/web.md). The layouts module, carousel-layouts.wasm, is compiled with
// CAROUSEL_WASM_LAYOUTS and holds it.
#if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
  /// One stretch of continuous autoplay as a closed-form function of time.
  ///
  /// The velocity eases from ``initialVelocity`` to ``cruiseVelocity`` over ``rampIn`` seconds,
  /// holds until ``steadyEnd``, then eases to rest over ``rampOut`` (only a run towards the
  /// end of a non-looping carousel, or a brake, ends). Every easing is the smoothstep
  /// `v = a + (b − a)·(3s² − 2s³)`, whose distance is `a·τ + (b − a)·T·(s³ − s⁴/2)`.
  ///
  /// The distance is computed from the run's start at every query, never accumulated frame by
  /// frame, so its error is a few units in the last place of the distance itself: at
  /// 10⁶ points that is below 10⁻⁹ points, whatever the frame rate.
  struct AutoScrollRun: Sendable {
    /// Host time at which the run begins.
    let start: Double
    /// Offset (relative to the engine's anchor) at ``start``.
    let origin: Double
    let initialVelocity: Double
    /// Steady velocity, signed (0 for a brake).
    let cruiseVelocity: Double
    let rampIn: Double
    /// Seconds after ``start`` at which the ease-out begins (infinite when endless).
    let steadyEnd: Double
    let rampOut: Double

    /// A run from `velocity` to `cruise` that goes on for ever, or, given `distance`
    /// (same sign as `cruise`), comes to rest after exactly that distance. A distance too
    /// short for both ramps shortens them alike and skips the steady part.
    static func cruise(
      start: Double, origin: Double, velocity: Double, cruise: Double, ramp: Double,
      distance: Double? = nil
    ) -> Self {
      guard let distance else {
        return Self(
          start: start, origin: origin, initialVelocity: velocity, cruiseVelocity: cruise,
          rampIn: ramp, steadyEnd: .infinity, rampOut: 0)
      }
      let ramps = (velocity + cruise) * ramp / 2 + cruise * ramp / 2
      if abs(ramps) <= abs(distance) {
        return Self(
          start: start, origin: origin, initialVelocity: velocity, cruiseVelocity: cruise,
          rampIn: ramp, steadyEnd: ramp + (distance - ramps) / cruise, rampOut: ramp)
      }
      // (v₀ + v₁)·T/2 + v₁·T/2 = distance.
      let shortened = 2 * distance / (velocity + 2 * cruise)
      return Self(
        start: start, origin: origin, initialVelocity: velocity, cruiseVelocity: cruise,
        rampIn: shortened, steadyEnd: shortened, rampOut: shortened)
    }

    /// A run that eases from `velocity` to rest over `ramp` seconds.
    static func brake(start: Double, origin: Double, velocity: Double, ramp: Double) -> Self {
      Self(
        start: start, origin: origin, initialVelocity: velocity, cruiseVelocity: 0, rampIn: ramp,
        steadyEnd: ramp, rampOut: 0)
    }

    /// Whether the run only slows to a stop (a pause easing out).
    var isBrake: Bool { cruiseVelocity == 0 }

    /// When it comes to rest (infinite for an endless run).
    var end: Double { start + steadyEnd + rampOut }

    /// Distance covered at the end (infinite for an endless run).
    var totalDistance: Double { distance(after: steadyEnd + rampOut) }

    /// Offset and velocity at `time` (clamped to the run).
    func offsetAndVelocity(at time: Double) -> (offset: Double, velocity: Double) {
      let elapsed = min(max(time - start, 0), steadyEnd + rampOut)
      return (origin + distance(after: elapsed), velocity(after: elapsed))
    }

    private func distance(after elapsed: Double) -> Double {
      let v0 = initialVelocity
      let v1 = cruiseVelocity
      if elapsed < rampIn {
        return Self.eased(from: v0, to: v1, over: rampIn, after: elapsed).distance
      }
      let ramped = (v0 + v1) * rampIn / 2
      if elapsed < steadyEnd { return ramped + v1 * (elapsed - rampIn) }
      let steady = ramped + v1 * (steadyEnd - rampIn)
      let out = min(elapsed - steadyEnd, rampOut)
      return steady + Self.eased(from: v1, to: 0, over: rampOut, after: out).distance
    }

    private func velocity(after elapsed: Double) -> Double {
      if elapsed < rampIn {
        return Self.eased(from: initialVelocity, to: cruiseVelocity, over: rampIn, after: elapsed)
          .velocity
      }
      if elapsed < steadyEnd { return cruiseVelocity }
      let out = elapsed - steadyEnd
      guard out < rampOut else { return 0 }
      return Self.eased(from: cruiseVelocity, to: 0, over: rampOut, after: out).velocity
    }

    /// Smoothstep easing from velocity `a` to `b` over `duration`, `elapsed` into it.
    static func eased(from a: Double, to b: Double, over duration: Double, after elapsed: Double)
      -> (distance: Double, velocity: Double)
    {
      guard duration > 0 else { return (0, b) }
      let s = elapsed / duration
      let s2 = s * s
      return (
        a * elapsed + (b - a) * duration * (s2 * s - s2 * s2 / 2),
        a + (b - a) * (3 * s2 - 2 * s2 * s)
      )
    }
  }
#endif
