/// A spring released from a displacement and velocity, evaluated exactly at any time.
///
/// With `x0` the start minus the target and `β = ζω0`:
/// - ζ < 1: `x = e^(−βt)·(x0·cos ωd·t + ((v0 + β·x0)/ωd)·sin ωd·t)`, `ωd = ω0·√(1−ζ²)`
/// - ζ = 1: `x = e^(−ω0·t)·(x0 + (v0 + ω0·x0)·t)`
/// - ζ > 1: `x = C1·e^(r1·t) + C2·e^(r2·t)`, `r1,2 = −β ± ω0·√(ζ²−1)`,
///   `C2 = (v0 − r1·x0)/(r2 − r1)`, `C1 = x0 − C2`
struct SpringMotion: Hashable, Sendable {
  /// Stiffness and damping.
  var spring: CarouselSpring
  /// Start position minus the target.
  var initialDisplacement: Double
  /// Velocity at release (units per second).
  var initialVelocity: Double

  /// A spring released `initialDisplacement` from its target with `initialVelocity`.
  init(spring: CarouselSpring, initialDisplacement: Double, initialVelocity: Double) {
    self.spring = spring
    self.initialDisplacement = initialDisplacement
    self.initialVelocity = initialVelocity
  }

  /// Damping ratios this close to 1 use the critical formula (the others divide by ~0).
  static let criticalTolerance = 1e-9

  /// Displacement from the target and velocity, `t` seconds after release.
  func state(at t: Double) -> (displacement: Double, velocity: Double) {
    let w0 = spring.angularFrequency
    let zeta = spring.dampingRatio
    let x0 = initialDisplacement
    let v0 = initialVelocity
    if abs(zeta - 1) < Self.criticalTolerance {
      let b = v0 + w0 * x0
      let e = _exp(-w0 * t)
      let x = e * (x0 + b * t)
      return (x, e * (b - w0 * (x0 + b * t)))
    } else if zeta < 1 {
      let beta = zeta * w0
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let a = x0
      let b = (v0 + beta * x0) / wd
      let e = _exp(-beta * t)
      let c = _cos(wd * t)
      let s = _sin(wd * t)
      let x = e * (a * c + b * s)
      let v = e * ((b * wd - beta * a) * c - (a * wd + beta * b) * s)
      return (x, v)
    } else {
      let (r1, r2, c1, c2) = overdampedTerms
      let e1 = _exp(r1 * t)
      let e2 = _exp(r2 * t)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }

  /// The time after which |x| stays below `positionTolerance` and |v| below
  /// `velocityTolerance` for good.
  ///
  /// Found on an envelope that bounds both from above, so the answer does not depend on
  /// the frame times at which the spring happens to be sampled.
  /// - Complexity: O(1) for ζ ≠ 1; a fixed 60-step bisection for ζ = 1.
  func settlingDuration(positionTolerance: Double, velocityTolerance: Double) -> Double {
    let w0 = spring.angularFrequency
    let zeta = spring.dampingRatio
    let x0 = initialDisplacement
    let v0 = initialVelocity
    if abs(x0) < positionTolerance && abs(v0) < velocityTolerance { return 0 }

    func timeBelow(amplitude: Double, rate: Double, tolerance: Double) -> Double {
      amplitude <= tolerance ? 0 : _log(amplitude / tolerance) / rate
    }

    if abs(zeta - 1) < Self.criticalTolerance {
      // |x| ≤ e^(−ω0 t)(|x0| + |b|t), |v| ≤ e^(−ω0 t)(|b| + ω0|x0| + ω0|b|t): both rise at
      // most once and then fall, so bisect past the peak.
      let b = abs(v0 + w0 * x0)
      let ax = abs(x0)
      func envelopeExceeds(_ t: Double) -> Bool {
        let e = _exp(-w0 * t)
        return e * (ax + b * t) >= positionTolerance
          || e * (b + w0 * ax + w0 * b * t) >= velocityTolerance
      }
      var low = 0.0
      var high = 1.0 / w0
      while envelopeExceeds(high) { high *= 2 }
      for _ in 0..<60 {
        let mid = (low + high) / 2
        if envelopeExceeds(mid) { low = mid } else { high = mid }
      }
      return high
    } else if zeta < 1 {
      let beta = zeta * w0
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 + beta * x0) / wd
      let amplitude = (x0 * x0 + b * b).squareRoot()
      return max(
        timeBelow(amplitude: amplitude, rate: beta, tolerance: positionTolerance),
        timeBelow(amplitude: amplitude * w0, rate: beta, tolerance: velocityTolerance))
    } else {
      let (r1, r2, c1, c2) = overdampedTerms
      let amplitude = abs(c1) + abs(c2)
      let speedAmplitude = abs(c1 * r1) + abs(c2 * r2)
      return max(
        timeBelow(amplitude: amplitude, rate: -r1, tolerance: positionTolerance),
        timeBelow(amplitude: speedAmplitude, rate: -r1, tolerance: velocityTolerance))
    }
  }

  /// The overdamped (ζ > 1) solution's rates and coefficients: `x = c1·e^(r1·t) + c2·e^(r2·t)`.
  private var overdampedTerms: (r1: Double, r2: Double, c1: Double, c2: Double) {
    let w0 = spring.angularFrequency
    let zeta = spring.dampingRatio
    let beta = zeta * w0
    let root = w0 * (zeta * zeta - 1).squareRoot()
    let r1 = -beta + root
    let r2 = -beta - root
    let c2 = (initialVelocity - r1 * initialDisplacement) / (r2 - r1)
    return (r1, r2, initialDisplacement - c2, c2)
  }
}
