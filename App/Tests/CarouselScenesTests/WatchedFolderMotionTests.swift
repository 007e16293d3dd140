import CarouselCore
import CarouselCoreTesting
import CarouselImages
import CarouselRender
import CarouselScenes
import CarouselTestSupport
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
      try SolidImages.write(
        RenderColor(red: shade, green: 0.5, blue: 1 - shade), to: name, in: folder)
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

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: [SceneKind.gallery, .slider])
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

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: [SceneKind.gallery, .slider])
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

  /// How long ``aFolderChurningAsFastAsItCanKeepsTheSceneSound(kind:)`` churns at least,
  /// in real seconds, and how many changes it makes at least (however loaded the machine).
  static let churnDuration = 1.5
  static let churnChanges = 300
  /// Longest the churn may take to make its changes.
  static let churnTimeout = 30.0

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: [SceneKind.gallery, .slider])
  func aFolderChurningAsFastAsItCanKeepsTheSceneSound(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let folder = try TemporaryFolder()
    let photos = ["m1.png", "m2.png", "m3.png", "m4.png"]
    let controller = try Self.watchedScene(
      kind, photos: photos, fixture: fixture, folder: folder)
    let photo = try Data(contentsOf: URL(fileURLWithPath: folder.file("m1.png")))
    // Another thread adds and removes photos before, between and after the four as fast
    // as it can (100 to 500 changes a second here), while the scene updates and steps;
    // the engine's invariants hold at every frame.
    let stop = Locked(false)
    let churned = Locked(0)
    let done = DispatchSemaphore(value: 0)
    let folderPath = folder.path
    Thread {
      var round = 0
      while !stop.withLock({ $0 }) {
        churned.withLock { $0 = round }
        let name = ["a", "m2x", "z"][round % 3] + "\(round % 5).png"
        let path = folderPath + "/" + name
        if FileManager.default.fileExists(atPath: path) {
          try? FileManager.default.removeItem(atPath: path)
        } else {
          FileManager.default.createFile(atPath: path, contents: photo)
        }
        round += 1
      }
      done.signal()
    }.start()
    let start = Date()
    var time = 0.0
    var frame = 0
    var counts: Set<Int> = []
    while Date().timeIntervalSince(start) < Self.churnTimeout,
      Date().timeIntervalSince(start) < Self.churnDuration
        || churned.withLock({ $0 }) < Self.churnChanges
    {
      time += 1.0 / 60
      frame += 1
      if frame % 7 == 0 {
        controller.handle(CarouselInputEvent(time: time, .key(frame % 21 == 0 ? .left : .right)))
      }
      controller.advance(to: time)
      counts.insert(controller.engine.count)
      let violations = CarouselInvariants.violations(in: controller.engine)
      try #require(violations.isEmpty, "frame \(frame): \(violations)")
    }
    stop.withLock { $0 = true }
    #expect(done.wait(timeout: .now() + 10) == .success)
    let changes = churned.withLock { $0 }
    #expect(changes >= Self.churnChanges, "\(changes) changes")
    // The changes reached the scene while it moved (how many depends on how fast the
    // watcher rescans: under the address sanitizer, a few).
    #expect(counts.count >= 2, "counts seen: \(counts.sorted())")
    // Back to the four photos: the scene follows, and comes to rest on one of them.
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where !photos.contains(name) {
      try FileManager.default.removeItem(atPath: folder.file(name))
    }
    try Self.waitForRescan(controller, count: photos.count, at: time + 0.1)
    controller.advance(to: time + 5)
    #expect(controller.engine.phase == .idle)
    #expect(CarouselInvariants.violations(in: controller.engine).isEmpty)
    let label = try #require(Self.currentLabel(controller))
    #expect(photos.contains(label + ".png"), "resting on \(label)")
  }
}
