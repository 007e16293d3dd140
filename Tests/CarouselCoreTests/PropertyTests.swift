import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Seeded random event sequences against the engine's invariants.
@Suite struct PropertyTests {
  static let seeds: [UInt64] = Array(1...300)

  /// A random carousel; `fixedCount` replaces the random count (the draws stay the same).
  func randomConfiguration(_ random: inout SeededGenerator, count fixedCount: Int? = nil)
    -> (count: Int, configuration: CarouselConfiguration)
  {
    var c = CarouselConfiguration()
    let drawn = [0, 1, 2, 3, 5, 8, 12, 1000].randomElement(using: &random)!
    let count = fixedCount ?? drawn
    c.loop = Bool.random(using: &random)
    c.scrolling = ScrollingBehavior.allCases.randomElement(using: &random)!
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
      var autoplay = AutoplayConfiguration()
      autoplay.interval = Double.random(in: 0.2...3, using: &random)
      autoplay.resumeDelay = Double.random(in: 0...2, using: &random)
      autoplay.direction = Bool.random(using: &random) ? .forward : .backward
      autoplay.atEnd = Bool.random(using: &random) ? .rewind : .stop
      c.autoplay = autoplay
    }
    c.motion.reducedMotion = Int.random(in: 0..<5, using: &random) == 0
    return (count, c)
  }

  func randomEvent(at time: Double, in size: CarouselSize, _ random: inout SeededGenerator)
    -> InputEvent.Kind
  {
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
      let phase = GesturePhase.allCases.randomElement(using: &random)!
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

  func checkInvariants(_ engine: CarouselEngine) {
    #expect(engine.position.isFinite)
    #expect(engine.virtualPosition.isFinite)
    if engine.count == 0 {
      #expect(engine.currentIndex == -1)
    } else {
      #expect(engine.currentIndex >= 0 && engine.currentIndex < engine.count)
      if engine.configuration.loop {
        #expect(engine.position >= 0 && engine.position < Double(engine.count))
      }
    }
    for attributes in engine.layoutAttributes {
      #expect(attributes.index >= 0 && attributes.index < engine.count)
      #expect(attributes.frame.minX.isFinite && attributes.frame.minY.isFinite)
    }
    #expect(engine.zoomScale.isFinite && engine.zoomScale > 0)
    let indicator = engine.pageIndicator
    #expect(indicator.dotCount <= max(engine.configuration.indicator.maxDots, 1))
    if indicator.pageCount > 0 {
      #expect(
        indicator.currentPage >= indicator.firstDot
          && indicator.currentPage < indicator.firstDot + indicator.dotCount)
    }
  }

  @Test(arguments: seeds)
  func randomInteractionsKeepInvariantsAndSettle(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let (count, configuration) = randomConfiguration(&random)
    var engine = makeEngine(count: count) { $0 = configuration }
    var time = 0.0
    for _ in 0..<120 {
      time += [0, 0.008, 0.016, 0.05, 0.3, 1.2].randomElement(using: &random)!
      let kind = randomEvent(at: time, in: engine.viewport, &random)
      engine.handle(InputEvent(time: time, kind))
      checkInvariants(engine)
      if Bool.random(using: &random) {
        engine.advance(to: time + Double.random(in: 0...0.2, using: &random))
        checkInvariants(engine)
      }
    }
    // Let go of everything, hide the window so autoplay holds, and wait.
    time = engine.time
    engine.handle(InputEvent(time: time, .pointerUp(nil)))
    engine.handle(InputEvent(time: time, .pinch(phase: .end, scale: 1, focus: .zero)))
    engine.handle(InputEvent(time: time, .visibility(false)))
    engine.advance(to: time + 60)
    checkInvariants(engine)
    #expect(engine.phase == .idle)
    #expect(!engine.isAnimating)
    let zoom = engine.configuration.zoom
    #expect(
      engine.zoomScale >= zoom.minimumScale - 1e-9 && engine.zoomScale <= zoom.maximumScale + 1e-9)
    if engine.configuration.scrolling.snapsToItems && engine.count > 0 {
      #expect(
        engine.position == engine.position.rounded(),
        "rests between snap points: \(engine.position)")
    }
  }

  @Test(arguments: Array<UInt64>(1...20))
  func loopingNeverDrifts(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var configuration = CarouselConfiguration()
    configuration.loop = true
    let n = Int.random(in: 2...9, using: &random)
    let viewport = CarouselSize(width: Double.random(in: 200...900, using: &random), height: 400)
    configuration.spacing = Double.random(in: 0...13, using: &random)
    configuration.itemSize = .fraction(Double.random(in: 0.4...1, using: &random))
    var engine = makeEngine(viewport: viewport, count: n) { $0 = configuration }
    var expected = 0
    for _ in 0..<2000 {
      let forward = Int.random(in: 0..<4, using: &random) != 0
      engine.press(forward ? .right : .left)
      expected += forward ? 1 : -1
      engine.advance(to: engine.time + (Bool.random(using: &random) ? 0.05 : 2))
    }
    engine.advance(to: engine.time + 5)
    let item = ((expected % n) + n) % n
    #expect(engine.currentIndex == item)
    #expect(engine.position == Double(item))
  }
}
