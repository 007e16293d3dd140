import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Seeded random event sequences against the engine's invariants.
@Suite struct PropertyTests {
  static let seeds = TestTier.seeds(1...300, fast: 30)

  /// Every invariant of the testing kit holds.
  func checkInvariants(
    _ engine: CarouselEngine, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let broken = CarouselInvariants.violations(in: engine)
    #expect(broken == [], sourceLocation: sourceLocation)
  }

  @Test(arguments: seeds)
  func randomInteractionsKeepInvariantsAndSettle(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let scenario = CarouselScenario.random(using: &random)
    var engine = makeEngine(viewport: scenario.viewport, count: scenario.count) {
      $0 = scenario.configuration
    }
    var time = 0.0
    for _ in 0..<120 {
      time += [0, 0.008, 0.016, 0.05, 0.3, 1.2].randomElement(using: &random)!
      let kind = CarouselScenario.randomEvent(in: engine.viewport, using: &random)
      engine.handle(CarouselInputEvent(time: time, kind))
      checkInvariants(engine)
      if Bool.random(using: &random) {
        engine.advance(to: time + Double.random(in: 0...0.2, using: &random))
        checkInvariants(engine)
      }
    }
    // Let go of everything, hide the window so autoplay holds, and wait.
    time = engine.time
    engine.handle(CarouselInputEvent(time: time, .pointerUp(nil)))
    engine.handle(CarouselInputEvent(time: time, .pinch(phase: .end, scale: 1, focus: .zero)))
    engine.handle(CarouselInputEvent(time: time, .visibility(false)))
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

  @Test(arguments: TestTier.seeds(1...20, fast: 2))
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
