import CarouselTestSupport
import Foundation
import Testing

/// Breakpoints and auto height through the real binary: `simulate`'s CONFIG `breakpoints`,
/// `autoHeight` and `contentSizes` with the frame fields `breakpoint`, `enabled` and
/// `crossSize`, and `cards --auto-height` / `--breakpoints` / `--nested` rendered.
@Suite struct LayoutCommandTests {
  /// Runs simulate at 10 fps and returns its status, frames and standard error.
  func simulate(config: String, events: String) throws -> (
    status: Int32, frames: [[String: Any]], stderr: String
  ) {
    try CarouselProcess.simulate(config: config, events: events, fps: 10)
  }

  /// Item 0 is 4:3 (292.5 points tall in 390), item 1 square (390): a key press moves the
  /// cross size from one to the other with the scroll, exactly at rest.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func autoHeightFollowsTheCurrentItem() throws {
    let run = try simulate(
      config: #"""
        {"viewport":{"width":390,"height":540},"count":3,"autoHeight":true,
         "contentSizes":[{"width":400,"height":300},{"width":100,"height":100}]}
        """#,
      events: #"{"t":0.1,"type":"key","key":"right"}"# + "\n")
    #expect(run.status == 0, "\(run.stderr)")
    let sizes = run.frames.compactMap { $0["crossSize"] as? Double }
    #expect(sizes.count == run.frames.count)
    #expect(sizes.first == 292.5)
    #expect(sizes.last == 390)
    #expect(run.frames.last?["index"] as? Int == 1)
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(sizes)")
    #expect(sizes.contains { $0 > 292.5 && $0 < 390 })
    // Without autoHeight there is no `crossSize` field.
    let plain = try simulate(config: #"{"count":3}"#, events: "")
    #expect(plain.frames.first?["crossSize"] == nil)
  }

  /// A resize across a breakpoint mid-drag keeps item 0 and rests on it; off at 1000
  /// points, a key press does nothing; back to the phone width, the base again.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func breakpointsFollowTheWidthAndKeepTheCurrentItem() throws {
    let events =
      [
        #"{"t":0.1,"type":"pointerDown","x":300,"y":270}"#,
        #"{"t":0.15,"type":"pointerMove","x":200,"y":270}"#,
        #"{"t":0.2,"type":"resize","width":700,"height":540}"#,
        #"{"t":0.25,"type":"pointerMove","x":100,"y":270}"#,
        #"{"t":0.3,"type":"pointerUp"}"#,
        #"{"t":1,"type":"key","key":"right"}"#,
        #"{"t":2,"type":"resize","width":1200,"height":540}"#,
        #"{"t":2.5,"type":"key","key":"right"}"#,
        #"{"t":3,"type":"resize","width":390,"height":540}"#,
      ].joined(separator: "\n") + "\n"
    let run = try simulate(
      config: #"""
        {"viewport":{"width":390,"height":540},"count":8,
         "breakpoints":[{"minWidth":600,"itemsPerView":2,"spacing":10},
                        {"minWidth":1000,"enabled":false}]}
        """#,
      events: events)
    #expect(run.status == 0, "\(run.stderr)")
    func frame(at t: Double) -> [String: Any]? {
      run.frames.first { abs(($0["t"] as? Double ?? -1) - t) < 1e-9 }
    }
    #expect(frame(at: 0)?["breakpoint"] is NSNull)
    #expect(frame(at: 0)?["enabled"] as? Bool == true)
    #expect(frame(at: 0.1)?["position"] as? Double == 0)
    // Mid-drag at 0.2: the resize rests on item 0 and the rest of the drag does nothing.
    for t in [0.2, 0.3, 0.9] {
      #expect(frame(at: t)?["breakpoint"] as? Int == 0)
      #expect(frame(at: t)?["index"] as? Int == 0)
      #expect(frame(at: t)?["position"] as? Double == 0, "t=\(t)")
    }
    #expect(frame(at: 1.9)?["index"] as? Int == 1)
    #expect(frame(at: 2)?["breakpoint"] as? Int == 1)
    #expect(frame(at: 2)?["enabled"] as? Bool == false)
    #expect(frame(at: 2.9)?["index"] as? Int == 1)  // switched off: the key did nothing
    #expect(frame(at: 2.9)?["position"] as? Double == 1)
    #expect(run.frames.last?["breakpoint"] is NSNull)
    #expect(run.frames.last?["enabled"] as? Bool == true)
    #expect(run.frames.last?["index"] as? Int == 1)
  }

  /// A resize into a breakpoint that switches the carousel off, mid-drag: the frames say
  /// `enabled` false from the resize on, the drag ends on the item that was current, the
  /// rest of the drag and a key do nothing, and the carousel is on again at that item.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func switchedOffMidDragKeepsTheCurrentItem() throws {
    let events =
      [
        #"{"t":0.1,"type":"pointerDown","x":300,"y":270}"#,
        #"{"t":0.2,"type":"pointerMove","x":100,"y":270}"#,
        #"{"t":0.3,"type":"resize","width":1200,"height":540}"#,
        #"{"t":0.35,"type":"pointerMove","x":0,"y":270}"#,
        #"{"t":0.4,"type":"pointerUp"}"#,
        #"{"t":0.5,"type":"key","key":"right"}"#,
        #"{"t":1,"type":"resize","width":390,"height":540}"#,
      ].joined(separator: "\n") + "\n"
    let run = try simulate(
      config: #"""
        {"viewport":{"width":390,"height":540},"count":8,
         "breakpoints":[{"minWidth":1000,"enabled":false}]}
        """#,
      events: events)
    #expect(run.status == 0, "\(run.stderr)")
    func frame(at t: Double) -> [String: Any]? {
      run.frames.first { abs(($0["t"] as? Double ?? -1) - t) < 1e-9 }
    }
    #expect(frame(at: 0.2)?["enabled"] as? Bool == true)
    let dragged = try #require(frame(at: 0.2)?["index"] as? Int)
    #expect(dragged == 1)  // 200 of 390 points: past half an item
    for t in [0.3, 0.4, 0.5, 0.9] {
      #expect(frame(at: t)?["enabled"] as? Bool == false, "t=\(t)")
      #expect(frame(at: t)?["breakpoint"] as? Int == 0, "t=\(t)")
      #expect(frame(at: t)?["index"] as? Int == dragged, "t=\(t)")
      #expect(frame(at: t)?["position"] as? Double == Double(dragged), "t=\(t)")
    }
    #expect(run.frames.last?["enabled"] as? Bool == true)
    #expect(run.frames.last?["index"] as? Int == dragged)
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (#"{"breakpoints":[{"minWidth":600,"itemsPerView":0}]}"#, "breakpoints[0].itemsPerView"),
      (#"{"breakpoints":[{"itemsPerView":2}]}"#, "minWidth"),
      (#"{"breakpoints":[{"minWidth":-5}]}"#, "breakpoints[0].minWidth"),
      (#"{"breakpoints":[{"minWidth":5,"spacing":-1}]}"#, "breakpoints[0].spacing"),
      (#"{"breakpoints":[{"minWidth":5,"columns":2}]}"#, "columns"),
      (#"{"breakpoints":[{"minWidth":5,"effect":{"name":"spin"}}]}"#, "name"),
      (#"{"autoHeight":1}"#, "autoHeight"),
      (#"{"contentSizes":[{"width":-1,"height":2}]}"#, "width"),
    ])
  func badLayoutKeysStopWithOneLine(config: String, field: String) throws {
    let run = try simulate(config: config, events: "")
    #expect(run.status == 2)
    #expect(run.frames.isEmpty)
    #expect(run.stderr.contains(field), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: ["--auto-height", "--breakpoints", "--nested"])
  func rendersTheCards(flag: String) throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let out = folder.appendingPathComponent("cards.png").path
    let result = try CarouselProcess.run([
      "render", "cards", flag, "--out", out, "--size", "700x480",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
  }
}
