import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Auto height: the viewport's cross size follows the current item's, interpolated by the
/// continuous scroll position.
@Suite struct AutoHeightTests {
  /// 390 × 540, full-page items; item 0 is 4:3, item 1 square, item 2 has no content size,
  /// item 3 is 1:2 (taller than the viewport).
  func engine(
    count: Int = 4, _ configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> CarouselEngine {
    var engine = makeEngine(count: count, configure)
    engine.setContentSize(CarouselSize(width: 400, height: 300), ofItemAt: 0, at: 0)
    engine.setContentSize(CarouselSize(width: 100, height: 100), ofItemAt: 1, at: 0)
    engine.setContentSize(CarouselSize(width: 100, height: 200), ofItemAt: 3, at: 0)
    return engine
  }

  @Test func eachItemAsksForItsContentAtTheItemsLengthWithinTheViewport() {
    let engine = engine()
    #expect(engine.crossSize(ofItemAt: 0) == 292.5)  // 390 · 300 / 400
    #expect(engine.crossSize(ofItemAt: 1) == 390)
    #expect(engine.crossSize(ofItemAt: 2) == 540)  // no content size: the whole viewport
    #expect(engine.crossSize(ofItemAt: 3) == 540)  // 780 capped at the viewport's height
  }

  @Test func atRestTheCrossSizeIsTheCurrentItemsExactly() {
    var engine = engine()
    for index in 0..<4 {
      engine.handle(CarouselInputEvent(time: engine.time, .scrollTo(index: index, animated: false)))
      #expect(engine.position == Double(index))
      #expect(engine.autoCrossSize == engine.crossSize(ofItemAt: index))
    }
  }

  @Test func midDragItIsInterpolatedByThePosition() {
    var engine = engine()
    engine.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 270))))
    engine.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 202.5, y: 270))))
    #expect(engine.position == 0.25)  // 97.5 / 390
    #expect(engine.autoCrossSize == 292.5 + 0.25 * (390 - 292.5))
  }

  @Test func aVerticalCarouselFollowsTheItemsWidth() {
    var engine = makeEngine(count: 2) { $0.axis = .vertical }
    engine.setContentSize(CarouselSize(width: 300, height: 600), ofItemAt: 1, at: 0)
    engine.handle(CarouselInputEvent(time: 0, .scrollTo(index: 1, animated: false)))
    #expect(engine.autoCrossSize == 540 * 300 / 600)
  }

  @Test func aLoopInterpolatesAcrossTheSeam() {
    var engine = engine(count: 3) { $0.loop = true }
    engine.handle(CarouselInputEvent(time: 0, .scrollTo(index: 2, animated: false)))
    engine.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 270))))
    engine.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 105, y: 270))))
    #expect(engine.position == 2.5)  // 195 / 390 past item 2, towards item 0 again
    #expect(engine.autoCrossSize == 540 + 0.5 * (292.5 - 540))
  }

  @Test func itIsContinuousThroughAFlickAndExactWhenSettled() {
    var engine = engine()
    var script = EventScript()
    script.flick(from: CarouselPoint(x: 300, y: 270), by: -150, at: 0)
    engine.apply(script)
    // Largest jump in cross size between neighbouring items, per unit of position.
    let slope = 540 - 292.5
    var previous = (position: engine.virtualPosition, size: engine.autoCrossSize)
    var time = engine.time
    while engine.isAnimating {
      time += 1.0 / 240
      engine.advance(to: time)
      let now = (position: engine.virtualPosition, size: engine.autoCrossSize)
      #expect(abs(now.size - previous.size) <= slope * abs(now.position - previous.position) + 1e-9)
      previous = now
    }
    #expect(engine.position == 1)
    #expect(engine.autoCrossSize == 390)
  }

  @Test func aHeightChangeMidSettleLeavesTheSettleAloneAndEndsExact() {
    var changed = engine()
    var script = EventScript()
    script.flick(from: CarouselPoint(x: 300, y: 270), by: -150, at: 0)
    changed.apply(script)
    var twin = changed
    let middle = changed.time + 0.1
    changed.advance(to: middle)
    #expect(changed.phase == .settling || changed.phase == .decelerating)
    let before = changed.autoCrossSize
    changed.setContentSize(CarouselSize(width: 300, height: 200), ofItemAt: 1, at: middle)
    #expect(changed.autoCrossSize != before)  // the new height takes effect at once
    var time = middle
    while changed.isAnimating || twin.isAnimating {
      time += 1.0 / 120
      changed.advance(to: time)
      twin.advance(to: time)
      #expect(changed.virtualPosition == twin.virtualPosition)
      #expect(changed.phase == twin.phase)
      let p = changed.virtualPosition
      let k = p.rounded(.down)
      let low = changed.crossSize(ofItemAt: Int(k))
      let high = changed.crossSize(ofItemAt: Int(k) + 1)
      #expect(changed.autoCrossSize == low + (p - k) * (high - low) || p == k)
    }
    #expect(changed.position == 1)
    #expect(changed.autoCrossSize == 390 * 200 / 300)
  }

  @Test func anEmptyCarouselKeepsTheViewportsCrossSize() {
    let engine = makeEngine(count: 0)
    #expect(engine.autoCrossSize == 540)
  }

  @Test(arguments: TestTier.seeds(1...200, fast: 20))
  func underRandomInputItStaysBetweenItsNeighboursAndIsExactAtRest(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let scenario = CarouselScenario.random(using: &random)
    var engine = makeEngine(viewport: scenario.viewport, count: scenario.count) {
      $0 = scenario.configuration
    }
    for index in 0..<min(engine.count, 20) where Bool.random(using: &random) {
      let size = CarouselSize(
        width: Double.random(in: 50...800, using: &random),
        height: Double.random(in: 50...800, using: &random))
      engine.setContentSize(size, ofItemAt: index, at: 0)
    }
    var time = 0.0
    func check() {
      let size = engine.autoCrossSize
      #expect(size.isFinite && size > 0)
      guard engine.count > 0 else { return }
      let p = engine.virtualPosition
      let k = p.rounded(.down)
      func c(_ v: Double) -> Double {
        let n = engine.count
        let index =
          engine.configuration.loop
          ? ((Int(v) % n) + n) % n : min(max(Int(v), 0), n - 1)
        return engine.crossSize(ofItemAt: index)
      }
      let low = min(c(k), c(k + 1))
      let high = max(c(k), c(k + 1))
      #expect(size >= low - 1e-9 && size <= high + 1e-9, "seed \(seed): \(size) at \(p)")
      if p == k { #expect(size == engine.crossSize(ofItemAt: engine.currentIndex)) }
    }
    for _ in 0..<100 {
      time += [0, 0.008, 0.016, 0.05, 0.3].randomElement(using: &random)!
      engine.handle(
        CarouselInputEvent(
          time: time, CarouselScenario.randomEvent(in: engine.viewport, using: &random)))
      check()
    }
    engine.handle(CarouselInputEvent(time: time, .pointerUp(nil)))
    engine.handle(CarouselInputEvent(time: time, .visibility(false)))
    engine.advance(to: time + 60)
    check()
  }
}
