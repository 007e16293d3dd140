@_spi(CarouselHost) import CarouselCore

/// Turns arbitrary bytes into a carousel configuration and a timed event sequence, for
/// fuzzing and seeded property tests: every byte string is a valid script, and the numbers
/// come from a table of hostile magnitudes (zero, subnormal, huge, ±infinity, NaN) mixed
/// with ordinary ones.
///
/// The configuration is *not* validated here: ``makeEngine()`` is nil when the engine
/// rejects it, which is a correct answer to hostile bytes.
public struct ByteScript: Sendable {
  /// The carousel the script runs.
  public var configuration: CarouselConfiguration
  /// Its viewport.
  public var viewport: CarouselSize
  /// Its item count.
  public var count: Int
  /// The input, in non-decreasing time order.
  public var events: [CarouselInputEvent]

  /// Numbers a byte selects: ordinary values first, then the ones that broke hosts before.
  static let magnitudes: [Double] = [
    0, 1, 2, 3, 8, 40, 120, 390, 540, 1000, -1, -390, 0.5, 1e-300, .leastNonzeroMagnitude, 1e5, 1e9,
    1e11,
    1e19, 1e20, 1e22, 1e300, 1e308, -1e308, .infinity, -.infinity, .nan, 2.5, 0.99, 6000,
    -6000, 65000,
  ]

  /// Reads the script from `bytes` (missing bytes read as zero).
  public init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    var reader = Reader(bytes: Array(bytes))
    var c = CarouselConfiguration()
    viewport = CarouselSize(width: reader.magnitude(or: 390), height: reader.magnitude(or: 540))
    count = [0, 1, 2, 3, 8, 1000, Int(Int32.max), Int.max][Int(reader.byte() % 8)]
    c.loop = reader.byte() & 1 == 1
    c.axis = reader.byte() & 1 == 1 ? .vertical : .horizontal
    c.layoutDirection = reader.byte() & 1 == 1 ? .rightToLeft : .leftToRight
    c.scrolling = CarouselScrollingBehavior.allCases[Int(reader.byte()) % CarouselScrollingBehavior.allCases.count]
    switch reader.byte() % 3 {
    case 0: c.itemSize = .fraction(reader.magnitude(or: 1))
    case 1: c.itemSize = .points(reader.magnitude(or: 120))
    default: c.itemSize = .peek(reader.magnitude(or: 30))
    }
    c.spacing = reader.magnitude(or: 0)
    c.contentInset = reader.magnitude(or: 0)
    c.overscan = reader.magnitude(or: 0)
    c.maxItemsPerGesture = Int(reader.byte() % 4)
    c.startIndex = Int(reader.byte() % 2)
    if reader.byte() & 1 == 1 {
      c.itemLengths = (0..<Int(reader.byte() % 6)).map { _ in reader.magnitude(or: 100) }
    }
    if reader.byte() & 1 == 1 {
      var autoplay = CarouselAutoplayConfiguration()
      autoplay.interval = reader.magnitude(or: 3)
      autoplay.resumeDelay = reader.magnitude(or: 3)
      autoplay.atEnd = reader.byte() & 1 == 1 ? .stop : .rewind
      c.autoplay = autoplay
    }
    c.zoom.maximumScale = reader.magnitude(or: 3)
    c.motion.reducedMotion = reader.byte() % 5 == 0
    configuration = c

    var events: [CarouselInputEvent] = []
    var time = 0.0
    while !reader.isAtEnd {
      let steps: [Double] = [0, 0.001, 0.008, 0.016, 0.1, 0.5, 3, 1e6]
      time += steps[Int(reader.byte() % 8)]
      events.append(CarouselInputEvent(time: time, Self.kind(&reader)))
    }
    self.events = events
  }

  /// The engine the script starts from, or nil when validation rejects the configuration.
  public func makeEngine() -> CarouselEngine? {
    try? CarouselEngine(viewport: viewport, count: count, configuration: configuration)
  }

  /// Runs the script frame by frame at `fps` until `settleAfter` seconds past its last
  /// event, checking ``CarouselInvariants`` and the hard layout bound
  /// (`CarouselLimits.maxLaidOutItems`) on every frame, and finally that a carousel
  /// without autoplay has come to rest. Returns the first violation with its time, or nil
  /// (also when the configuration is rejected: nothing runs).
  ///
  /// Frames are drawn only while something moves, at most `framesPerPause` between two
  /// events: a script that pauses for days with autoplay running jumps to its next event.
  ///
  /// - Complexity: O(frames × laid-out items), frames ≤ `framesPerPause` per event.
  public func violation(fps: Double = 60, settleAfter: Double = 30, framesPerPause: Int = 600)
    -> String?
  {
    guard var engine = makeEngine() else { return nil }
    func check(_ time: Double) -> String? {
      if let broken = CarouselInvariants.violations(in: engine).first {
        return "t=\(time): \(broken)"
      }
      var laidOut = 0
      engine.forEachLayoutAttribute { _ in laidOut += 1 }
      guard laidOut <= CarouselLimits.maxLaidOutItems else {
        return "t=\(time): \(laidOut) items laid out"
      }
      return nil
    }
    var next = 0
    let end = (events.last?.time ?? 0) + settleAfter
    var framesSinceEvent = 0
    var time = 0.0
    while time <= end {
      while next < events.count && events[next].time <= time {
        engine.handle(events[next])
        next += 1
        framesSinceEvent = 0
      }
      engine.advance(to: time)
      _ = engine.drainEvents()
      if let problem = check(time) { return problem }
      let wake = engine.nextWakeTime ?? .infinity
      let upcoming = next < events.count ? events[next].time : .infinity
      framesSinceEvent += 1
      let nextFrame = max(time + 1 / fps, min(wake, upcoming, end + 1))
      time = framesSinceEvent < framesPerPause ? nextFrame : min(upcoming, end + 1)
    }
    engine.advance(to: end + settleAfter)
    if engine.configuration.autoplay == nil && engine.isAnimating {
      return "still moving \(settleAfter) s after the last event"
    }
    return check(end + settleAfter)
  }

  private static func kind(_ reader: inout Reader) -> CarouselInputEvent.Kind {
    func point() -> CarouselPoint {
      CarouselPoint(x: reader.magnitude(or: 200, odds: 2), y: reader.magnitude(or: 270, odds: 2))
    }
    switch reader.byte() % 16 {
    case 0, 1: return .pointerDown(point())
    case 2, 3, 4: return .pointerMove(point())
    case 5: return .pointerUp(reader.byte() & 1 == 1 ? point() : nil)
    case 6: return .pointerCancel
    case 7:
      return .wheel(
        dx: reader.magnitude(or: 0, odds: 2), dy: reader.magnitude(or: 0, odds: 2),
        discrete: reader.byte() & 1 == 1)
    case 8: return .key(CarouselKey.allCases[Int(reader.byte()) % CarouselKey.allCases.count])
    case 9:
      return .resize(
        CarouselSize(
          width: reader.magnitude(or: 390, odds: 2), height: reader.magnitude(or: 540, odds: 2)))
    case 10: return .setCount([0, 1, 5, 1000, -1, Int(Int32.max)][Int(reader.byte() % 6)])
    case 11: return .scrollTo(index: Int(reader.byte()) - 8, animated: reader.byte() & 1 == 1)
    case 12:
      let phases: [CarouselGesturePhase] = [.begin, .change, .end]
      return .pinch(
        phase: phases[Int(reader.byte() % 3)], scale: reader.magnitude(or: 1, odds: 2),
        focus: point())
    case 13: return .doubleTap(point())
    case 14: return .selectPage(Int(reader.byte()) - 8)
    default:
      return reader.byte() & 1 == 1
        ? .visibility(reader.byte() & 1 == 1) : .hover(reader.byte() & 1 == 1)
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
      defer { offset += 1 }
      return offset < bytes.count ? bytes[offset] : 0
    }

    /// A number from ``ByteScript/magnitudes`` for one byte in `1/odds`, else `ordinary`.
    mutating func magnitude(or ordinary: Double, odds: Int = 8) -> Double {
      let b = Int(byte())
      return b < 256 / odds ? ByteScript.magnitudes[b % ByteScript.magnitudes.count] : ordinary
    }
  }
}
