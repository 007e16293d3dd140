import Foundation
import Testing

extension WindowTests {
  /// The window's frame on the X server: position and size in pixels.
  struct WindowGeometry: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// `xdotool getwindowgeometry --shell` of the app's window.
  static func geometry(of app: WindowApp) throws -> WindowGeometry {
    let text = try app.xdotool(["getwindowgeometry", "--shell", app.window])
    var fields: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
    }
    guard let x = fields["X"], let y = fields["Y"], let width = fields["WIDTH"],
      let height = fields["HEIGHT"]
    else { throw WindowTestError("no geometry in: \(text)") }
    return WindowGeometry(x: x, y: y, width: width, height: height)
  }

  /// Waits until the window's frame on the X server satisfies `condition`.
  static func waitForGeometry(
    of app: WindowApp, _ what: String, _ condition: (WindowGeometry) -> Bool
  ) throws -> WindowGeometry {
    var last: WindowGeometry?
    let found = try pollUntil(timeout: WindowApp.reactionTimeout) { () -> WindowGeometry? in
      let geometry = try geometry(of: app)
      last = geometry
      return condition(geometry) ? geometry : nil
    }
    guard let found else {
      throw WindowTestError("timed out waiting for \(what); window at \(String(describing: last))")
    }
    return found
  }

  /// Plain X with no window manager (kiosk style): `f` fills the screen with the whole
  /// layout at the screen's size, and `f` again brings back the old size and place.
  @Test func fullScreenWithoutAWindowManagerAndBack() throws {
    let xvfb = try WindowXvfb(screen: "1366x768")
    let data = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try WindowApp(display: xvfb.display, dataHome: data, arguments: ["gallery"])
    let windowed = try Self.geometry(of: app)
    #expect(windowed.width == 640 && windowed.height == 560)

    try app.press("f")
    // The scene lays out at the window's real size, and the X window has that size.
    try app.waitForState("the full-screen layout") { $0.width == 1366 && $0.height == 768 }
    let full = try Self.waitForGeometry(of: app, "a full-screen window") {
      $0.width == 1366 && $0.height == 768
    }
    #expect(full.x == 0 && full.y == 0)

    try app.press("f")
    try app.waitForState("the windowed layout") { $0.width == 640 && $0.height == 560 }
    let back = try Self.waitForGeometry(of: app, "the old window") {
      $0.width == 640 && $0.height == 560
    }
    #expect(back == windowed)

    // --fullscreen starts that way, and F11 leaves it for the scene's own size.
    app.kill()
    let started = try WindowApp(
      display: xvfb.display, dataHome: data, arguments: ["cards", "--fullscreen"])
    try started.waitForState("a full-screen start") { $0.width == 1366 && $0.height == 768 }
    try started.press("F11")
    try started.waitForState("the cards' own size") { $0.width == 390 && $0.height == 480 }
  }

  /// A 1366 × 768 screen holds every scene's window whole (trips is taller by default and
  /// opens as tall as the screen).
  @Test func everySceneFitsA1366By768Screen() throws {
    let xvfb = try WindowXvfb(screen: "1366x768")
    let data = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    for scene in ["trips", "slider", "cards", "gallery"] {
      let app = try WindowApp(display: xvfb.display, dataHome: data, arguments: [scene])
      let frame = try Self.geometry(of: app)
      #expect(frame.x >= 0 && frame.y >= 0, "\(scene): \(frame)")
      #expect(frame.x + frame.width <= 1366 && frame.y + frame.height <= 768, "\(scene): \(frame)")
      let state = try #require(app.state)
      #expect(state.width == frame.width && state.height == frame.height, "\(scene)")
      app.kill()
    }
  }

  /// Shrinking the window below the scene's minimum (as anyone may without a window
  /// manager) grows it back: the scene never lays out smaller.
  @Test func aWindowIsNeverSmallerThanItsScenesMinimum() throws {
    let xvfb = try WindowXvfb(screen: "1366x768")
    let data = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try WindowApp(display: xvfb.display, dataHome: data, arguments: ["gallery"])
    try app.resize(width: 120, height: 100)
    try app.waitForState("the minimum size") { $0.width == 320 && $0.height == 260 }
    _ = try Self.waitForGeometry(of: app, "the minimum window") {
      $0.width == 320 && $0.height == 260
    }
  }

  /// Five wheel notches in quick succession (20 ms apart) move five items: none dropped.
  @Test func fiveQuickWheelNotchesAreFiveItems() throws {
    let session = try WindowSession()
    let app = try session.launchTrips()
    try app.xdotool([
      "mousemove", "--window", app.window, "200", "300", "click", "--repeat", "5", "--delay",
      "20", "5",
    ])
    let state = try app.waitForState("five notches to settle") { $0.isIdle && $0.index != 0 }
    #expect(state.index == 5)
  }
}
