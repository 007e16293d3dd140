import CarouselCore
import Testing

@testable import CarouselCoreTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let viewport = CarouselSize(width: 390, height: 540)
let middle = CarouselPoint(x: 195, y: 270)

@Suite struct ManualClockTests {
  @Test func movesOnlyWhenMoved() {
    var clock = ManualClock(now: 2)
    #expect(clock.now == 2)
    #expect(clock.advance(by: 0.5) == 2.5)
    #expect(clock.frames(count: 3, fps: 4) == [2.5, 2.75, 3])
  }
}

@Suite struct SeededGeneratorTests {
  @Test func isSplitMix64() {
    // SplitMix64's published first output for seed 0.
    var random = SeededGenerator(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    var a = SeededGenerator(seed: 7)
    var b = SeededGenerator(seed: 7)
    #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
  }
}

@Suite struct EventScriptTests {
  @Test func aFlickPagesOneItem() throws {
    var engine = try CarouselEngine(viewport: viewport, count: 5)
    var script = EventScript()
    script.flick(from: middle, by: -60, at: 0)
    #expect(script.events.first == CarouselInputEvent(time: 0, .pointerDown(middle)))
    #expect(
      script.events.last
        == CarouselInputEvent(time: 0.05, .pointerUp(CarouselPoint(x: 135, y: 270))))
    engine.apply(script)
    #expect(engine.runUntilSettled() != nil)
    #expect(engine.currentIndex == 1)
  }

  @Test func aSlowShortDragSnapsBack() throws {
    var engine = try CarouselEngine(viewport: viewport, count: 5)
    var script = EventScript()
    script.drag(from: middle, by: -60, at: 0, duration: 1, holdBeforeRelease: 0.2)
    engine.apply(script)
    engine.runUntilSettled()
    #expect(engine.currentIndex == 0 && engine.position == 0)
  }

  @Test func aTapDoesNotMove() {
    var script = EventScript()
    script.tap(at: middle, time: 1)
    #expect(
      script.events == [
        CarouselInputEvent(time: 1, .pointerDown(middle)),
        CarouselInputEvent(time: 1.05, .pointerUp(middle)),
      ])
  }

  @Test func aPinchZooms() throws {
    var engine = try CarouselEngine(viewport: viewport, count: 3)
    var script = EventScript()
    script.pinch(to: 2, focus: middle, at: 0, steps: 4)
    #expect(script.events.count == 6)
    #expect(
      script.events[2]
        == CarouselInputEvent(time: 0.15, .pinch(phase: .change, scale: 1.5, focus: middle)))
    engine.apply(script)
    engine.runUntilSettled()
    #expect(engine.zoomScale == 2)
  }

  @Test func wheelNotchesStepOneItemEach() throws {
    var engine = try CarouselEngine(viewport: viewport, count: 5)
    var script = EventScript()
    script.wheelNotches(2, at: 0)
    #expect(script.events.map(\.time) == [0, 0.3])
    engine.apply(script)
    engine.runUntilSettled()
    #expect(engine.currentIndex == 2)
    script = EventScript()
    script.wheelNotches(-1, at: engine.time + 1)
    engine.apply(script)
    engine.runUntilSettled()
    #expect(engine.currentIndex == 1)
  }

  @Test func keysPressInOrder() throws {
    var engine = try CarouselEngine(viewport: viewport, count: 5)
    var script = EventScript()
    script.press([.right, .right, .end, .left], at: 0)
    #expect(script.events.map(\.time) == [0, 1, 2, 3])
    engine.apply(script)
    engine.runUntilSettled()
    #expect(engine.currentIndex == 3)
  }
}

@Suite struct RunUntilSettledTests {
  @Test func returnsTheTimeOfRestOrNilPastTheLimit() throws {
    var engine = try CarouselEngine(viewport: viewport, count: 5)
    #expect(engine.runUntilSettled() == 0)
    engine.handle(CarouselInputEvent(time: 0, .key(.right)))
    var hurried = engine
    #expect(hurried.runUntilSettled(limit: 0.05) == nil)
    let settled = engine.runUntilSettled()
    let rest = try #require(settled)
    #expect(rest > 0.05 && rest < 2)
    #expect(engine.position == 1 && !engine.isAnimating)
  }
}

@Suite struct CarouselInvariantsTests {
  @Test func holdOnAValidEngineAndBoundTheLayout() throws {
    let engine = try CarouselEngine(viewport: viewport, count: 1_000_000)
    #expect(CarouselInvariants.violations(in: engine) == [])
    // 390 points, items at least one point long, and a partial item either side.
    #expect(CarouselInvariants.maximumLaidOutItems(in: engine) == 392)
    let violation = CarouselInvariants.Violation(invariant: "finite", detail: "position nan")
    #expect(violation.description == "finite: position nan")
  }

  @Test(arguments: 1...40 as ClosedRange<UInt64>)
  func randomScenariosKeepTheInvariantsAndSettle(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let scenario = CarouselScenario.random(using: &random)
    var engine = try scenario.makeEngine()
    for event in scenario.events(count: 60, using: &random) {
      engine.handle(event)
      #expect(CarouselInvariants.violations(in: engine) == [])
    }
    // Let go of everything and hide the carousel, so autoplay holds.
    engine.handle(CarouselInputEvent(time: engine.time, .pointerUp(nil)))
    engine.handle(
      CarouselInputEvent(time: engine.time, .pinch(phase: .end, scale: 1, focus: .zero)))
    engine.handle(CarouselInputEvent(time: engine.time, .visibility(false)))
    #expect(engine.runUntilSettled(limit: 60) != nil, "still moving after a minute")
    #expect(CarouselInvariants.violations(in: engine) == [])
  }
}

@Suite struct CarouselScenarioTests {
  @Test func theSameSeedGivesTheSameScenario() {
    var a = SeededGenerator(seed: 99)
    var b = SeededGenerator(seed: 99)
    let first = CarouselScenario.random(using: &a)
    let second = CarouselScenario.random(using: &b)
    #expect(first.configuration == second.configuration && first.count == second.count)
    #expect(first.events(count: 20, using: &a) == second.events(count: 20, using: &b))
  }

  @Test func everyRandomScenarioIsValid() throws {
    var random = SeededGenerator(seed: 1)
    for _ in 0..<500 {
      _ = try CarouselScenario.random(using: &random).makeEngine()
    }
    let fixed = CarouselScenario.random(using: &random, count: 3)
    #expect(fixed.count == 3)
  }
}

@Suite(.serialized) struct TestTierTests {
  @Test func onlyTheFastTierLeavesOutSlowTests() {
    let saved = getenv(TestTier.variable).map { String(cString: $0) }
    defer {
      if let saved { setenv(TestTier.variable, saved, 1) } else { unsetenv(TestTier.variable) }
    }
    setenv(TestTier.variable, "fast", 1)
    #expect(!TestTier.runsSlowTests)
    setenv(TestTier.variable, "full", 1)
    #expect(TestTier.runsSlowTests)
    unsetenv(TestTier.variable)
    #expect(TestTier.runsSlowTests)
  }

  @Test func theFastTierRunsTheFirstSeedsOnly() {
    let saved = getenv(TestTier.variable).map { String(cString: $0) }
    defer {
      if let saved { setenv(TestTier.variable, saved, 1) } else { unsetenv(TestTier.variable) }
    }
    setenv(TestTier.variable, "fast", 1)
    #expect(TestTier.seeds(5...9, fast: 2) == [5, 6])
    #expect(TestTier.seeds(5...9, fast: 0) == [])
    unsetenv(TestTier.variable)
    #expect(TestTier.seeds(5...9, fast: 2) == [5, 6, 7, 8, 9])
  }
}
