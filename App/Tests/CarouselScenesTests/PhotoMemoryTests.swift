import CarouselCore
import CarouselImages
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import CarouselScenes

/// What the photo screens hold per photo: a sharp photo is drawn from its decoded pixels
/// (no second copy in a page-size tile), one photo is decoded ahead on each side, and the
/// window's state file learns when the first photo showed sharp.
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

  @Test func thePhotoScreensDecodeOnePhotoAheadOnEachSide() {
    let decodeSize = PixelSize(width: 1440, height: 1080)
    let budget = SceneBudget.photos(
      window: CarouselSize(width: 1920, height: 1080), scale: 1, decodeSize: decodeSize)
    #expect(budget.prefetchRadius == 1)
    // The current photo and one each side (the photos sliding in and out while paging).
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
