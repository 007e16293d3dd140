import CarouselCore
import CarouselRender
import CarouselTestSupport
import Foundation
import Synchronization
import Testing

@testable import CarouselScenes

/// Data flows one way: input and the clock change the scene, and drawing is a pure function
/// of what they left. Drawing the same moment twice gives the same pixels and leaves the
/// engine exactly as it was; every event the engine emits reaches the host.
@Suite struct DrawPurityTests {
  /// Every screen, flat and under an effect that draws items beyond the viewport.
  static let cases: [(SceneKind, CarouselEffect?)] = SceneKind.allCases.flatMap {
    [($0, nil), ($0, .coverFlow)]
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: Self.cases)
  func drawingTwiceGivesTheSamePixelsAndLeavesTheEngineAlone(
    kind: SceneKind, effect: CarouselEffect?
  ) throws {
    let fixture = try SceneFixture()
    let size = SceneController.minimumViewport(for: kind)
    let controller = try fixture.controller(kind, size: size) { $0.effect = effect }
    _ = try SceneFixture.render(controller, at: 0)
    // Mid-page: the engine animates, items sit between their places. (In the grid → moves
    // the selection within the row; ↓ moves it to the next row, which scrolls into view.)
    let key: CarouselKey = kind == .grid ? .down : .right
    controller.handle(CarouselInputEvent(time: 0.1, .key(key)))
    controller.advance(to: 0.2)
    controller.waitForPendingImages(timeout: 30)
    #expect(controller.engine.isAnimating)
    let engine = String(reflecting: controller.engine)

    let first = try RenderSurface(size: size, scale: 1)
    controller.draw(into: first)
    #expect(String(reflecting: controller.engine) == engine, "the first draw changed the engine")
    let second = try RenderSurface(size: size, scale: 1)
    controller.draw(into: second)
    #expect(String(reflecting: controller.engine) == engine, "the second draw changed the engine")
    #expect(first.pixelsEqual(second), "two draws of one moment differ")
    #expect(!controller.needsRedraw)
  }

  /// A watched folder's new photo reaches the engine in the next update, at its time, never
  /// in a draw: frames drawn before it show the photos as they were.
  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: [SceneKind.slider, .gallery])
  func aFolderChangeWaitsForTheNextUpdate(kind: SceneKind) throws {
    let photos = try TemporaryFolder()
    try SolidImages.write(RenderColor(red: 1, green: 0, blue: 0), to: "1.png", in: photos)
    try SolidImages.write(RenderColor(red: 0, green: 0, blue: 1), to: "2.png", in: photos)
    let fixture = try SceneFixture()
    let size = SceneController.minimumViewport(for: kind)
    let controller = try fixture.controller(kind, size: size) {
      $0.imageDirectory = photos.path
      $0.watch = true
    }
    let before = try SceneFixture.render(controller, at: 0)
    let engine = String(reflecting: controller.engine)
    // Set once the decodes are done: from now on only the folder's rescan wakes the host.
    let wakes = Mutex(0)
    controller.setWakeHandler { wakes.withLock { $0 += 1 } }

    try SolidImages.write(RenderColor(red: 0, green: 1, blue: 0), to: "3.png", in: photos)
    let deadline = Date().addingTimeInterval(Self.rescanTimeout)
    while wakes.withLock({ $0 }) == 0 && Date() < deadline { usleep(10_000) }
    #expect(wakes.withLock { $0 } > 0, "the folder was not rescanned")
    #expect(controller.needsRedraw)
    let drawn = try RenderSurface(size: size, scale: 1)
    controller.draw(into: drawn)
    #expect(String(reflecting: controller.engine) == engine, "a draw took the folder's change")
    #expect(drawn.pixelsEqual(before))

    controller.advance(to: 1)
    #expect(controller.engine.count == 3)
    #expect(controller.engine.currentIndex == 0)
  }

  /// Longest wait for the folder watcher's rescan, in seconds.
  static let rescanTimeout = 10.0

  /// The host gets what a bare engine given the same input emits, nothing dropped. (Not
  /// the grid: its keys move its selection instead of reaching the engine; GridSceneTests
  /// follow them.)
  @Test(arguments: SceneKind.allCases.filter { $0 != .grid })
  func everyEngineEventReachesTheHost(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(kind, size: SceneController.minimumViewport(for: kind))
    var reference = controller.engine
    var received: [CarouselEvent] = []
    var expected: [CarouselEvent] = []
    for (time, key) in [(0.1, CarouselKey.right), (0.15, .right), (2, .left), (2.05, .space)] {
      let event = CarouselInputEvent(time: time, .key(key))
      received += controller.handle(event)
      reference.handle(event)
      received += controller.advance(to: time + 0.5)
      reference.advance(to: time + 0.5)
    }
    received += controller.advance(to: 10)
    reference.advance(to: 10)
    expected = reference.drainEvents()
    #expect(received == expected)
    #expect(received.contains { if case .settled = $0 { true } else { false } })
    #expect(received.contains { if case .announcement = $0 { true } else { false } })
  }
}
