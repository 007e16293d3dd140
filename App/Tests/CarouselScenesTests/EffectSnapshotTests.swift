import CarouselCore
import CarouselRender
import CarouselScenes
import CarouselTestSupport
import Testing

/// Golden images of every effect preset mid-swipe, and what an effect changes in a scene.
@Suite struct EffectSnapshotTests {
  /// A small landscape window of the peek cards: a 340-point card with 20-point peeks.
  static let size = CarouselSize(width: 400, height: 300)

  /// Holds a drag 130 points to the left (about 0.38 of a card), so every preset shows an
  /// item between rest positions.
  static func holdDrag(_ controller: SceneController) {
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 150))))
    controller.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 250, y: 150))))
    controller.handle(CarouselInputEvent(time: 0.1, .pointerMove(CarouselPoint(x: 170, y: 150))))
  }

  @Test(arguments: CarouselEffectKind.allCases)
  func presetMidSwipe(kind: CarouselEffectKind) throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.size) {
      $0.effect = CarouselEffect(kind)
      $0.startIndex = 1
    }
    Self.holdDrag(controller)
    try SceneFixture.assertSnapshot(controller, at: 0.2, named: "effect_\(kind.rawValue)")
    #expect(controller.engine.phase == .dragging)
  }

  /// `linear` through the perspective sampler draws what the flat compositor draws.
  @Test func linearLooksLikeNoEffect() throws {
    let fixture = try SceneFixture()
    let flat = try fixture.controller(.cards, size: Self.size) { $0.startIndex = 1 }
    let linear = try fixture.controller(.cards, size: Self.size) {
      $0.startIndex = 1
      $0.effect = .linear
    }
    Self.holdDrag(flat)
    Self.holdDrag(linear)
    let a = try SceneFixture.render(flat, at: 0.2)
    let b = try SceneFixture.render(linear, at: 0.2)
    let difference = ImageDiff(
      expected: SnapshotImage(cairoSurface: a.cairoSurface),
      actual: SnapshotImage(cairoSurface: b.cairoSurface), channelThreshold: 2)
    #expect(difference.sizesMatch && difference.maxChannelDifference <= 2, "\(difference)")
  }

  @Test func cyclingNamesTheEffectInTheTitle() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.size)
    #expect(
      controller.effect == nil && controller.windowTitle == "Featured Apps — Morning Pages — 1/8")
    controller.cycleEffect()
    #expect(
      controller.effect == .scale
        && controller.windowTitle == "Featured Apps (scale) — Morning Pages — 1/8")
    for _ in 0..<16 { controller.cycleEffect() }
    #expect(controller.effect == .parallax)
    controller.cycleEffect()
    #expect(controller.windowTitle == "Featured Apps (linear) — Morning Pages — 1/8")
  }
}
