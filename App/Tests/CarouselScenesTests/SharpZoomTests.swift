import CarouselCore
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselScenes

/// Past the display-size decode, a zoomed photo is decoded again sharper (up to one decoded
/// pixel per screen pixel at the largest zoom, never past full resolution), and that copy
/// is dropped once zoom is back at 1×.
@Suite struct SharpZoomTests {
  static let window = CarouselSize(width: 400, height: 300)
  /// Stripes of 6 black and 6 white pixels. The stage is 400 × 192 points, so the photo
  /// shows at 257 × 193: at display size (under a quarter of a side) the stripes average
  /// to greys; zoomed 3× and decoded at 770 × 578 they are about 4 pixels wide. (Small
  /// enough to decode in moments under the thread sanitizer too.)
  static let photo = (width: 1_200, height: 900, stripe: 6)
  /// Bytes of the photo's display decode: 257 × 193 pixels.
  static let displayDecodeBytes = 257 * 193 * 4

  /// A gallery of one striped photo, zoomed by `zoom` about the centre of its stage.
  static func zoomedGallery(_ fixture: SceneFixture, folder: TemporaryFolder, zoom: Double)
    throws -> SceneController
  {
    let surface = try RenderSurface(pixelWidth: photo.width, pixelHeight: photo.height)
    surface.fill(RenderColor(red: 1, green: 1, blue: 1))
    let context = surface.makeContext()
    for x in stride(from: 0, to: photo.width, by: 2 * photo.stripe) {
      context.fill(
        CarouselRect(x: Double(x), y: 0, width: Double(photo.stripe), height: Double(photo.height)),
        color: RenderColor(red: 0, green: 0, blue: 0))
    }
    try surface.writePNG(to: folder.file("stripes.png"))
    let controller = try fixture.controller(.gallery, size: window) {
      $0.imageDirectory = folder.path
    }
    let frame = controller.carouselFrame
    controller.handle(
      CarouselInputEvent(
        time: 0, .zoomBy(factor: zoom, focus: CarouselPoint(x: frame.midX, y: frame.midY)))
    )
    return controller
  }

  /// The shares of pixels in a 60-pixel square at the middle of the stage that are nearly
  /// black and nearly white: stripes drawn from enough pixels have solid bands with a pixel
  /// or two of edge between them; stripes averaged into a smaller decode are all greys.
  static func solidShares(_ surface: RenderSurface, in frame: CarouselRect)
    -> (black: Double, white: Double)
  {
    let (x0, y0) = (Int(frame.midX) - 30, Int(frame.midY) - 30)
    var (black, white) = (0, 0)
    for y in y0..<(y0 + 60) {
      for x in x0..<(x0 + 60) {
        let green = surface.pixel(x: x, y: y).green
        if green < 40 { black += 1 }
        if green > 215 { white += 1 }
      }
    }
    return (Double(black) / 3600, Double(white) / 3600)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func threeTimesZoomShowsDetailTheDisplayDecodeCannot() throws {
    let fixture = try SceneFixture()
    let folder = try TemporaryFolder()
    let controller = try Self.zoomedGallery(fixture, folder: folder, zoom: 3)
    let zoomed = try SceneFixture.render(controller, at: 2)
    #expect(abs(controller.engine.zoomScale - 3) < 1e-9)
    // Stripes about 4 pixels wide: solid bands, a pixel or two of edge between them.
    let sharp = Self.solidShares(zoomed, in: controller.carouselFrame)
    #expect(sharp.black > 0.2 && sharp.white > 0.2, "solid black and white: \(sharp)")

    // The display-size decode (shown: it is in the cache) has only greys where the stripes
    // were, nor would it have more scaled up.
    // (Its folder is held to the end: a folder released at once is deleted before the
    // photo is decoded when the machine is busy, and the page shows the error tile.)
    let stillFolder = try TemporaryFolder()
    let still = try Self.zoomedGallery(fixture, folder: stillFolder, zoom: 1)
    let unzoomed = try SceneFixture.render(still, at: 2)
    #expect(still.usage.decodedImageBytes == Self.displayDecodeBytes)
    let flat = Self.solidShares(unzoomed, in: controller.carouselFrame)
    #expect(flat.black < 0.02, "solid black and white at 1×: \(flat)")
    withExtendedLifetime((folder, stillFolder)) {}
  }

  @Test func theSharperDecodeIsDroppedBackAtOneTimes() throws {
    let fixture = try SceneFixture()
    let folder = try TemporaryFolder()
    let controller = try Self.zoomedGallery(fixture, folder: folder, zoom: 3)
    _ = try SceneFixture.render(controller, at: 2)
    let whileZoomed = controller.usage.decodedImageBytes

    let frame = controller.carouselFrame
    controller.handle(
      CarouselInputEvent(
        time: 2, .zoomBy(factor: 1.0 / 3, focus: CarouselPoint(x: frame.midX, y: frame.midY))))
    _ = try SceneFixture.render(controller, at: 4)
    #expect(controller.engine.zoomScale == 1)
    let atRest = controller.usage.decodedImageBytes
    // Back at 1× only the display decode is held: the photo at 257 × 193 pixels.
    #expect(atRest == Self.displayDecodeBytes, "\(atRest) bytes back at 1×")
    // While zoomed 3× the cache also held the photo at three times that per side (one
    // decoded pixel per screen pixel), about nine display decodes.
    let sharper = Double(whileZoomed - atRest) / Double(atRest)
    #expect(abs(sharper - 9) < 0.1, "the zoomed decode is \(sharper) display decodes")
    withExtendedLifetime(folder) {}
  }
}
