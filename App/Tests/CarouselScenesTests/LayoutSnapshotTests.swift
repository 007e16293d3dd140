import CarouselCore
import CarouselRender
@_spi(Testing) import CarouselScenes
import CarouselTestSupport
import Testing

/// Golden images of `cards --auto-height` (cards of different heights, the grey viewport as
/// tall as the current card's, mid-swipe between two heights) and `cards --breakpoints` (two
/// cards per view in a 700-point window), and a resize across a breakpoint keeping the card.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
struct LayoutSnapshotTests {
  static let size = CarouselSize(width: 390, height: 480)

  @Test func autoHeightMidSwipe() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.size) { $0.autoHeight = true }
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 200))))
    controller.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 250, y: 200))))
    controller.handle(CarouselInputEvent(time: 0.1, .pointerMove(CarouselPoint(x: 150, y: 200))))
    try SceneFixture.assertSnapshot(controller, at: 0.2, named: "auto_height_midswipe")
    #expect(controller.engine.phase == .dragging)
  }

  @Test func breakpointsTwoCardsPerView() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(
      .cards, size: CarouselSize(width: 700, height: 480)
    ) { $0.breakpoints = true }
    #expect(controller.engine.configuration.itemSize == .fraction(0.5))
    try SceneFixture.assertSnapshot(controller, at: 0, named: "breakpoints_two_per_view")
  }

  /// From 1200 points wide the carousel is off: the eight cards in two rows of four, the
  /// list scrolled 60 points by the wheel (the first row cut by the header's edge).
  @Test func breakpointsPlainList() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(
      .cards, size: CarouselSize(width: 1200, height: 480)
    ) { $0.breakpoints = true }
    #expect(controller.showsList)
    controller.handle(CarouselInputEvent(time: 0, .wheel(dx: 0, dy: 60, discrete: false)))
    #expect(controller.listOffset == 60)
    try SceneFixture.assertSnapshot(controller, at: 0, named: "breakpoints_plain_list")
  }

  /// Wider than 600 and back, mid-drag: the current card stays current, the layout follows.
  @Test func aResizeAcrossABreakpointKeepsTheCurrentCard() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.size) {
      $0.breakpoints = true
      $0.startIndex = 3
    }
    #expect(controller.engine.configuration.itemSize == .peek(20))
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 200))))
    controller.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 200, y: 200))))
    controller.resize(viewport: CarouselSize(width: 960, height: 480), scale: 1, at: 0.1)
    #expect(controller.engine.currentIndex == 3)
    #expect(controller.engine.position == 3)
    #expect(controller.engine.configuration.itemSize == .fraction(1.0 / 3))
    controller.resize(viewport: Self.size, scale: 1, at: 0.2)
    #expect(controller.engine.currentIndex == 3)
    #expect(controller.engine.configuration.itemSize == .peek(20))
  }

  /// `cards --nested` after a vertical drag of 120 points over the cards: the header and
  /// the row moved up with the list, the first card still current, the next row below.
  @Test func nestedAfterAVerticalDrag() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.size) { $0.nested = true }
    let start = CarouselPoint(x: 195, y: controller.carouselFrame.midY)
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(start)))
    for step in 1...4 {
      let move = CarouselPoint(x: start.x + 5 * Double(step), y: start.y - 30 * Double(step))
      controller.handle(CarouselInputEvent(time: 0.025 * Double(step), .pointerMove(move)))
    }
    #expect(controller.nestedScrollOffset.map { abs($0 - 120) < 1e-9 } == true)
    try SceneFixture.assertSnapshot(controller, at: 0.1, named: "nested_after_vertical_drag")
  }
}
