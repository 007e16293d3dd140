import CarouselCore
import CarouselRender
import CarouselScenes
import CarouselTestSupport
import Foundation
import Testing

/// Golden images of the four screens at rest, mid-swipe, and in their special states.
///
/// Windows are small (390 points wide for the phone-like screens) to keep the references
/// small; gestures are exact event sequences, and frames are drawn at exact times after the
/// images were decoded.
@Suite struct SceneSnapshotTests {
  /// The trips window of the tests.
  static let tripsSize = CarouselSize(width: 390, height: 700)
  /// A fast leftward swipe across the middle of a 390-point-wide window: 150 points in
  /// 0.15 s (1,000 pt/s, a flick to the next page).
  static func flick(_ controller: SceneController, y: Double) {
    SceneFixture.swipe(
      controller, from: CarouselPoint(x: 300, y: y), by: -150, at: 0, duration: 0.15)
  }

  // MARK: Trips

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func tripsAtRest() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.tripsSize)
    try SceneFixture.assertSnapshot(controller, at: 0, named: "trips_rest")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func tripsMidSwipe() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.tripsSize)
    Self.flick(controller, y: 300)
    // 0.1 s after the release the spring is carrying Rome in from the right.
    try SceneFixture.assertSnapshot(controller, at: 0.25, named: "trips_midswipe")
    #expect(controller.engine.phase != .idle)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func tripsWithLikedHeart() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.tripsSize)
    SceneFixture.tap(controller, at: TripsGeometry.heartCenter(of: controller), time: 0)
    #expect(controller.isLiked(tripAt: 0))
    let heart = TripsGeometry.heartRect(of: controller)
    try SceneFixture.assertStateSnapshot(
      controller, at: 0.5, named: "trips_liked",
      changing: PixelRegion(
        pointsX: heart.minX, y: heart.minY, width: heart.width, height: heart.height, margin: 2),
      from: "trips_rest")
  }

  @Test func tripsCatalogWithMissingImage() throws {
    let fixture = try SceneFixture()
    let paris = try BundledArtwork.path(kind: .trips, named: "paris")
    let catalog = try fixture.folder.write(
      """
      {"trips": [
        {"id": "paris", "city": "Paris", "country": "France", "days": 5, "price": 2000,
         "image": "\(paris)"},
        {"id": "atlantis", "city": "Atlantis", "country": "Nowhere", "days": 2, "price": 990,
         "image": "atlantis.jpg"}
      ]}
      """, to: "trips.json")
    let controller = try fixture.controller(.trips, size: Self.tripsSize) {
      $0.catalogPath = catalog
      $0.startIndex = 1
    }
    try SceneFixture.assertSnapshot(controller, at: 0, named: "trips_missing_image")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func tripsReducedMotionCrossFade() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.tripsSize) {
      $0.reducedMotion = true
    }
    controller.handle(CarouselInputEvent(time: 0, .key(.right)))
    let fade = try #require(controller.engine.activeCrossFade)
    #expect(fade.from == 0 && fade.to == 1)
    // A quarter through: Paris's labels fading out (Rome's are not there yet).
    try SceneFixture.assertSnapshot(
      controller, at: fade.start + fade.duration / 4, named: "trips_reduced_motion_fade_quarter")
    // Halfway through the fade: Paris and Rome at half strength each, nothing slides, and
    // neither's labels show (the outgoing text is gone by halfway, the incoming comes in
    // after): never two texts over each other.
    try SceneFixture.assertSnapshot(
      controller, at: fade.start + fade.duration / 2, named: "trips_reduced_motion_fade")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func tripsAtDoubleScale() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(
      .trips, size: CarouselSize(width: 320, height: 560), scale: 2)
    let surface = try SceneFixture.render(controller, at: 0)
    #expect(surface.pixelWidth == 640 && surface.pixelHeight == 1120)
    try SceneFixture.assertSnapshot(controller, at: 0, named: "trips_scale2")
  }

  // MARK: Slider

  static let sliderSize = CarouselSize(width: 480, height: 320)

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func sliderAtRest() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: Self.sliderSize)
    try SceneFixture.assertSnapshot(controller, at: 0, named: "slider_rest")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func sliderMidSwipe() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: Self.sliderSize)
    SceneFixture.swipe(
      controller, from: CarouselPoint(x: 400, y: 160), by: -150, at: 0, duration: 0.15)
    try SceneFixture.assertSnapshot(controller, at: 0.25, named: "slider_midswipe")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func sliderAutoplayWrapsToTheFirstSlide() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: Self.sliderSize)
    #expect(controller.engine.count == 3)
    // Steps at 3, 6 and 9 s: the third step wraps from the last slide to the first.
    controller.advance(to: 8.9)
    #expect(controller.engine.currentIndex == 2)
    controller.advance(to: 9.1)
    let midWrap = try SceneFixture.render(controller, at: 9.1)
    #expect(midWrap.pixelWidth == 480)
    controller.advance(to: 12 - 0.01)
    #expect(controller.engine.currentIndex == 0)
    #expect(controller.engine.phase == .idle)
  }

  // MARK: Cards

  static let cardsSize = CarouselSize(width: 390, height: 420)

  @Test func cardsAtRest() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.cardsSize)
    try SceneFixture.assertSnapshot(controller, at: 0, named: "cards_rest")
  }

  @Test func cardsMidSwipe() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: Self.cardsSize) { $0.startIndex = 1 }
    Self.flick(controller, y: 250)
    try SceneFixture.assertSnapshot(controller, at: 0.25, named: "cards_midswipe")
  }

  // MARK: Gallery

  static let gallerySize = CarouselSize(width: 390, height: 440)

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func galleryAtRest() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: Self.gallerySize) {
      $0.startIndex = 4
    }
    try SceneFixture.assertSnapshot(controller, at: 0, named: "gallery_rest")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func galleryMidSwipeBackwardsFromTheFirstImage() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: Self.gallerySize)
    // Rightward: the looping gallery brings the last image in from the left.
    SceneFixture.swipe(
      controller, from: CarouselPoint(x: 90, y: 150), by: 150, at: 0, duration: 0.15)
    try SceneFixture.assertSnapshot(controller, at: 0.25, named: "gallery_midswipe")
    controller.advance(to: 3)
    #expect(controller.engine.currentIndex == controller.engine.count - 1)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func galleryZoomedTwice() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: Self.gallerySize)
    let center = CarouselPoint(x: controller.carouselFrame.midX, y: controller.carouselFrame.midY)
    controller.handle(CarouselInputEvent(time: 0, .zoomBy(factor: 2, focus: center)))
    controller.advance(to: 2)
    #expect(abs(controller.engine.zoomScale - 2) < 1e-9)
    try SceneFixture.assertSnapshot(controller, at: 2, named: "gallery_zoomed_2x")
  }
}
