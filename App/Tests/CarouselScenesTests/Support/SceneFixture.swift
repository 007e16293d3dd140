import CarouselCore
import CarouselCoreTesting
import CarouselRender
import CarouselScenes
import CarouselTestSupport
import Foundation
import Testing

/// Builds scenes for tests: private likes databases, small windows, exact gestures, and
/// frames rendered after the images arrived.
struct SceneFixture {
  /// Holds the likes database and any generated files.
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// Options with the likes database inside ``folder``.
  func options(_ change: (inout SceneOptions) -> Void = { _ in }) -> SceneOptions {
    var options = SceneOptions()
    options.likesDatabasePath = folder.file("likes.sqlite3")
    // The slider's greeting is a morning one in the golden images.
    options.localHour = 9
    change(&options)
    return options
  }

  /// A scene in a window of `size` points at `scale`, time 0.
  func controller(
    _ kind: SceneKind, size: CarouselSize, scale: Double = 1,
    options change: (inout SceneOptions) -> Void = { _ in }
  ) throws -> SceneController {
    try SceneController(kind: kind, options: options(change), viewport: size, scale: scale)
  }

  /// Applies every event of `script` in order.
  static func apply(_ script: EventScript, to controller: SceneController) {
    for event in script.events { controller.handle(event) }
  }

  /// A horizontal drag of `distance` points starting at `start` at `time`, released at
  /// `time + duration` (a flick when fast).
  static func swipe(
    _ controller: SceneController, from start: CarouselPoint, by distance: Double, at time: Double,
    duration: Double
  ) {
    var script = EventScript()
    script.drag(from: start, by: distance, at: time, duration: duration)
    apply(script, to: controller)
  }

  /// A press and release at `point`, 0.1 s long, starting at `time`.
  static func tap(_ controller: SceneController, at point: CarouselPoint, time: Double) {
    controller.handle(CarouselInputEvent(time: time, .pointerDown(point)))
    controller.handle(CarouselInputEvent(time: time + tapDuration, .pointerUp(point)))
  }

  /// How long a test tap is held.
  static let tapDuration = 0.1

  /// Advances to `time`, waits for the visible images, and draws the window.
  static func render(_ controller: SceneController, at time: Double) throws -> RenderSurface {
    controller.advance(to: time)
    controller.waitForPendingImages(timeout: 30)
    let surface = try RenderSurface(
      size: CarouselSize(
        width: controller.viewport.width, height: controller.viewport.height),
      scale: controller.scale)
    controller.draw(into: surface)
    return surface
  }

  /// Renders and compares with the golden image `name`.
  static func assertSnapshot(
    _ controller: SceneController, at time: Double, named name: String,
    sourceFile: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let surface = try render(controller, at: time)
    Snapshot.assertMatches(
      cairoSurface: surface.cairoSurface, named: name, sourceFile: sourceFile,
      sourceLocation: sourceLocation)
  }

  /// Renders and compares with the golden image `name`, a state of the golden `rest`
  /// (see `Snapshot.assertState`): the state must show inside `region` and nothing else
  /// may change.
  static func assertStateSnapshot(
    _ controller: SceneController, at time: Double, named name: String,
    changing region: PixelRegion, from rest: String,
    sourceFile: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let surface = try render(controller, at: time)
    Snapshot.assertState(
      SnapshotImage(cairoSurface: surface.cairoSurface), named: name, changing: region,
      from: rest, sourceFile: sourceFile, sourceLocation: sourceLocation)
  }
}
