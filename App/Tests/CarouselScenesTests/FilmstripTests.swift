import CarouselCore
import CarouselCoreTesting
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import CarouselScenes

/// The filmstrip of the gallery and the slider: a strip of thumbnails linked to the main
/// carousel both ways, never in a loop.
///
/// Arithmetic of the standard strip: 56-point thumbnails in 64-point cells, 4 apart (a step
/// of 68), in an 80-point band along the bottom edge (cells from 8 points below its top).
/// A looping strip rests with the current photo's cell centred: in a 640-point window cell
/// 0 spans 288…352, and cells 0 to 4 are whole (4 ends at 288 + 4 × 68 + 64 = 624).
@Suite struct FilmstripTests {
  static let window = CarouselSize(width: 640, height: 560)

  /// A gallery of `count` photos with the filmstrip shown.
  static func gallery(
    _ fixture: SceneFixture, count: Int, size: CarouselSize = window,
    change: (inout SceneOptions) -> Void = { _ in }
  ) throws -> SceneController {
    let path = try Self.folder(fixture, count: count)
    return try fixture.controller(.gallery, size: size) {
      $0.imageDirectory = path
      $0.showsFilmstrip = true
      change(&$0)
    }
  }

  /// A folder of `count` photos named IMG_0000.png…: one small PNG under every name (hard
  /// links: writing 40 PNGs would cost more than the test).
  static func folder(_ fixture: SceneFixture, count: Int) throws -> String {
    let original = try SolidImages.write(
      RenderColor(red: 0.3, green: 0.6, blue: 0.4, alpha: 1), to: "original.png",
      in: fixture.folder, width: 40, height: 30)
    let photos = fixture.folder.file("photos")
    try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
    for index in 0..<count {
      #expect(link(original, photos + String(format: "/IMG_%04d.png", index)) == 0)
    }
    return photos
  }

  /// Advances `controller` frame by frame (60 a second) for `seconds`, checking `each`.
  static func run(
    _ controller: SceneController, from time: Double, for seconds: Double,
    each: (SceneController) -> Void = { _ in }
  ) -> Double {
    var now = time
    while now < time + seconds {
      now += 1.0 / 60
      controller.advance(to: now)
      each(controller)
    }
    return now
  }

  /// Presses `key` at `time` and lets both carousels come to rest.
  static func press(_ key: CarouselKey, _ controller: SceneController, at time: Double) {
    controller.handle(CarouselInputEvent(time: time, .key(key)))
    controller.advance(to: time + 0.9)
  }

  /// The left edge of photo `index`'s cell, to the nearest 1/1000 point (positions are
  /// sums of item lengths in floating point).
  static func minX(_ controller: SceneController, _ index: Int) -> Double? {
    controller.filmstripCell(of: index).map { ($0.minX * 1000).rounded() / 1000 }
  }

  @Test func theStripTakesTheBottomBandAndRingsTheCurrentPhoto() throws {
    let fixture = try SceneFixture()
    let controller = try Self.gallery(fixture, count: 40) { $0.startIndex = 7 }
    #expect(controller.isShowingFilmstrip)
    #expect(controller.filmstripFrame == CarouselRect(x: 0, y: 560 - 80, width: 640, height: 80))
    #expect(controller.carouselFrame.maxY <= 480)
    #expect(controller.filmstripSelection == 7)
    #expect(controller.filmstripCell(of: 7) == CarouselRect(x: 288, y: 488, width: 64, height: 64))
    // 40 cells overfill the band and the gallery loops: so does the strip.
    #expect(controller.filmstripEngine?.configuration.loop == true)
  }

  /// Main → strip: paging the main carousel moves the ring; the strip slides only when the
  /// ringed cell is not wholly in view, and then centres it.
  @Test func pagingTheMainCarouselMovesTheRingAndScrollsItIntoView() throws {
    let fixture = try SceneFixture()
    let controller = try Self.gallery(fixture, count: 40)
    var time = 0.0
    for _ in 0..<4 {
      time += 1
      Self.press(.right, controller, at: time)
    }
    #expect(controller.engine.currentIndex == 4)
    #expect(controller.filmstripSelection == 4)
    // Cell 4 was whole: the strip did not move.
    #expect(Self.minX(controller, 4) == Double(288 + 4 * 68))
    time += 1
    Self.press(.right, controller, at: time)
    controller.advance(to: time + 2)
    #expect(controller.filmstripSelection == 5)
    // Cell 5 (at 628) was cut by the edge: the strip slid it to the middle.
    #expect(Self.minX(controller, 5) == 288)
    #expect(controller.filmstripEngine?.phase == .idle)
  }

  /// Strip → main: a tap on a thumbnail moves the main carousel to its photo; the strip
  /// stays where it is (the cell was in view).
  @Test func aTapOnAThumbnailMovesTheMainCarouselToIt() throws {
    let fixture = try SceneFixture()
    let controller = try Self.gallery(fixture, count: 40)
    let cell = try #require(controller.filmstripCell(of: 3))
    SceneFixture.tap(controller, at: CarouselPoint(x: cell.midX, y: cell.midY), time: 1)
    #expect(controller.engine.isAnimating)
    controller.advance(to: 3)
    #expect(controller.engine.currentIndex == 3)
    #expect(controller.engine.position == 3)
    #expect(controller.filmstripSelection == 3)
    #expect(controller.filmstripCell(of: 3) == cell)
  }

  /// No feedback loop: dragging and flinging the strip scrolls it with momentum and moves
  /// the main carousel not at all, in any frame; the ring stays on the current photo.
  @Test func flingingTheStripLeavesTheMainCarousel() throws {
    let fixture = try SceneFixture()
    let controller = try Self.gallery(fixture, count: 40)
    let before = try #require(controller.filmstripEngine?.position)
    SceneFixture.swipe(
      controller, from: CarouselPoint(x: 500, y: 520), by: -300, at: 1, duration: 0.1)
    #expect(controller.filmstripEngine?.phase == .decelerating)
    var frames = 0
    let end = Self.run(controller, from: 1.1, for: 4) { controller in
      #expect(controller.engine.position == 0)
      #expect(!controller.engine.isAnimating)
      frames += 1
    }
    #expect(frames > 200)
    let strip = try #require(controller.filmstripEngine)
    // Free momentum carried the strip on past the drag's 300 points (4.4 cells).
    #expect(strip.position - before > 300 / 68)
    #expect(strip.phase == .idle)
    #expect(controller.engine.currentIndex == 0)
    #expect(controller.filmstripSelection == 0)
    // The ring is off screen now; paging the main carousel brings it back into view.
    Self.press(.right, controller, at: end + 1)
    #expect(controller.filmstripSelection == 1)
    controller.advance(to: end + 3)
    #expect(Self.minX(controller, 1) == 288)
  }

  /// A wheel turned over the band scrolls the strip; over the photo it pages the gallery.
  @Test func theWheelScrollsWhatThePointerIsOver() throws {
    let fixture = try SceneFixture()
    let controller = try Self.gallery(fixture, count: 40)
    controller.wheelPointer = CarouselPoint(x: 320, y: 520)
    controller.handle(CarouselInputEvent(time: 1, .wheel(dx: 0, dy: 1, discrete: true)))
    controller.advance(to: 3)
    #expect(controller.filmstripEngine?.currentIndex == 1)
    #expect(controller.engine.currentIndex == 0 && controller.engine.position == 0)
    controller.wheelPointer = CarouselPoint(x: 320, y: 200)
    controller.handle(CarouselInputEvent(time: 4, .wheel(dx: 0, dy: 1, discrete: true)))
    controller.advance(to: 6)
    #expect(controller.engine.currentIndex == 1)
    #expect(controller.filmstripSelection == 1)
  }

  /// The loop's seam: from the last photo to the first, the ring moves one cell on, across
  /// the seam, as the gallery does (cell 0 comes right after cell 39, still in view).
  @Test func theRingCrossesTheLoopSeamLikeTheGallery() throws {
    let fixture = try SceneFixture()
    let controller = try Self.gallery(fixture, count: 40) { $0.startIndex = 39 }
    #expect(Self.minX(controller, 39) == 288)
    Self.press(.right, controller, at: 1)
    #expect(controller.engine.currentIndex == 0)
    #expect(controller.filmstripSelection == 0)
    #expect(Self.minX(controller, 0) == Double(288 + 68))
    Self.press(.left, controller, at: 2)
    Self.press(.left, controller, at: 3)
    #expect(controller.filmstripSelection == 38)
    #expect(Self.minX(controller, 38) == Double(288 - 68))
  }

  /// Thumbnails that all fit sit centred in a strip that neither scrolls nor loops:
  /// 5 cells take 5 × 68 − 4 = 336 points, (640 − 336) / 2 = 152 from each side.
  @Test func fewPhotosSitCentredInAStillStrip() throws {
    let fixture = try SceneFixture()
    let controller = try Self.gallery(fixture, count: 5)
    #expect(controller.filmstripEngine?.configuration.loop == false)
    #expect(Self.minX(controller, 0) == 152)
    Self.press(.left, controller, at: 1)  // the gallery wraps to the last photo
    #expect(controller.engine.currentIndex == 4)
    #expect(controller.filmstripSelection == 4)
    #expect(Self.minX(controller, 4) == Double(152 + 4 * 68))
    #expect(Self.minX(controller, 0) == 152)
  }

  /// A resize keeps both places: the gallery's current photo, and the ring in view in the
  /// band along the new bottom edge.
  @Test func resizingKeepsBothPlaces() throws {
    let fixture = try SceneFixture()
    let controller = try Self.gallery(fixture, count: 40) { $0.startIndex = 17 }
    controller.resize(viewport: CarouselSize(width: 1000, height: 700), scale: 1, at: 1)
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 17 && controller.engine.position == 17)
    #expect(controller.filmstripFrame == CarouselRect(x: 0, y: 620, width: 1000, height: 80))
    #expect(controller.carouselFrame.maxY <= 620)
    #expect(controller.filmstripSelection == 17)
    let wide = try #require(controller.filmstripCell(of: 17))
    #expect(wide.minX >= 0 && wide.maxX <= 1000)
    controller.resize(viewport: CarouselSize(width: 330, height: 300), scale: 1, at: 3)
    controller.advance(to: 4)
    #expect(controller.engine.currentIndex == 17)
    #expect(controller.filmstripFrame == CarouselRect(x: 0, y: 220, width: 330, height: 80))
    let narrow = try #require(controller.filmstripCell(of: 17))
    #expect(narrow.minX >= 0 && narrow.maxX <= 330)
  }

  /// `t` shows and hides the strip; the photos give it the band and take it back, and the
  /// current photo stays current.
  @Test func toggleShowsAndHidesTheStrip() throws {
    let fixture = try SceneFixture()
    let path = try Self.folder(fixture, count: 12)
    let controller = try fixture.controller(.gallery, size: Self.window) {
      $0.imageDirectory = path
      $0.startIndex = 6
    }
    let full = controller.carouselFrame
    #expect(!controller.isShowingFilmstrip && controller.filmstripSelection == nil)
    controller.toggleFilmstrip(at: 1)
    #expect(controller.isShowingFilmstrip)
    #expect(controller.filmstripSelection == 6)
    #expect(controller.carouselFrame.maxY <= 480 && controller.carouselFrame != full)
    #expect(controller.engine.currentIndex == 6 && controller.engine.position == 6)
    controller.toggleFilmstrip(at: 2)
    #expect(!controller.isShowingFilmstrip)
    #expect(controller.carouselFrame == full)
    #expect(controller.engine.currentIndex == 6)
    // Other scenes have none.
    let cards = try fixture.controller(.cards, size: CarouselSize(width: 390, height: 480))
    cards.toggleFilmstrip(at: 1)
    #expect(!cards.isShowingFilmstrip)
  }

  /// The slider's autoplay moves the ring.
  @Test func theSlidersAutoplayMovesTheRing() throws {
    let fixture = try SceneFixture()
    let path = try Self.folder(fixture, count: 30)
    let controller = try fixture.controller(.slider, size: CarouselSize(width: 960, height: 600)) {
      $0.imageDirectory = path
      $0.showsFilmstrip = true
    }
    #expect(controller.filmstripFrame == CarouselRect(x: 0, y: 520, width: 960, height: 80))
    _ = Self.run(controller, from: 0, for: 7.5)
    #expect(controller.engine.currentIndex == 2)
    #expect(controller.filmstripSelection == 2)
  }

  /// Only the thumbnails in view and a band's width either side are decoded: a strip over
  /// 1,000 photos at photo 500 decodes at most 1 + 2 × 17 of them: 11 cells show (in
  /// part), and the window reaches 11 + 6 beyond the ringed one either side.
  @Test func onlyThumbnailsInViewAndPrefetchedAreDecoded() throws {
    let fixture = try SceneFixture()
    let original = try SolidImages.write(
      RenderColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1), to: "a.png", in: fixture.folder)
    for index in 1..<1000 {
      #expect(link(original, fixture.folder.file(String(format: "b%04d.png", index))) == 0)
    }
    let controller = try fixture.controller(.gallery, size: Self.window) {
      $0.imageDirectory = fixture.folder.path
      $0.startIndex = 500
      $0.showsFilmstrip = true
    }
    controller.waitForPendingImages(timeout: 30)
    let strip = try #require(controller.filmstrip.strip)
    let decoded = strip.images.loader.statistics.started
    #expect(decoded >= 11)
    #expect(decoded <= 1 + 2 * 17)
    #expect(!strip.isShowingPlaceholder)
  }

  /// The budget follows the band's width, not the number of photos: 1920 points hold
  /// ⌈1920 / 68⌉ + 1 = 30 cells; 3 × 30 + 2 `normal` thumbnails of 128² × 4 bytes.
  @Test func theThumbnailBudgetFollowsTheWidth() {
    let budget = SceneBudget.filmstrip(width: 1920, scale: 1, appearance: .standard)
    #expect(budget.decodedImageBytes == (3 * 30 + 2) * 128 * 128 * 4)
    #expect(budget.imageSurfaceBytes == (30 + 2) * 128 * 128 * 4)
    // At scale 3 the 168-pixel squares take `large` (256) thumbnails.
    let hidpi = SceneBudget.filmstrip(width: 1920, scale: 3, appearance: .standard)
    #expect(hidpi.decodedImageBytes == (3 * 30 + 2) * 256 * 256 * 4)
  }

  /// Assistive technology sees the strip as a page tab list of the thumbnails laid out,
  /// the current photo's selected; a tab's action shows its photo.
  @Test func theStripIsAPageTabListOfThumbnails() throws {
    let fixture = try SceneFixture()
    let controller = try Self.gallery(fixture, count: 40)
    let tree = controller.accessibilityTree
    let strip = try #require(tree.children.first { $0.id == "filmstrip" })
    #expect(strip.role == .pageTabList)
    #expect(strip.frame == CarouselRect(x: 0, y: 480, width: 640, height: 80))
    let selected = strip.children.filter { $0.states.contains(.selected) }
    #expect(selected.map(\.id) == ["thumbnail-0"])
    #expect(selected.first?.name == "IMG_0000")
    let tab = try #require(strip.children.first { $0.id == "thumbnail-2" })
    #expect(tab.actions == [.show(item: 2)])
    controller.perform(try #require(tab.actions.first), at: 1)
    controller.advance(to: 3)
    #expect(controller.engine.currentIndex == 2)
    #expect(controller.filmstripSelection == 2)
  }

  /// The bundled gallery with its strip, photo 3 current: six thumbnails centred in the
  /// band, the third ringed.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func galleryWithTheFilmstrip() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: Self.window) {
      $0.showsFilmstrip = true
      $0.startIndex = 2
    }
    try SceneFixture.assertSnapshot(controller, at: 1, named: "gallery_filmstrip")
  }

  /// The strip scrolled by a flick in a narrow slider, the ring out of view, a broken photo's
  /// thumbnail showing its error tile.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func sliderWithAFlungFilmstrip() throws {
    let fixture = try SceneFixture()
    let path = try GridSceneTests.folder(fixture, count: 12)
    try SolidImages.writeCorrupt(to: "IMG_0004x.png", in: fixture.folder)
    let controller = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320)) {
      $0.imageDirectory = path
      $0.showsFilmstrip = true
      $0.autoplayInterval = 0
    }
    SceneFixture.swipe(
      controller, from: CarouselPoint(x: 400, y: 280), by: -150, at: 0.5, duration: 0.5)
    try SceneFixture.assertSnapshot(controller, at: 5, named: "slider_filmstrip_scrolled")
  }
}
