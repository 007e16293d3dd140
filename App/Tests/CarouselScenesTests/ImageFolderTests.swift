import CarouselCore
import CarouselRender
import CarouselScenes
import Foundation
import Synchronization
import Testing

/// Photos from a folder: decoded off the calling thread, an error tile for a file that
/// fails while the others load, and clear errors for folders that are not there.
@Suite struct ImageFolderTests {
  static let size = CarouselSize(width: 390, height: 440)

  /// A folder with 1.png red, 2.png corrupt and 3.png blue.
  static func folderWithOneCorruptFile() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try SolidImages.write(RenderColor(red: 1, green: 0, blue: 0), to: "1.png", in: folder)
    try SolidImages.writeCorrupt(to: "2.png", in: folder)
    try SolidImages.write(RenderColor(red: 0, green: 0, blue: 1), to: "3.png", in: folder)
    return folder
  }

  @Test func aCorruptFileShowsTheErrorTileAndTheOthersLoad() throws {
    let images = try Self.folderWithOneCorruptFile()
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: Self.size) {
      $0.imageDirectory = images.path
    }
    #expect(controller.engine.count == 3)
    let center = CarouselPoint(x: controller.carouselFrame.midX, y: controller.carouselFrame.midY)

    let first = try SceneFixture.render(controller, at: 0)
    #expect(first.color(at: center) == (255, 0, 0))

    controller.handle(CarouselInputEvent(time: 0, .key(.right)))
    try SceneFixture.assertSnapshot(controller, at: 2, named: "gallery_corrupt_image")
    let second = try SceneFixture.render(controller, at: 2)
    let tile = second.color(at: CarouselPoint(x: center.x, y: controller.carouselFrame.minY + 4))
    // The error tile's dark gradient (#2C2C2E at the top), not the light page.
    #expect(tile.red < 60 && tile.green < 60 && tile.blue < 60)

    controller.handle(CarouselInputEvent(time: 2, .key(.right)))
    let third = try SceneFixture.render(controller, at: 4)
    #expect(third.color(at: center) == (0, 0, 255))
  }

  @Test func theSliderShowsTheErrorTileWithTheFileName() throws {
    let images = try Self.folderWithOneCorruptFile()
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320)) {
      $0.imageDirectory = images.path
      $0.startIndex = 1
    }
    try SceneFixture.assertSnapshot(controller, at: 0, named: "slider_corrupt_image")
  }

  @Test func theErrorTileSaysWhyInKorean() throws {
    let images = try Self.folderWithOneCorruptFile()
    let fixture = try SceneFixture()
    let controller = try SceneController(
      kind: .slider,
      options: fixture.options {
        $0.imageDirectory = images.path
        $0.startIndex = 1
      }, viewport: CarouselSize(width: 480, height: 320), scale: 1,
      environment: ["LANG": "ko_KR.UTF-8"])
    try SceneFixture.assertSnapshot(controller, at: 0, named: "slider_corrupt_image_ko")
  }

  @Test func aFolderThatDoesNotExistIsASceneError() throws {
    let fixture = try SceneFixture()
    let missing = fixture.folder.file("no-such-folder")
    for kind in [SceneKind.slider, .gallery] {
      #expect {
        try fixture.controller(kind, size: Self.size) { $0.imageDirectory = missing }
      } throws: { error in
        guard let error = error as? SceneError, case .imageFolder = error.reason else {
          return false
        }
        return error.description == "image folder \(missing): folder not found"
      }
    }
  }

  @Test func anEmptyFolderShowsAMessageInsteadOfCrashing() throws {
    let folder = try TemporaryFolder()
    let empty = folder.file("Holiday Photos")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
    let fixture = try SceneFixture()
    let gallery = try fixture.controller(.gallery, size: Self.size) {
      $0.imageDirectory = empty
    }
    #expect(gallery.engine.count == 0)
    SceneFixture.swipe(
      gallery, from: CarouselPoint(x: 300, y: 150), by: -150, at: 0, duration: 0.15)
    gallery.handle(CarouselInputEvent(time: 0.5, .zoomBy(factor: 2, focus: nil)))
    try SceneFixture.assertSnapshot(gallery, at: 1, named: "gallery_empty")
    let slider = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320)) {
      $0.imageDirectory = empty + "/"
    }
    #expect(slider.nextWakeTime == nil)
    _ = try SceneFixture.render(slider, at: 10)
  }

  @Test func aSingleImageDoesNotScrollAndHasNoDots() throws {
    let images = try TemporaryFolder()
    try SolidImages.write(RenderColor(red: 0, green: 1, blue: 0), to: "only.png", in: images)
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: Self.size) {
      $0.imageDirectory = images.path
    }
    SceneFixture.swipe(
      controller, from: CarouselPoint(x: 300, y: 150), by: -200, at: 0, duration: 0.2)
    #expect(controller.engine.position == 0)
    #expect(controller.engine.pageIndicator.isHidden)
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 0 && controller.engine.phase == .idle)
  }

  @Test func theWakeHandlerIsCalledWhenAnImageArrives() throws {
    let images = try Self.folderWithOneCorruptFile()
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: Self.size) {
      $0.imageDirectory = images.path
    }
    controller.waitForPendingImages(timeout: 30)
    let wakes = Mutex(0)
    controller.setWakeHandler { wakes.withLock { $0 += 1 } }
    // A new size needs new decodes.
    controller.resize(viewport: CarouselSize(width: 300, height: 400), scale: 2, at: 1)
    controller.waitForPendingImages(timeout: 30)
    #expect(wakes.withLock { $0 } >= 1)
    #expect(controller.needsRedraw)
  }

  @Test func aStillGalleryWithItsImagesLoadedNeverWakesItself() throws {
    let images = try Self.folderWithOneCorruptFile()
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: Self.size) {
      $0.imageDirectory = images.path
    }
    _ = try SceneFixture.render(controller, at: 1)
    #expect(controller.nextWakeTime == nil)
    controller.advance(to: 5)
    #expect(!controller.needsRedraw)
  }
}
