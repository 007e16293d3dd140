import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Nested and perpendicular gestures: a carousel in a vertical list, and a carousel inside
/// one along the same axis that hands the rest of a gesture over at its ends.
@Suite struct NestedScrollTests {
  /// A feed: a vertical list of 20 rows 200 pt tall (free scrolling, resting on row 5) and
  /// a row's horizontal carousel of 5 full-width cards.
  func makeFeed(
    configureRow: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> (row: CarouselEngine, list: CarouselEngine) {
    let row = makeEngine(viewport: CarouselSize(width: 390, height: 200), count: 5, configureRow)
    let list = makeEngine(count: 20) {
      $0.axis = .vertical
      $0.itemSize = .points(200)
      $0.alignment = .leading
      $0.scrolling = .continuous
      $0.startIndex = 5
    }
    return (row, list)
  }

  /// A carousel of 5 full-width cards resting on `start` inside a paging carousel of 3
  /// pages along the same axis (resting on its first).
  func makeParallel(
    start: Int, configureInner: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> (inner: CarouselEngine, outer: CarouselEngine) {
    let inner = makeEngine(viewport: CarouselSize(width: 390, height: 200), count: 5) {
      $0.startIndex = start
      configureInner(&$0)
    }
    let outer = makeEngine(count: 3)
    return (inner, outer)
  }

  func send(
    _ kind: CarouselInputEvent.Kind, at time: Double, _ nested: inout CarouselNestedScroll,
    _ inner: inout CarouselEngine, _ outer: inout CarouselEngine
  ) {
    nested.handle(CarouselInputEvent(time: time, kind), inner: &inner, outer: &outer)
  }

  // MARK: Axis locking

  @Test func aDragDecidesItsAxisOnlyPastTheSlop() {
    var (row, list) = makeFeed()
    var nested = CarouselNestedScroll()
    let down = CarouselPoint(x: 100, y: 100)
    send(.pointerDown(down), at: 0, &nested, &row, &list)
    #expect(nested.owner == .undecided)
    // √(6² + 5²) = 7.81 ≤ 8: nothing moves yet.
    send(.pointerMove(CarouselPoint(x: 106, y: 95)), at: 0.01, &nested, &row, &list)
    #expect(nested.owner == .undecided && nested.lockedAxis == nil)
    #expect(row.offset == 0 && list.offset == 0)
    // √(5² + 7²) = 8.60 > 8 and |dy| > |dx|: the list's, with the whole travel (7 pt up).
    send(.pointerMove(CarouselPoint(x: 105, y: 93)), at: 0.02, &nested, &row, &list)
    #expect(nested.lockedAxis == .vertical && nested.owner == .outer)
    #expect(list.offset == 7 && row.offset == 0)
    #expect(list.phase == .dragging && row.phase == .idle)
  }

  @Test func theInnerAxisTakesDragsWithinTheDominance() {
    for (dominance, dx, dy, expected) in [
      (1.0, 10.0, 6.0, CarouselAxis.horizontal), (2, 10, 6, .vertical),
      (2, 12, 6, .horizontal),  // 12 ≥ 2 · 6: the inner axis
      (1, 6, 6, .horizontal),  // a 45° drag is the inner carousel's, as alone
    ] {
      var (row, list) = makeFeed()
      var configuration = CarouselNestedScrollConfiguration()
      configuration.axisDominance = dominance
      var nested = CarouselNestedScroll(configuration)
      send(.pointerDown(CarouselPoint(x: 100, y: 100)), at: 0, &nested, &row, &list)
      send(.pointerMove(CarouselPoint(x: 100 - dx, y: 100 - dy)), at: 0.02, &nested, &row, &list)
      #expect(nested.lockedAxis == expected, "dominance \(dominance), (\(dx), \(dy))")
      #expect(expected == .horizontal ? row.offset == dx : list.offset == dy)
    }
  }

  @Test func aLockedDragKeepsItsAxisWhereverItGoes() {
    var (row, list) = makeFeed()
    var nested = CarouselNestedScroll()
    send(.pointerDown(CarouselPoint(x: 200, y: 100)), at: 0, &nested, &row, &list)
    send(.pointerMove(CarouselPoint(x: 180, y: 100)), at: 0.02, &nested, &row, &list)
    #expect(nested.owner == .inner)
    send(.pointerMove(CarouselPoint(x: 170, y: 20)), at: 0.04, &nested, &row, &list)
    #expect(row.offset == 30 && list.offset == 0 && list.phase == .idle)
    send(.pointerUp(nil), at: 0.3, &nested, &row, &list)
    #expect(nested.owner == .none && nested.lockedAxis == nil)
  }

  /// Through the nested scroll, a carousel follows a drag along its axis exactly as it
  /// follows the same events alone; the list does the same with a drag along its own.
  @Test func eachScrollerMovesAsItDoesAlone() {
    for axis in [CarouselAxis.horizontal, .vertical] {
      var (row, list) = makeFeed()
      var alone = axis == .horizontal ? row : list
      var nested = CarouselNestedScroll()
      var script = EventScript()
      script.drag(
        from: CarouselPoint(x: 300, y: 150), by: -140, at: 0, duration: 0.1, axis: axis)
      for event in script.events {
        nested.handle(event, inner: &row, outer: &list)
        alone.handle(event)
      }
      var time = script.endTime
      while time < script.endTime + 2 {
        time += 1 / 60
        nested.advance(to: time, inner: &row, outer: &list)
        alone.advance(to: time)
        let moved = axis == .horizontal ? row : list
        let still = axis == .horizontal ? list : row
        #expect(moved.virtualPosition == alone.virtualPosition)
        #expect(still.virtualPosition == (axis == .horizontal ? 5 : 0))
      }
      var moved = axis == .horizontal ? row : list
      #expect(moved.drainEvents() == alone.drainEvents())
    }
  }

  @Test func aCarouselInAVerticalListStillRubberBandsAlongItsOwnAxis() {
    var (row, list) = makeFeed { $0.startIndex = 4 }
    var nested = CarouselNestedScroll()
    send(.pointerDown(CarouselPoint(x: 300, y: 100)), at: 0, &nested, &row, &list)
    send(.pointerMove(CarouselPoint(x: 200, y: 100)), at: 0.05, &nested, &row, &list)
    // No scroller runs along x outside it: 100 pt past the end show as the band's 48.2.
    #expect(abs(row.offset - 48.2025) < 1e-3)
    #expect(list.offset == 0 && nested.handedOffTravel == 0 && nested.owner == .inner)
  }

  // MARK: Hand-off at the ends

  @Test func pastItsEndTheInnerCarouselHandsTheRestOfTheDragOver() {
    var (inner, outer) = makeParallel(start: 3)
    var nested = CarouselNestedScroll()
    send(.pointerDown(CarouselPoint(x: 300, y: 100)), at: 0, &nested, &inner, &outer)
    // 500 pt to the left: the inner carousel takes the 390 to its last card, the outer 110.
    send(.pointerMove(CarouselPoint(x: -200, y: 100)), at: 0.1, &nested, &inner, &outer)
    #expect(inner.offset == 390 && inner.virtualPosition == 4)
    #expect(outer.offset == 110)
    #expect(nested.handedOffTravel == -110 && nested.owner == .outer)
    // Back to 300 pt: the outer gives its share back first, then the inner moves.
    send(.pointerMove(CarouselPoint(x: 0, y: 100)), at: 0.2, &nested, &inner, &outer)
    #expect(inner.offset == 300 && outer.offset == 0)
    #expect(nested.owner == .inner && nested.handedOffTravel == 0)
  }

  @Test func theHandOffHasNoJump() {
    var (inner, outer) = makeParallel(start: 3)
    var nested = CarouselNestedScroll()
    send(.pointerDown(CarouselPoint(x: 300, y: 100)), at: 0, &nested, &inner, &outer)
    var previous = (inner: 0.0, outer: 0.0)
    for step in 9...600 {
      let x = 300 - Double(step)
      send(
        .pointerMove(CarouselPoint(x: x, y: 100)), at: Double(step) / 1000, &nested, &inner, &outer)
      let now = (inner: inner.offset, outer: outer.offset)
      // Together they follow the finger exactly, and neither moves more than it did.
      #expect(now.inner + now.outer == Double(step))
      if step > 9 {
        #expect(abs(now.inner - previous.inner) <= 1 && abs(now.outer - previous.outer) <= 1)
      }
      previous = now
    }
    #expect(previous == (inner: 390, outer: 210))
  }

  @Test func aReleasePastTheEndThrowsTheOuterScrollerWithTheFingersSpeed() {
    var (inner, outer) = makeParallel(start: 4)
    var nested = CarouselNestedScroll()
    var script = EventScript()
    // 120 pt in 60 ms: 2000 pt/s, a flick.
    script.drag(from: CarouselPoint(x: 300, y: 100), by: -120, at: 0, duration: 0.06)
    for event in script.events { nested.handle(event, inner: &inner, outer: &outer) }
    #expect(outer.velocity > 1900 && inner.velocity == 0)
    nested.advance(to: 5, inner: &inner, outer: &outer)
    #expect(outer.position == 1 && inner.position == 4)
  }

  @Test func freeMomentumThatReachesTheEndCarriesOnInTheOuterScroller() {
    for handsOff in [true, false] {
      var (inner, outer) = makeParallel(start: 2) { $0.scrolling = .continuous }
      outer = makeEngine(count: 10) {
        $0.scrolling = .continuous
        $0.itemSize = .points(100)
      }
      var configuration = CarouselNestedScrollConfiguration()
      configuration.handsOffAtEdges = handsOff
      var nested = CarouselNestedScroll(configuration)
      var script = EventScript()
      script.flick(from: CarouselPoint(x: 300, y: 100), by: -150, at: 0, duration: 0.05)
      for event in script.events { nested.handle(event, inner: &inner, outer: &outer) }
      guard handsOff else {
        // Alone, it bounces past its last card and back.
        var furthest = 0.0
        for frame in 1...120 {
          nested.advance(to: 0.05 + Double(frame) / 60, inner: &inner, outer: &outer)
          furthest = max(furthest, inner.virtualPosition)
        }
        #expect(furthest > 4 && outer.virtualPosition == 0)
        continue
      }
      let handOff = try! #require(nested.pendingHandOff)
      nested.advance(to: handOff.time, inner: &inner, outer: &outer)
      // It reaches card 4 and rests there; the outer leaves at the speed it arrived with.
      #expect(inner.virtualPosition == 4 && inner.phase == .idle)
      #expect(outer.velocity == handOff.velocity && handOff.velocity > 0)
      #expect(nested.pendingHandOff == nil)
      var previous = inner.virtualPosition
      for frame in 1...300 {
        nested.advance(to: handOff.time + Double(frame) / 60, inner: &inner, outer: &outer)
        #expect(inner.virtualPosition == 4)
        #expect(outer.virtualPosition >= previous - 4)
        previous = outer.virtualPosition + 4
      }
      #expect(outer.virtualPosition > 0.5 && !outer.isAnimating)
    }
  }

  // MARK: Wheel

  @Test func wheelInputGoesToTheScrollerAlongItsAxis() {
    var (row, list) = makeFeed()
    var nested = CarouselNestedScroll()
    // A mouse wheel's notch scrolls the list, a sideways notch steps the row.
    send(.wheel(dx: 0, dy: 1, discrete: true), at: 0, &nested, &row, &list)
    #expect(list.isAnimating && !row.isAnimating)
    send(.wheel(dx: 1, dy: 0, discrete: true), at: 0.2, &nested, &row, &list)
    #expect(row.isAnimating)
    nested.advance(to: 3, inner: &row, outer: &list)
    #expect(list.position == 6 && row.position == 1)
    // A trackpad gesture keeps the axis of its first delta and only that component.
    send(.wheel(dx: 2, dy: 30, discrete: false), at: 4, &nested, &row, &list)
    send(.wheel(dx: 30, dy: 0, discrete: false), at: 4.02, &nested, &row, &list)
    #expect(nested.lockedAxis == .vertical && nested.owner == .outer)
    #expect(list.offset == 30 && row.offset == 0)
    nested.advance(to: 6, inner: &row, outer: &list)
    #expect(nested.owner == .none)
    send(.wheel(dx: 30, dy: 2, discrete: false), at: 7, &nested, &row, &list)
    #expect(nested.lockedAxis == .horizontal && row.offset == 30)
  }

  @Test func atTheEndTheWheelPassesThrough() {
    var (inner, outer) = makeParallel(start: 3) { $0.scrolling = .continuous }
    var nested = CarouselNestedScroll()
    for k in 1...6 {
      send(.wheel(dx: 100, dy: 0, discrete: false), at: Double(k) * 0.02, &nested, &inner, &outer)
    }
    // 600 pt: 390 to the inner carousel's last card, the other 210 to the outer.
    #expect(inner.offset == 390 && outer.offset == 210)
    #expect(nested.handedOffTravel == 210 && nested.owner == .outer)
    // A notch at the end steps the outer; one back steps the inner carousel.
    nested.advance(to: 5, inner: &inner, outer: &outer)
    #expect(inner.position == 4)
    let outerBefore = outer.position
    send(.wheel(dx: 1, dy: 0, discrete: true), at: 5, &nested, &inner, &outer)
    nested.advance(to: 8, inner: &inner, outer: &outer)
    #expect(inner.position == 4 && outer.position == (outerBefore + 1).rounded())
    send(.wheel(dx: -1, dy: 0, discrete: true), at: 8, &nested, &inner, &outer)
    nested.advance(to: 11, inner: &inner, outer: &outer)
    #expect(inner.position == 3)
  }

  // MARK: Properties

  /// Random carousels in a random outer scroller (a vertical list, or one along the same
  /// axis), under random pointer and wheel input (the rest sent to the carousel, as a host
  /// does): both keep the engine's invariants, every gesture ends with no owner, a carousel
  /// that handed a drag over sits at its end, and everything comes to rest.
  @Test(arguments: TestTier.seeds(0...199, fast: 10))
  func invariantsHoldUnderRandomInput(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let scenario = CarouselScenario.random(
      using: &random, count: [0, 1, 2, 5, 8].randomElement(using: &random)!)
    var inner = try scenario.makeEngine()
    var outerConfiguration = CarouselConfiguration()
    outerConfiguration.axis = Bool.random(using: &random) ? .vertical : scenario.configuration.axis
    outerConfiguration.scrolling = Bool.random(using: &random) ? .continuous : .paging
    outerConfiguration.itemSize = .fraction(0.5)
    var outer = try CarouselEngine(
      viewport: CarouselSize(width: 390, height: 700), count: 12, configuration: outerConfiguration)
    var configuration = CarouselNestedScrollConfiguration()
    configuration.handsOffAtEdges = Bool.random(using: &random)
    configuration.axisDominance = [0.5, 1, 2].randomElement(using: &random)!
    var nested = CarouselNestedScroll(configuration)
    for event in scenario.events(count: 120, using: &random) {
      if !nested.handle(event, inner: &inner, outer: &outer) { inner.handle(event) }
      switch event.kind {
      case .pointerUp, .pointerCancel: #expect(nested.owner == .none)
      default: break
      }
      #expect(CarouselInvariants.violations(in: inner) == [], "seed \(seed), \(event)")
      #expect(CarouselInvariants.violations(in: outer) == [], "seed \(seed), \(event)")
      if nested.handedOffTravel != 0 && inner.hasPointerDrag {
        let u = inner.virtualPosition
        // At an end, or past it where the pointer caught it bouncing back.
        let atAnEnd = u < 1e-9 || u > Double(inner.lastSnap) - 1e-9
        #expect(atAnEnd, "seed \(seed): handed off at \(u) after \(event)")
      }
    }
    nested.handle(
      CarouselInputEvent(time: inner.time + 0.01, .pointerCancel), inner: &inner, outer: &outer)
    nested.advance(to: inner.time + 60, inner: &inner, outer: &outer)
    // (An autoplaying carousel never rests for long.)
    #expect(inner.configuration.autoplay != nil || !inner.isMoving, "seed \(seed)")
    #expect(!outer.isMoving && nested.pendingHandOff == nil, "seed \(seed)")
    #expect(inner.virtualPosition.isFinite && outer.virtualPosition.isFinite)
  }
}
