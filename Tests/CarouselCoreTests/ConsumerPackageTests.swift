import CarouselCoreTesting
import Foundation
import Testing

/// A developer's first contact: a new package that depends on this repository by path and
/// uses only the library products builds with nothing but the toolchain — no warning, and no
/// system library looked up (a `pkg-config` on the `PATH` that records its calls stays
/// silent); and one that depends on it by URL and version, as the README shows, resolves the
/// release tag and builds.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests)) struct ConsumerPackageTests {
  /// The release the README tells consumers to depend on (`from:`).
  static let release = "0.5.0"

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

  /// A consumer whose only dependency is `.package(url: "file://…/CarouselKit", from: "0.5.0")`:
  /// the engine from the release tag, an input event in, a frame out.
  static let urlManifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "URLConsumer",
      dependencies: [.package(url: "CLONE_URL", from: "RELEASE")],
      targets: [
        .executableTarget(
          name: "URLConsumer",
          dependencies: [.product(name: "CarouselCore", package: "CarouselKit")])
      ]
    )
    """

  static let urlMain = """
    import CarouselCore

    var engine = try CarouselEngine(viewport: CarouselSize(width: 390, height: 540), count: 5)
    engine.handle(CarouselInputEvent(time: 0, .key(.right)))
    engine.advance(to: 2)
    let shown = engine.layoutAttributes.filter(\\.isVisible).map(\\.index)
    print("\\(engine.currentIndex + 1)/\\(engine.count) \\(engine.phase) \\(shown)")
    """

  @Test func aPackageDependingOnTheReleaseByURLBuilds() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carouselkit-url-consumer-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A clone of the checkout the test runs in (its committed HEAD), under the name a
    // consumer's URL ends in: a URL dependency's identity is that last component.
    let clone = folder.appendingPathComponent("CarouselKit")
    let cloned = try run(["git", "clone", "--quiet", Self.root.path, clone.path], path: "")
    try #require(cloned.status == 0, "\(cloned.output)")
    // The release tag, when the clone has none: the lead tags main after merging, and the
    // CI's fresh clone of main may or may not carry tags, so the test tags the clone's HEAD
    // itself (a lightweight tag in the throwaway clone; the repository is not touched).
    let tags = try run(["git", "-C", clone.path, "tag", "--list", Self.release], path: "")
    if tags.output.trimmingCharacters(in: .whitespacesAndNewlines) != Self.release {
      let tagged = try run(["git", "-C", clone.path, "tag", Self.release], path: "")
      try #require(tagged.status == 0, "\(tagged.output)")
    }

    let consumer = folder.appendingPathComponent("consumer")
    let sources = consumer.appendingPathComponent("Sources/URLConsumer")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Self.urlManifest.replacingOccurrences(of: "CLONE_URL", with: clone.absoluteString)
      .replacingOccurrences(of: "RELEASE", with: Self.release).write(
        to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try Self.urlMain.write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

    // No shared cache: every run clones a new URL, which would stay cached for good.
    let build = try run(
      ["swift", "build", "--disable-dependency-cache", "--package-path", consumer.path],
      path: "")
    #expect(build.status == 0, "\(build.output.suffix(3000))")
    let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
    // A tagged version was resolved: the release, or a later 0.x one once there is one.
    let resolved = try String(
      contentsOf: consumer.appendingPathComponent("Package.resolved"), encoding: .utf8)
    let version = resolved.components(separatedBy: "\"version\" : \"").dropFirst().first?
      .prefix { $0 != "\"" }
    let parts = { (text: Substring) in text.split(separator: ".").compactMap { Int($0) } }
    #expect(
      version.map {
        parts($0).count == 3 && parts($0)[0] == 0
          && parts($0).lexicographicallyPrecedes(parts(Self.release[...])) == false
      } == true, "\(resolved)")

    let result = try run(
      ["swift", "run", "--skip-build", "--package-path", consumer.path, "URLConsumer"],
      path: "")
    // The key moved one item on, and the snap spring has long come to rest.
    #expect(result.output.hasSuffix("2/5 idle [1]\n"), "\(result.output)")
  }

  /// Runs a command with `path` first on the `PATH`; standard output and error together.
  func run(_ arguments: [String], path: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    let inherited = environment["PATH"] ?? "/usr/bin:/bin"
    environment["PATH"] = path.isEmpty ? inherited : path + ":" + inherited
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
