import CarouselCore
@_spi(Testing) import CarouselScenes
import Testing

/// `cards --nested`: the cards' row inside a vertical list; a drag or wheel over the row goes
/// to the row or the list by its axis (``CarouselNestedScroll``).
@Suite struct NestedCardsTests {
  static let size = CarouselSize(width: 390, height: 480)

  /// The fixture (which keeps the scene's files) lives as long as the suite.
  let fixture: SceneFixture

  init() throws { fixture = try SceneFixture() }

  func makeController() throws -> SceneController {
    try fixture.controller(.cards, size: Self.size) { $0.nested = true }
  }

  func drag(
    _ controller: SceneController, from start: CarouselPoint, by dx: Double, _ dy: Double,
    release: Bool = true
  ) {
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(start)))
    for step in 1...4 {
      let t = Double(step) / 4
      controller.handle(
        CarouselInputEvent(
          time: 0.1 * t,
          .pointerMove(CarouselPoint(x: start.x + dx * t, y: start.y + dy * t))))
    }
    if release { controller.handle(CarouselInputEvent(time: 0.1, .pointerUp(nil))) }
  }

  var rowCentre: (SceneController) -> CarouselPoint {
    { CarouselPoint(x: $0.carouselFrame.midX, y: $0.carouselFrame.midY) }
  }

  @Test func withoutTheFlagThereIsNoList() throws {
    let controller = try fixture.controller(.cards, size: Self.size)
    #expect(controller.nestedScrollOffset == nil)
  }

  @Test func aMostlyVerticalDragScrollsTheListAndLeavesTheRow() throws {
    let controller = try makeController()
    #expect(controller.nestedScrollOffset == 0)
    drag(controller, from: rowCentre(controller), by: 20, -120, release: false)
    // The list follows the whole travel, the slop included; the row does not move.
    #expect(abs(controller.nestedScrollOffset! - 120) < 1e-9)
    #expect(controller.engine.position == 0)
    #expect(controller.engine.phase == .idle)
    controller.handle(CarouselInputEvent(time: 0.1, .pointerUp(nil)))
    controller.advance(to: 5)
    #expect(controller.nestedScrollOffset! > 120)
    #expect(controller.engine.position == 0)
  }

  @Test func aHorizontalDragMovesTheRowAndLeavesTheList() throws {
    let controller = try makeController()
    drag(controller, from: rowCentre(controller), by: -150, 20, release: false)
    #expect(controller.engine.phase == .dragging)
    #expect(controller.nestedScrollOffset == 0)
    controller.handle(CarouselInputEvent(time: 0.1, .pointerUp(nil)))
    controller.advance(to: 5)
    #expect(controller.engine.currentIndex == 1)
    #expect(controller.engine.position == 1)
    #expect(controller.nestedScrollOffset == 0)
  }

  @Test func aDragBelowTheRowScrollsTheListWhateverItsAxis() throws {
    let controller = try makeController()
    let below = CarouselPoint(x: 195, y: controller.carouselFrame.maxY + 40)
    drag(controller, from: below, by: 0, -60, release: false)
    #expect(controller.nestedScrollOffset! > 0)
    #expect(controller.engine.position == 0)
  }

  @Test func theWheelGoesByItsAxis() throws {
    let controller = try makeController()
    controller.wheelPointer = rowCentre(controller)
    controller.handle(CarouselInputEvent(time: 0, .wheel(dx: 0, dy: 40, discrete: false)))
    controller.advance(to: 0.05)
    #expect(controller.nestedScrollOffset != 0)
    #expect(controller.engine.position == 0)

    let sideways = try makeController()
    sideways.wheelPointer = rowCentre(sideways)
    sideways.handle(CarouselInputEvent(time: 0, .wheel(dx: 40, dy: 0, discrete: false)))
    sideways.advance(to: 0.05)
    #expect(sideways.engine.position != 0)
    #expect(sideways.nestedScrollOffset == 0)
  }
}
