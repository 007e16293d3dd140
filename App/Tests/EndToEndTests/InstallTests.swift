import CarouselTestSupport
import Foundation
import Testing

/// Whether `make` is there to install with.
private let makeIsAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/make")

/// `make install` into a temporary prefix: the installed copy runs with the build folder out
/// of its reach, `make uninstall` removes what was installed.
///
/// The executable installed is the one under test (`make install-files BIN=…`); the real
/// `make install`, a static release build, is `make test`'s step test-install
/// (.ci/install-test), which also runs the copy with the build folder moved away.
@Suite(
  .tags(.slow), .enabled(if: TestTier.runsSlowTests),
  .enabled(if: makeIsAvailable, "make is not installed"))
struct InstallTests {
  static let repository = CommandLineTests.repository

  /// Runs make in the repository with `arguments`.
  func make(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/make")
    process.arguments = ["-s", "-C", Self.repository.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Runs an installed program from `/` with no artwork override.
  func runInstalled(_ executable: URL, _ arguments: [String]) throws -> CarouselProcess.Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    var environment = ProcessInfo.processInfo.environment
    environment["CAROUSEL_ARTWORK_DIR"] = nil
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "the program died of a signal")
    return CarouselProcess.Result(
      status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
      stderr: String(decoding: errors, as: UTF8.self))
  }

  @Test func installedCopyRunsWithoutTheBuildFolder() throws {
    let root = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let prefix = root.appendingPathComponent("prefix with space")
    let install = try make([
      "install-files", "PREFIX=\(prefix.path)", "BIN=\(CarouselProcess.executable.path)",
    ])
    #expect(install.status == 0, "\(install.output)")
    let installed = prefix.appendingPathComponent("bin/carousel")
    for file in [
      "bin/carousel", "bin/carousel-decoder", "share/applications/carousel.desktop",
      "share/man/man1/carousel.1",
      "share/carousel/Artwork/gallery/1.png", "share/carousel/Artwork/trips/paris.png",
    ] {
      #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path))
    }
    let desktop = try String(
      contentsOf: prefix.appendingPathComponent("share/applications/carousel.desktop"),
      encoding: .utf8)
    #expect(desktop.contains("\nExec=carousel\n") && desktop.contains("[Desktop Entry]"))

    let version = try runInstalled(installed, ["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("carousel 0."))
    let help = try runInstalled(installed, ["help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("render") && help.stdout.contains("simulate"), "\(help.stdout)")

    // The installed copy draws the same picture as the build folder's.
    let installedPNG = root.appendingPathComponent("installed.png").path
    let builtPNG = root.appendingPathComponent("built.png").path
    let arguments = ["render", "gallery", "--size", "320x260"]
    let render = try runInstalled(installed, arguments + ["--out", installedPNG])
    #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
    let built = try runInstalled(CarouselProcess.executable, arguments + ["--out", builtPNG])
    #expect(built.status == 0)
    #expect(
      FileManager.default.contents(atPath: installedPNG)
        == FileManager.default.contents(atPath: builtPNG))

    // Without its artwork the copy says so in one line and draws placeholders: proof that it
    // never reached into the build folder, which still holds the artwork.
    try FileManager.default.removeItem(at: prefix.appendingPathComponent("share/carousel/Artwork"))
    let missing = try runInstalled(installed, arguments + ["--out", installedPNG])
    #expect(missing.status == 0)
    #expect(missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
    #expect(missing.stderr.contains("bundled artwork not found"))
    #expect(missing.stderr.contains(prefix.appendingPathComponent("share/carousel").path))
    let trips = try runInstalled(
      installed, ["render", "trips", "--out", installedPNG, "--likes", root.path + "/l.db"])
    #expect(trips.status == 0 && trips.stderr.split(separator: "\n").count == 1)

    let uninstall = try make(["uninstall", "PREFIX=\(prefix.path)"])
    #expect(uninstall.status == 0, "\(uninstall.output)")
    // Nothing left, not even the folders install-files made (the prefix itself stays).
    let left = try FileManager.default.contentsOfDirectory(atPath: prefix.path)
    #expect(left.isEmpty, "\(left)")
  }
}
