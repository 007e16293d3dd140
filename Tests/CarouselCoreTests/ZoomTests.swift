import Testing

@testable import CarouselCore

@Suite struct ZoomTests {
  let centre = CarouselPoint(x: 195, y: 270)

  @Test func pinchZoomsAroundTheFocus() {
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0, .pinch(phase: .begin, scale: 1, focus: centre)))
    engine.handle(CarouselInputEvent(time: 0.1, .pinch(phase: .change, scale: 2, focus: centre)))
    #expect(engine.zoomScale == 2)
    engine.handle(CarouselInputEvent(time: 0.2, .pinch(phase: .end, scale: 2, focus: centre)))
    engine.settle()
    #expect(engine.zoomScale == 2)
    #expect(engine.zoomState(ofVirtualItem: 0).pan == .zero)
  }

  @Test func rubberBandsBeyondTheLimitsAndSpringsBack() {
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0, .pinch(phase: .begin, scale: 1, focus: centre)))
    engine.handle(CarouselInputEvent(time: 0.1, .pinch(phase: .change, scale: 6, focus: centre)))
    let stretched = engine.zoomScale
    #expect(stretched > 3 && stretched < 3 * 2.0137527)  // < 3·e^0.7
    engine.handle(CarouselInputEvent(time: 0.2, .pinch(phase: .end, scale: 6, focus: centre)))
    engine.advance(to: 0.25)
    #expect(engine.zoomScale > 3 && engine.zoomScale < stretched)
    engine.settle()
    #expect(engine.zoomScale == 3)

    engine.handle(CarouselInputEvent(time: engine.time, .pinch(phase: .begin, scale: 1, focus: centre)))
    engine.handle(CarouselInputEvent(time: engine.time, .pinch(phase: .change, scale: 0.1, focus: centre)))
    #expect(engine.zoomScale < 1 && engine.zoomScale > 1 / 2.0137527)
    engine.handle(CarouselInputEvent(time: engine.time, .pinch(phase: .end, scale: 0.1, focus: centre)))
    engine.settle()
    #expect(engine.zoomScale == 1)
  }

  @Test func doubleTapTogglesAndCentresOnTheTap() {
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0, .doubleTap(CarouselPoint(x: 245, y: 290))))
    engine.settle()
    #expect(engine.zoomScale == 2.5)
    // The tapped point (50, 20 from the centre) is brought to the centre: pan = −2.5·(50, 20).
    #expect(engine.zoomState(ofVirtualItem: 0).pan == CarouselPoint(x: -125, y: -50))
    engine.handle(CarouselInputEvent(time: engine.time, .doubleTap(CarouselPoint(x: 10, y: 10))))
    engine.settle()
    #expect(engine.zoomScale == 1)
  }

  @Test func keysAndCtrlWheelZoomWithinLimits() {
    var engine = makeEngine()
    engine.press(.plus)
    engine.settle()
    #expect(engine.zoomScale == 1.25)
    for _ in 0..<10 { engine.press(.plus) }
    engine.settle()
    #expect(engine.zoomScale == 3)
    engine.handle(CarouselInputEvent(time: engine.time, .zoomBy(factor: 0.5, focus: centre)))
    engine.settle()
    #expect(engine.zoomScale == 1.5)
    engine.press(.minus)
    engine.settle()
    #expect(abs(engine.zoomScale - 1.2) < 1e-12)
    engine.press(.zero)
    engine.settle()
    #expect(engine.zoomScale == 1)
  }

  @Test func panIsClampedThenHandsOverToPaging() {
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0, .doubleTap(centre)))
    engine.settle()
    #expect(engine.zoomScale == 2.5)
    let start = engine.time
    // Drag left: the content pans until its right edge (pan −(2.5 − 1)·390/2 = −292.5)...
    engine.handle(CarouselInputEvent(time: start, .pointerDown(CarouselPoint(x: 380, y: 270))))
    engine.handle(CarouselInputEvent(time: start + 0.05, .pointerMove(CarouselPoint(x: 100, y: 270))))
    #expect(engine.zoomState(ofVirtualItem: 0).pan.x == -280)
    #expect(engine.phase == .idle)
    // ...then the carousel takes over and pages on.
    for step in 1...10 {
      engine.handle(
        CarouselInputEvent(
          time: start + 0.05 + Double(step) * 0.008,
          .pointerMove(CarouselPoint(x: 100 - Double(step) * 20, y: 270))))
    }
    #expect(engine.phase == .dragging)
    #expect(engine.zoomState(ofVirtualItem: 0).pan.x == -292.5)
    engine.handle(CarouselInputEvent(time: start + 0.14, .pointerUp(nil)))
    engine.settle()
    #expect(engine.position == 1)
  }

  @Test func panStaysWithinAnAspectFitPicture() {
    var engine = makeEngine()
    // A landscape photo in the 390 × 540 item: fitted to 390 × 243.75 (a 1.6 ratio).
    engine.setContentSize(CarouselSize(width: 1600, height: 1000), ofItemAt: 0, at: 0)
    engine.handle(CarouselInputEvent(time: 0, .doubleTap(CarouselPoint(x: 10, y: 10))))
    engine.settle()
    // Horizontally the picture (2.5 · 390 = 975 wide) may pan (975 − 390)/2 = 292.5;
    // vertically (2.5 · 243.75 = 609.375 tall) (609.375 − 540)/2 = 34.6875.
    #expect(engine.zoomState(ofVirtualItem: 0).pan == CarouselPoint(x: 292.5, y: 34.6875))
  }

  @Test func zoomResetsWhenTheItemLeavesTheScreen() {
    var engine = makeEngine {
      $0.itemSize = .fraction(0.4)
      $0.scrolling = .groupPagingCentered
    }
    engine.handle(CarouselInputEvent(time: 0, .doubleTap(centre)))
    engine.settle()
    engine.press(.right)  // item 0 is still on screen (40 % wide items)
    engine.settle()
    #expect(engine.zoomState(ofVirtualItem: 0).scale == 2.5)
    #expect(engine.zoomScale == 1)  // the current item (1) is not zoomed
    engine.press(.right)
    engine.press(.right)
    engine.settle()
    #expect(engine.zoomState(ofVirtualItem: 0).scale == 1)
  }

  @Test func disabledZoomIgnoresGestures() {
    var engine = makeEngine { $0.zoom.isEnabled = false }
    engine.handle(CarouselInputEvent(time: 0, .doubleTap(centre)))
    engine.settle()
    #expect(engine.zoomScale == 1)
  }

  @Test func aMinimumBelowOneLeavesItemsUnzoomedAndAutoplayRunning() {
    var engine = makeEngine {
      $0.zoom.minimumScale = 0.5
      $0.autoplay = CarouselAutoplayConfiguration()
      $0.autoplay?.interval = 1
    }
    #expect(engine.zoomScale == 1)
    #expect(engine.autoplayState == .playing)
    engine.advance(to: 1.5)
    #expect(engine.currentIndex == 1)
    // A pinch down to 0.7 stays (within 0.5...3); a double tap returns to 1.
    engine.handle(CarouselInputEvent(time: 1.5, .pinch(phase: .begin, scale: 1, focus: centre)))
    engine.handle(CarouselInputEvent(time: 1.6, .pinch(phase: .end, scale: 0.7, focus: centre)))
    engine.settle()
    #expect(abs(engine.zoomScale - 0.7) < 1e-9)
    engine.handle(CarouselInputEvent(time: engine.time, .doubleTap(centre)))
    engine.settle()
    #expect(engine.zoomScale == 1)
  }

  @Test func aMinimumAboveOneIsTheScaleAtRest() {
    var engine = makeEngine { $0.zoom.minimumScale = 2 }
    #expect(engine.zoomScale == 2)
    #expect(engine.zoomState(ofVirtualItem: 5).scale == 2)
    engine.press(.right)
    engine.settle()
    #expect(engine.zoomScale == 2)
    #expect(engine.position == 1)
  }
}
