import CarouselCore
import CarouselRender
import CarouselScenes
import CarouselTestSupport
import Testing

/// The details a user notices: the window title, prices, the greeting, a visible autoplay
/// pause, and buttons that do what they look like.
@Suite struct SceneDetailsTests {
  // MARK: Window title

  @Test func theTitleNamesTheSceneTheItemAndItsPlace() throws {
    let fixture = try SceneFixture()
    let trips = try fixture.controller(.trips, size: SceneSnapshotTests.tripsSize)
    #expect(trips.windowTitle == "Trips — Paris, France — 1/8")
    trips.handle(CarouselInputEvent(time: 0, .key(.right)))
    trips.advance(to: 2)
    #expect(trips.windowTitle == "Trips — Rome, Italy — 2/8")

    let images = try TemporaryFolder()
    try SolidImages.write(.black, to: "IMG_0042.png", in: images)
    try SolidImages.write(.white, to: "IMG_0043.png", in: images)
    let gallery = try fixture.controller(.gallery, size: SceneSnapshotTests.gallerySize) {
      $0.imageDirectory = images.path
      $0.startIndex = 1
    }
    #expect(gallery.windowTitle == "Gallery — IMG_0043 — 2/2")
  }

  @Test func anEmptySceneIsTitledByItsNameAlone() throws {
    let fixture = try SceneFixture()
    let empty = try TemporaryFolder()
    let gallery = try fixture.controller(.gallery, size: SceneSnapshotTests.gallerySize) {
      $0.imageDirectory = empty.path
    }
    #expect(gallery.windowTitle == "Gallery")
  }

  // MARK: Prices

  @Test func pricesAreGroupedByLocale() {
    #expect(PriceFormat.standard.string(for: 3000) == "$3,000")
    #expect(PriceFormat.standard.string(for: 1_234_567) == "$1,234,567")
    #expect(PriceFormat.standard.string(for: 999) == "$999")
    #expect(PriceFormat.standard.string(for: 0) == "$0")
    #expect(PriceFormat.standard.string(for: -1200) == "$-1,200")
    #expect(PriceFormat.forEnvironment(["LANG": "de_DE.UTF-8"]).string(for: 3000) == "$3.000")
    #expect(
      PriceFormat.forEnvironment(["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"])
        .string(for: 3000) == "$3,000")
    #expect(
      PriceFormat.forEnvironment(["LC_NUMERIC": "de_DE", "LANG": "en_US"]).string(for: 3000)
        == "$3.000")
    // "C" and "POSIX" group nothing; the app still groups.
    #expect(PriceFormat.forEnvironment(["LANG": "C.UTF-8"]).string(for: 3000) == "$3,000")
    #expect(PriceFormat.forEnvironment(["LC_ALL": "POSIX"]) == .standard)
    #expect(PriceFormat.forEnvironment([:]) == .standard)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aLongPriceShrinksInsteadOfBeingCut() throws {
    let fixture = try SceneFixture()
    let paris = try BundledArtwork.path(kind: .trips, named: "paris")
    let catalog = try fixture.folder.write(
      """
      {"trips": [{"id": "p", "city": "Paris", "country": "France", "days": 5,
                  "price": 1234567890, "image": "\(paris)"}]}
      """, to: "trips.json")
    let controller = try fixture.controller(
      .trips, size: SceneController.minimumViewport(for: .trips)
    ) { $0.catalogPath = catalog }
    try SceneFixture.assertSnapshot(controller, at: 0, named: "trips_long_price")
  }

  // MARK: Greeting

  /// The rows of the slider window's greeting line, across the window (measured: the
  /// greetings' pixels lie in rows 58–77).
  static let greetingBand = PixelRegion(
    x: 0, y: 54, width: Int(SceneSnapshotTests.sliderSize.width), height: 28)

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [(3, "night"), (14, "afternoon")])
  func theGreetingFollowsTheLocalHour(hour: Int, name: String) throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: SceneSnapshotTests.sliderSize) {
      $0.localHour = hour
      $0.autoplayInterval = 0
    }
    // The morning greeting of slider_rest, the same picture otherwise.
    try SceneFixture.assertStateSnapshot(
      controller, at: 0, named: "slider_greeting_\(name)", changing: Self.greetingBand,
      from: "slider_rest")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func theUsersOwnPhotosGetNoDemoGreeting() throws {
    let fixture = try SceneFixture()
    let images = try TemporaryFolder()
    try SolidImages.write(RenderColor(hex: 0x2E7D32), to: "a.png", in: images)
    let controller = try fixture.controller(.slider, size: SceneSnapshotTests.sliderSize) {
      $0.imageDirectory = images.path
    }
    try SceneFixture.assertSnapshot(controller, at: 0, named: "slider_own_photos")
  }

  // MARK: Autoplay pause

  /// The rows of the slider window where the pause badge shows, centred above the dots,
  /// across the window (measured: the badges' pixels lie in rows 233–257).
  static let badgeBand = PixelRegion(
    x: 0, y: 229, width: Int(SceneSnapshotTests.sliderSize.width), height: 33)

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func spacePausesAutoplayVisibly() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: SceneSnapshotTests.sliderSize)
    #expect(controller.engine.autoplayState == .playing)
    controller.handle(CarouselInputEvent(time: 0.5, .key(.space)))
    #expect(controller.engine.autoplayPauseReason == .user)
    #expect(controller.needsRedraw)
    try SceneFixture.assertStateSnapshot(
      controller, at: 1, named: "slider_paused_space", changing: Self.badgeBand,
      from: "slider_rest")
    // Space again resumes, and the sign goes.
    controller.handle(CarouselInputEvent(time: 1.5, .key(.space)))
    #expect(controller.engine.autoplayState == .playing)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func thePointerOverTheWindowPausesAutoplayVisibly() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: SceneSnapshotTests.sliderSize)
    controller.handle(CarouselInputEvent(time: 0.5, .hover(true)))
    #expect(controller.engine.autoplayPauseReason == .hover)
    try SceneFixture.assertStateSnapshot(
      controller, at: 1, named: "slider_paused_hover", changing: Self.badgeBand,
      from: "slider_rest")
    controller.handle(CarouselInputEvent(time: 1, .hover(false)))
    #expect(controller.engine.autoplayPauseReason == nil)
  }

  // MARK: Cards

  /// The middle of the current card's "GET" button, in window points.
  static func getButton(_ controller: SceneController) -> CarouselPoint {
    let frame = controller.carouselFrame
    // The button sits in the card's bottom-right corner, 20 points in from the card's
    // edge, the card `peek + spacing` = 30 points in from the carousel's.
    return CarouselPoint(x: frame.maxX - 30 - 20 - 25, y: frame.maxY - 20 - 15)
  }

  /// Where the current card's button is drawn, GET or OPEN: its row (30 points high), from
  /// the card's right padding 100 points leftwards (OPEN, the wider label, takes 76).
  static func buttonCorner(_ controller: SceneController) -> PixelRegion {
    let frame = controller.carouselFrame
    let right = frame.maxX - 30 - 20
    let bottom = frame.maxY - 20
    return PixelRegion(pointsX: right - 100, y: bottom - 30, width: 100, height: 30, margin: 2)
  }

  @Test func getTurnsIntoOpenWithAPressedLookOnTheWay() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: SceneSnapshotTests.cardsSize)
    let button = Self.getButton(controller)
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(button)))
    #expect(controller.needsRedraw)
    try SceneFixture.assertStateSnapshot(
      controller, at: 0.05, named: "cards_get_pressed", changing: Self.buttonCorner(controller),
      from: "cards_rest")
    controller.handle(CarouselInputEvent(time: 0.1, .pointerUp(button)))
    try SceneFixture.assertStateSnapshot(
      controller, at: 0.2, named: "cards_got", changing: Self.buttonCorner(controller),
      from: "cards_rest")
    #expect(controller.engine.currentIndex == 0)
    // A second tap gives it back.
    SceneFixture.tap(controller, at: button, time: 0.5)
    let surface = try SceneFixture.render(controller, at: 0.8)
    controller.handle(CarouselInputEvent(time: 1, .pointerDown(button)))
    controller.handle(CarouselInputEvent(time: 1.1, .pointerCancel))
    let again = try SceneFixture.render(controller, at: 1.2)
    #expect(surface.pixelsEqual(again), "a cancelled press leaves no pressed look behind")
  }

  @Test func aTapOnTheNeighbouringCardBringsItToTheMiddle() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: SceneSnapshotTests.cardsSize)
    let frame = controller.carouselFrame
    SceneFixture.tap(controller, at: CarouselPoint(x: frame.maxX - 10, y: frame.midY), time: 0)
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 1)
    SceneFixture.tap(controller, at: CarouselPoint(x: frame.minX + 10, y: frame.midY), time: 2)
    controller.advance(to: 4)
    #expect(controller.engine.currentIndex == 0)
  }
}
