import CarouselTestSupport
import Foundation
import Testing

/// Continuous autoplay through the real binary: `simulate`'s `autoplay.speed` and `ramp`
/// with the `autoScroll` field of each frame, and one-line refusals.
@Suite struct AutoScrollCommandTests {
  /// Runs simulate at 4 fps and returns its status, frames and standard error.
  func simulate(config: String, events: String) throws -> (
    status: Int32, frames: [[String: Any]], stderr: String
  ) {
    try CarouselProcess.simulate(config: config, events: events, fps: 4)
  }

  /// 200 pt/s eased over 0.5 s, hovered from 1 s to 2 s: full speed at 0.5 s, easing out
  /// to rest by 1.5 s with the reason `hover`, still until 2 s, then easing in again.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func glidesPausesOnHoverAndResumes() throws {
    let run = try simulate(
      config: #"{"loop":true,"count":5,"autoplay":{"speed":200,"ramp":0.5,"resumeDelay":1}}"#,
      events: #"{"t":1,"type":"hover","inside":true}"# + "\n"
        + #"{"t":2,"type":"hover","inside":false}"# + "\n")
    #expect(run.status == 0, "\(run.stderr)")
    func glide(_ k: Int) -> [String: Any]? { run.frames[k]["autoScroll"] as? [String: Any] }
    func velocity(_ k: Int) -> Double? { glide(k)?["velocity"] as? Double }
    #expect(run.frames.count == 21)  // 0 … 5 s at 4 fps
    #expect(velocity(0) == 0 && velocity(1) == 100 && velocity(2) == 200)
    #expect(run.frames[4]["autoplay"] as? String == "paused")
    #expect(glide(4)?["reason"] as? String == "hover")
    #expect(velocity(5) == 100 && velocity(6) == 0)
    #expect(run.frames[6]["position"] as? Double == run.frames[7]["position"] as? Double)
    #expect(glide(8)?["reason"] is NSNull && velocity(10) == 200)
    #expect(run.frames[8]["phase"] as? String == "idle")
    // A stepping carousel has no `autoScroll` field.
    let steps = try simulate(config: #"{"autoplay":{"interval":1}}"#, events: "")
    #expect(steps.frames.first?["autoScroll"] == nil)
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (#"{"autoplay":{"speed":0}}"#, "autoplay.speed"),
      (#"{"autoplay":{"speed":1e9}}"#, "autoplay.speed"),
      (#"{"autoplay":{"speed":60,"ramp":-1}}"#, "autoplay.ramp"),
      (#"{"autoplay":{"ramp":1}}"#, "autoplay.ramp"),
      (#"{"autoplay":{"speed":60,"interval":2}}"#, "autoplay.interval"),
    ])
  func badGlidesStopWithOneLine(config: String, field: String) throws {
    let run = try simulate(config: config, events: "")
    #expect(run.status == 2)
    #expect(run.frames.isEmpty)
    #expect(run.stderr.contains("field '\(field)'"), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }

  /// `render cards --auto-scroll`: the picture moves over time, and stops while hovered.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func renderShowsTheGlideAndItsPause() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let hover = try CarouselProcess.write(
      #"{"t":1,"type":"hover","inside":true}"# + "\n", named: "hover.jsonl", in: folder)
    func render(_ at: String, events: String? = nil) throws -> Data {
      let out = folder.appendingPathComponent("\(at)-\(events == nil).png").path
      var arguments = [
        "render", "cards", "--loop", "--auto-scroll", "150", "--at", at, "--out", out,
        "--size", "390x480",
      ]
      if let events { arguments += ["--events", events] }
      let result = try CarouselProcess.run(arguments)
      #expect(result.status == 0, "\(result.stderr)")
      return try Data(contentsOf: URL(fileURLWithPath: out))
    }
    #expect(try render("1") != render("2"))
    #expect(try render("3", events: hover) == render("4", events: hover))
  }
}
