import CarouselCoreTesting
import Foundation
import Testing

/// CarouselCore stays free of Foundation and of the platform's C library beyond four math
/// functions, so it builds with Embedded Swift for bare WebAssembly: `make wasm` compiles it
/// together with the C-style API of Sources/CarouselWasm into web/carousel-core.wasm.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
struct EmbeddedBuildTests {
  /// The targets: 100 KB and 40 KiB gzipped (`gzip -9`). The module is 85 KiB and
  /// 38.4 KiB with keyline layouts and links (docs/web.md lists what it is made of); what
  /// text it builds goes through `UTF8Text`, not `String` appending.
  static let maximumBytes = 100 * 1024
  static let maximumGzippedBytes = 40 * 1024

  /// The layouts module's budget (carousel-layouts.wasm: the same engine with continuous
  /// autoplay, auto height, breakpoints and nested scrolling; docs/web.md, "Code
  /// splitting"). Measured at 114,838 bytes and 50,446 gzipped; the page loads it only
  /// for its layout sections, off the first paint, so the limits are the measure plus about
  /// 5 %: room for fixes, not for a new feature unnoticed.
  static let maximumLayoutsBytes = 120 * 1024
  static let maximumLayoutsGzippedBytes = 52 * 1024

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs a program (looked up on the PATH) in the repository; its status and output.
  static func run(_ arguments: [String], input: Data? = nil) throws -> (Int32, Data, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = root
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    if let input { standardInput.fileHandleForWriting.write(input) }
    try standardInput.fileHandleForWriting.close()
    nonisolated(unsafe) var outData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      outData = output.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    group.wait()
    process.waitUntilExit()
    return (process.terminationStatus, outData, message)
  }

  /// Builds one module with `make` into a fresh folder (`variable` names its make target);
  /// its bytes, checked against the two limits, and its imports and exports (read by Node).
  static func buildModule(
    _ variable: String, maximumBytes: Int, maximumGzippedBytes: Int
  ) throws -> (imports: [String], exports: Set<String>) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-wasm-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let module = folder.appendingPathComponent("module.wasm")
    let (status, _, message) = try Self.run([
      "make", "--no-print-directory", "-s", "-B", module.path, "\(variable)=\(module.path)",
      "WASM_BUILD=\(folder.path)",
    ])
    try #require(status == 0, "make \(variable) failed: \(message.suffix(2000))")

    let bytes = try Data(contentsOf: module)
    #expect(bytes.starts(with: [0x00, 0x61, 0x73, 0x6D]), "not a WebAssembly module")
    #expect(bytes.count <= maximumBytes, "\(variable): \(bytes.count) bytes")
    let (gzipStatus, gzipped, _) = try Self.run(["gzip", "-9", "-c"], input: bytes)
    #expect(gzipStatus == 0)
    #expect(gzipped.count <= maximumGzippedBytes, "\(variable): \(gzipped.count) bytes gzipped")

    let script = """
      const m = new WebAssembly.Module(require('fs').readFileSync(process.argv[1]));
      console.log(JSON.stringify({
        imports: WebAssembly.Module.imports(m).map(i => i.module + '.' + i.name).sort(),
        exports: WebAssembly.Module.exports(m).map(e => e.name) }));
      """
    let (nodeStatus, json, nodeMessage) = try Self.run(["node", "-e", script, module.path])
    try #require(nodeStatus == 0, "\(nodeMessage)")
    let listing = try #require(
      JSONSerialization.jsonObject(with: json) as? [String: [String]])
    return (listing["imports"] ?? [], Set(listing["exports"] ?? []))
  }

  /// The API both modules export.
  static let coreExports = [
    "memory", "carousel_create", "carousel_destroy", "carousel_configure",
    "carousel_set_viewport", "carousel_set_item_size", "carousel_pointer_down",
    "carousel_key", "carousel_advance", "carousel_frame", "carousel_next_event",
    "carousel_set_keylines", "carousel_clear_keylines", "carousel_link", "carousel_unlink",
    "carousel_link_select", "carousel_link_selected",
  ]

  /// What only the layouts module exports.
  static let layoutsExports = [
    "carousel_set_autoplay_scroll", "carousel_autoplay_pause_reason",
    "carousel_set_content_size", "carousel_auto_cross_size", "carousel_set_breakpoints",
    "carousel_breakpoint", "carousel_is_enabled", "carousel_nest", "carousel_unnest",
    "carousel_nested_state",
  ]

  @Test func coreBuildsAsASmallWebAssemblyModuleWithTheCStyleAPI() throws {
    let (imports, exports) = try Self.buildModule(
      "WASM", maximumBytes: Self.maximumBytes, maximumGzippedBytes: Self.maximumGzippedBytes)
    // Imports only the four math functions; exports the API, and none of the layouts.
    #expect(imports == ["env.cos", "env.exp", "env.log", "env.sin"])
    for name in Self.coreExports {
      #expect(exports.contains(name), "missing export \(name)")
    }
    for name in Self.layoutsExports {
      #expect(!exports.contains(name), "the main module exports \(name)")
    }
  }

  @Test func theLayoutsModuleAddsTheLayoutsWithinItsOwnBudget() throws {
    let (imports, exports) = try Self.buildModule(
      "LAYOUTS_WASM", maximumBytes: Self.maximumLayoutsBytes,
      maximumGzippedBytes: Self.maximumLayoutsGzippedBytes)
    #expect(imports == ["env.cos", "env.exp", "env.log", "env.sin"])
    for name in Self.coreExports + Self.layoutsExports {
      #expect(exports.contains(name), "missing export \(name)")
    }
  }
}
