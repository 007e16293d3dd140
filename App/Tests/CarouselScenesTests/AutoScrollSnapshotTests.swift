import CarouselCore
import CarouselRender
@_spi(Testing) import CarouselScenes
import CarouselTestSupport
import Testing

/// `cards --auto-scroll SPEED --loop`: the cards glide on their own, and hover pauses them
/// with the "Paused" sign.
@Suite struct AutoScrollSnapshotTests {
  static let size = CarouselSize(width: 390, height: 480)

  func marquee(_ fixture: SceneFixture) throws -> SceneController {
    try fixture.controller(.cards, size: Self.size) {
      $0.autoScrollSpeed = 120
      $0.loop = true
    }
  }

  func image(_ controller: SceneController, at time: Double) throws -> SnapshotImage {
    let surface = try SceneFixture.render(controller, at: time)
    // The image copies the pixels while the surface that owns them is alive.
    return withExtendedLifetime(surface) { SnapshotImage(cairoSurface: surface.cairoSurface) }
  }

  /// Mid-glide the cards stand between snap points, and the picture changes from one
  /// moment to the next.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func cardsGlide() throws {
    let fixture = try SceneFixture()
    let controller = try marquee(fixture)
    #expect(controller.engine.configuration.autoplay?.scroll?.speed == 120)
    let early = try image(controller, at: 1)
    try SceneFixture.assertSnapshot(controller, at: 1.5, named: "autoscroll_cards_gliding")
    #expect(controller.engine.velocity == 120)
    #expect(controller.engine.phase == .idle && controller.engine.autoplayState == .playing)
    #expect(try image(controller, at: 1.5) != early)
  }

  /// Hover eases the glide to rest: the picture stops changing and the sign says why.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func hoverPausesWithTheSign() throws {
    let fixture = try SceneFixture()
    let controller = try marquee(fixture)
    controller.advance(to: 1)
    controller.handle(CarouselInputEvent(time: 1, .hover(true)))
    let paused = try image(controller, at: 2.5)
    #expect(controller.engine.autoplayPauseReason == .hover && controller.engine.velocity == 0)
    try SceneFixture.assertSnapshot(controller, at: 4, named: "autoscroll_cards_paused_hover")
    #expect(try image(controller, at: 4) == paused)
    controller.handle(CarouselInputEvent(time: 4, .hover(false)))
    #expect(try image(controller, at: 5) != paused)
  }
}
