import CarouselCore
import CarouselRender
import CarouselScenes
import Foundation
import Testing

/// `--watch` while the carousel moves: a folder's changes reach the engine as data changes,
/// so a key press's step in flight goes on to the same photo wherever the change moved it,
/// and presses made while the folder changes many times a second are all kept.
@Suite struct WatchedFolderMotionTests {
  static let size = CarouselSize(width: 480, height: 320)
  /// How long a rescan may take to reach the scene (real time: the watcher is a thread).
  static let rescanTimeout = 10.0

  /// A watched folder with one small photo per name.
  static func watchedScene(
    _ kind: SceneKind, photos names: [String], fixture: SceneFixture, folder: TemporaryFolder
  ) throws -> SceneController {
    for (index, name) in names.enumerated() {
      let shade = Double(index) / Double(max(names.count - 1, 1))
      try SolidImages.write(RenderColor(red: shade, green: 0.5, blue: 1 - shade), to: name, in: folder)
    }
    return try fixture.controller(kind, size: size) {
      $0.imageDirectory = folder.path
      $0.watch = true
    }
  }

  /// Advances to `time` until the watcher's rescan brings `count` photos.
  static func waitForRescan(
    _ controller: SceneController, count: Int, at time: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let deadline = Date().addingTimeInterval(rescanTimeout)
    while controller.engine.count != count && Date() < deadline {
      controller.advance(to: time)
      if controller.engine.count != count { usleep(2_000) }
    }
    try #require(
      controller.engine.count == count, "no rescan with \(count) photos",
      sourceLocation: sourceLocation)
  }

  /// What assistive technology reads for the current item.
  static func currentLabel(_ controller: SceneController) -> String? {
    let engine = controller.engine
    return engine.accessibilityElements.first { $0.index == engine.currentIndex }?.label
  }

  @Test(arguments: [SceneKind.gallery, .slider])
  func aPhotoAddedMidStepKeepsTheStepsTarget(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let folder = try TemporaryFolder()
    let controller = try Self.watchedScene(
      kind, photos: ["b.png", "c.png", "d.png"], fixture: fixture, folder: folder)
    controller.advance(to: 0)
    #expect(controller.engine.count == 3 && controller.engine.currentIndex == 0)
    #expect(Self.currentLabel(controller) == "b")

    controller.handle(CarouselInputEvent(time: 0, .key(.right)))
    controller.advance(to: 0.05)
    // Mid-step: moving from b towards c.
    let isMoving = controller.engine.isAnimating
    #expect(isMoving)
    try SolidImages.write(RenderColor(red: 1, green: 1, blue: 0), to: "a.png", in: folder)
    try Self.waitForRescan(controller, count: 4, at: 0.1)
    // The step goes on (a jump to c would have ended it).
    let isStillMoving = controller.engine.isAnimating
    #expect(isStillMoving)

    controller.advance(to: 3)
    // Sorted, the folder is a, b, c, d: the step still ends on c, now at index 2.
    #expect(controller.engine.currentIndex == 2)
    #expect(controller.engine.phase == .idle)
    #expect(Self.currentLabel(controller) == "c")
  }

  @Test(arguments: [SceneKind.gallery, .slider])
  func keyPressesWhileTheFolderChangesTwentyTimesASecondAreAllKept(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let folder = try TemporaryFolder()
    let presses = 10
    let photos = (1...16).map { String(format: "p%02d.png", $0) }
    let controller = try Self.watchedScene(
      kind, photos: photos, fixture: fixture, folder: folder)
    controller.advance(to: 0)
    #expect(Self.currentLabel(controller) == "p01")

    // A press every 0.05 s and, between each two, a photo added before all the others
    // (20 changes a second of the carousel's clock), so every change shifts every index.
    for press in 0..<presses {
      let time = 0.05 * Double(press)
      controller.handle(CarouselInputEvent(time: time, .key(.right)))
      try SolidImages.write(
        RenderColor(red: 0, green: 1, blue: 0), to: String(format: "a%02d.png", press),
        in: folder)
      try Self.waitForRescan(controller, count: photos.count + press + 1, at: time + 0.025)
    }
    controller.advance(to: 5)
    // Every press counted: `presses` photos on from p01, behind the `presses` added ones.
    #expect(Self.currentLabel(controller) == String(format: "p%02d", 1 + presses))
    #expect(controller.engine.currentIndex == presses + presses)
    #expect(controller.engine.phase == .idle)
  }
}
