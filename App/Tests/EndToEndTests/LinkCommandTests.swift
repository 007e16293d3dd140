import CarouselTestSupport
import Foundation
import Testing

/// Synced carousels through the real binary: `simulate`'s CONFIG `link`, events addressed
/// to either carousel, and each frame's `selected` and `follower` (recorded, so the suite's
/// WebAssembly replay compares them too).
@Suite struct LinkCommandTests {
  /// Runs simulate at 10 fps and returns its status, frames and standard error.
  func simulate(config: String, events: String) throws -> (
    status: Int32, frames: [[String: Any]], stderr: String
  ) {
    try CarouselProcess.simulate(config: config, events: events, fps: 10)
  }

  /// A thumbnail selected moves the main carousel; the main carousel's key press moves the
  /// strip's selection and brings it into view.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func thumbnailsAndTheMainCarouselDriveEachOther() throws {
    let run = try simulate(
      config: #"""
        {"count":8,"link":{"mode":"thumbnails",
         "follower":{"count":8,"itemSize":{"points":100},"alignment":"leading"}}}
        """#,
      events: #"""
        {"t":0.1,"type":"select","index":6}
        {"t":2,"type":"key","key":"home"}
        """# + "\n")
    #expect(run.status == 0, "\(run.stderr)")
    let selected = try #require(run.frames.first { $0["t"] as? Double == 1.9 })
    #expect(selected["index"] as? Int == 6)
    #expect(selected["selected"] as? Int == 6)
    let strip = try #require(selected["follower"] as? [String: Any])
    #expect((strip["visible"] as? [Int])?.contains(6) == true)
    let last = try #require(run.frames.last)
    #expect(last["index"] as? Int == 0)
    #expect(last["selected"] as? Int == 0)
    #expect((last["follower"] as? [String: Any])?["position"] as? Double == 0)
  }

  /// A drag of the follower leads a mirrored pair: the leader shows its position each frame.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aMirroredPairFollowsTheFollowersDrag() throws {
    let run = try simulate(
      config: #"{"count":4,"link":{"mode":"mirror","follower":{"count":4}}}"#,
      events: #"""
        {"t":0.1,"type":"pointerDown","x":300,"y":100,"carousel":1}
        {"t":0.2,"type":"pointerMove","x":50,"y":100,"carousel":1}
        {"t":0.3,"type":"pointerUp","carousel":1}
        """# + "\n")
    #expect(run.status == 0, "\(run.stderr)")
    for frame in run.frames {
      let follower = try #require(frame["follower"] as? [String: Any])
      #expect(follower["position"] as? Double == frame["position"] as? Double)
    }
    #expect(run.frames.last?["index"] as? Int == 1)
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (#"{"link":{"mode":"sideways"}}"#, "", "link.mode"),
      (#"{"link":{"mode":"mirror","follower":{"count":-1}}}"#, "", "link.follower.count"),
      (#"{}"#, #"{"t":0,"type":"key","key":"left","carousel":1}"#, "carousel"),
      (
        #"{"link":{"mode":"mirror"}}"#, #"{"t":0,"type":"key","key":"left","carousel":2}"#,
        "carousel"
      ),
    ])
  func badLinksStopWithOneLine(config: String, events: String, field: String) throws {
    let run = try simulate(config: config, events: events.isEmpty ? "" : events + "\n")
    #expect(run.status == 2)
    #expect(run.frames.isEmpty)
    #expect(run.stderr.contains("'\(field)'"), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }
}
