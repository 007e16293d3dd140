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
}
