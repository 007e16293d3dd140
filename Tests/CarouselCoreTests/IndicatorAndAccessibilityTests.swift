import Testing

@testable import CarouselCore

@Suite struct PageIndicatorTests {
  @Test func singlePageIsHidden() {
    let indicator = makeEngine(count: 1).pageIndicator
    #expect(indicator.isHidden)
    #expect(indicator.dotCount == 1)
    var shown = CarouselIndicatorConfiguration()
    shown.hidesForSinglePage = false
    #expect(
      !CarouselPageIndicator(pageCount: 1, currentPage: 0, position: 0, maxDots: 7, configuration: shown)
        .isHidden)
  }

  @Test func sevenPagesShowAllDotsFullSize() {
    let indicator = makeEngine(count: 7) {
      $0.startIndex = 6
    }.pageIndicator
    #expect(indicator.firstDot == 0 && indicator.dotCount == 7 && indicator.currentPage == 6)
    #expect(indicator.dotScales == [1, 1, 1, 1, 1, 1, 1])
  }

  @Test func aThousandPagesWindowAroundTheCurrentPage() {
    let middle = makeEngine(count: 1000) {
      $0.startIndex = 500
    }.pageIndicator
    #expect(middle.firstDot == 497 && middle.dotCount == 7 && middle.currentPage == 500)
    #expect(middle.dotScales == [0.5, 0.75, 1, 1, 1, 0.75, 0.5])
    let start = makeEngine(count: 1000).pageIndicator
    #expect(start.firstDot == 0)
    #expect(start.dotScales == [1, 1, 1, 1, 1, 0.75, 0.5])
    let end = makeEngine(count: 1000) {
      $0.startIndex = 999
    }.pageIndicator
    #expect(end.firstDot == 993)
    #expect(end.dotScales == [0.5, 0.75, 1, 1, 1, 1, 1])
    #expect(end.label == "1000/1000")
  }

  @Test func continuousPositionBetweenDots() {
    var engine = makeEngine()
    engine.press(.right)
    engine.advance(to: 0.05)
    let indicator = engine.pageIndicator
    #expect(indicator.position > 0 && indicator.position < 1)
    #expect(indicator.position == engine.position)
  }

  @Test func tappingADotAndScrubbing() {
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0, .selectPage(5)))
    engine.settle()
    #expect(engine.currentIndex == 5)
    engine.handle(CarouselInputEvent(time: engine.time, .scrub(phase: .begin, fraction: 0)))
    engine.handle(CarouselInputEvent(time: engine.time + 0.05, .scrub(phase: .change, fraction: 0.5)))
    engine.handle(CarouselInputEvent(time: engine.time + 0.05, .scrub(phase: .end, fraction: 1)))
    engine.settle()
    #expect(engine.currentIndex == 7)
  }

  @Test func labelIsOneBased() {
    #expect(makeEngine { $0.startIndex = 3 }.itemLabel == "4/8")
    #expect(makeEngine(count: 0).itemLabel == "")
  }
}

@Suite struct AccessibilityTests {
  @Test func elementsHaveLabelsHiddenFlagsAndActions() {
    var engine = makeEngine {
      $0.overscan = 100
      $0.startIndex = 2
    }
    engine.setLabel("Paris", ofItemAt: 2, at: engine.time)
    let elements = engine.accessibilityElements
    #expect(elements.map(\.index) == [1, 2, 3])
    #expect(elements.map(\.label) == ["Item 2 of 8", "Paris", "Item 4 of 8"])
    #expect(elements.map(\.isHidden) == [true, false, true])
    #expect(elements[1].value == "3 of 8")
    #expect(Set(elements[1].actions) == [.activate, .increment, .decrement])
    let first = makeEngine().accessibilityElements[0]
    #expect(!first.actions.contains(.decrement))
  }

  @Test func incrementAndDecrement() {
    var engine = makeEngine()
    engine.accessibilityIncrement()
    engine.settle()
    #expect(engine.currentIndex == 1)
    engine.accessibilityDecrement()
    engine.settle()
    #expect(engine.currentIndex == 0)
  }

  func announcements(_ events: [CarouselEvent]) -> [String] {
    events.compactMap { if case .announcement(let text, _) = $0 { text } else { nil } }
  }

  @Test func oneAnnouncementAfterTheUserSettlesNoneOnTheWay() {
    var engine = makeEngine { $0.maxItemsPerGesture = 5 }
    engine.setItemLabels(
      [0: "Paris", 1: "Rome", 2: "Istanbul", 3: "London", 4: "Sydney", 5: "Santorini"],
      at: engine.time)
    engine.drag(by: -300, over: 0.04)
    var all: [CarouselEvent] = engine.drainEvents()
    for i in 1...200 {
      engine.advance(to: engine.time + 0.01 * Double(i > 0 ? 1 : 0))
      all += engine.drainEvents()
    }
    let changes = all.filter { if case .currentItemChanged = $0 { true } else { false } }
    #expect(changes.count >= 2)  // it passed over items...
    #expect(announcements(all) == ["Santorini, 6 of 8"])  // ...but announces only where it settled
  }

  @Test func noAnnouncementWhenItReturnsToTheSameItem() {
    var engine = makeEngine()
    engine.drag(by: -100, over: 0.5, hold: 0.1)
    #expect(announcements(engine.settle()).isEmpty)
  }

  @Test func autoplayAnnouncementsFollowTheSetting() {
    var quiet = makeEngine { $0.autoplay = CarouselAutoplayConfiguration() }
    quiet.advance(to: 4)
    #expect(announcements(quiet.drainEvents()).isEmpty)
    var polite = makeEngine {
      $0.autoplay = CarouselAutoplayConfiguration()
      $0.accessibility.autoplayAnnouncements = .polite
    }
    polite.advance(to: 4)
    #expect(polite.drainEvents().contains(.announcement("Item 2 of 8", politeness: .polite)))
  }
}
