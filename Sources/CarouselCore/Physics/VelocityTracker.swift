/// Estimates release velocity from recent position samples.
///
/// A least-squares quadratic is fitted to the samples of the last ``window`` seconds (at most
/// ``maxSamples``) and its slope taken at the newest sample. Samples with a timestamp equal
/// to the newest are ignored; history is dropped when no sample came for ``staleInterval``
/// (the finger stopped); the result is clamped to ±``maxSpeed``. The estimate never points
/// against the newest movement: when the parabola does, the straight line is used, and when
/// both do, the newest movement itself.
struct VelocityTracker: Sendable {
  /// Below this the quadratic fit's determinant (in s⁶) means the samples bunch at one or two
  /// instants and the parabola is undetermined: the line's slope is used instead.
  static let singularDeterminant = 1e-18

  /// Seconds of history fitted.
  var window: Double
  /// Most samples fitted.
  var maxSamples: Int
  /// A gap longer than this (s) drops the history: the finger had stopped.
  var staleInterval: Double
  /// Largest speed reported (units per second).
  var maxSpeed: Double

  private var times: [Double] = []
  private var positions: [Double] = []

  /// A tracker with the defaults of MotionModels.md (the DocC catalog): 100 ms, 20 samples, 40 ms, 8000 pt/s.
  init(
    window: Double = 0.1, maxSamples: Int = 20, staleInterval: Double = 0.04,
    maxSpeed: Double = 8000
  ) {
    self.window = window
    self.maxSamples = maxSamples
    self.staleInterval = staleInterval
    self.maxSpeed = maxSpeed
    times.reserveCapacity(maxSamples + 1)
    positions.reserveCapacity(maxSamples + 1)
  }

  /// Number of samples currently held.
  var sampleCount: Int { times.count }

  /// Time of the newest sample.
  var newestTime: Double? { times.last }

  /// Forgets every sample.
  mutating func reset() {
    times.removeAll(keepingCapacity: true)
    positions.removeAll(keepingCapacity: true)
  }

  /// Moves every sample by `delta` (the positions were re-expressed from another origin);
  /// the velocity is unchanged.
  mutating func shift(by delta: Double) {
    for k in positions.indices { positions[k] += delta }
  }

  /// Records the position at a time. Samples at or before the newest time are ignored.
  mutating func addSample(time: Double, position: Double) {
    guard time.isFinite, position.isFinite else { return }
    if let last = times.last {
      if time <= last { return }
      if time - last > staleInterval { reset() }
    }
    times.append(time)
    positions.append(position)
    let oldest = time - window
    var drop = 0
    while drop < times.count - 1 && (times[drop] < oldest || times.count - drop > maxSamples) {
      drop += 1
    }
    if drop > 0 {
      times.removeFirst(drop)
      positions.removeFirst(drop)
    }
  }

  /// The velocity at `time`: zero when the newest sample is older than ``staleInterval``.
  func velocity(at time: Double) -> Double {
    guard let newest = times.last, time - newest <= staleInterval else { return 0 }
    return velocityAtNewestSample()
  }

  /// The fitted slope at the newest sample, however old it is.
  func velocityAtNewestSample() -> Double {
    let n = times.count
    guard n >= 2, let t0 = times.last, let x0 = positions.last else { return 0 }
    // Fit x(τ) = a + b·τ + c·τ², τ = t − t_newest; the slope at τ = 0 is b.
    var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
    var sx = 0.0, stx = 0.0, st2x = 0.0
    for i in 0..<n {
      let tau = times[i] - t0
      let x = positions[i] - x0
      let tau2 = tau * tau
      s1 += tau
      s2 += tau2
      s3 += tau2 * tau
      s4 += tau2 * tau2
      sx += x
      stx += tau * x
      st2x += tau2 * x
    }
    let count = Double(n)
    let linearDenominator = count * s2 - s1 * s1
    let linear = linearDenominator > 0 ? (count * stx - s1 * sx) / linearDenominator : 0
    // Where the finger went last decides the direction: irregular samples (events bunched
    // by a busy frame) can bend the parabola, or tilt the line, against it.
    var moved = n - 2
    while moved > 0 && positions[moved] == x0 { moved -= 1 }
    let recent = (x0 - positions[moved]) / (t0 - times[moved])
    var slope = linear * recent > 0 ? linear : recent
    let determinant =
      count * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    if n >= 3 && abs(determinant) > Self.singularDeterminant {
      let quadratic =
        (count * (stx * s4 - s3 * st2x) - sx * (s1 * s4 - s3 * s2) + s2 * (s1 * st2x - stx * s2))
        / determinant
      if quadratic * recent > 0 { slope = quadratic }
    }
    return min(max(slope, -maxSpeed), maxSpeed)
  }
}
