import CarouselTestSupport
import Foundation
import Testing

/// Keyline layouts through the real binary: `simulate`'s CONFIG `keylines` with the
/// per-item `masks` of each frame, and `cards --keylines` rendered.
@Suite struct KeylineCommandTests {
  /// Runs simulate at 10 fps and returns its status, frames and standard error.
  func simulate(config: String, events: String) throws -> (
    status: Int32, frames: [[String: Any]], stderr: String
  ) {
    try CarouselProcess.simulate(config: config, events: events, fps: 10)
  }

  /// 390 points, large 186: multi-browse masks of 204, 130 and 56 at rest; after a key
  /// press item 1 rests unmasked on the focal keyline.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func simulateListsFramesAndMasks() throws {
    let run = try simulate(
      config: #"""
        {"viewport":{"width":390,"height":240},"count":6,
         "keylines":{"strategy":"multiBrowse","largeSize":186,"smallMin":40,"smallMax":56,
                     "alignment":"start"}}
        """#,
      events: #"{"t":0.1,"type":"key","key":"right"}"# + "\n")
    #expect(run.status == 0, "\(run.stderr)")
    let first = try #require(run.frames.first)
    let masks = try #require(first["masks"] as? [[String: Any]])
    #expect(masks.map { $0["index"] as? Int } == [0, 1, 2])
    #expect(masks.map { ($0["mask"] as? [Double])?[2] } == [204, 130, 56])
    #expect(masks.map { ($0["frame"] as? [Double])?[2] } == [204, 204, 204])
    #expect(masks[1]["frame"] as? [Double] == [269 - 102, 0, 204, 240])
    #expect(masks[1]["mask"] as? [Double] == [204, 0, 130, 240])
    let last = try #require(run.frames.last)
    #expect(last["index"] as? Int == 1)
    let settled = try #require(last["masks"] as? [[String: Any]])
    let current = try #require(settled.first { $0["index"] as? Int == 1 })
    #expect(current["frame"] as? [Double] == [0, 0, 204, 240])
    #expect(current["mask"] as? [Double] == [0, 0, 204, 240])
    // Without keylines there is no `masks` field.
    let plain = try simulate(config: #"{"count":3}"#, events: "")
    #expect(plain.frames.first?["masks"] == nil)
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (#"{"keylines":{"strategy":"grid","largeSize":100}}"#, "keylines.strategy"),
      (#"{"keylines":{"strategy":"hero"}}"#, "largeSize"),
      (#"{"keylines":{"strategy":"hero","largeSize":-3}}"#, "keylines.largeSize"),
      (
        #"{"keylines":{"strategy":"hero","largeSize":300,"smallMin":60,"smallMax":50}}"#,
        "keylines.smallMax': smallMax 50 is below smallMin 60"
      ),
      (#"{"keylines":{"strategy":"hero","largeSize":300,"alignment":"end"}}"#, "alignment"),
      (#"{"keylines":{"strategy":"hero","largeSize":300,"size":3}}"#, "size"),
    ])
  func badKeylinesStopWithOneLine(config: String, field: String) throws {
    let run = try simulate(config: config, events: "")
    #expect(run.status == 2)
    #expect(run.frames.isEmpty)
    #expect(run.stderr.contains(field), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: ["multiBrowse", "hero", "uncontained"])
  func rendersTheCardsOnKeylines(strategy: String) throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let out = folder.appendingPathComponent("\(strategy).png").path
    let result = try CarouselProcess.run([
      "render", "cards", "--keylines", strategy, "--out", out, "--size", "390x480",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
  }

  @Test func anUnknownStrategyIsRefused() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let result = try CarouselProcess.run([
      "render", "cards", "--keylines", "grid", "--out",
      folder.appendingPathComponent("x.png").path,
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("invalid value 'grid' for option '--keylines'"), "\(result.stderr)")
  }
}
