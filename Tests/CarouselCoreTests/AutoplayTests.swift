import Testing

@testable import CarouselCore

@Suite struct AutoplayTests {
  func makeAutoplay(
    loop: Bool = false, count: Int = 4,
    _ configure: (inout CarouselAutoplayConfiguration) -> Void = { _ in }
  ) -> CarouselEngine {
    makeEngine(count: count) {
      $0.loop = loop
      var autoplay = CarouselAutoplayConfiguration()
      configure(&autoplay)
      $0.autoplay = autoplay
    }
  }

  @Test func advancesExactlyEveryInterval() {
    var engine = makeAutoplay()
    #expect(engine.autoplayState == .playing)
    engine.advance(to: 2.999)
    #expect(engine.phase == .idle && engine.position == 0)
    engine.advance(to: 3.001)
    #expect(engine.phase == .settling)
    engine.advance(to: 5.999)
    #expect(engine.position == 1 && engine.phase == .idle)
    engine.advance(to: 6.001)
    #expect(engine.phase == .settling && engine.virtualPosition > 1)
  }

  @Test func progressIsTheFractionOfTheInterval() {
    var engine = makeAutoplay()
    engine.advance(to: 1.5)
    #expect(abs(engine.autoplayProgress - 0.5) < 1e-12)
  }

  @Test func perItemIntervalOverrides() {
    var engine = makeAutoplay { $0.itemIntervals = [0: 1] }
    engine.advance(to: 0.999)
    #expect(engine.phase == .idle)
    engine.advance(to: 1.001)
    #expect(engine.phase == .settling)
    engine.advance(to: 3.999)  // item 1 uses the 3 s default: next step at 4
    #expect(engine.position == 1)
    engine.advance(to: 4.001)
    #expect(engine.phase == .settling)
  }

  @Test func loopingWrapsBothWays() {
    var forward = makeAutoplay(loop: true, count: 3)
    forward.advance(to: 9.9)
    #expect(forward.position == 0)  // 0 → 1 → 2 → 0
    var backward = makeAutoplay(loop: true, count: 3) { $0.direction = .backward }
    backward.advance(to: 3.9)
    #expect(backward.position == 2)
  }

  @Test func rewindNeverLeavesTheRange() {
    var engine = makeAutoplay(count: 3) { $0.atEnd = .rewind }
    var t = 0.0
    while t < 12.9 {
      t += 0.001
      engine.advance(to: t)
      #expect(engine.currentIndex >= 0 && engine.currentIndex < 3)
      #expect(engine.position >= -1e-9 && engine.position <= 2 + 1e-9)
    }
    #expect(engine.position == 1)  // 3 s: 1, 6 s: 2, 9 s: back to 0, 12 s: 1
  }

  @Test func stopsAtTheEnd() {
    var engine = makeAutoplay(count: 2) { $0.atEnd = .stop }
    engine.advance(to: 10)
    #expect(engine.position == 1)
    #expect(engine.autoplayState == .off)
    #expect(engine.drainEvents().contains(.autoplayStateChanged(.off)))
  }

  @Test func interactionPausesAndResumesAfterTheDelay() {
    var engine = makeAutoplay()
    engine.handle(CarouselInputEvent(time: 2, .pointerDown(CarouselPoint(x: 100, y: 100))))
    #expect(engine.autoplayState == .paused)
    engine.advance(to: 10)
    #expect(engine.position == 0)  // held as long as the finger is down
    engine.handle(CarouselInputEvent(time: 10, .pointerUp(nil)))
    engine.advance(to: 12.9)
    #expect(engine.autoplayState == .paused)
    engine.advance(to: 13.1)
    #expect(engine.autoplayState == .playing)
    engine.advance(to: 15.999)  // resumed at 13, a fresh interval: next step at 16
    #expect(engine.position == 0 && engine.phase == .idle)
    engine.advance(to: 16.001)
    #expect(engine.phase == .settling)
  }

  @Test func keysAndWheelCountAsInteraction() {
    var engine = makeAutoplay()
    engine.handle(CarouselInputEvent(time: 2.5, .key(.right)))
    engine.advance(to: 5.4)
    #expect(engine.position == 1)  // the key moved it; autoplay waits 3 s + 3 s
    engine.advance(to: 8.49)
    #expect(engine.position == 1)
    engine.advance(to: 9)
    #expect(engine.virtualPosition > 1)
  }

  @Test func assistiveIncrementCountsAsInteraction() {
    var engine = makeAutoplay()
    engine.advance(to: 2)
    engine.accessibilityIncrement()
    #expect(engine.autoplayState == .paused)
    engine.advance(to: 7.9)  // resumes at 5, next step at 8
    #expect(engine.position == 1)
  }

  @Test func hoverAndHiddenPause() {
    var engine = makeAutoplay()
    engine.handle(CarouselInputEvent(time: 1, .hover(true)))
    #expect(engine.autoplayState == .paused)
    engine.handle(CarouselInputEvent(time: 5, .hover(false)))
    engine.advance(to: 7.9)
    #expect(engine.position == 0)
    engine.advance(to: 8.1)  // fresh interval from 5
    #expect(engine.phase == .settling)

    var hidden = makeAutoplay()
    hidden.handle(CarouselInputEvent(time: 1, .visibility(false)))
    hidden.advance(to: 20)
    #expect(hidden.position == 0)

    var ignoresHover = makeAutoplay { $0.pausesOnHover = false }
    ignoresHover.handle(CarouselInputEvent(time: 1, .hover(true)))
    #expect(ignoresHover.autoplayState == .playing)
  }

  @Test func spaceToggles() {
    var engine = makeAutoplay()
    engine.press(.space)
    #expect(engine.autoplayState == .paused)
    engine.advance(to: 10)
    #expect(engine.position == 0)
    engine.handle(CarouselInputEvent(time: 10, .key(.space)))
    #expect(engine.autoplayState == .playing)
    engine.advance(to: 13.1)
    #expect(engine.phase == .settling)
  }

  @Test func zoomPausesAutoplay() {
    var engine = makeAutoplay()
    engine.handle(CarouselInputEvent(time: 0.5, .doubleTap(CarouselPoint(x: 195, y: 270))))
    engine.advance(to: 10)
    #expect(engine.autoplayState == .paused)
    #expect(engine.position == 0)
  }

  @Test func reducedMotionCrossFadesInsteadOfSliding() {
    var engine = makeEngine {
      $0.autoplay = CarouselAutoplayConfiguration()
      $0.motion.reducedMotion = true
    }
    engine.advance(to: 3)
    #expect(engine.position == 1)
    #expect(engine.phase == .idle)
    #expect(
      engine.activeCrossFade
        == CarouselCrossFade(from: 0, to: 1, start: 3, duration: CarouselCrossFade.standardDuration))
    engine.advance(to: 3.1)
    #expect(abs(engine.activeCrossFade!.progress(at: 3.1) - 0.4) < 1e-9)
    engine.advance(to: 4)
    #expect(engine.activeCrossFade == nil)
  }

  @Test func offWithoutConfigurationOrItems() {
    #expect(makeEngine().autoplayState == .off)
    #expect(makeAutoplay(count: 1).autoplayState == .off)
  }
}
