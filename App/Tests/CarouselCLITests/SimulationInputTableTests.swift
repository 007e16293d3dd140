import CarouselFormats
import Foundation
import Testing

@testable import CarouselCLI

/// `web/limits.json` is what `node web/replay.mjs` validates input by: it must be the table
/// the Swift constants make, so the WebAssembly replay cannot drift from `carousel simulate`.
@Suite struct SimulationInputTableTests {
  /// The repository's `web/limits.json`, from this file's place in App/Tests/CarouselCLITests.
  private static let committedPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("web/limits.json").path

  /// Set to 1 to write the table instead of comparing with it.
  private static let writeVariable = "CAROUSEL_WRITE_WEB_TABLE"

  @Test func theCommittedWebTableIsTheOneTheSwiftConstantsMake() throws {
    let table = SimulationInputTable.json
    if ProcessInfo.processInfo.environment[Self.writeVariable] == "1" {
      try table.write(toFile: Self.committedPath, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOfFile: Self.committedPath, encoding: .utf8)
    #expect(
      committed == table,
      "web/limits.json differs from the Swift constants; rerun with \(Self.writeVariable)=1")
  }

  @Test func theTableIsStrictJSONWithTheLimitsTheReaderChecks() throws {
    let root = try JSONObjectReader(
      parsing: Array(SimulationInputTable.json.utf8), file: "limits.json")
    let limits = try root.requireObject("limits")
    #expect(try limits.requireDouble("side") == 100_000)
    #expect(try limits.requireInt("maxDots") == 1_000)
    let simulate = try root.requireObject("simulate")
    #expect(try simulate.requireInt("configByteLimit") == SimulationConfiguration.byteLimit)
    #expect(try simulate.requireInt("maxFrames") == SimulateCommand.maxFrames)
  }
}
