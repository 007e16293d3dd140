import CarouselAccessibility
import CarouselCore
import CarouselLocale
import CarouselRender
import CarouselScenes
import Foundation

/// What the accessibility bridge adds to the window's start-up when there is no
/// accessibility bus: the time from nothing to the trips scene's first frame drawn
/// (`startup.first.frame`), the bridge's start with no bus named (`startup.a11y.nobus`:
/// it does not start) and with a session bus named that does not answer
/// (`startup.a11y.deadbus`: its thread starts and gives up on its own). The frame thread
/// waits for neither; the ratio printed is the first frame with the bridge's start against
/// the first frame alone.
enum AccessibilityBenchmarks {
  static let runs = 15
  static let size = CarouselSize(width: 400, height: 760)

  static func figures() throws -> [Figure] {
    var frames: [Double] = []
    var noBus: [Double] = []
    var deadBus: [Double] = []
    let phrases = Phrases.english
    for run in 0..<runs {
      frames.append(try firstFrameSeconds(run: run) * 1_000)
      noBus.append(
        Measure.seconds {
          blackHole(AccessibilityBridge.start(environment: [:], phrases: phrases) {})
        } * 1_000)
      var bridge: AccessibilityBridge?
      let environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/carousel-bench"]
      deadBus.append(
        Measure.seconds {
          bridge = AccessibilityBridge.start(environment: environment, phrases: phrases) {}
        } * 1_000)
      bridge?.stop()
    }
    return [
      Figure(
        name: "startup.first.frame", title: "trips scene made and its first frame drawn",
        value: Measure.median(frames), unit: "ms"),
      Figure(
        name: "startup.a11y.nobus", title: "accessibility bridge start, no bus named",
        value: Measure.median(noBus), unit: "ms"),
      Figure(
        name: "startup.a11y.deadbus",
        title: "accessibility bridge start, a session bus that does not answer",
        value: Measure.median(deadBus), unit: "ms"),
    ]
  }

  /// Seconds from nothing to the trips scene's first frame in a surface.
  private static func firstFrameSeconds(run: Int) throws -> Double {
    var options = SceneOptions()
    let database = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-bench-a11y-\(ProcessInfo.processInfo.processIdentifier)-\(run).sqlite3"
    ).path
    options.likesDatabasePath = database
    defer {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: database + suffix)
      }
    }
    var failure: Error?
    let seconds = Measure.seconds {
      do {
        let scene = try SceneController(kind: .trips, options: options, viewport: size, scale: 1)
        let surface = try RenderSurface(size: size, scale: 1)
        scene.draw(into: surface)
        blackHole(surface)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return seconds
  }
}
