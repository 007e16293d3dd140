import Foundation
import Testing

/// CarouselCore stays free of Foundation and of the platform's C library beyond four math
/// functions, so it builds with Embedded Swift for bare WebAssembly (a future web host).
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
struct EmbeddedBuildTests {
  @Test func coreCompilesWithEmbeddedSwiftForWebAssembly() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources/CarouselCore")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      .map { sources.appendingPathComponent($0).path }
    #expect(files.count > 20)
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-core-\(UUID().uuidString).o")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-target", "wasm32-unknown-none-wasm",
        "-enable-experimental-feature", "Embedded", "-enable-experimental-feature", "Extern",
        "-wmo", "-parse-as-library", "-module-name", "CarouselCore", "-Osize",
        "-Xfrontend", "-disable-stack-protector", "-c", "-o", output.path,
      ] + files
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message.prefix(2000))")
    #expect(FileManager.default.fileExists(atPath: output.path))
  }
}
