import CarouselCoreTesting
import Testing

@_spi(CarouselHost) @testable import CarouselCore

@Suite struct PagingTests {
  @Test func slowShortDragReturns() {
    var engine = makeEngine()
    engine.drag(by: -150, over: 0.5, hold: 0.1)
    #expect(engine.phase == .settling)
    engine.settle()
    #expect(engine.currentIndex == 0)
    #expect(engine.position == 0)
    #expect(engine.phase == .idle)
  }

  @Test func slowDragPastHalfAdvances() {
    var engine = makeEngine()
    engine.drag(by: -200, over: 0.5, hold: 0.1)  // 200 > 390/2
    engine.settle()
    #expect(engine.position == 1)
  }

  @Test func flickAdvancesExactlyOnePage() {
    var engine = makeEngine()
    engine.drag(by: -60, over: 0.05)  // 1200 pt/s
    engine.settle()
    #expect(engine.position == 1)
    var fast = makeEngine()
    fast.drag(by: -300, over: 0.04)  // 7500 pt/s would project 9 pages
    fast.settle()
    #expect(fast.position == 1)
  }

  @Test func fastDragWithBunchedEventsPagesOn() {
    // Seen in the real window: SDL stamps X11 events when it reads them.
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0.363, .pointerDown(CarouselPoint(x: 340, y: 334))))
    engine.handle(CarouselInputEvent(time: 0.442, .pointerMove(CarouselPoint(x: 235, y: 334))))
    engine.handle(CarouselInputEvent(time: 0.446, .pointerMove(CarouselPoint(x: 130, y: 334))))
    engine.handle(CarouselInputEvent(time: 0.466, .pointerMove(CarouselPoint(x: 95, y: 334))))
    engine.handle(CarouselInputEvent(time: 0.487, .pointerUp(CarouselPoint(x: 60, y: 334))))
    engine.settle()
    #expect(engine.position == 1)
  }

  @Test func maxItemsPerGestureLimitsAFlick() {
    var engine = makeEngine { $0.maxItemsPerGesture = 3 }
    engine.drag(by: -300, over: 0.04)
    engine.settle()
    #expect(engine.position == 3)
  }

  @Test func flickNeverGoesAgainstTheVelocity() {
    var engine = makeEngine()
    var script = EventScript()
    script.drag(from: CarouselPoint(x: 300, y: 270), by: -250, at: 0, duration: 0.5)
    // Replace the release by a quick move back: velocity backwards while 64 % across.
    var events = script.events.dropLast()
    events.append(CarouselInputEvent(time: 0.508, .pointerMove(CarouselPoint(x: 60, y: 270))))
    events.append(CarouselInputEvent(time: 0.516, .pointerMove(CarouselPoint(x: 70, y: 270))))
    events.append(CarouselInputEvent(time: 0.524, .pointerUp(CarouselPoint(x: 80, y: 270))))
    for event in events { engine.handle(event) }
    #expect(engine.virtualPosition > 0.5)
    engine.settle()
    #expect(engine.position == 0)
  }

  @Test func rubberBandsPastTheFirstItemAndSpringsBack() {
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 100, y: 100))))
    engine.handle(CarouselInputEvent(time: 0.1, .pointerMove(CarouselPoint(x: 200, y: 100))))
    // Finger 100 pt past the edge shows 48.20 pt (MotionModels.md in the DocC catalog).
    #expect(abs(engine.position * 390 + 48.20) < 0.01)
    engine.handle(CarouselInputEvent(time: 0.3, .pointerUp(nil)))
    #expect(engine.phase == .settling)
    engine.settle()
    #expect(engine.position == 0)
  }

  @Test func lastItemDoesNotAdvance() {
    var engine = makeEngine { $0.startIndex = 7 }
    engine.drag(by: -300, over: 0.05)
    engine.settle()
    #expect(engine.position == 7)
  }

  @Test func touchCatchesAMovingCarousel() {
    var engine = makeEngine()
    engine.drag(by: -60, over: 0.05)
    engine.advance(to: engine.time + 0.1)
    let caught = engine.position
    #expect(caught > 0.15 && caught < 1)
    engine.handle(CarouselInputEvent(time: engine.time, .pointerDown(CarouselPoint(x: 10, y: 10))))
    #expect(engine.phase == .dragging)
    engine.advance(to: engine.time + 0.5)
    #expect(abs(engine.position - caught) < 1e-9)
    engine.handle(CarouselInputEvent(time: engine.time, .pointerUp(nil)))
    engine.settle()
    #expect(engine.position == (caught > 0.5 ? 1 : 0))
  }

  @Test func slopAndAxisLock() {
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 200, y: 200))))
    engine.handle(CarouselInputEvent(time: 0.01, .pointerMove(CarouselPoint(x: 195, y: 200))))
    #expect(engine.phase == .idle)  // within the 8 pt slop
    engine.handle(CarouselInputEvent(time: 0.02, .pointerMove(CarouselPoint(x: 198, y: 260))))
    #expect(engine.phase == .idle)  // vertical first: not ours
    engine.handle(CarouselInputEvent(time: 0.03, .pointerMove(CarouselPoint(x: 0, y: 260))))
    #expect(engine.phase == .idle)
    #expect(engine.position == 0)
  }

  @Test func eventsOfAFlick() {
    var engine = makeEngine()
    engine.drag(by: -60, over: 0.05)
    let during = engine.drainEvents()
    #expect(during.first == .dragBegan)
    #expect(during.contains { if case .dragEnded = $0 { true } else { false } })
    let after = engine.settle()
    #expect(after.contains(.currentItemChanged(from: 0, to: 1)))
    #expect(after.contains(.settled(index: 1)))
  }

  @Test func groupPagingCenteredSnapsSmallItemsToCentre() {
    var engine = makeEngine {
      $0.itemSize = .points(100)
      $0.spacing = 10
      $0.scrolling = .groupPagingCentered
    }
    engine.drag(by: -80, over: 0.05)
    engine.settle()
    #expect(engine.position == 1)
    #expect(engine.layoutAttributes.first { $0.index == 1 }?.frame.minX == 145)
  }

  @Test func pagingMovesAViewportOfSmallItems() {
    var engine = makeEngine(count: 9) {
      $0.itemSize = .points(130)
      $0.alignment = .leading
    }
    // Three 130 pt items fit the 390 pt viewport: a page is three items.
    engine.press(.right)
    engine.settle()
    #expect(engine.position == 3)
    #expect(engine.pageIndicator.pageCount == 3)
    #expect(engine.pageIndicator.currentPage == 1)
  }

  @Test func continuousComesToRestBetweenItems() {
    var engine = makeEngine { $0.scrolling = .continuous }
    engine.drag(by: -40, over: 0.05)  // 800 pt/s → about 400 pt of momentum
    #expect(engine.phase == .decelerating)
    engine.settle()
    #expect(engine.phase == .idle)
    let rest = engine.position * 390
    let expected = 40 + 800 / CarouselDecelerationRate.normal.lambda
    #expect(abs(rest - expected) < 10)
  }

  @Test func continuousBouncesAtTheEnd() {
    var engine = makeEngine {
      $0.scrolling = .continuous
      $0.startIndex = 6
    }
    engine.drag(by: -100, over: 0.02)
    var overshoot = 0.0
    for _ in 0..<200 {
      engine.advance(to: engine.time + 1.0 / 120)
      overshoot = max(overshoot, engine.position - 7)
    }
    #expect(overshoot > 0)
    #expect(engine.position == 7)
    #expect(engine.phase == .idle)
  }

  @Test func leadingBoundaryComesToRestOnAnItemEdge() {
    var engine = makeEngine(count: 30) {
      $0.scrolling = .continuousGroupLeadingBoundary
      $0.itemSize = .points(120)
    }
    engine.drag(by: -60, over: 0.05)  // 1200 pt/s projects ~ 600 pt ≈ 5 items
    #expect(engine.phase == .decelerating)
    engine.settle()
    #expect(engine.position == engine.position.rounded())
    #expect(engine.position >= 4 && engine.position <= 6)
  }

  @Test func endKeyInALoopOfTwoItemPagesRestsOnTheLastPage() {
    var engine = makeEngine(count: 4) {
      $0.loop = true
      $0.itemSize = .fraction(0.5)
      $0.alignment = .leading
    }
    // Two 195 pt items per 390 pt page: pages start at items 0 and 2.
    engine.press(.end)
    engine.settle()
    #expect(engine.position == 2)
    engine.handle(CarouselInputEvent(time: engine.time, .scrollTo(index: 1, animated: false)))
    #expect(engine.position == 0)
  }

  @Test func dragPastTheLastPageOfSeveralItemsIsRubberBanded() {
    var engine = makeEngine(count: 4) {
      $0.itemSize = .fraction(0.5)
      $0.alignment = .leading
    }
    engine.scroll(toItemAt: 3, animated: false)
    #expect(engine.position == 2)  // the last page shows items 2 and 3
    engine.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 270))))
    engine.handle(CarouselInputEvent(time: 0.1, .pointerMove(CarouselPoint(x: 200, y: 270))))
    // 100 pt past the last page: b(100) = (1 − 1/(100·0.55/390 + 1))·390 ≈ 48.2 pt.
    let banded = (1 - 1 / (100 * 0.55 / 390 + 1)) * 390
    #expect(abs(engine.position - (2 + banded / 195)) < 1e-9)
  }

  @Test func pageCountOfAHugeCarouselDoesNotOverflow() {
    // The largest count the engine accepts, 2^48, two items a page.
    let engine = makeEngine(count: CarouselLimits.maxCount) {
      $0.itemSize = .fraction(0.5)
    }
    #expect(engine.pageCount == CarouselLimits.maxCount / 2)
  }

  @Test func aTapOnAContinuousCarouselRestingBetweenItemsEndsNoDrag() {
    var engine = makeEngine { $0.scrolling = .continuous }
    engine.drag(by: -120, over: 0.5, hold: 0.1)
    engine.settle()
    let rest = engine.position
    #expect(rest != rest.rounded())  // between items 0 and 1
    engine.handle(CarouselInputEvent(time: engine.time, .pointerDown(CarouselPoint(x: 100, y: 270))))
    engine.handle(CarouselInputEvent(time: engine.time + 0.05, .pointerUp(CarouselPoint(x: 100, y: 270))))
    #expect(engine.drainEvents().isEmpty)
    #expect(engine.position == rest)
    #expect(engine.phase == .idle)
  }
}
