import CarouselCore
import Testing

extension WindowTests {
  /// `cards --nested` in a real window: after a mostly vertical drag over the cards (the
  /// list scrolls) the row still takes a horizontal drag and moves to the next card. A smoke
  /// test of the window's routing: the state file does not carry the list's offset, so the
  /// axis lock itself is covered by NestedCardsTests.
  @Test func aNestedRowTakesOnlyItsOwnAxis() throws {
    let session = try WindowSession()
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["cards", "--nested", "--size", "390x480"])
    try app.drag(from: (350, 300), to: (150, 5))
    let scrolled = try app.waitForState("the list to settle") { $0.isIdle }
    #expect(scrolled.index == 0)
    try app.drag(from: (340, 150), to: (60, 150))
    let moved = try app.waitForState("the row to settle") { $0.isIdle && $0.index == 1 }
    #expect(moved.index == 1)
  }
}
