import CarouselTestSupport
import Foundation
import Testing

/// Nested scrolling through the real binary: `simulate`'s CONFIG `nested` and each frame's
/// `nested` object (the gesture's owner and the outer scroller's state).
@Suite struct NestedCommandTests {
  /// Runs simulate at 10 fps and returns its status, frames and standard error.
  func simulate(config: String, events: [String]) throws -> (
    status: Int32, frames: [[String: Any]], stderr: String
  ) {
    let folder = try CarouselProcess.temporaryDirectory()
    let configPath = try CarouselProcess.write(config, named: "config.json", in: folder)
    let eventsPath = try CarouselProcess.write(
      events.map { $0 + "\n" }.joined(), named: "events.jsonl", in: folder)
    let result = try CarouselProcess.run([
      "simulate", "--config", configPath, "--events", eventsPath, "--fps", "10",
    ])
    let frames = try result.stdout.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    return (result.status, frames, result.stderr)
  }

  /// A row of 5 cards 200 pt tall in a vertical list of 20 rows of 200 pt, resting on row 5.
  static let feed = #"""
    {"viewport":{"width":390,"height":200},"count":5,
     "nested":{"outer":{"axis":"vertical","count":20,"itemSize":{"points":200},
                        "alignment":"leading","scrolling":"continuous","startIndex":5}}}
    """#

  /// A vertical drag scrolls the list and leaves the row; a horizontal one pages the row and
  /// leaves the list.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func eachDragMovesTheScrollerAlongItsAxis() throws {
    let run = try simulate(
      config: Self.feed,
      events: [
        #"{"t":0.1,"type":"pointerDown","x":200,"y":150}"#,
        #"{"t":0.2,"type":"pointerMove","x":203,"y":50}"#,
        #"{"t":0.3,"type":"pointerUp","x":203,"y":50}"#,
        #"{"t":2,"type":"pointerDown","x":300,"y":100}"#,
        #"{"t":2.1,"type":"pointerMove","x":100,"y":104}"#,
        #"{"t":2.2,"type":"pointerUp","x":100,"y":104}"#,
      ])
    #expect(run.status == 0, "\(run.stderr)")
    let first = try #require(run.frames.first?["nested"] as? [String: Any])
    #expect(first["owner"] as? String == "none")
    #expect(first["axis"] is NSNull)
    let outer = try #require(first["outer"] as? [String: Any])
    #expect(outer["index"] as? Int == 5 && outer["position"] as? Double == 5)
    // t = 0.2: the list held 100 pt up (half a row), the row untouched.
    let dragging = try #require(run.frames[2]["nested"] as? [String: Any])
    #expect(dragging["owner"] as? String == "outer" && dragging["axis"] as? String == "vertical")
    #expect((dragging["outer"] as? [String: Any])?["position"] as? Double == 5.5)
    #expect(run.frames[2]["position"] as? Double == 0)
    // t = 2.1: the row held 200 pt along, the list where it came to rest.
    let sideways = try #require(run.frames[21]["nested"] as? [String: Any])
    #expect(sideways["owner"] as? String == "inner" && sideways["axis"] as? String == "horizontal")
    let listRest = try #require((sideways["outer"] as? [String: Any])?["position"] as? Double)
    // (Numbers print with six decimals.)
    let rowPosition = try #require(run.frames[21]["position"] as? Double)
    #expect(abs(rowPosition - 200.0 / 390) < 1e-6)
    let last = try #require(run.frames.last)
    #expect(last["index"] as? Int == 1)
    #expect(
      ((last["nested"] as? [String: Any])?["outer"] as? [String: Any])?["position"] as? Double
        == listRest)
  }

  /// At its last card the carousel hands the drag to a paging carousel along the same axis.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func pastTheLastCardTheOuterCarouselTakesOver() throws {
    let run = try simulate(
      config: #"""
        {"viewport":{"width":390,"height":200},"count":5,"startIndex":4,
         "nested":{"outer":{"count":3},"axisLockSlop":10}}
        """#,
      events: [
        #"{"t":0.1,"type":"pointerDown","x":300,"y":100}"#,
        #"{"t":0.2,"type":"pointerMove","x":200,"y":100}"#,
        #"{"t":0.3,"type":"pointerUp","x":100,"y":100}"#,
      ])
    #expect(run.status == 0, "\(run.stderr)")
    let held = try #require(run.frames[2]["nested"] as? [String: Any])
    #expect(held["owner"] as? String == "outer" && held["handedOff"] as? Double == -100)
    let outerPosition = try #require((held["outer"] as? [String: Any])?["position"] as? Double)
    #expect(abs(outerPosition - 100.0 / 390) < 1e-6)
    #expect(run.frames[2]["position"] as? Double == 4)
    let last = try #require(run.frames.last)
    #expect(last["index"] as? Int == 4)
    #expect(((last["nested"] as? [String: Any])?["outer"] as? [String: Any])?["index"] as? Int == 1)
    // Without `nested` there is no `nested` field.
    let plain = try simulate(config: #"{"count":3}"#, events: [])
    #expect(plain.frames.first?["nested"] == nil)
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (#"{"nested":{}}"#, "outer"),
      (#"{"nested":{"outer":{"nested":{}}}}"#, "nested"),
      (#"{"nested":{"outer":{"effect":{"name":"fade"}}}}"#, "effect"),
      (#"{"nested":{"outer":{},"axisDominance":0}}"#, "axisDominance"),
      (#"{"nested":{"outer":{},"axisLockSlop":-1}}"#, "axisLockSlop"),
      (#"{"nested":{"outer":{"spacing":-5}}}"#, "spacing"),
      (#"{"nested":{"outer":{},"slop":3}}"#, "slop"),
    ])
  func badNestingStopsWithOneLine(config: String, field: String) throws {
    let run = try simulate(config: config, events: [])
    #expect(run.status == 2)
    #expect(run.frames.isEmpty)
    #expect(run.stderr.contains(field), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }
}
