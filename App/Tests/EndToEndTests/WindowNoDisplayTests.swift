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
    let process = Process()
    process.executableURL = WindowTools.carousel
    process.arguments = ["trips"]
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
    environment["XDG_DATA_HOME"] = dataHome.path
    environment["XDG_RUNTIME_DIR"] = dataHome.path
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
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
    let process = Process()
    process.executableURL = WindowTools.carousel
    process.arguments = ["trips"]
    var environment = ProcessInfo.processInfo.environment
    for name in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR"] {
      environment[name] = nil
    }
    environment["DISPLAY"] = ":4711"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(
      message.hasPrefix(
        "carousel: no display to open a window on (DISPLAY=:4711 could not be reached"))
    #expect(message.split(separator: "\n").count == 1, "\(message)")
    #expect(!message.contains("XDG_RUNTIME_DIR"), "\(message)")
  }
}
