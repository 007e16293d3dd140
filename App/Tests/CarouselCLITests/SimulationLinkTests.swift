import CarouselFormats
import Foundation
import Testing

@testable import CarouselCLI

/// `simulate` with CONFIG `link`: two carousels, events addressed to either (`carousel`),
/// `select` events, and each frame's `selected` item and `follower` frame. In-process.
@Suite struct SimulationLinkTests {
  /// The frames of a run at `fps`, parsed.
  func frames(_ config: String, _ events: [String], fps: Double = 10) throws -> [[String: Any]] {
    try lines(config, events, fps: fps).map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  func lines(_ config: String, _ events: [String], fps: Double = 10) throws -> [String] {
    let simulation = try SimulateCommand.prepare(
      config: JSONObjectReader(parsing: config, file: "config.json"),
      events: JSONLinesReader(text: events.map { $0 + "\n" }.joined(), file: "events.jsonl"),
      fps: fps)
    var lines: [String] = []
    simulation.runLines { lines.append($0) }
    return lines
  }

  /// The one-line error a run stops with.
  func error(_ config: String, _ events: [String] = []) -> String {
    do {
      _ = try lines(config, events)
      return ""
    } catch {
      return "\(error)"
    }
  }

  static let thumbnails = #"""
    {"count":8,"link":{"mode":"thumbnails",
     "follower":{"count":8,"itemSize":{"points":100},"alignment":"leading","scrolling":"continuous"}}}
    """#

  @Test func aSelectedThumbnailMovesTheMainCarouselAndTheThumbnailsMarkIt() throws {
    let run = try frames(Self.thumbnails, [#"{"t":0.1,"type":"select","index":6}"#])
    let first = try #require(run.first)
    #expect(first["selected"] as? Int == 0)
    let last = try #require(run.last)
    #expect(last["index"] as? Int == 6)
    #expect(last["position"] as? Double == 6)
    #expect(last["selected"] as? Int == 6)
    // The strip (3.9 thumbnails of 100 pt in 390) scrolled item 6 into view; it rests.
    let strip = try #require(last["follower"] as? [String: Any])
    #expect((strip["visible"] as? [Int])?.contains(6) == true)
    #expect(strip["phase"] as? String == "idle")
  }

  @Test func scrollingTheThumbnailsAloneLeavesTheMainCarousel() throws {
    let run = try frames(
      Self.thumbnails, [#"{"t":0.1,"type":"scrollTo","index":4,"carousel":1}"#])
    let last = try #require(run.last)
    #expect(last["index"] as? Int == 0)
    #expect(last["selected"] as? Int == 0)
    #expect((last["follower"] as? [String: Any])?["index"] as? Int == 4)
  }

  static let mirror = #"{"count":5,"link":{"mode":"mirror","follower":{"count":5}}}"#

  /// A drag of the leader moves the follower frame by frame to the same position, and
  /// then a drag of the follower leads the other way; both come to rest together, with no
  /// feedback (each settles once, where its leader does).
  @Test func mirroredCarouselsFollowWhicheverWasDraggedLast() throws {
    let run = try frames(
      Self.mirror,
      [
        #"{"t":0.1,"type":"pointerDown","x":300,"y":100}"#,
        #"{"t":0.2,"type":"pointerMove","x":200,"y":100}"#,
        #"{"t":0.3,"type":"pointerMove","x":100,"y":100}"#,
        #"{"t":0.4,"type":"pointerUp"}"#,
        #"{"t":2,"type":"pointerDown","x":100,"y":100,"carousel":1}"#,
        #"{"t":2.1,"type":"pointerMove","x":200,"y":100,"carousel":1}"#,
        #"{"t":2.2,"type":"pointerMove","x":300,"y":100,"carousel":1}"#,
        #"{"t":2.3,"type":"pointerUp","carousel":1}"#,
      ])
    for frame in run {
      let follower = try #require(frame["follower"] as? [String: Any])
      #expect(follower["position"] as? Double == frame["position"] as? Double, "\(frame)")
    }
    let midDrag = try #require(run.first { $0["t"] as? Double == 0.3 })
    #expect((midDrag["position"] as? Double ?? 0) > 0.5)
    let rested = try #require(run.first { $0["t"] as? Double == 1.9 })
    #expect(rested["index"] as? Int == 1)
    #expect((rested["follower"] as? [String: Any])?["index"] as? Int == 1)
    let last = try #require(run.last)
    #expect(last["index"] as? Int == 0)
    #expect(last["phase"] as? String == "idle")
    #expect((last["follower"] as? [String: Any])?["phase"] as? String == "idle")
  }

  @Test func withoutALinkTheFramesAreThePlainOnes() throws {
    let config = #"{"count":3}"#
    let events = [#"{"t":0.1,"type":"key","key":"right"}"#]
    let simulation = try SimulateCommand.prepare(
      config: JSONObjectReader(parsing: config, file: "config.json"),
      events: JSONLinesReader(text: events[0] + "\n", file: "events.jsonl"), fps: 10)
    var plain: [String] = []
    simulation.run { time, engine, events, id in
      plain.append(
        Simulation.frameLine(time: time, engine: engine, events: events, currentID: id))
    }
    #expect(try lines(config, events) == plain)
    #expect(!plain.joined().contains("follower"))
  }

  @Test(arguments: [
    (#"{"link":{"mode":"sideways"}}"#, [String](), "link.mode"),
    (#"{"link":{"follower":{}}}"#, [], "link.mode"),
    (#"{"link":{"mode":"mirror","follower":{"count":-1}}}"#, [], "link.follower.count"),
    (#"{"link":{"mode":"mirror","follower":{"spacing":-4}}}"#, [], "link.follower.spacing"),
    (#"{"link":{"mode":"mirror","follower":{"link":{}}}}"#, [], "link.follower.link"),
    (#"{"link":{"mode":"mirror","extra":1}}"#, [], "link.extra"),
    (Self.mirror, [#"{"t":0,"type":"key","key":"left","carousel":2}"#], "carousel"),
    (#"{}"#, [#"{"t":0,"type":"key","key":"left","carousel":1}"#], "carousel"),
    (#"{}"#, [#"{"t":0,"type":"select","index":1}"#], "type"),
    (Self.mirror, [#"{"t":0,"type":"select","index":1,"carousel":1}"#], "carousel"),
  ])
  func badLinksStopWithOneLineNamingTheField(config: String, events: [String], field: String) {
    let message = error(config, events)
    #expect(message.contains("'\(field)'"), "\(message)")
    #expect(!message.isEmpty && !message.contains("\n"), "\(message)")
  }
}
