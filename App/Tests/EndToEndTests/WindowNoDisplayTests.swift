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
  }
}
