import CarouselCore
import CarouselScenes
import CarouselTestSupport
import Testing

/// A press that stays on its control and is released there activates it however long it
/// was held, as in every toolkit; a drag away before the release cancels it. One check per
/// tappable control: the cards' GET button, the trip's heart, a slider page dot, and the
/// peeking neighbour card.
@Suite struct LongPressTests {
  /// How long each press is held (seconds): a click, a hesitant click, a long press.
  static let holds: [Double] = [0.1, 0.6, 3]

  /// Presses `point` at `time` and releases it there `hold` seconds later.
  static func press(
    _ controller: SceneController, at point: CarouselPoint, time: Double, hold: Double
  ) {
    controller.handle(CarouselInputEvent(time: time, .pointerDown(point)))
    controller.handle(CarouselInputEvent(time: time + hold, .pointerUp(point)))
  }

  /// Presses `point` at `time`, moves 40 points up (beyond the 8-point slop), and releases
  /// there 0.6 s later.
  static func dragAway(_ controller: SceneController, from point: CarouselPoint, time: Double) {
    let away = CarouselPoint(x: point.x, y: point.y - 40)
    controller.handle(CarouselInputEvent(time: time, .pointerDown(point)))
    controller.handle(
      CarouselInputEvent(time: time + 0.1, .pointerMove(CarouselPoint(x: point.x, y: point.y - 20)))
    )
    controller.handle(CarouselInputEvent(time: time + 0.2, .pointerMove(away)))
    controller.handle(CarouselInputEvent(time: time + 0.6, .pointerUp(away)))
  }

  @Test(arguments: holds) func theHeartLikesHoweverLongItIsHeld(hold: Double) throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: TripsLikeTests.size)
    let heart = TripsGeometry.heartCenter(of: controller)
    Self.press(controller, at: heart, time: 0, hold: hold)
    #expect(controller.isLiked(tripAt: 0))
    Self.press(controller, at: heart, time: hold + 1, hold: hold)
    #expect(!controller.isLiked(tripAt: 0))
  }

  @Test func aDragAwayFromTheHeartDoesNotLike() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: TripsLikeTests.size)
    Self.dragAway(controller, from: TripsGeometry.heartCenter(of: controller), time: 0)
    controller.advance(to: 2)
    #expect(!controller.isLiked(tripAt: 0))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: holds)
  func getTurnsIntoOpenHoweverLongItIsHeld(hold: Double) throws {
    let fixture = try SceneFixture()
    let untouched = try SceneFixture.render(
      try fixture.controller(.cards, size: SceneSnapshotTests.cardsSize), at: hold + 1)
    let clicked = try fixture.controller(.cards, size: SceneSnapshotTests.cardsSize)
    Self.press(clicked, at: SceneDetailsTests.getButton(clicked), time: 0, hold: 0.1)
    let got = try SceneFixture.render(clicked, at: hold + 1)
    #expect(!got.pixelsEqual(untouched), "a click on GET changes the button")

    let held = try fixture.controller(.cards, size: SceneSnapshotTests.cardsSize)
    Self.press(held, at: SceneDetailsTests.getButton(held), time: 0, hold: hold)
    let frame = try SceneFixture.render(held, at: hold + 1)
    #expect(frame.pixelsEqual(got), "a press held \(hold) s gets the app as a click does")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aDragAwayFromGetDoesNotGet() throws {
    let fixture = try SceneFixture()
    let untouched = try SceneFixture.render(
      try fixture.controller(.cards, size: SceneSnapshotTests.cardsSize), at: 3)
    let controller = try fixture.controller(.cards, size: SceneSnapshotTests.cardsSize)
    Self.dragAway(controller, from: SceneDetailsTests.getButton(controller), time: 0)
    let frame = try SceneFixture.render(controller, at: 3)
    #expect(frame.pixelsEqual(untouched))
  }

  /// Dot 2 of the slider's three in a 480 × 320 window (see `SceneBehaviourTests`).
  static let sliderDot2 = CarouselPoint(x: 240 - 32 + 12 + 4 + 2 * 16, y: 320 - 24 - 13)

  /// The slider without autoplay, so only the press moves it.
  static func slider(_ fixture: SceneFixture) throws -> SceneController {
    try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320)) {
      $0.autoplayInterval = 0
    }
  }

  @Test(arguments: holds) func aPageDotSelectsItsPageHoweverLongItIsHeld(hold: Double) throws {
    let fixture = try SceneFixture()
    let controller = try Self.slider(fixture)
    Self.press(controller, at: Self.sliderDot2, time: 0.5, hold: hold)
    controller.advance(to: hold + 3)
    #expect(controller.engine.currentIndex == 2)
  }

  @Test func aDragAwayFromAPageDotDoesNotSelectIt() throws {
    let fixture = try SceneFixture()
    let controller = try Self.slider(fixture)
    Self.dragAway(controller, from: Self.sliderDot2, time: 0.5)
    controller.advance(to: 3)
    #expect(controller.engine.currentIndex == 0)
  }

  @Test(arguments: holds) func thePeekingNeighbourComesToTheMiddleHoweverLongItIsHeld(
    hold: Double
  ) throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: SceneSnapshotTests.cardsSize)
    let frame = controller.carouselFrame
    Self.press(
      controller, at: CarouselPoint(x: frame.maxX - 10, y: frame.midY), time: 0, hold: hold)
    controller.advance(to: hold + 2)
    #expect(controller.engine.currentIndex == 1)
  }

  @Test func aDragAwayFromTheNeighbourDoesNotBringItIn() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: SceneSnapshotTests.cardsSize)
    let frame = controller.carouselFrame
    Self.dragAway(controller, from: CarouselPoint(x: frame.maxX - 10, y: frame.midY), time: 0)
    controller.advance(to: 3)
    #expect(controller.engine.currentIndex == 0)
  }
}
