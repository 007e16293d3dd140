import CarouselCoreTesting
import Foundation
import Testing

/// Every public symbol of the library carries a doc comment: the symbol graph the
/// toolchain's `swift-symbolgraph-extract` makes from the built modules (the same input the
/// DocC catalog is built from) lists none without one.
@Suite struct DocumentationCoverageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of the built `.swiftmodule`s: next to the test executable.
  static var modules: URL? {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent(),
      root.appendingPathComponent(".build/debug"),
    ].map { $0.appendingPathComponent("Modules") }
    return candidates.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("CarouselCore.swiftmodule").path)
    }
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: ["CarouselCore", "CarouselCoreTesting"])
  func everyPublicSymbolIsDocumented(module: String) throws {
    let modules = try #require(Self.modules, "built modules not found")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-symbols-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift-symbolgraph-extract", "-module-name", module, "-I", modules.path,
      "-target", Self.target, "-minimum-access-level", "public", "-output-dir", output.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(message.prefix(2000))")
    let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
    let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let symbols = try #require(graph["symbols"] as? [[String: Any]])
    #expect(symbols.count > 10)
    let undocumented = symbols.compactMap { symbol -> String? in
      let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
      // Conformances the compiler writes (==, hash(into:)) have nothing to document.
      guard !identifier.contains("::SYNTHESIZED::"), symbol["docComment"] == nil else {
        return nil
      }
      return (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? identifier
    }
    #expect(undocumented.isEmpty, "undocumented: \(undocumented.sorted())")
  }

  /// The target triple the modules were built for.
  static var target: String {
    #if arch(x86_64)
      "x86_64-unknown-linux-gnu"
    #elseif arch(arm64)
      "aarch64-unknown-linux-gnu"
    #else
      "unknown"
    #endif
  }
}
