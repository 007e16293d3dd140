import CarouselCore
import CarouselRender
@_spi(Testing) import CarouselScenes
import CarouselTestSupport
import Testing

/// Golden images of the cards on Material 3 keylines (`cards --keylines STRATEGY`): each card
/// drawn at full size and clipped to its mask with rounded corners.
@Suite struct KeylineSnapshotTests {
  /// The cards scene's phone-sized window.
  static let size = CarouselSize(width: 390, height: 480)

  @Test(arguments: CarouselKeylineLayout.Strategy.allCases)
  func cardsAtRest(strategy: CarouselKeylineLayout.Strategy) throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.size) {
      $0.keylines = strategy
    }
    #expect(controller.engine.configuration.keylines?.strategy == strategy)
    try SceneFixture.assertSnapshot(controller, at: 0, named: "keylines_\(strategy.rawValue)")
  }

  /// Mid-swipe the first card shrinks towards the leading edge as the next grows.
  @Test func multiBrowseMidSwipe() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.size) {
      $0.keylines = .multiBrowse
    }
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 200))))
    controller.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 250, y: 200))))
    controller.handle(CarouselInputEvent(time: 0.1, .pointerMove(CarouselPoint(x: 200, y: 200))))
    try SceneFixture.assertSnapshot(controller, at: 0.2, named: "keylines_multiBrowse_midswipe")
    #expect(controller.engine.phase == .dragging)
  }
}
