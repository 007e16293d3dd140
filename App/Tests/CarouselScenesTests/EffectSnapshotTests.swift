import CarouselCore
import CarouselRender
@_spi(Testing) import CarouselScenes
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

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: CarouselEffectKind.allCases)
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
    #expect(controller.effect == nil)
    #expect(controller.windowTitle == "Featured Apps — Morning Pages — 1/8")
  }

  /// `e` goes from no effect through every preset (but `linear`, the plain layout) and back
  /// to no effect.
  @Test func cyclingGoesThroughEveryPresetBackToNone() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.size)
    var seen: [CarouselEffectKind] = []
    for _ in CarouselEffectKind.allCases {
      controller.cycleEffect()
      guard let effect = controller.effect else { break }
      #expect(effect == CarouselEffect(effect.kind), "with its defaults")
      seen.append(effect.kind)
    }
    #expect(seen == CarouselEffectKind.allCases.filter { $0 != .linear })
    #expect(controller.effect == nil)
    controller.cycleEffect()
    #expect(controller.effect == .scale)
  }

  /// The chosen effect's name shows in the middle of the window (full screen has no
  /// title bar), then fades out.
  @Test func cyclingShowsTheEffectsNameBriefly() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.size) { $0.startIndex = 1 }
    let before = try SceneFixture.render(controller, at: 1)
    controller.cycleEffect()
    #expect(controller.effectLabel?.text == "Scale")
    #expect(controller.needsRedraw)
    // Still until the fade begins.
    #expect(controller.nextWakeTime == 2.5)
    try SceneFixture.assertSnapshot(controller, at: 1.2, named: "effect_label_scale")
    let shown = try SceneFixture.render(controller, at: 1.2)
    let middle = CarouselPoint(x: Self.size.width / 2 - 30, y: Self.size.height / 2)
    // The capsule darkens the middle of the card.
    let under = before.color(at: middle)
    let over = shown.color(at: middle)
    #expect(over.red + over.green + over.blue < (under.red + under.green + under.blue) / 2)
    // Fading: a frame at a time, each lighter.
    let fading = try SceneFixture.render(controller, at: 2.75)
    #expect(controller.nextWakeTime.map { $0 > 2.75 && $0 < 2.8 } == true)
    let half = fading.color(at: middle)
    #expect(half.red + half.green + half.blue > over.red + over.green + over.blue)
    // Gone after 2 s, the frame as the effect alone draws it.
    controller.advance(to: 3.1)
    #expect(controller.needsRedraw)
    let after = try SceneFixture.render(controller, at: 3.1)
    #expect(controller.effectLabel == nil)
    let plain = try fixture.controller(.cards, size: Self.size) {
      $0.startIndex = 1
      $0.effect = .scale
    }
    #expect(after.pixelsEqual(try SceneFixture.render(plain, at: 3.1)))
    // Back to no effect, and it says so.
    for _ in 0..<17 { controller.cycleEffect() }
    #expect(controller.effect == nil && controller.effectLabel?.text == "No effect")
  }

  @Test func presetNamesReadAsWords() {
    #expect(controller(named: .coverFlow) == "Cover Flow")
    #expect(controller(named: .invertedCylinder) == "Inverted Cylinder")
    #expect(controller(named: .scale) == "Scale")
  }

  private func controller(named kind: CarouselEffectKind) -> String? {
    let fixture = try? SceneFixture()
    guard let controller = try? fixture?.controller(.cards, size: Self.size) else { return nil }
    while controller.effect?.kind != kind { controller.cycleEffect() }
    return controller.effectLabel?.text
  }
}
