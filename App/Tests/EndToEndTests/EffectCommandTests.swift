import CarouselTestSupport
import Foundation
import Testing

/// Effects through the real binary: `--effect`/`--effect-param` on a scene, and
/// `simulate`'s CONFIG `effect` with the per-item `items` of each frame.
@Suite struct EffectCommandTests {
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func rendersASceneWithAnEffectAndItsParameters() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let out = folder.appendingPathComponent("cube.png").path
    let result = try CarouselProcess.run([
      "render", "cards", "--effect", "cube", "--effect-param", "shade=0.8",
      "--effect-param", "perspective=3", "--out", out, "--size", "300x240",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (
        ["--effect", "cubes"],
        "invalid value 'cubes' for option '--effect' of 'render': expected one of linear, scale"
      ),
      (
        ["--effect", "cube", "--effect-param", "angle=3"],
        "invalid value 'angle=3' for option '--effect-param' of 'render': expected a parameter "
          + "of cube: perspective, shade"
      ),
      (
        ["--effect", "cube", "--effect-param", "shade=2"],
        "expected shade to be a number from 0 to 1"
      ),
      (["--effect", "cube", "--effect-param", "shade"], "expected KEY=VALUE"),
      (["--effect-param", "shade=0.5"], "expected it to follow --effect NAME"),
    ])
  func badEffectArgumentsStopWithOneLine(arguments: [String], message: String) throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let result = try CarouselProcess.run(
      ["render", "cards", "--out", folder.appendingPathComponent("x.png").path] + arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
  }

  /// Decodes the frames simulate prints.
  func frames(config: String, events: String) throws -> [[String: Any]] {
    let folder = try CarouselProcess.temporaryDirectory()
    let configPath = try CarouselProcess.write(config, named: "config.json", in: folder)
    let eventsPath = try CarouselProcess.write(events, named: "events.jsonl", in: folder)
    let result = try CarouselProcess.run([
      "simulate", "--config", configPath, "--events", eventsPath, "--fps", "10",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return try result.stdout.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// Where a transform draws item point (x, y): (X/W, Y/W) from the viewport's centre.
  func project(_ m: [Double], _ x: Double, _ y: Double) -> (Double, Double) {
    let X = m[0] * x + m[1] * y + m[3]
    let Y = m[4] * x + m[5] * y + m[7]
    let W = m[12] * x + m[13] * y + m[15]
    return (X / W, Y / W)
  }

  @Test func simulateListsEachVisibleItemsAppearance() throws {
    // 200-point items 20 apart in a 400-point viewport, dragged 50 points left.
    let frames = try frames(
      config: #"""
        {"viewport":{"width":400,"height":300},"itemSize":{"points":200},"spacing":20,
         "effect":{"name":"coverFlow","params":{"angle":60}}}
        """#,
      events: #"""
        {"t":0,"type":"pointerDown","x":200,"y":150}
        {"t":0.1,"type":"pointerMove","x":150,"y":150}
        """# + "\n")
    for frame in frames {
      let visible = try #require(frame["visible"] as? [Int])
      let items = try #require(frame["items"] as? [[String: Any]])
      #expect(items.compactMap { $0["index"] as? Int } == visible)
      for item in items {
        let transform = try #require(item["transform"] as? [Double])
        #expect(transform.count == 16)
        #expect(item["opacity"] as? Double == 1)
      }
    }
    // At rest the current item is drawn where the plain layout puts it: centred, 200 wide.
    let rest = try #require(frames.first?["items"] as? [[String: Any]])
    let current = try #require(rest.first { $0["index"] as? Int == 0 })
    let m = try #require(current["transform"] as? [Double])
    let left = project(m, -100, -150)
    let right = project(m, 100, 150)
    #expect(abs(left.0 + 100) < 1e-6 && abs(left.1 + 150) < 1e-6)
    #expect(abs(right.0 - 100) < 1e-6 && abs(right.1 - 150) < 1e-6)
    #expect(current["z"] as? Double == 0)
    // The next item, one away, is turned: its near (left) edge looks taller than its far one.
    let next = try #require(rest.first { $0["index"] as? Int == 1 })
    let n = try #require(next["transform"] as? [Double])
    let nearHeight = project(n, -100, 150).1 - project(n, -100, -150).1
    let farHeight = project(n, 100, 150).1 - project(n, 100, -150).1
    #expect(nearHeight > farHeight)
    #expect(try #require(next["z"] as? Double) < 0)
  }

  @Test func simulateWithoutAnEffectHasNoItems() throws {
    let frames = try frames(config: "{}", events: #"{"t":0,"type":"key","key":"right"}"# + "\n")
    #expect(frames.allSatisfy { $0["items"] == nil })
  }

  @Test func simulateRejectsAnUnknownEffectParameterAtItsLine() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let config = try CarouselProcess.write(
      "{\n\"effect\": {\"name\": \"cube\",\n \"params\": {\"angle\": 3}}}", named: "c.json",
      in: folder)
    let events = try CarouselProcess.write("", named: "e.jsonl", in: folder)
    let result = try CarouselProcess.run(["simulate", "--config", config, "--events", events])
    #expect(result.status == 2)
    #expect(result.stderr.contains("c.json:3"), "\(result.stderr)")
    #expect(result.stderr.contains("effect.params.angle"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}
