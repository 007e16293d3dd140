import CarouselCore
import CarouselImages
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import CarouselScenes

/// What the photo screens hold per photo: a sharp photo is drawn from its decoded pixels
/// (no second copy in a page-size tile), one photo is decoded ahead the way the carousel
/// pages, at most two photos are resident while paging, and the window's state file learns
/// when the first photo showed sharp.
@Suite struct PhotoMemoryTests {
  static let window = CarouselSize(width: 480, height: 360)

  /// A folder of `count` small PNG photos of 400 × 300.
  static func photoFolder(_ folder: TemporaryFolder, count: Int) throws -> String {
    for index in 0..<count {
      let surface = try RenderSurface(pixelWidth: 400, pixelHeight: 300)
      surface.fill(RenderColor(red: Double(index) / Double(count), green: 0.5, blue: 0.2))
      try surface.writePNG(to: folder.file("photo\(index).png"))
    }
    return folder.path
  }

  /// The gallery draws a sharp photo fitted, the slider cropped from its cover decode.
  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [SceneKind.gallery, .slider])
  func aSharpPhotoIsDrawnWithoutATileOfIt(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let photos = try TemporaryFolder()
    let path = try Self.photoFolder(photos, count: 3)
    let controller = try fixture.controller(kind, size: Self.window) {
      $0.imageDirectory = path
      $0.decodesInSandbox = false
    }
    #expect(!controller.hasShownSharpImage)
    let surface = try SceneFixture.render(controller, at: 0.1)
    #expect(controller.hasShownSharpImage)
    let tiles = controller.resources.itemSurfaces.keysByRecency.map(\.identity).filter {
      $0.hasPrefix("photo|") || $0.hasPrefix("slide|")
    }
    #expect(tiles == [])
    // The photo is on screen all the same: the middle of the stage shows its colour.
    let frame = controller.carouselFrame
    let middle = surface.pixel(x: Int(frame.midX), y: Int(frame.midY))
    #expect(abs(Int(middle.green) - 128) <= 1)
  }

  /// The photos decoded at display size, by index, as the loader's cache holds them.
  static func displayed(_ controller: SceneController) -> [Int] {
    guard let images = controller.screen.images else { return [] }
    return images.loader.cache.keysByRecency.filter { $0.pass == .display }.compactMap { key in
      images.sources.firstIndex(of: key.source)
    }.sorted()
  }

  /// At rest the current photo and the next one the way the carousel last paged are sharp;
  /// while it moves, only the two on screen. The photo left behind and the one prefetched
  /// the other way go as soon as the window no longer holds them.
  @Test(arguments: [SceneKind.gallery, .slider])
  func pagingHoldsTheCurrentPhotoAndTheOneAhead(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let photos = try TemporaryFolder()
    let path = try Self.photoFolder(photos, count: 6)
    let controller = try fixture.controller(kind, size: Self.window) {
      $0.imageDirectory = path
      $0.decodesInSandbox = false
      $0.autoplayInterval = 0
    }
    var time = 0.1
    _ = try SceneFixture.render(controller, at: time)
    #expect(Self.displayed(controller) == [0, 1])
    func press(_ key: CarouselKey) throws {
      controller.handle(CarouselInputEvent(time: time, .key(key)))
      // A tenth of a second in, both photos are on screen and nothing else is decoded.
      _ = try SceneFixture.render(controller, at: time + 0.1)
      #expect(controller.engine.phase != .idle)
      let onScreen = controller.engine.layoutAttributes.filter(\.isVisible).map(\.index)
      #expect(Set(Self.displayed(controller)) == Set(onScreen))
      time += 2
      _ = try SceneFixture.render(controller, at: time)
      #expect(controller.engine.phase == .idle)
    }
    try press(.right)
    #expect(Self.displayed(controller) == [1, 2])
    try press(.right)
    #expect(Self.displayed(controller) == [2, 3])
    // A step back turns the prefetch around.
    try press(.left)
    #expect(Self.displayed(controller) == [0, 1])
    // Both loop: ahead of the first photo is the last.
    try press(.left)
    #expect(Self.displayed(controller) == [0, 5])
  }

  /// A window's scene decodes only the photo on screen until its first sharp frame is
  /// drawn; then it asks for an update at once, which lets the neighbour go.
  @Test(arguments: [SceneKind.gallery, .slider])
  func aWindowHoldsTheNeighboursUntilTheFirstSharpFrame(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let photos = try TemporaryFolder()
    let path = try Self.photoFolder(photos, count: 4)
    let controller = try SceneController(
      kind: kind,
      options: fixture.options {
        $0.imageDirectory = path
        $0.decodesInSandbox = false
        $0.autoplayInterval = 0
      }, viewport: Self.window, scale: 1, holdsNeighboursUntilSharp: true)
    controller.waitForPendingImages(timeout: 30)
    #expect(Self.displayed(controller) == [0])
    #expect(controller.nextWakeTime == nil)
    let surface = try RenderSurface(size: Self.window, scale: 1)
    controller.draw(into: surface)
    #expect(controller.hasShownSharpImage)
    #expect(controller.nextWakeTime == controller.engine.time)
    controller.advance(to: controller.engine.time)
    controller.waitForPendingImages(timeout: 30)
    #expect(Self.displayed(controller) == [0, 1])
    #expect(controller.nextWakeTime == nil)
    #expect(!controller.needsRedraw)
  }

  /// A decode asked for with `keep` (a zoomed photo's) stays through the window's changes,
  /// which drop everything else the window does not hold, until it is discarded.
  @Test func aKeptDecodeOutlivesTheWindowUntilDiscarded() throws {
    let photos = try TemporaryFolder()
    let path = try Self.photoFolder(photos, count: 4)
    let sources = try (0..<4).map { try #require(ImageSource(path: "\(path)/photo\($0).png")) }
    let images = SceneImages(sources: sources, budget: .standard)
    let small = PixelSize(width: 40, height: 30)
    let zoomed = PixelSize(width: 120, height: 90)
    images.updateWindow(
      current: 0, visible: 0..<1, size: small, looping: false, isFlying: false)
    _ = images.state(of: sources[0], size: zoomed, keep: true)
    images.waitUntilIdle(timeout: 30)
    let keptKey = ImageRequestKey(source: sources[0], size: zoomed)
    #expect(images.loader.cache.contains(keptKey))
    // The carousel moves, then pages: the window changes twice.
    images.updateWindow(
      current: 0, visible: 0..<2, size: small, looping: false, isFlying: false, isMoving: true)
    images.updateWindow(
      current: 1, visible: 0..<2, size: small, looping: false, isFlying: false, isMoving: true)
    images.waitUntilIdle(timeout: 30)
    #expect(images.loader.cache.contains(keptKey))
    #expect(images.loader.cache.contains(ImageRequestKey(source: sources[1], size: small)))
    images.discard(sources[0], size: zoomed)
    #expect(!images.loader.cache.contains(keptKey))
    withExtendedLifetime(photos) {}
  }

  @Test func thePhotoScreensDecodeOnePhotoAhead() {
    let decodeSize = PixelSize(width: 1440, height: 1080)
    let budget = SceneBudget.photos(
      window: CarouselSize(width: 1920, height: 1080), scale: 1, decodeSize: decodeSize)
    #expect(budget.prefetchRadius == 1)
    // The current photo and one each side: the bound, above the two resident while paging
    // (``pagingHoldsTheCurrentPhotoAndTheOneAhead(kind:)``).
    #expect(budget.pagingImageBytes == 3 * 1440 * 1080 * 4)
  }

  /// The slider decodes each photo to fill the slide: covered, then cropped to it (a 4:3
  /// photo in a 16:9 window: 1920×1080, not the 1920×1440 of its cover, nor the 3840×2880
  /// of the square bound twice the window it had once), and budgets three such photos.
  @Test func theSliderBudgetsThreeSlidesOfPixels() throws {
    #expect(
      DecodeSize.cover(CarouselSize(width: 960, height: 540), scale: 2)
        == PixelSize(width: 1920, height: 1080))
    let fixture = try SceneFixture()
    let slider = try fixture.controller(.slider, size: CarouselSize(width: 1920, height: 1080)) {
      $0.decodesInSandbox = false
    }
    #expect(slider.resources.budget.pagingImageBytes == 3 * 1920 * 1080 * 4)
  }
}
