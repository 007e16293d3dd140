import CarouselCore
import CarouselImages
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselScenes

/// Per-frame cost: item content and text are rasterised once, then only composited, so a
/// frame of a moving carousel lays out no text and renders no new surfaces.
@Suite struct FrameCostTests {
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: SceneKind.allCases)
  func framesOfAMovingCarouselRasteriseNothingNew(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let size = SceneController.defaultViewport(for: kind)
    let controller = try fixture.controller(kind, size: size) { $0.startIndex = 1 }
    // Press and drag slowly so the neighbours come into view, and stay.
    controller.handle(
      CarouselInputEvent(
        time: 0, .pointerDown(CarouselPoint(x: size.width / 2 + 60, y: size.height / 2))))
    controller.handle(
      CarouselInputEvent(
        time: 0.05, .pointerMove(CarouselPoint(x: size.width / 2 + 20, y: size.height / 2))))
    _ = try SceneFixture.render(controller, at: 0.05)
    let surfaces = controller.resources.itemSurfaces
    let misses = surfaces.misses
    let layouts = controller.resources.textRenderer.layoutsCreated
    let surface = try RenderSurface(size: size, scale: 1)
    for step in 1...20 {
      let time = 0.05 + Double(step) * 0.01
      let x = size.width / 2 + 20 - Double(step)
      controller.handle(
        CarouselInputEvent(time: time, .pointerMove(CarouselPoint(x: x, y: size.height / 2))))
      controller.draw(into: surface)
    }
    #expect(surfaces.misses == misses)
    #expect(surfaces.hits > 0)
    #expect(controller.resources.textRenderer.layoutsCreated == layouts)
  }

  /// Under `parallax` each item's picture moves inside it through a working surface; a
  /// moving frame borrows the last frame's instead of making new ones (before, every item
  /// of every frame made one).
  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: SceneKind.allCases.filter { $0 != .grid })
  func framesOfAMovingParallaxCarouselMakeNoNewSurfaces(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let size = SceneController.defaultViewport(for: kind)
    let controller = try fixture.controller(kind, size: size) {
      $0.startIndex = 1
      $0.effect = .parallax
    }
    let y = size.height / 2
    controller.handle(
      CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: size.width / 2 + 60, y: y))))
    controller.handle(
      CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: size.width / 2 + 20, y: y))))
    _ = try SceneFixture.render(controller, at: 0.05)
    let surface = try RenderSurface(size: size, scale: 1)
    controller.draw(into: surface)
    let scratch = controller.resources.scratchSurfaces
    let made = scratch.surfacesMade
    let misses = controller.resources.itemSurfaces.misses
    for step in 1...20 {
      let x = size.width / 2 + 20 - Double(step)
      controller.handle(
        CarouselInputEvent(
          time: 0.05 + Double(step) * 0.01, .pointerMove(CarouselPoint(x: x, y: y))))
      // The photos coming into view are decoded first: a loading tile's spinner turns.
      controller.waitForPendingImages(timeout: 30)
      controller.draw(into: surface)
    }
    // The items' content moved inside them (the effect is in force), …
    #expect(made > 0, "\(kind): no moved content")
    // … through the surfaces the first frames made.
    #expect(scratch.surfacesMade == made, "\(kind): \(scratch.surfacesMade - made) new surfaces")
    // The cards rasterise nothing new either. (The gallery's and slider's fitted photos, four
    // of them under parallax, outgrow the fixture's small item budget and are drawn again.)
    if kind == .cards || kind == .trips {
      #expect(controller.resources.itemSurfaces.misses == misses)
    }
  }

  @Test func aMovingSliderCopiesNoDecodedPixelsEvenWhenOnlyOneImageSurfaceFits() throws {
    let fixture = try SceneFixture()
    let width = 320
    let height = 200
    for (index, color) in [RenderColor(hex: 0xCC3333), RenderColor(hex: 0x3333CC)].enumerated() {
      try SolidImages.write(
        color, to: "\(index).png", in: fixture.folder, width: width, height: height)
    }
    var budget = SceneBudget.standard
    // Room for one image's surface: the two slides of a swipe cannot both stay cached.
    budget.imageSurfaceBytes = width * height * RenderSurface.bytesPerPixel * 3 / 2
    let size = SceneController.defaultViewport(for: .slider)
    let controller = try SceneController(
      kind: .slider, options: fixture.options { $0.imageDirectory = fixture.folder.path },
      viewport: size, scale: 1, time: 0, decoder: ImageDecoder(), budget: budget)
    let images = try #require(controller.screen.images)
    let y = size.height / 2
    controller.handle(
      CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: size.width / 2 + 200, y: y))))
    controller.handle(
      CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: size.width / 2, y: y))))
    _ = try SceneFixture.render(controller, at: 0.05)
    let misses = controller.resources.itemSurfaces.misses
    let surface = try RenderSurface(size: size, scale: 1)
    for step in 1...10 {
      let x = size.width / 2 - Double(step)
      controller.handle(
        CarouselInputEvent(
          time: 0.05 + Double(step) * 0.01, .pointerMove(CarouselPoint(x: x, y: y))))
      controller.draw(into: surface)
    }
    // The sharp slides are drawn from their decoded pixels (wrapped in a surface, not
    // copied; the image-surface cache only bounds how many stay wrapped): no frame
    // rasterises a slide-size tile of them.
    #expect(controller.resources.itemSurfaces.misses == misses)
    let tiles = controller.resources.itemSurfaces.keysByRecency.map(\.identity).filter {
      $0.hasPrefix("slide|")
    }
    #expect(tiles == [])
    #expect(images.surfacesMade > 0)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func theBackdropOfATripIsBlurredOncePerImage() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: CarouselSize(width: 390, height: 700))
    let screen = try #require(controller.screen as? TripsScreen)
    _ = try SceneFixture.render(controller, at: 0)
    #expect(screen.backdropCount == 1)
    SceneFixture.swipe(
      controller, from: CarouselPoint(x: 300, y: 300), by: -150, at: 0, duration: 0.15)
    for step in 0..<30 { _ = try SceneFixture.render(controller, at: 0.15 + Double(step) * 0.02) }
    // Paris and Rome, made once each however many frames cross-faded between them.
    #expect(screen.backdropCount == 2)
  }
}
