import CarouselTestSupport
import Foundation
import Testing

/// Without a display the app says so and points to headless rendering, instead of opening
/// a window nobody can see (SDL 2 would quietly fall back to its offscreen driver).
@Suite struct WindowNoDisplayTests {
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func noDisplayIsAClearError() throws {
    let dataHome = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dataHome) }
    let (status, message) = try Self.runTrips(
      setting: ["XDG_DATA_HOME": dataHome.path, "XDG_RUNTIME_DIR": dataHome.path],
      unsetting: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
    #expect(status != 0)
    #expect(message.contains("no display"))
    #expect(message.contains("DISPLAY and WAYLAND_DISPLAY are not set"))
    #expect(message.contains("carousel render SCENE --out FILE.png"))
    // One line, nothing escaped.
    #expect(message.split(separator: "\n").count == 1, "\(message)")
    #expect(!message.contains("\\u{"), "\(message)")
  }

  /// A display named that no server answers: the same one-line error naming it, after
  /// X11 alone was tried (no Wayland complaint about XDG_RUNTIME_DIR on the way).
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aDisplayNobodyAnswersIsAClearError() throws {
    let (status, message) = try Self.runTrips(
      setting: ["DISPLAY": ":4711"],
      unsetting: ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR"])
    #expect(status == 1)
    #expect(
      message.hasPrefix(
        "carousel: no display to open a window on (DISPLAY=:4711 could not be reached"))
    #expect(message.split(separator: "\n").count == 1, "\(message)")
    #expect(!message.contains("XDG_RUNTIME_DIR"), "\(message)")
  }

  /// Runs `carousel trips` in this environment with `setting` set and `unsetting` removed;
  /// its exit status and standard error.
  static func runTrips(setting: [String: String], unsetting: [String]) throws -> (
    status: Int32, message: String
  ) {
    let process = Process()
    process.executableURL = WindowTools.carousel
    process.arguments = ["trips"]
    var environment = ProcessInfo.processInfo.environment.merging(setting) { $1 }
    for name in unsetting { environment[name] = nil }
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
  }
}
