import CarouselCore
import CarouselRender
import CarouselScenes
import CarouselTestSupport
import Foundation
import Testing

/// Taps on page dots, zoom, looping, peeking neighbours, autoplay wake times and resizing.
@Suite struct SceneBehaviourTests {
  // MARK: Page dots

  @Test func aTapOnAGalleryDotSelectsItsPage() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: CarouselSize(width: 390, height: 440))
    #expect(controller.engine.count == 6)
    // Six 8-point dots 8 points apart with 8 points of padding: 6·8 + 5·8 + 2·8 = 104 wide,
    // centred on x = 195; dot 3's centre is 195 − 52 + 8 + 4 + 3·16 = 203. The dots' row is
    // 26 points tall, 15 points below the carousel.
    let frame = controller.carouselFrame
    let dot3 = CarouselPoint(x: 195 - 52 + 8 + 4 + 3 * 16, y: frame.maxY + 15 + 13)
    SceneFixture.tap(controller, at: dot3, time: 0)
    controller.advance(to: 3)
    #expect(controller.engine.currentIndex == 3)
    #expect(controller.engine.itemLabel == "4/6")
  }

  @Test func aTapOnASliderDotSelectsItsPage() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320))
    // Three dots on a capsule: 3·8 + 2·8 + 2·12 = 64 wide, centred on x = 240; dot 2 at
    // 240 − 32 + 12 + 4 + 2·16 = 256. The capsule is 26 tall, 24 above the bottom.
    let dot2 = CarouselPoint(x: 240 - 32 + 12 + 4 + 2 * 16, y: 320 - 24 - 13)
    SceneFixture.tap(controller, at: dot2, time: 0.5)
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 2)
  }

  @Test func draggingAlongTheSliderDotsScrubsWithoutDraggingTheSlides() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320))
    // Dots 0, 1, 2 at x = 224, 240, 256 on the row 13 points above the capsule's bottom.
    let y = 320.0 - 24 - 13
    controller.handle(CarouselInputEvent(time: 0.5, .pointerDown(CarouselPoint(x: 224, y: y))))
    controller.handle(CarouselInputEvent(time: 0.55, .pointerMove(CarouselPoint(x: 241, y: y + 3))))
    #expect(controller.engine.phase != .dragging)
    controller.handle(CarouselInputEvent(time: 0.6, .pointerMove(CarouselPoint(x: 258, y: y - 2))))
    controller.handle(CarouselInputEvent(time: 0.65, .pointerUp(CarouselPoint(x: 258, y: y - 2))))
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 2)
    #expect(controller.engine.phase == .idle)
  }

  // MARK: Gallery zoom and looping

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aZoomedPhotoPansOnlyToItsOwnEdges() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: CarouselSize(width: 800, height: 600))
    controller.waitForPendingImages(timeout: 30)
    // A double tap near the top-left corner pans as far right as the photo allows: the
    // photo (fitted inside its page, narrower than it) must still reach the page's left edge.
    controller.handle(CarouselInputEvent(time: 0.2, .doubleTap(CarouselPoint(x: 160, y: 38))))
    controller.advance(to: 2)
    let surface = try RenderSurface(size: CarouselSize(width: 800, height: 600), scale: 1)
    controller.draw(into: surface)
    let stage = surface.pixel(x: 0, y: 599)  // below the carousel: the stage colour
    for y in stride(from: 20, to: 460, by: 40) {
      #expect(surface.pixel(x: 2, y: y) != stage, "the stage shows at the left edge, row \(y)")
    }
  }

  @Test func pinchZoomsTheCurrentPhotoAndLeavingResetsIt() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: CarouselSize(width: 390, height: 440))
    let center = CarouselPoint(x: 195, y: controller.carouselFrame.midY)
    controller.handle(CarouselInputEvent(time: 0, .pinch(phase: .begin, scale: 1, focus: center)))
    controller.handle(
      CarouselInputEvent(time: 0.1, .pinch(phase: .change, scale: 1.6, focus: center)))
    controller.handle(CarouselInputEvent(time: 0.2, .pinch(phase: .end, scale: 2, focus: center)))
    controller.advance(to: 2)
    #expect(abs(controller.engine.zoomScale - 2) < 1e-9)
    controller.handle(CarouselInputEvent(time: 2, .key(.right)))
    controller.advance(to: 4)
    #expect(controller.engine.currentIndex == 1)
    #expect(controller.engine.zoomScale == 1)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aDoubleClickZoomsAndAnotherOneZoomsBackOut() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: CarouselSize(width: 390, height: 440))
    let center = CarouselPoint(x: 195, y: controller.carouselFrame.midY)
    controller.handle(CarouselInputEvent(time: 0, .doubleTap(center)))
    controller.advance(to: 2)
    #expect(controller.engine.zoomScale == controller.engine.configuration.zoom.doubleTapScale)
    _ = try SceneFixture.render(controller, at: 2)
    controller.handle(CarouselInputEvent(time: 2, .doubleTap(center)))
    controller.advance(to: 4)
    #expect(controller.engine.zoomScale == 1)
  }

  @Test func ctrlWheelZoomStopsAtThreeTimes() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: CarouselSize(width: 390, height: 440))
    for notch in 0..<10 {
      controller.handle(
        CarouselInputEvent(time: Double(notch) * 0.1, .zoomBy(factor: 1.25, focus: nil)))
    }
    controller.advance(to: 5)
    #expect(controller.engine.zoomScale == 3)
  }

  @Test func theGalleryLoopsInBothDirectionsEvenWhenAskedNotTo() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: CarouselSize(width: 390, height: 440)) {
      $0.loop = false
    }
    controller.handle(CarouselInputEvent(time: 0, .key(.left)))
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 5)
    controller.handle(CarouselInputEvent(time: 2, .key(.right)))
    controller.advance(to: 4)
    #expect(controller.engine.currentIndex == 0)
  }

  // MARK: Peek cards

  @Test func peekCardsShowTheirNeighboursEdges() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: CarouselSize(width: 390, height: 420)) {
      $0.startIndex = 1
    }
    let engine = controller.engine
    #expect(engine.visibleIndices == [0, 1, 2])
    let frames = engine.layoutAttributes.filter(\.isVisible).map(\.frame)
    // Each card is 390 − 2·(20 + 10) = 330 wide; the current one is centred, neighbours
    // 10 points away, so 20 points of each show.
    #expect(frames[1].width == 330)
    #expect(frames[1].minX == 30)
    #expect(frames[0].maxX == 20 && frames[2].minX == 370)
  }

  @Test func aFlickMovesOneCardAndSnapsItToTheCentre() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: CarouselSize(width: 390, height: 420))
    SceneFixture.swipe(
      controller, from: CarouselPoint(x: 300, y: 250), by: -200, at: 0, duration: 0.1)
    controller.advance(to: 3)
    #expect(controller.engine.currentIndex == 1)
    let current = try #require(controller.engine.layoutAttributes.first { $0.index == 1 })
    #expect(current.frame.midX == 195)
  }

  // MARK: Idle and wake times

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func theSliderWakesForItsAutoplayStepsOnly() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320))
    _ = try SceneFixture.render(controller, at: 0.5)
    #expect(controller.nextWakeTime == 3)
    let still = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320)) {
      $0.autoplayInterval = 0
    }
    _ = try SceneFixture.render(still, at: 0.5)
    #expect(still.nextWakeTime == nil)
    still.advance(to: 10)
    #expect(!still.needsRedraw)
    #expect(still.engine.currentIndex == 0)
  }

  @Test func movementNeedsFramesUntilItSettles() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: CarouselSize(width: 390, height: 420))
    _ = try SceneFixture.render(controller, at: 0)
    controller.handle(CarouselInputEvent(time: 0.1, .key(.right)))
    #expect(controller.needsRedraw)
    #expect(controller.nextWakeTime == 0.1)
    _ = try SceneFixture.render(controller, at: 0.2)
    controller.advance(to: 0.25)
    #expect(controller.needsRedraw)
    controller.advance(to: 5)
    _ = try SceneFixture.render(controller, at: 5)
    controller.advance(to: 6)
    #expect(!controller.needsRedraw)
    #expect(controller.nextWakeTime == nil)
  }

  // MARK: Resize

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func resizingKeepsTheCurrentTrip() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: CarouselSize(width: 390, height: 700))
    for step in 0..<3 {
      controller.handle(CarouselInputEvent(time: Double(step) * 0.1, .key(.right)))
    }
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 3)
    controller.resize(viewport: CarouselSize(width: 1000, height: 800), scale: 2, at: 2)
    #expect(controller.engine.currentIndex == 3)
    #expect(controller.engine.phase == .idle)
    // The carousel spans the window; the current card's page is 480 points wide, centred:
    // x = (1000 − 480) / 2, with its neighbours beside it.
    #expect(controller.carouselFrame.minX == 0 && controller.carouselFrame.width == 1000)
    let current = try #require(
      SceneGeometryProbe.frame(ofItem: 3, in: controller))
    #expect(current.minX == 260 && current.width == 480)
    #expect(SceneGeometryProbe.frame(ofItem: 2, in: controller)?.maxX == 260)
    #expect(controller.engine.viewport == controller.carouselFrame.size)
    #expect(controller.viewport == CarouselSize(width: 1000, height: 800) && controller.scale == 2)
    let frame = try SceneFixture.render(controller, at: 2.5)
    #expect(frame.pixelWidth == 2000 && frame.pixelHeight == 1600)
  }

  @Test func aResizeEventInTheMiddleOfASwipeKeepsTheNearestItem() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: CarouselSize(width: 390, height: 440)) {
      $0.startIndex = 2
    }
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 150))))
    controller.handle(CarouselInputEvent(time: 0.1, .pointerMove(CarouselPoint(x: 150, y: 150))))
    #expect(controller.engine.currentIndex == 2)
    controller.handle(CarouselInputEvent(time: 0.2, .resize(CarouselSize(width: 640, height: 560))))
    #expect(controller.engine.currentIndex == 2)
    #expect(controller.engine.position == 2)
    controller.handle(CarouselInputEvent(time: 0.3, .pointerUp(CarouselPoint(x: 150, y: 150))))
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 2)
    #expect(controller.viewport == CarouselSize(width: 640, height: 560))
  }

  @Test func sizesThatCannotBeDrawnAreRefused() throws {
    let fixture = try SceneFixture()
    #expect(throws: SceneError.self) {
      try fixture.controller(.cards, size: CarouselSize(width: 0, height: 100))
    }
    let controller = try fixture.controller(.cards, size: CarouselSize(width: 390, height: 420))
    controller.resize(viewport: CarouselSize(width: .nan, height: 10), scale: 1, at: 0)
    controller.resize(viewport: CarouselSize(width: 100, height: 100), scale: 0, at: 0)
    #expect(controller.viewport == CarouselSize(width: 390, height: 420) && controller.scale == 1)
  }
}

/// Where laid-out items are in the window.
enum SceneGeometryProbe {
  /// The window frame of the visible copy of item `index`, if it is visible.
  static func frame(ofItem index: Int, in controller: SceneController) -> CarouselRect? {
    var found: CarouselRect?
    controller.engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible, attributes.index == index else { return }
      found = attributes.frame.offsetBy(
        dx: controller.carouselFrame.minX, dy: controller.carouselFrame.minY)
    }
    return found
  }
}
