import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Breakpoints: a configuration that changes with the viewport's width, the current item kept.
@Suite struct BreakpointTests {
  /// One item per view below 600 pt; two with 10 pt gaps from 600; three, a cover flow, and
  /// the carousel off from 1000.
  static let breakpoints = CarouselBreakpoints(
    base: CarouselConfiguration(),
    breakpoints: [
      CarouselBreakpoint(
        minWidth: 1000, itemsPerView: 3, effect: CarouselEffect(.coverFlow),
        isEnabled: false),
      CarouselBreakpoint(minWidth: 600, itemsPerView: 2, spacing: 10),
    ])

  @Test func theBreakpointsUpToTheWidthApplyInIncreasingWidth() {
    let narrow = Self.breakpoints.resolved(forWidth: 599.5)
    #expect(narrow.breakpoint == nil)
    #expect(narrow.configuration == CarouselConfiguration())
    #expect(narrow.isEnabled)
    let middle = Self.breakpoints.resolved(forWidth: 600)
    #expect(middle.breakpoint == 1)
    #expect(middle.configuration.itemSize == .fraction(1.0 / 2))
    #expect(middle.configuration.spacing == 10)
    #expect(middle.effect == nil)
    let wide = Self.breakpoints.resolved(forWidth: 1200)
    #expect(wide.breakpoint == 0)
    #expect(wide.configuration.itemSize == .fraction(1.0 / 3))
    #expect(wide.configuration.spacing == 10)  // kept from the 600 pt breakpoint
    #expect(wide.effect == CarouselEffect(.coverFlow))
    #expect(!wide.isEnabled)
  }

  @Test func aCarouselSwitchedOffDoesNotAutoplay() {
    var base = CarouselConfiguration()
    base.autoplay = CarouselAutoplayConfiguration()
    let breakpoints = CarouselBreakpoints(
      base: base, breakpoints: [CarouselBreakpoint(minWidth: 900, isEnabled: false)])
    #expect(breakpoints.resolved(forWidth: 899).configuration.autoplay != nil)
    #expect(breakpoints.resolved(forWidth: 900).configuration.autoplay == nil)
  }

  @Test func onATieTheLaterInTheListWins() {
    let tied = CarouselBreakpoints(
      base: CarouselConfiguration(),
      breakpoints: [
        CarouselBreakpoint(minWidth: 500, spacing: 4),
        CarouselBreakpoint(minWidth: 500, spacing: 8),
      ])
    #expect(tied.resolved(forWidth: 500).configuration.spacing == 8)
    #expect(tied.resolved(forWidth: 500).breakpoint == 1)
  }

  @Test func badNumbersAreNamedByBreakpointAndField() {
    func error(_ point: CarouselBreakpoint) -> String? {
      let breakpoints = CarouselBreakpoints(
        base: CarouselConfiguration(), breakpoints: [CarouselBreakpoint(minWidth: 0), point])
      do {
        try breakpoints.validate(viewport: testViewport, count: 8)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(
      error(CarouselBreakpoint(minWidth: -1))
        == "field 'breakpoints[1].minWidth': expected a non-negative number, got -1")
    #expect(
      error(CarouselBreakpoint(minWidth: 0, itemsPerView: 0))
        == "field 'breakpoints[1].itemsPerView': expected a number from 0.01 to 100, got 0")
    #expect(
      error(CarouselBreakpoint(minWidth: 0, spacing: .nan))
        == "field 'breakpoints[1].spacing': expected a non-negative number, got nan")
    #expect(error(CarouselBreakpoint(minWidth: 0, itemsPerView: 2.5, spacing: 3)) == nil)
  }

  @Test func crossingABreakpointAtRestKeepsTheItemAndLaysOutTheNewConfiguration() throws {
    var engine = makeEngine { $0.startIndex = 5 }
    let resolved = try engine.resize(
      to: CarouselSize(width: 800, height: 540), breakpoints: Self.breakpoints, at: 1)
    #expect(resolved?.breakpoint == 1)
    #expect(engine.currentIndex == 5)
    #expect(engine.position == 5)
    #expect(engine.drainEvents().isEmpty)
    // Two items per view: 800 / 2 = 400 pt long, item 5 centred, its neighbours 10 pt away.
    let frames = engine.layoutAttributes.map(\.frame)
    #expect(frames[1] == CarouselRect(x: 200, y: 0, width: 400, height: 540))
    #expect(frames[0] == CarouselRect(x: 200 - 10 - 400, y: 0, width: 400, height: 540))
    #expect(engine.layoutAttributes.map(\.index) == [4, 5, 6])
    // Back below the breakpoint: the base configuration again.
    try engine.resize(to: testViewport, breakpoints: Self.breakpoints, at: 2)
    #expect(engine.configuration == CarouselConfiguration())
    #expect(engine.currentIndex == 5)
  }

  @Test func aResizeAcrossABreakpointMidDragKeepsTheCurrentItem() throws {
    var engine = makeEngine { $0.startIndex = 2 }
    engine.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 270))))
    engine.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 202.5, y: 270))))
    #expect(engine.position == 2.25)
    #expect(engine.phase == .dragging)
    _ = engine.drainEvents()
    try engine.resize(
      to: CarouselSize(width: 700, height: 540), breakpoints: Self.breakpoints, at: 0.06)
    #expect(engine.currentIndex == 2)
    #expect(engine.position == 2)
    #expect(engine.phase == .idle)
    #expect(engine.drainEvents() == [.settled(index: 2)])
    // The rest of the gesture no longer moves the carousel.
    engine.handle(CarouselInputEvent(time: 0.07, .pointerMove(CarouselPoint(x: 0, y: 270))))
    engine.handle(CarouselInputEvent(time: 0.08, .pointerUp(nil)))
    engine.advance(to: 2)
    #expect(engine.position == 2)
    #expect(
      engine.drainEvents().allSatisfy { if case .currentItemChanged = $0 { false } else { true } })
  }

  @Test func aResizeAcrossABreakpointMidSettleKeepsTheItemTheSettleHadReached() throws {
    var engine = makeEngine { $0.startIndex = 2 }
    var script = EventScript()
    script.flick(from: CarouselPoint(x: 300, y: 270), by: -150, at: 0)
    engine.apply(script)
    var time = engine.time
    while engine.position < 2.6 {
      time += 1.0 / 240
      engine.advance(to: time)
    }
    #expect(engine.isAnimating)
    let current = engine.currentIndex
    #expect(current == 3)
    _ = engine.drainEvents()
    try engine.resize(
      to: CarouselSize(width: 1100, height: 700), breakpoints: Self.breakpoints, at: time)
    #expect(engine.currentIndex == current)
    #expect(engine.position == Double(current))
    #expect(!engine.isAnimating)
    #expect(engine.drainEvents() == [.settled(index: 3)])
  }

  @Test func aConfigurationThatDoesNotFitLeavesTheEngineUnchanged() throws {
    var base = CarouselConfiguration()
    base.itemSize = .peek(100)
    let breakpoints = CarouselBreakpoints(
      base: base, breakpoints: [CarouselBreakpoint(minWidth: 300, spacing: 100)])
    var engine = makeEngine { $0 = base }
    let before = engine
    #expect(throws: CarouselConfigurationError.self) {
      try engine.resize(
        to: CarouselSize(width: 390, height: 540), breakpoints: breakpoints, at: 1)
    }
    #expect(engine.viewport == before.viewport)
    #expect(engine.configuration == before.configuration)
    #expect(
      try engine.resize(to: CarouselSize(width: .nan, height: 1), breakpoints: breakpoints, at: 1)
        == nil)
  }

  @Test(arguments: TestTier.seeds(1...200, fast: 20))
  func randomResizesAcrossBreakpointsNeverChangeTheCurrentItem(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let scenario = CarouselScenario.random(using: &random)
    let breakpoints = CarouselBreakpoints(
      base: scenario.configuration,
      breakpoints: [
        CarouselBreakpoint(minWidth: 500, itemsPerView: 2, spacing: 12),
        CarouselBreakpoint(minWidth: 800, itemsPerView: 3.5),
        CarouselBreakpoint(minWidth: 1000, isEnabled: false),
      ])
    var engine = makeEngine(viewport: scenario.viewport, count: scenario.count) {
      $0 = scenario.configuration
    }
    var time = 0.0
    for _ in 0..<100 {
      time += [0, 0.008, 0.016, 0.05, 0.3].randomElement(using: &random)!
      if Int.random(in: 0..<4, using: &random) == 0 {
        let size = CarouselSize(
          width: Double.random(in: 200...1200, using: &random),
          height: Double.random(in: 200...900, using: &random))
        engine.advance(to: time)
        let current = engine.currentIndex
        _ = engine.drainEvents()
        let resolved = try engine.resize(to: size, breakpoints: breakpoints, at: time)
        var expected = resolved?.configuration
        expected?.startIndex = engine.configuration.startIndex
        #expect(expected == engine.configuration)
        #expect(engine.currentIndex == current, "seed \(seed)")
        #expect(engine.phase == .idle)
        if engine.count > 0 { #expect(engine.position == Double(current)) }
        let changes = engine.drainEvents().filter {
          if case .currentItemChanged = $0 { true } else { false }
        }
        #expect(changes.isEmpty, "seed \(seed)")
      } else {
        var kind = CarouselScenario.randomEvent(in: engine.viewport, using: &random)
        if case .resize = kind { kind = .hover(true) }  // sizes go through the breakpoints
        engine.handle(CarouselInputEvent(time: time, kind))
      }
      #expect(CarouselInvariants.violations(in: engine) == [], "seed \(seed)")
    }
  }
}
