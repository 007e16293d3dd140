import CarouselCore
import Testing

extension WindowTests {
  /// `cards --breakpoints` in a real window: widening it past 600 and 900 points (two, then
  /// three cards per view) and back keeps the current card, mid-swipe too.
  @Test func resizingAcrossABreakpointKeepsTheCurrentCard() throws {
    let session = try WindowSession()
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["cards", "--breakpoints", "--size", "390x480"])
    for expected in 1...3 {
      try app.press("Right")
      try app.waitForState("Right to settle") { $0.isIdle && $0.index == expected }
    }
    try app.resize(width: 960, height: 480)
    let wide = try app.waitForState("the wide window") { $0.width == 960 && $0.isIdle }
    #expect(wide.index == 3)
    try app.resize(width: 700, height: 480)
    let middle = try app.waitForState("the middle window") { $0.width == 700 && $0.isIdle }
    #expect(middle.index == 3)
    try app.resize(width: 390, height: 480)
    let narrow = try app.waitForState("the narrow window") { $0.width == 390 && $0.isIdle }
    #expect(narrow.index == 3)
  }

  /// `cards --breakpoints` widened past 1200 points: the carousel is off, the cards are a
  /// plain list (the state file's `listOffset`), Down scrolls it a row, and narrowing the
  /// window brings the carousel back at the card that was current.
  @Test func aWideWindowShowsAPlainListAndNarrowingBringsTheCarouselBack() throws {
    let session = try WindowSession()
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["cards", "--breakpoints", "--size", "390x480"])
    try app.press("Right")
    try app.waitForState("Right to settle") { $0.isIdle && $0.index == 1 }
    #expect(app.state?.listOffset == nil)
    try app.resize(width: 1200, height: 360)
    let list = try app.waitForState("the list") { $0.width == 1200 && $0.listOffset != nil }
    #expect(list.index == 1)
    #expect(list.listOffset == 0)
    // A row (220 points and a 20-point gap) down, as far as the list scrolls.
    try app.press("Down")
    let scrolled = try app.waitForState("the list scrolled") { ($0.listOffset ?? 0) > 0 }
    #expect(scrolled.listOffset! <= 240)
    try app.press("Right")
    let moved = try app.waitForState("the next card") { $0.index == 2 }
    #expect(moved.listOffset != nil)
    try app.resize(width: 390, height: 480)
    let narrow = try app.waitForState("the carousel again") {
      $0.width == 390 && $0.listOffset == nil && $0.isIdle
    }
    #expect(narrow.index == 2)
  }
}
