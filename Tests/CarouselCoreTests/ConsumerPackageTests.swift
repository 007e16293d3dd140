import CarouselCoreTesting
import Foundation
import Testing

/// A developer's first contact: a new package that depends on this repository by path and
/// uses only the library products builds with nothing but the toolchain — no warning, and no
/// system library looked up (a `pkg-config` on the `PATH` that records its calls stays
/// silent).
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests)) struct ConsumerPackageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Consumer",
      dependencies: [.package(name: "CarouselKit", path: "ROOT")],
      targets: [
        .executableTarget(
          name: "Consumer",
          dependencies: [
            .product(name: "CarouselCore", package: "CarouselKit"),
            .product(name: "CarouselCoreTesting", package: "CarouselKit"),
          ])
      ]
    )
    """

  static let main = """
    import CarouselCore
    import CarouselCoreTesting

    var engine = try CarouselEngine(viewport: CarouselSize(width: 390, height: 540), count: 5)
    var script = EventScript()
    script.flick(from: CarouselPoint(x: 300, y: 270), by: -80, at: 0)
    engine.apply(script)
    _ = engine.runUntilSettled()
    let broken = CarouselInvariants.violations(in: engine)
    print("\\(engine.currentIndex + 1)/\\(engine.count) \\(broken.isEmpty ? "ok" : "\\(broken)")")
    """

  @Test func aPackageUsingOnlyTheLibraryBuildsCleanly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carouselkit-consumer-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources/Consumer")
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try Self.manifest.replacingOccurrences(of: "ROOT", with: Self.root.path).write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try Self.main.write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    // A pkg-config that records every call: a system library target would call it.
    let calls = folder.appendingPathComponent("pkg-config-calls.log")
    let spy = bin.appendingPathComponent("pkg-config")
    try "#!/bin/sh\necho \"$@\" >> '\(calls.path)'\nexit 1\n".write(
      to: spy, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: spy.path)

    let build = try run(
      ["swift", "build", "--package-path", folder.path], path: bin.path)
    #expect(build.status == 0, "\(build.output.suffix(3000))")
    let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
    #expect(
      !FileManager.default.fileExists(atPath: calls.path),
      "pkg-config ran: \((try? String(contentsOf: calls, encoding: .utf8)) ?? "")")
    #expect(!build.output.contains("pkg-config") && !build.output.contains("pc file"))

    let consumer = try run(
      ["swift", "run", "--skip-build", "--package-path", folder.path, "Consumer"],
      path: bin.path)
    #expect(consumer.output.hasSuffix("2/5 ok\n"), "\(consumer.output)")
  }

  /// Runs a command with `path` first on the `PATH`; standard output and error together.
  func run(_ arguments: [String], path: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
