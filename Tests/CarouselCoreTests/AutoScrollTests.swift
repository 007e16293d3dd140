import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Continuous autoplay (``CarouselAutoplayConfiguration/scroll``): a marquee at a steady
/// speed. Distances are in points: `virtualPosition · stride` for uniform items.
@Suite struct AutoScrollTests {
  /// A marquee of `count` full-width items (stride 390) at `speed`, easing over `ramp`.
  func makeMarquee(
    loop: Bool = true, count: Int = 5, speed: Double = 100, ramp: Double = 0,
    _ configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> CarouselEngine {
    makeEngine(count: count) {
      $0.loop = loop
      var autoplay = CarouselAutoplayConfiguration()
      autoplay.scroll = CarouselAutoScrollConfiguration(speed: speed, rampDuration: ramp)
      $0.autoplay = autoplay
      configure(&$0)
    }
  }

  /// Distance from the start in points (uniform items of stride `stride`).
  func distance(_ engine: CarouselEngine, stride: Double = 390) -> Double {
    engine.virtualPosition * stride
  }

  // MARK: Formulas

  @Test func steadyMarqueeCoversSpeedTimesTimeExactly() {
    var engine = makeMarquee(speed: 100)
    engine.advance(to: 12.5)
    #expect(engine.autoplayState == .playing)
    #expect(engine.virtualPosition == 100 * 12.5 / 390)
    #expect(engine.velocity == 100)
    #expect(engine.phase == .idle && engine.isAnimating)
    #expect(engine.nextWakeTime == 12.5 && engine.motionEndTime == nil)
    #expect(engine.autoplayProgress == 0)
  }

  @Test func easingInLagsByHalfTheRamp() {
    let ramp = 0.8
    var engine = makeMarquee(speed: 100, ramp: ramp)
    engine.advance(to: ramp / 2)
    // Smoothstep from 0 to v over T: distance v·T·(s³ − s⁴/2) at s = ½ is v·T·3/32.
    #expect(abs(distance(engine) - 100 * ramp * 3 / 32) < 1e-12)
    #expect(abs(engine.velocity - 50) < 1e-12)
    engine.advance(to: 10)
    // Past the ramp: v·(t − T/2).
    #expect(abs(distance(engine) - 100 * (10 - ramp / 2)) < 1e-9)
    #expect(engine.velocity == 100)
  }

  @Test func runsBackwardWhenTold() {
    var engine = makeMarquee(speed: 100) { $0.autoplay?.direction = .backward }
    engine.advance(to: 3.9)
    #expect(engine.virtualPosition == -390.0 / 390)
    #expect(engine.position == 4)  // wrapped
  }

  @Test func stepsAreOffWhileScrolling() {
    var engine = makeMarquee(speed: 1) { $0.autoplay?.interval = 0.5 }
    engine.advance(to: 2)
    #expect(engine.virtualPosition == 2.0 / 390)
  }

  // MARK: Continuity

  /// Frames at 240 fps: velocity never changes by more than the ramp's steepest slope
  /// allows in one frame (1.5·v/T·dt), and position moves by the velocity.
  func expectContinuous(
    _ engine: inout CarouselEngine, from start: Double, to end: Double, speed: Double,
    ramp: Double, events: [(Double, CarouselInputEvent.Kind)] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let dt = 1.0 / 240
    let largestVelocityStep = 1.5 * speed / ramp * dt + 1e-9
    var pending = events
    var previous = (position: distance(engine), velocity: engine.velocity)
    var t = start
    while t < end {
      t += dt
      while let (time, kind) = pending.first, time <= t {
        engine.handle(CarouselInputEvent(time: time, kind))
        pending.removeFirst()
      }
      engine.advance(to: t)
      let now = (position: distance(engine), velocity: engine.velocity)
      #expect(
        abs(now.velocity - previous.velocity) <= largestVelocityStep,
        "velocity jumps at \(t): \(previous.velocity) → \(now.velocity)",
        sourceLocation: sourceLocation)
      #expect(
        abs(now.position - previous.position) <= max(abs(now.velocity), abs(previous.velocity)) * dt
          + 1e-9,
        "position jumps at \(t)", sourceLocation: sourceLocation)
      previous = now
    }
  }

  @Test func hoverEasesOutAndLeavingEasesBackIn() {
    let ramp = 0.5
    var engine = makeMarquee(speed: 200, ramp: ramp)
    expectContinuous(
      &engine, from: 0, to: 6, speed: 200, ramp: ramp,
      events: [(2, .hover(true)), (4, .hover(false))])
    #expect(engine.velocity == 200)
    // Eased in over T, out over T and in again: three half-ramp lags, and 2 s paused.
    let expected =
      200 * (engine.time - ramp / 2) - 200 * ramp / 2 - 200 * (2 - ramp) - 200 * ramp / 2
    #expect(abs(distance(engine) - expected) < 1e-9)
  }

  @Test func hoverPausesWithItsReasonThenComesToRest() {
    var engine = makeMarquee(speed: 200, ramp: 0.5)
    engine.advance(to: 2)
    engine.handle(CarouselInputEvent(time: 2, .hover(true)))
    #expect(engine.autoplayState == .paused && engine.autoplayPauseReason == .hover)
    #expect(engine.velocity == 200)  // still gliding: it eases out
    engine.advance(to: 2.5)
    #expect(engine.velocity == 0 && !engine.isAnimating && engine.nextWakeTime == nil)
    let resting = engine.virtualPosition
    engine.advance(to: 30)
    #expect(engine.virtualPosition == resting)
  }

  @Test func loopSeamNeverJumps() {
    // 3 items of stride 144.4 (not a binary fraction) in a 390-point viewport, fast: the
    // seam passes every 433.2 points.
    var engine = makeMarquee(count: 3, speed: 2000, ramp: 0.3) {
      $0.itemSize = .points(137.3)
      $0.spacing = 7.1
    }
    let stride = 137.3 + 7.1
    // Velocity changes within a frame by at most 1.5·v/T·dt, so travel by half that·dt.
    let largestSlip: Double = 2000 * 1.5 / 0.3 / 120 / 120 + 1e-6
    var previous: [Int: Double] = [:]
    var t = 0.0
    var seams = 0
    var lastPosition = engine.position
    while t < 3 {
      t += 1.0 / 120
      engine.advance(to: t)
      if engine.position < lastPosition { seams += 1 }
      lastPosition = engine.position
      let step = engine.velocity / 120
      var now: [Int: Double] = [:]
      engine.forEachLayoutAttribute { now[$0.virtualIndex] = $0.frame.minX }
      for (virtual, x) in now {
        guard let before = previous[virtual] else { continue }
        // Each item drawn in both frames moved left by about one frame's travel.
        let moved: Double = before - x
        #expect(abs(moved - step) <= largestSlip, "item \(virtual) at \(t)")
      }
      previous = now
    }
    #expect(seams >= 10)
    #expect(abs(distance(engine, stride: stride) - 2000 * (engine.time - 0.15)) < 1e-8)
  }

  /// The edge: a looping marquee over 10⁶ points, at irregular frames, ends exactly
  /// where speed × time says. The distance is computed from the run's start at each frame
  /// (never summed frame by frame), so its error is a few units in the last place of
  /// 10⁶ (ulp = 1.2·10⁻¹⁰): 10⁻⁸ points is a hundred times that margin.
  @Test func loopOverAMillionPointsDoesNotDrift() {
    let speed = 1000.0
    let stride = 137.3 + 7.1
    var engine = makeMarquee(count: 7, speed: speed) {
      $0.itemSize = .points(137.3)
      $0.spacing = 7.1
    }
    var random = SeededGenerator(seed: 19)
    var t = 0.0
    var previous = 0.0
    let end = 1_000.0  // 10⁶ points at 1,000 pt/s
    while t < end {
      t = min(end, t + Double.random(in: 0.001...0.2, using: &random))
      engine.advance(to: t)
      let now = distance(engine, stride: stride)
      #expect(abs(now - speed * t) < 1e-8, "drifted at \(t): \(now - speed * t)")
      #expect(abs(now - previous - speed * (t - previous / speed)) < 1e-8)
      previous = now
    }
    #expect(abs(distance(engine, stride: stride) - 1_000_000) < 1e-8)
    // The wrapped position agrees with the virtual one.
    let laps = (engine.virtualPosition / 7).rounded(.down)
    #expect(abs(engine.position - (engine.virtualPosition - 7 * laps)) < 1e-9)
  }

  // MARK: Interaction

  @Test func dragHoldsAtOnceAndTheMarqueeResumesAfterTheDelay() {
    var engine = makeMarquee(speed: 100, ramp: 0.5) { $0.autoplay?.resumeDelay = 2 }
    engine.advance(to: 3)
    let held = engine.virtualPosition
    engine.handle(CarouselInputEvent(time: 3, .pointerDown(CarouselPoint(x: 200, y: 270))))
    #expect(engine.velocity == 0 && abs(engine.virtualPosition - held) < 1e-12)
    #expect(engine.autoplayPauseReason == .interaction)
    engine.handle(CarouselInputEvent(time: 3.2, .pointerMove(CarouselPoint(x: 160, y: 270))))
    engine.handle(CarouselInputEvent(time: 3.4, .pointerMove(CarouselPoint(x: 150, y: 270))))
    engine.advance(to: 4)
    #expect(engine.autoplayPauseReason == .interaction)
    engine.handle(CarouselInputEvent(time: 4, .pointerUp(nil)))
    #expect(engine.autoplayPauseReason == .resuming)
    engine.advance(to: 5.999)
    #expect(engine.autoplayState == .paused && engine.velocity == 0)
    let rested = engine.virtualPosition
    #expect(rested == rested.rounded())  // the release snapped (paging)
    engine.advance(to: 6)
    #expect(engine.autoplayState == .playing)
    engine.advance(to: 7)
    #expect(engine.velocity == 100)
    #expect(abs((engine.virtualPosition - rested) * 390 - 100 * (1 - 0.25)) < 1e-9)
  }

  @Test func aTapOnAPassingItemIsATapAndTheMarqueeGoesOn() {
    var engine = makeMarquee(speed: 100) { $0.autoplay?.resumeDelay = 0 }
    engine.advance(to: 1)
    var script = EventScript()
    script.tap(at: CarouselPoint(x: 200, y: 270), time: 1)
    engine.apply(script)
    #expect(!engine.drainEvents().contains(.dragBegan))
    engine.advance(to: 3)
    #expect(engine.velocity == 100)
  }

  @Test func arrowKeyHandsTheVelocityToTheSpring() {
    var engine = makeMarquee(speed: 300, ramp: 0.5) { $0.autoplay?.resumeDelay = 1 }
    engine.advance(to: 2)
    #expect(engine.velocity == 300)
    engine.press(.right)
    #expect(engine.phase == .settling)
    #expect(abs(engine.velocity - 300) < 1e-9)
    engine.advance(to: 2.6)
    #expect(engine.phase == .idle)
  }

  @Test func spaceStopsAndStartsTheMarqueeSmoothly() {
    var engine = makeMarquee(speed: 100, ramp: 1)
    expectContinuous(
      &engine, from: 0, to: 5, speed: 100, ramp: 1, events: [(2, .key(.space))])
    #expect(engine.autoplayPauseReason == .user && engine.velocity == 0)
    engine.press(.space)
    #expect(engine.autoplayState == .playing)
  }

  @Test func reducedMotionStartsPaused() {
    var engine = makeMarquee { $0.motion.reducedMotion = true }
    engine.advance(to: 5)
    #expect(engine.autoplayState == .paused && engine.autoplayPauseReason == .user)
    #expect(engine.virtualPosition == 0)
    engine.press(.space)
    engine.advance(to: 6)
    #expect(engine.virtualPosition == 100.0 / 390)
  }

  @Test func hidingEasesOut() {
    var engine = makeMarquee(speed: 100, ramp: 0.4)
    engine.advance(to: 1)
    engine.handle(CarouselInputEvent(time: 1, .visibility(false)))
    #expect(engine.autoplayPauseReason == .hidden)
    engine.advance(to: 9)
    #expect(abs(distance(engine) - (100 * (1 - 0.2) + 100 * 0.2)) < 1e-9)
  }

  // MARK: Without loop

  @Test func comesToRestExactlyOnTheLastItemAndStops() {
    let ramp = 0.5
    var engine = makeMarquee(loop: false, count: 3, speed: 390, ramp: ramp) {
      $0.autoplay?.atEnd = .stop
    }
    // 780 points: eased in (97.5), steady, eased out (97.5) → arrives at 2 + T = 2.5 s.
    expectContinuous(&engine, from: 0, to: 2.49, speed: 390, ramp: ramp)
    #expect(engine.velocity > 0)
    engine.advance(to: 2.5)
    #expect(engine.virtualPosition == 2 && engine.velocity == 0)
    #expect(engine.autoplayState == .off)
    #expect(engine.drainEvents().contains(.autoplayStateChanged(.off)))
    engine.advance(to: 10)
    #expect(engine.virtualPosition == 2 && !engine.isAnimating)
  }

  @Test func rewindsToTheStartAndGoesAgain() {
    var engine = makeMarquee(loop: false, count: 3, speed: 390) { $0.autoplay?.atEnd = .rewind }
    engine.advance(to: 2)
    #expect(engine.virtualPosition == 2)
    #expect(engine.phase == .settling)  // springing back
    engine.advance(to: 3)
    #expect(engine.virtualPosition > 0 && engine.virtualPosition < 1)
    #expect(engine.velocity == 390)
  }

  @Test func shortDistanceShortensBothRamps() {
    // 390 points to go with ramps of 2 s at 390 pt/s would need 780: both ramps shrink
    // to 2·390/(0 + 2·390) = 1 s, no steady part, arriving at 2 s.
    var engine = makeMarquee(loop: false, count: 2, speed: 390, ramp: 2) {
      $0.autoplay?.atEnd = .stop
    }
    engine.advance(to: 1)
    #expect(abs(engine.velocity - 390) < 1e-9)
    #expect(abs(distance(engine) - 195) < 1e-9)
    engine.advance(to: 2)
    #expect(engine.virtualPosition == 1 && engine.autoplayState == .off)
  }

  @Test func hoverNearTheEndLetsItArrive() {
    var engine = makeMarquee(loop: false, count: 2, speed: 390, ramp: 0.5) {
      $0.autoplay?.atEnd = .stop
    }
    engine.advance(to: 1.2)  // ease-out begins at 1 s
    engine.handle(CarouselInputEvent(time: 1.2, .hover(true)))
    engine.advance(to: 1.5)
    #expect(engine.virtualPosition == 1 && engine.velocity == 0)
  }

  // MARK: Validation and invariants

  @Test func rejectsSpeedsAndRampsOutOfRange() {
    func error(_ scroll: CarouselAutoScrollConfiguration) -> String? {
      var configuration = CarouselConfiguration()
      var autoplay = CarouselAutoplayConfiguration()
      autoplay.scroll = scroll
      configuration.autoplay = autoplay
      do {
        try configuration.validate(viewport: testViewport, count: 4)
        return nil
      } catch { return error.field }
    }
    #expect(error(.init(speed: 0)) == "autoplay.scroll.speed")
    #expect(error(.init(speed: .nan)) == "autoplay.scroll.speed")
    #expect(error(.init(speed: 1e6)) == "autoplay.scroll.speed")
    #expect(error(.init(speed: 60, rampDuration: -1)) == "autoplay.scroll.rampDuration")
    #expect(error(.init(speed: 60, rampDuration: 0)) == nil)
  }

  @Test(arguments: TestTier.seeds(1...200, fast: 20))
  func randomMarqueesKeepInvariantsAndRestWhenHidden(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let scenario = CarouselScenario.randomAutoScroll(using: &random)
    var engine = makeEngine(viewport: scenario.viewport, count: scenario.count) {
      $0 = scenario.configuration
    }
    var time = 0.0
    for _ in 0..<80 {
      time += [0, 0.008, 0.016, 0.05, 0.3, 1.2].randomElement(using: &random)!
      let kind = CarouselScenario.randomEvent(in: engine.viewport, using: &random)
      engine.handle(CarouselInputEvent(time: time, kind))
      #expect(CarouselInvariants.violations(in: engine) == [])
      engine.advance(to: time + Double.random(in: 0...0.2, using: &random))
      #expect(CarouselInvariants.violations(in: engine) == [])
      #expect(engine.velocity.isFinite && engine.virtualPosition.isFinite)
    }
    time = engine.time
    engine.handle(CarouselInputEvent(time: time, .pointerUp(nil)))
    engine.handle(CarouselInputEvent(time: time, .pinch(phase: .end, scale: 1, focus: .zero)))
    engine.handle(CarouselInputEvent(time: time, .visibility(false)))
    engine.advance(to: time + 60)
    #expect(CarouselInvariants.violations(in: engine) == [])
    #expect(engine.phase == .idle && !engine.isAnimating && engine.velocity == 0)
  }
}
