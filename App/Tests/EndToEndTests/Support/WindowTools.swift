import Foundation

/// The X11 tools the window tests drive the app with, found on `PATH`.
enum WindowTools {
  static let xvfb = find("Xvfb")
  static let xdotool = find("xdotool")

  /// Whether the window tests can run: they skip themselves only when these are missing
  /// (`make deps` installs them).
  static var isAvailable: Bool { xvfb != nil && xdotool != nil }

  /// The executable under test: `CAROUSEL_WINDOW_BINARY` when set (to try another build),
  /// else the `carousel` built next to the test bundle.
  static var carousel: URL {
    if let path = ProcessInfo.processInfo.environment["CAROUSEL_WINDOW_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return CarouselProcess.executable
  }

  private static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }
}

/// A failure of the window test harness, with what it saw.
struct WindowTestError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Polls `condition` every `interval` seconds until it returns a value or `timeout` passes.
func pollUntil<T>(
  timeout: Double, interval: Double = 0.02, _ condition: () throws -> T?
) rethrows -> T? {
  let deadline = Date().addingTimeInterval(timeout)
  while true {
    if let value = try condition() { return value }
    if Date() >= deadline { return nil }
    Thread.sleep(forTimeInterval: interval)
  }
}
