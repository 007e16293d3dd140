import CarouselCore

/// Seeded random carousels and random input for property tests: the same seed gives the
/// same scenario on every platform.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let scenario = CarouselScenario.random(using: &random)
/// var engine = try scenario.makeEngine()
/// for event in scenario.events(count: 100, using: &random) { engine.handle(event) }
/// ```
public struct CarouselScenario: Sendable {
  /// The viewport.
  public var viewport: CarouselSize
  /// The number of items.
  public var count: Int
  /// A valid configuration for ``viewport`` and ``count``.
  public var configuration: CarouselConfiguration

  /// Makes a scenario from its parts.
  public init(viewport: CarouselSize, count: Int, configuration: CarouselConfiguration) {
    self.viewport = viewport
    self.count = count
    self.configuration = configuration
  }

  /// The engine this scenario describes, at rest at `time`.
  public func makeEngine(time: Double = 0) throws(CarouselConfigurationError) -> CarouselEngine {
    try CarouselEngine(viewport: viewport, count: count, configuration: configuration, time: time)
  }

  /// A random carousel in a 390 × 540 viewport: 0 to 1,000 items, looping or not, any
  /// scrolling behaviour, axis and direction, full-page, fractional, fixed or peeking
  /// items, per-item lengths, autoplay, reduced motion. `fixedCount` replaces the random
  /// count (the random draws stay the same, so other choices do not change).
  public static func random(
    using random: inout some RandomNumberGenerator, count fixedCount: Int? = nil
  ) -> CarouselScenario {
    var c = CarouselConfiguration()
    let drawn = [0, 1, 2, 3, 5, 8, 12, 1000].randomElement(using: &random)!
    let count = fixedCount ?? drawn
    c.loop = Bool.random(using: &random)
    c.scrolling = CarouselScrollingBehavior.allCases.randomElement(using: &random)!
    c.axis = Int.random(in: 0..<4, using: &random) == 0 ? .vertical : .horizontal
    c.layoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
    c.itemSize = [.fraction(1), .fraction(0.6), .points(120), .peek(30)].randomElement(
      using: &random)!
    c.spacing = [0, 10, 7.3].randomElement(using: &random)!
    c.contentInset = [0, 16].randomElement(using: &random)!
    c.alignment = Bool.random(using: &random) ? .center : .leading
    c.maxItemsPerGesture = Int.random(in: 1...3, using: &random)
    c.startIndex = count > 0 ? Int.random(in: 0..<count, using: &random) : 0
    if Int.random(in: 0..<3, using: &random) == 0 && count > 0 && count < 100 {
      c.itemLengths = (0..<count).map { _ in Double.random(in: 60...400, using: &random) }
    }
    if Bool.random(using: &random) {
      var autoplay = CarouselAutoplayConfiguration()
      autoplay.interval = Double.random(in: 0.2...3, using: &random)
      autoplay.resumeDelay = Double.random(in: 0...2, using: &random)
      autoplay.direction = Bool.random(using: &random) ? .forward : .backward
      autoplay.atEnd = Bool.random(using: &random) ? .rewind : .stop
      c.autoplay = autoplay
    }
    c.motion.reducedMotion = Int.random(in: 0..<5, using: &random) == 0
    return CarouselScenario(
      viewport: CarouselSize(width: 390, height: 540), count: count, configuration: c)
  }

  /// One random input of any kind, placed in a viewport of `size` (pointers may stray 20
  /// points outside it): pointer, wheel, key, pinch, double tap, scroll-to, hover, resize or
  /// a new count.
  public static func randomEvent(
    in size: CarouselSize, using random: inout some RandomNumberGenerator
  ) -> CarouselInputEvent.Kind {
    func point() -> CarouselPoint {
      CarouselPoint(
        x: Double.random(in: -20...size.width + 20, using: &random),
        y: Double.random(in: 0...size.height, using: &random))
    }
    switch Int.random(in: 0..<20, using: &random) {
    case 0...2: return .pointerDown(point())
    case 3...7: return .pointerMove(point())
    case 8...9: return .pointerUp(Bool.random(using: &random) ? point() : nil)
    case 10: return .pointerCancel
    case 11:
      return .wheel(dx: 0, dy: Double.random(in: -3...3, using: &random).rounded(), discrete: true)
    case 12: return .wheel(dx: Double.random(in: -80...80, using: &random), dy: 0, discrete: false)
    case 13: return .key(CarouselKey.allCases.randomElement(using: &random)!)
    case 14:
      let phase = CarouselGesturePhase.allCases.randomElement(using: &random)!
      return .pinch(phase: phase, scale: Double.random(in: 0.3...6, using: &random), focus: point())
    case 15: return .doubleTap(point())
    case 16:
      return .scrollTo(
        index: Int.random(in: 0...20, using: &random), animated: Bool.random(using: &random))
    case 17: return .hover(Bool.random(using: &random))
    case 18:
      return .resize(
        CarouselSize(
          width: Double.random(in: 100...1200, using: &random),
          height: Double.random(in: 100...900, using: &random)))
    default: return .setCount(Int.random(in: 0...15, using: &random))
    }
  }

  /// `count` random inputs for this scenario's viewport, at random gaps (0 to 1.2 s) from
  /// `start`.
  public func events(
    count: Int, from start: Double = 0, using random: inout some RandomNumberGenerator
  ) -> [CarouselInputEvent] {
    var time = start
    var result: [CarouselInputEvent] = []
    for _ in 0..<count {
      time += [0, 0.008, 0.016, 0.05, 0.3, 1.2].randomElement(using: &random)!
      result.append(CarouselInputEvent(time: time, Self.randomEvent(in: viewport, using: &random)))
    }
    return result
  }
}
