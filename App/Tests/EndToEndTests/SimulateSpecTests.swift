import CarouselTestSupport
import Foundation
import Testing

/// Acceptance tests of the documented `carousel simulate` contract (issue 2 §3, issue 3
/// "carousel simulate, extended", MotionModels.md), written from the contract alone and run against
/// the real binary, the way an outside suite drives it.
///
/// Default configuration: a 390 × 540 pt viewport, 8 full-width items, paging, no loop.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests)) struct SimulateSpecTests {
  /// The page length of the default configuration (the viewport width).
  let page = 390.0

  // MARK: - Frame times

  @Test func framesAreAtMultiplesOfOneOverFpsUpToTheDuration() throws {
    let seven = try SpecRun.simulate(events: "", fps: 7, duration: 1)
    #expect(seven.result.status == 0)
    #expect(seven.frames.count == 8)
    for (k, frame) in seven.frames.enumerated() {
      #expect(abs(frame.t - Double(k) / 7) < 1e-6, "frame \(k) at \(frame.t)")
    }
    let sixty = try SpecRun.simulate(events: "", duration: 0.5)
    #expect(sixty.frames.count == 31)
    #expect(abs(sixty.frames[1].t - 1.0 / 60) < 1e-6)
    let uneven = try SpecRun.simulate(events: "", fps: 4, duration: 1.1)
    #expect(uneven.frames.map(\.t) == [0, 0.25, 0.5, 0.75, 1])
  }

  @Test func defaultDurationIsTheLastEventPlusThreeSeconds() throws {
    var script = EventScript()
    script.key(0.5, "right")
    script.key(1.25, "left")
    let run = try SpecRun.simulate(script: script, fps: 4)
    #expect(run.last?.t == 1.25 + 3)
    #expect(run.frames.count == Int((1.25 + 3) * 4) + 1)
  }

  @Test func eventsAtOrBeforeAFrameTimeAreAppliedBeforeThatFrame() throws {
    var script = EventScript()
    script.scrollTo(0, 3, animated: false)
    script.scrollTo(0.5, 5, animated: false)
    script.scrollTo(0.6, 2, animated: false)
    let run = try SpecRun.simulate(script: script, fps: 4, duration: 1)
    #expect(run.frame(at: 0)?.index == 3)
    #expect(run.frame(at: 0.25)?.index == 3)
    #expect(run.frame(at: 0.5)?.index == 5)
    #expect(run.frame(at: 0.5)?.position == 5)
    #expect(run.frame(at: 0.75)?.index == 2)
    var between = EventScript()
    between.key(0.11, "right")
    let keyed = try SpecRun.simulate(script: between, fps: 10, duration: 1)
    #expect(keyed.frame(at: 0.1)?.phase == "idle")
    #expect(keyed.frame(at: 0.1)?.position == 0)
    #expect(keyed.frame(at: 0.2)?.phase == "settling")
  }

  @Test func anEventAtTheDurationIsAppliedBeforeTheLastFrame() throws {
    var script = EventScript()
    script.scrollTo(1, 4, animated: false)
    let run = try SpecRun.simulate(script: script, fps: 4, duration: 1)
    #expect(run.last?.t == 1)
    #expect(run.last?.index == 4)
    #expect(run.frame(at: 0.75)?.index == 0)
  }

  @Test func standardInputGivesTheSameFramesAsAFileEveryTime() throws {
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -60, speed: 800)
    script.key(1.0, "right")
    script.wheel(2.0, dy: 1, discrete: true)
    let file = try SpecRun.simulate(script: script)
    let again = try SpecRun.simulate(script: script)
    let piped = try SpecRun.simulate(events: script.text, viaStandardInput: true)
    #expect(file.result.stdout == again.result.stdout, "same input, same output")
    #expect(file.result.stdout == piped.result.stdout)
    #expect(file.last?.index == 3)
  }

  @Test func omittedConfigKeysTakeTheDocumentedDefaults() throws {
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -60, speed: 800)
    script.drag(at: 1.0, x: 350, dx: -250, speed: 150, interval: 0.016, hold: 0.1)
    script.key(3.5, "right")
    script.wheel(4.5, dy: 1, discrete: true)
    script.add(5.0, "hover", #""inside":true"#)
    script.add(5.5, "doubleTap", #""x":195,"y":270"#)
    script.pinch(at: 6.5, to: 1.5)
    script.key(7.5, "zero")
    let explicit = """
      {"viewport":{"width":390,"height":540},"count":8,"axis":"horizontal",
       "layoutDirection":"ltr","itemSize":{"fraction":1.0},"spacing":0,"contentInset":0,
       "alignment":"center","scrolling":"paging","loop":false,"decelerationRate":0.998,
       "maxItemsPerGesture":1,"startIndex":0,
       "autoplay":{"interval":3,"direction":"forward","resumeDelay":3,"pauseOnHover":true},
       "zoom":{"min":1,"max":3,"doubleTap":2.5},"indicator":{"maxDots":7}}
      """
    let defaults = try SpecRun.simulate(config: #"{"autoplay":{}}"#, script: script, fps: 30)
    let spelled = try SpecRun.simulate(config: explicit, script: script, fps: 30)
    #expect(defaults.result.stdout == spelled.result.stdout)
    let bare = try SpecRun.simulate(script: script, fps: 30)
    let noAutoplay = try SpecRun.simulate(
      config: explicit.replacingOccurrences(
        of:
          #""autoplay":{"interval":3,"direction":"forward","resumeDelay":3,"pauseOnHover":true},"#,
        with: ""), script: script, fps: 30)
    #expect(bare.result.stdout == noAutoplay.result.stdout)
    #expect(bare.last?.index == 4)
  }

  // MARK: - CONFIG: viewport, count, axis, direction

  @Test func viewportWidthDecidesWhichItemsAreOnScreen() throws {
    // 100 pt items from the leading edge: 0–100, 100–200, 200–300, 300–400, …
    let items = #""itemSize":{"points":100},"alignment":"leading""#
    let wide = try SpecRun.simulate(config: "{\(items)}", events: "", duration: 0)
    #expect(wide.frames.first?.visible == [0, 1, 2, 3])
    let narrow = try SpecRun.simulate(
      config: #"{"viewport":{"width":250,"height":540},\#(items)}"#, events: "", duration: 0)
    #expect(narrow.frames.first?.visible == [0, 1, 2])
  }

  @Test func viewportWidthIsThePageLengthOfFullWidthItems() throws {
    // A slow 120 pt drag that stops before the lift: 31 % of 390 pt but 60 % of 200 pt.
    var script = EventScript()
    script.drag(at: 0.1, x: 180, dx: -120, speed: 150, interval: 0.016, hold: 0.1)
    let wide = try SpecRun.simulate(script: script)
    #expect(wide.last?.index == 0)
    #expect(wide.last?.position == 0)
    let narrow = try SpecRun.simulate(
      config: #"{"viewport":{"width":200,"height":540}}"#, script: script)
    #expect(narrow.last?.index == 1)
    #expect(narrow.last?.position == 1)
  }

  @Test func viewportHeightIsTheLengthOfAVerticalCarousel() throws {
    let run = try SpecRun.simulate(
      config:
        #"{"axis":"vertical","viewport":{"width":390,"height":250},"itemSize":{"points":100},"alignment":"leading"}"#,
      events: "", duration: 0)
    #expect(run.frames.first?.visible == [0, 1, 2])
  }

  @Test func countBoundsTheItems() throws {
    var script = EventScript()
    script.key(0.1, "end")
    let run = try SpecRun.simulate(config: #"{"count":3}"#, script: script)
    #expect(run.frames.first?.label == "1/3")
    #expect(run.last?.index == 2)
    #expect(run.last?.position == 2)
    #expect(run.last?.label == "3/3")
    var presses = EventScript()
    for k in 0..<5 { presses.key(0.1 + Double(k) * 0.6, "right") }
    let clamped = try SpecRun.simulate(config: #"{"count":3}"#, script: presses)
    #expect(clamped.last?.index == 2)
    #expect(clamped.frames.allSatisfy { (0..<3).contains($0.index) })
    #expect(clamped.positions.allSatisfy { $0 >= 0 && $0 <= 2 })
  }

  @Test func verticalAxisPagesWithVerticalDragsKeysAndWheel() throws {
    let config = #"{"axis":"vertical"}"#
    var flick = EventScript()
    flick.drag(at: 0.1, x: 195, y: 400, dy: -60, speed: 800)
    let up = try SpecRun.simulate(config: config, script: flick)
    #expect(up.last?.index == 1)
    #expect(up.last?.position == 1)

    var sideways = EventScript()
    sideways.drag(at: 0.1, x: 300, y: 270, dx: -150, speed: 800)
    let side = try SpecRun.simulate(config: config, script: sideways)
    #expect(side.positions.allSatisfy { $0 == 0 }, "a horizontal drag must not move it")
    #expect(side.frames.allSatisfy { $0.index == 0 })

    var keys = EventScript()
    keys.key(0.1, "down")
    keys.key(1.0, "down")
    keys.key(2.0, "up")
    let keyed = try SpecRun.simulate(config: config, script: keys)
    #expect(keyed.frame(at: 0.9)?.index == 1)
    #expect(keyed.frame(at: 1.9)?.position == 2)
    #expect(keyed.last?.index == 1)
    #expect(keyed.last?.position == 1)

    var wheel = EventScript()
    wheel.wheel(0.1, dy: 1, discrete: true)
    let wheeled = try SpecRun.simulate(config: config, script: wheel)
    #expect(wheeled.last?.index == 1)
    var trackpad = EventScript()
    for k in 0..<160 { trackpad.wheel(0.1 + Double(k) * 0.016, dy: 2, discrete: false) }
    let scrolled = try SpecRun.simulate(config: config, script: trackpad)
    #expect(scrolled.last?.index == 1, "320 pt is 59 % of a 540 pt item")
  }

  @Test func rightToLeftMirrorsKeysDragsAndDisplayOrder() throws {
    let config = #"{"layoutDirection":"rtl"}"#
    var keys = EventScript()
    keys.key(0.1, "left")
    keys.key(1.0, "left")
    keys.key(2.0, "right")
    let keyed = try SpecRun.simulate(config: config, script: keys)
    #expect(keyed.frame(at: 1.9)?.index == 2)
    #expect(keyed.frame(at: 1.9)?.position == 2)
    #expect(keyed.last?.index == 1)

    var forward = EventScript()
    forward.drag(at: 0.1, x: 100, dx: 60, speed: 800)
    let mirrored = try SpecRun.simulate(config: config, script: forward)
    #expect(mirrored.last?.index == 1, "a rightward flick goes to the next item in RTL")

    var backward = EventScript()
    backward.drag(at: 0.1, x: 300, dx: -60, speed: 800)
    let atStart = try SpecRun.simulate(config: config, script: backward)
    #expect(atStart.last?.index == 0)
    #expect(atStart.last?.position == 0)

    // Wheel deltas are signed by item order, not by screen direction.
    var notch = EventScript()
    notch.wheel(0.1, dy: 1, discrete: true)
    #expect(try SpecRun.simulate(config: config, script: notch).last?.index == 1)
    var trackpad = EventScript()
    for k in 0..<120 { trackpad.wheel(0.1 + Double(k) * 0.016, dx: 2, discrete: false) }
    #expect(try SpecRun.simulate(config: config, script: trackpad).last?.index == 1)

    // Peeking neighbours across the loop seam, listed left to right on screen.
    let peek = #""loop":true,"count":5,"itemSize":{"peek":40}"#
    let rtl = try SpecRun.simulate(
      config: #"{"layoutDirection":"rtl",\#(peek)}"#, events: "", duration: 0)
    #expect(rtl.frames.first?.visible == [1, 0, 4])
    let ltr = try SpecRun.simulate(
      config: #"{"layoutDirection":"ltr",\#(peek)}"#, events: "", duration: 0)
    #expect(ltr.frames.first?.visible == [4, 0, 1])
  }

  // MARK: - CONFIG: item size, spacing, insets, alignment, item lengths

  @Test func itemSizeAsAFractionOfTheViewport() throws {
    // 195 pt items centred: item 0 spans 97.5–292.5 and item 1 starts at 292.5.
    let config = #""itemSize":{"fraction":0.5}"#
    let first = try SpecRun.simulate(config: "{\(config)}", events: "", duration: 0)
    #expect(first.frames.first?.visible == [0, 1])
    let third = try SpecRun.simulate(
      config: #"{\#(config),"startIndex":2}"#, events: "", duration: 0)
    #expect(third.frames.first?.visible == [1, 2, 3])
    // Item by item: a slow 120 pt drag is 62 % of a 195 pt item (31 % of a full-width one).
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -120, speed: 150, interval: 0.016, hold: 0.1)
    let dragged = try SpecRun.simulate(
      config: #"{\#(config),"scrolling":"groupPagingCentered"}"#, script: script)
    #expect(dragged.last?.index == 1)
    #expect(dragged.last?.position == 1)
  }

  @Test func pagingPagesAreTheViewportsSize() throws {
    // Half-width items: a page of the 390 pt viewport holds two of them. A slow drag of 120 pt
    // is 31 % of a page and returns; 240 pt is 62 % and turns one page, two items.
    let config = #"{"itemSize":{"fraction":0.5},"scrolling":"paging"}"#
    for (distance, expected) in [(120.0, 0.0), (240.0, 2.0)] {
      var script = EventScript()
      script.drag(at: 0.1, x: 350, dx: -distance, speed: 150, interval: 0.016, hold: 0.1)
      let run = try SpecRun.simulate(config: config, script: script)
      #expect(run.last?.position == expected, "\(distance) pt")
      #expect(run.last?.phase == "idle")
    }
  }

  @Test func itemSizeInPoints() throws {
    // 300 pt items centred: item 1 spans 45–345, leaving 45 pt of items 0 and 2 on screen.
    let three = try SpecRun.simulate(
      config: #"{"itemSize":{"points":300},"startIndex":1}"#, events: "", duration: 0)
    #expect(three.frames.first?.visible == [0, 1, 2])
    let one = try SpecRun.simulate(
      config: #"{"itemSize":{"points":390},"startIndex":1}"#, events: "", duration: 0)
    #expect(one.frames.first?.visible == [1])
    // A slow 180 pt drag is 60 % of a 300 pt item, 46 % of a 390 pt one.
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -180, speed: 150, interval: 0.016, hold: 0.1)
    let small = try SpecRun.simulate(
      config: #"{"itemSize":{"points":300},"scrolling":"groupPagingCentered"}"#, script: script)
    #expect(small.last?.index == 1)
    #expect(small.last?.position == 1)
    let large = try SpecRun.simulate(
      config: #"{"itemSize":{"points":390},"scrolling":"groupPagingCentered"}"#, script: script)
    #expect(large.last?.index == 0)
  }

  @Test func itemSizePeekKeepsTheNeighboursEdgesOnScreen() throws {
    // Item length = 390 − 2·(40 + spacing): the neighbours show 40 pt on each side.
    for spacing in [0, 10] {
      let config = #""itemSize":{"peek":40},"spacing":\#(spacing)"#
      let middle = try SpecRun.simulate(
        config: #"{\#(config),"startIndex":1}"#, events: "", duration: 0)
      #expect(middle.frames.first?.visible == [0, 1, 2], "spacing \(spacing)")
      let first = try SpecRun.simulate(config: "{\(config)}", events: "", duration: 0)
      #expect(first.frames.first?.visible == [0, 1], "spacing \(spacing)")
      let last = try SpecRun.simulate(
        config: #"{\#(config),"startIndex":7}"#, events: "", duration: 0)
      #expect(last.frames.first?.visible == [6, 7], "spacing \(spacing)")
    }
    // A slow 180 pt drag is 58 % of a 310 pt item (46 % of a full-width one): it advances.
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -180, speed: 150, interval: 0.016, hold: 0.1)
    let run = try SpecRun.simulate(config: #"{"itemSize":{"peek":40}}"#, script: script)
    #expect(run.last?.index == 1)
    #expect(run.last?.position == 1)
  }

  @Test func spacingSeparatesItems() throws {
    // 100 pt leading items: with spacing s, item k starts at k·(100 + s).
    let expected: [Int: [Int]] = [0: [0, 1, 2, 3], 50: [0, 1, 2], 100: [0, 1]]
    for (spacing, visible) in expected {
      let run = try SpecRun.simulate(
        config: #"{"itemSize":{"points":100},"alignment":"leading","spacing":\#(spacing)}"#,
        events: "", duration: 0)
      #expect(run.frames.first?.visible == visible, "spacing \(spacing)")
    }
  }

  @Test func contentInsetMovesTheFirstItemInFromTheEdge() throws {
    // 100 pt leading items behind a 150 pt inset: 150–250, 250–350, 350–450.
    let run = try SpecRun.simulate(
      config: #"{"itemSize":{"points":100},"alignment":"leading","contentInset":150}"#,
      events: "", duration: 0)
    #expect(run.frames.first?.visible == [0, 1, 2])
    #expect(run.frames.first?.position == 0)
  }

  @Test func alignmentCentreOrLeading() throws {
    // 100 pt items, item 3 current: centred it spans 145–245 (items 1…5 show),
    // leading it spans 0–100 (items 3…6 show).
    let centre = try SpecRun.simulate(
      config: #"{"itemSize":{"points":100},"startIndex":3,"alignment":"center"}"#,
      events: "", duration: 0)
    #expect(centre.frames.first?.visible == [1, 2, 3, 4, 5])
    let leading = try SpecRun.simulate(
      config: #"{"itemSize":{"points":100},"startIndex":3,"alignment":"leading"}"#,
      events: "", duration: 0)
    #expect(leading.frames.first?.visible == [3, 4, 5, 6])
  }

  @Test func itemLengthsGiveEachItemItsOwnLength() throws {
    // Leading: item 0 spans 0–100, item 1 100–300, item 2 300–600.
    let config =
      #"{"count":8,"alignment":"leading","itemLengths":[100,200,300,100,100,100,100,100]}"#
    var script = EventScript()
    script.key(0.5, "right")
    let run = try SpecRun.simulate(config: config, script: script)
    #expect(run.frames.first?.visible == [0, 1, 2])
    // Item 1 at the leading edge: 0–200, item 2 200–500.
    #expect(run.last?.index == 1)
    #expect(run.last?.position == 1)
    #expect(run.last?.visible == [1, 2])
    let uniform = try SpecRun.simulate(
      config: #"{"count":8,"alignment":"leading","itemLengths":[60,60,60,60,60,60,60,60]}"#,
      events: "", duration: 0)
    #expect(uniform.frames.first?.visible == [0, 1, 2, 3, 4, 5, 6])
  }

  // MARK: - CONFIG: scrolling modes, deceleration, gesture limit, start

  @Test func groupPagingMovesOneItemAndRestsLeadingAligned() throws {
    var flick = EventScript()
    flick.drag(at: 0.1, x: 300, dx: -60, speed: 3000)
    let run = try SpecRun.simulate(
      config: #"{"itemSize":{"points":100},"scrolling":"groupPaging"}"#, script: flick)
    #expect(run.last?.index == 1)
    #expect(run.last?.position == 1)
    #expect(run.last?.visible == [1, 2, 3, 4])
  }

  @Test func groupPagingCenteredMovesOneItemAndRestsCentred() throws {
    var flick = EventScript()
    flick.drag(at: 0.1, x: 300, dx: -60, speed: 3000)
    let run = try SpecRun.simulate(
      config: #"{"itemSize":{"points":100},"scrolling":"groupPagingCentered"}"#, script: flick)
    #expect(run.last?.index == 1)
    #expect(run.last?.position == 1)
    // Item 1 centred at 145–245: items 0 (45–145) and 2, 3 (245–445) show too.
    #expect(run.last?.visible == [0, 1, 2, 3])
  }

  /// A flick of 80 pt at 1000 pt/s on 100 pt items, 20 of them, with a given extra config.
  func freeFlick(_ extra: String) throws -> SpecRun {
    var flick = EventScript()
    flick.drag(at: 0.1, x: 300, dx: -80, speed: 1000)
    return try SpecRun.simulate(
      config: #"{"count":20,"itemSize":{"points":100},\#(extra)}"#, script: flick)
  }

  @Test func continuousScrollingDeceleratesFreelyToWhereMomentumEnds() throws {
    let run = try freeFlick(#""scrolling":"continuous""#)
    #expect(run.frames.contains { $0.phase == "decelerating" })
    let rest = try #require(run.last)
    #expect(rest.phase == "idle")
    // Rest = release + v/λ (MotionModels.md in the DocC catalog): (80 + 1000/2.002) pt ≈ 5.80 items of 100 pt.
    let expected = (80 + 1000 / SpecPhysics.decay(rate: 0.998)) / 100
    #expect(abs(rest.position - expected) < 0.3, "rest \(rest.position), expected ≈ \(expected)")
    #expect(rest.position != rest.position.rounded(), "continuous does not snap to an item")
  }

  @Test func continuousGroupLeadingBoundaryComesToRestOnAnItemEdge() throws {
    let run = try freeFlick(#""scrolling":"continuousGroupLeadingBoundary""#)
    #expect(run.frames.contains { $0.phase == "decelerating" })
    let rest = try #require(run.last)
    #expect(rest.phase == "idle")
    #expect(rest.position == rest.position.rounded(), "rest \(rest.position) on an item edge")
    #expect((5...6).contains(rest.position), "rest \(rest.position) near where momentum ends")
  }

  @Test func decelerationRateSetsHowFarMomentumCarries() throws {
    let normal = try freeFlick(#""scrolling":"continuous","decelerationRate":0.998"#)
    let fast = try freeFlick(#""scrolling":"continuous","decelerationRate":0.99"#)
    let normalRest = try #require(normal.last?.position)
    let fastRest = try #require(fast.last?.position)
    // (80 + 1000/10.05) pt ≈ 1.80 items with the fast rate.
    let expected = (80 + 1000 / SpecPhysics.decay(rate: 0.99)) / 100
    #expect(abs(fastRest - expected) < 0.3, "rest \(fastRest), expected ≈ \(expected)")
    #expect(normalRest > fastRest + 3)
  }

  @Test func maxItemsPerGestureCapsAFlick() throws {
    // 5000 pt/s projects 5000/2.002 ≈ 2500 pt ≈ 6.4 items ahead.
    var flick = EventScript()
    flick.drag(at: 0.1, x: 300, dx: -160, speed: 5000)
    let single = try SpecRun.simulate(script: flick)
    #expect(single.last?.index == 1)
    #expect(single.last?.position == 1)
    let three = try SpecRun.simulate(config: #"{"maxItemsPerGesture":3}"#, script: flick)
    #expect(three.last?.index == 3)
    #expect(three.last?.position == 3)
    #expect(three.positions.allSatisfy { $0 >= 0 && $0 <= 3 + 1e-6 })
  }

  @Test
  func aFlickGoesAtMostMaxItemsFromTheItemTheGestureStartedOn() throws {
    // MotionModels.md (the DocC catalog), where a release comes to rest, rule 3; groupPaging is one item per gesture.
    let wide = #""viewport":{"width":800,"height":540},"count":20,"itemSize":{"points":100}"#
    for mode in ["groupPaging", "groupPagingCentered"] {
      var flick = EventScript()
      flick.drag(at: 0.1, x: 700, dx: -120, speed: 3000)
      let run = try SpecRun.simulate(
        config: #"{\#(wide),"scrolling":"\#(mode)"}"#, script: flick)
      #expect(run.last?.index == 1, "\(mode)")
    }
    var long = EventScript()
    long.drag(at: 0.1, x: 700, dx: -480, speed: 3000)
    let capped = try SpecRun.simulate(
      config: #"{\#(wide),"scrolling":"groupPaging","maxItemsPerGesture":3}"#, script: long)
    #expect(capped.last?.index == 3)
  }

  @Test func startIndexIsCurrentFromTheFirstFrame() throws {
    let run = try SpecRun.simulate(config: #"{"startIndex":5}"#, events: "", duration: 0.5)
    #expect(
      run.frames.allSatisfy {
        $0.index == 5 && $0.position == 5 && $0.phase == "idle" && $0.visible == [5]
          && $0.label == "6/8" && $0.indicator["current"] == 5
      })
  }

  // MARK: - CONFIG: loop

  @Test func loopWrapsKeysAndDragsAroundTheEnds() throws {
    var keys = EventScript()
    keys.key(0.1, "left")
    keys.key(1.5, "right")
    keys.key(2.5, "right")
    let keyed = try SpecRun.simulate(config: #"{"loop":true}"#, script: keys)
    #expect(keyed.frame(at: 1.4)?.index == 7)
    #expect(keyed.frame(at: 1.4)?.position == 7)
    #expect(keyed.frame(at: 2.4)?.index == 0)
    #expect(keyed.frame(at: 2.4)?.position == 0)
    #expect(keyed.last?.index == 1)
    #expect(keyed.positions.allSatisfy { $0 >= 0 && $0 < 8 })
    #expect(keyed.positions.allSatisfy { $0 <= 1 || $0 >= 7 }, "shortest way round")

    // Dragging back from item 0 shows item 7: no rubber band, positions wrap below 8.
    var drag = EventScript()
    drag.drag(at: 0.1, x: 100, dx: 100, speed: 150, interval: 0.016, hold: 0.1)
    let dragged = try SpecRun.simulate(config: #"{"loop":true}"#, script: drag)
    let deepest = try #require(dragged.positions.filter { $0 > 4 }.min())
    #expect(abs(deepest - (8 - 100 / page)) < SpecPhysics.slopAllowance / page)
    #expect(dragged.positions.allSatisfy { $0 >= 0 && $0 < 8 })
    #expect(dragged.last?.index == 0)
    #expect(dragged.last?.position == 0)
  }

  @Test func homeAndEndTakeTheShortestWayAroundALoop() throws {
    var home = EventScript()
    home.key(0.1, "home")
    let fromLast = try SpecRun.simulate(config: #"{"loop":true,"startIndex":7}"#, script: home)
    #expect(fromLast.last?.index == 0)
    #expect(fromLast.positions.allSatisfy { $0 >= 7 || $0 == 0 }, "7 → 0 forward over the seam")
    var end = EventScript()
    end.key(0.1, "end")
    let fromFirst = try SpecRun.simulate(config: #"{"loop":true}"#, script: end)
    #expect(fromFirst.last?.index == 7)
    #expect(fromFirst.positions.allSatisfy { $0 >= 7 || $0 == 0 }, "0 → 7 backward over the seam")
  }

  @Test func aLoopOfTwoItemsWorks() throws {
    var script = EventScript()
    script.key(0.1, "right")
    script.key(1.0, "right")
    let run = try SpecRun.simulate(
      config: #"{"loop":true,"count":2,"itemSize":{"peek":40}}"#, script: script)
    // With peeking neighbours, the one other item shows on both sides.
    #expect(run.frames.first?.visible == [1, 0, 1])
    #expect(run.frame(at: 0.9)?.index == 1)
    #expect(run.frame(at: 0.9)?.position == 1)
    #expect(run.last?.index == 0)
    #expect(run.last?.position == 0)
    #expect(run.positions.allSatisfy { $0 >= 0 && $0 < 2 })
    // Forward both times: 0 → 1, then 1 → 2 ≡ 0, never back through 0.5.
    #expect(run.frames(in: 1.0...4.0).allSatisfy { $0.position >= 1 || $0.position == 0 })
  }

  @Test func aMillionItemsLoopAcrossTheSeam() throws {
    var script = EventScript()
    script.key(0.1, "right")
    let run = try SpecRun.simulate(
      config: #"{"count":1000000,"startIndex":999999,"loop":true}"#, script: script, fps: 10)
    let first = try #require(run.frames.first)
    #expect(first.label == "1000000/1000000")
    #expect(first.indicator == ["first": 999_993, "count": 7, "current": 999_999])
    #expect(run.last?.index == 0)
    #expect(run.last?.position == 0)
    #expect(run.last?.label == "1/1000000")
    #expect(run.positions.allSatisfy { $0 == 0 || $0 >= 999_999 })
  }

  // MARK: - CONFIG: autoplay

  @Test func autoplayAdvancesEveryIntervalWithTheSettleAnimation() throws {
    let run = try SpecRun.simulate(
      config: #"{"autoplay":{"interval":1}}"#, events: "", fps: 10, duration: 3.5)
    #expect(run.frames.allSatisfy { $0.autoplay == "playing" })
    #expect(run.frame(at: 0.9)?.position == 0)
    #expect(run.frame(at: 1.9)?.index == 1)
    #expect(run.frame(at: 1.9)?.position == 1)
    #expect(run.frame(at: 2.9)?.index == 2)
    #expect(run.frame(at: 2.9)?.position == 2)
    let between = run.frames(in: 1.0...1.9)
    #expect(between.contains { $0.phase == "settling" && $0.position > 0 && $0.position < 1 })
  }

  @Test func autoplayTimingToTheMillisecond() throws {
    let plain = try SpecRun.simulate(
      config: #"{"autoplay":{"interval":1}}"#, events: "", fps: 1000, duration: 1.01)
    #expect(plain.frame(at: 0.999)?.phase == "idle")
    #expect(plain.frame(at: 1.0)?.phase == "settling")
    // Held from 0.5 to 0.8 s: paused until 0.8 + resumeDelay, advancing one interval later.
    var hold = EventScript()
    hold.pointer(0.5, "pointerDown", x: 195, y: 270)
    hold.pointer(0.8, "pointerUp", x: 195, y: 270)
    let held = try SpecRun.simulate(
      config: #"{"autoplay":{"interval":1,"resumeDelay":1}}"#, script: hold, fps: 1000,
      duration: 2.81)
    #expect(held.frame(at: 0.499)?.autoplay == "playing")
    #expect(held.frame(at: 0.5)?.autoplay == "paused")
    #expect(held.frame(at: 1.799)?.autoplay == "paused")
    #expect(held.frame(at: 1.8)?.autoplay == "playing")
    #expect(held.frame(at: 2.799)?.phase == "idle")
    #expect(held.frame(at: 2.799)?.position == 0)
    #expect(held.frame(at: 2.8)?.phase == "settling")
  }

  @Test func autoplayIntervalDefaultsToThreeSeconds() throws {
    let run = try SpecRun.simulate(
      config: #"{"autoplay":{}}"#, events: "", fps: 10, duration: 4.5)
    #expect(run.frame(at: 2.9)?.position == 0)
    #expect(run.frame(at: 3.9)?.index == 1)
    #expect(run.frame(at: 3.9)?.position == 1)
  }

  @Test func autoplayBackwardOnALoopWrapsToTheLastItem() throws {
    let run = try SpecRun.simulate(
      config: #"{"loop":true,"count":5,"autoplay":{"interval":1,"direction":"backward"}}"#,
      events: "", fps: 10, duration: 3)
    #expect(run.frame(at: 1.9)?.index == 4)
    #expect(run.frame(at: 1.9)?.position == 4)
    #expect(run.frame(at: 2.9)?.index == 3)
    #expect(run.positions.allSatisfy { $0 >= 0 && $0 < 5 })
  }

  @Test func autoplayOnALoopWrapsForwardWithTheIndexAlwaysInRange() throws {
    let run = try SpecRun.simulate(
      config: #"{"loop":true,"count":3,"autoplay":{"interval":1}}"#, events: "", fps: 20,
      duration: 3.9)
    #expect(run.frame(at: 2.9)?.index == 2)
    #expect(run.frame(at: 3.9)?.index == 0)
    #expect(run.frame(at: 3.9)?.position == 0)
    #expect(run.frames.allSatisfy { (0..<3).contains($0.index) })
    #expect(run.positions.allSatisfy { $0 >= 0 && $0 < 3 })
    #expect(run.frames(in: 3.0...3.9).allSatisfy { $0.position >= 2 || $0.position == 0 })
  }

  @Test func autoplayAtEndRewindsToTheFirstItem() throws {
    let run = try SpecRun.simulate(
      config: #"{"count":3,"startIndex":1,"autoplay":{"interval":1,"atEnd":"rewind"}}"#,
      events: "", fps: 20, duration: 3)
    #expect(run.frame(at: 1.9)?.index == 2)
    #expect(run.frame(at: 2.9)?.index == 0)
    #expect(run.frame(at: 2.9)?.position == 0)
    #expect(run.frames.allSatisfy { (0..<3).contains($0.index) })
    #expect(run.positions.allSatisfy { $0 >= 0 && $0 <= 2 })
  }

  @Test func autoplayAtEndStopsOnTheLastItem() throws {
    let run = try SpecRun.simulate(
      config: #"{"count":3,"startIndex":1,"autoplay":{"interval":1,"atEnd":"stop"}}"#,
      events: "", fps: 20, duration: 5)
    #expect(run.frame(at: 1.9)?.index == 2)
    #expect(run.frames(in: 1.9...5).allSatisfy { $0.index == 2 && $0.position == 2 })
  }

  @Test func autoplayIsOffUnlessConfigured() throws {
    let run = try SpecRun.simulate(events: "", fps: 10, duration: 4)
    #expect(run.frames.allSatisfy { $0.autoplay == "off" && $0.index == 0 })
  }

  @Test func everyKindOfInteractionPausesAutoplay() throws {
    var pointer = EventScript()
    pointer.pointer(0.5, "pointerDown", x: 195, y: 270)
    pointer.pointer(0.8, "pointerUp", x: 195, y: 270)
    var wheel = EventScript()
    wheel.wheel(0.5, dy: 1, discrete: true)
    var key = EventScript()
    key.key(0.5, "right")
    var pinch = EventScript()
    pinch.pinch(at: 0.5, to: 1.5)
    for (name, script) in [("pointer", pointer), ("wheel", wheel), ("key", key), ("pinch", pinch)] {
      let run = try SpecRun.simulate(
        config: #"{"autoplay":{"interval":2}}"#, script: script, fps: 10, duration: 1.5)
      #expect(run.frame(at: 0.4)?.autoplay == "playing", "\(name)")
      #expect(run.frame(at: 0.5)?.autoplay == "paused", "\(name)")
      #expect(run.frame(at: 1.5)?.autoplay == "paused", "\(name)")
    }
  }

  @Test func autoplayResumesResumeDelayAfterTheInteractionWithAFreshInterval() throws {
    // The key comes just before the first tick (1.0 s); a stale timer would fire right after it.
    var script = EventScript()
    script.key(0.95, "right")
    let run = try SpecRun.simulate(
      config: #"{"autoplay":{"interval":1,"resumeDelay":2}}"#, script: script, fps: 20,
      duration: 7)
    #expect(run.frames(in: 0.95...2.9).allSatisfy { $0.autoplay == "paused" })
    #expect(run.frames(in: 1.8...3.5).allSatisfy { $0.index == 1 && $0.position == 1 })
    #expect(run.frame(at: 4.5)?.autoplay == "playing")
    #expect((run.last?.index ?? 0) >= 2, "it does not stop for good")
  }

  @Test func hoverPausesAutoplayWhenPauseOnHover() throws {
    var script = EventScript()
    script.add(0.5, "hover", #""inside":true"#)
    script.add(3.0, "hover", #""inside":false"#)
    let paused = try SpecRun.simulate(
      config: #"{"autoplay":{"interval":1,"resumeDelay":0.5}}"#, script: script, fps: 10,
      duration: 6)
    #expect(paused.frames(in: 0.5...2.9).allSatisfy { $0.autoplay == "paused" && $0.index == 0 })
    #expect(paused.frame(at: 5)?.autoplay == "playing")
    #expect((paused.last?.index ?? 0) >= 1)

    let ignored = try SpecRun.simulate(
      config: #"{"autoplay":{"interval":1,"pauseOnHover":false}}"#, script: script, fps: 10,
      duration: 2)
    #expect(ignored.frames.allSatisfy { $0.autoplay == "playing" })
    #expect(ignored.frame(at: 1.9)?.index == 1)
  }

  @Test func aHiddenWindowPausesAutoplay() throws {
    var script = EventScript()
    script.add(0.5, "visibility", #""visible":false"#)
    script.add(3.0, "visibility", #""visible":true"#)
    let run = try SpecRun.simulate(
      config: #"{"autoplay":{"interval":1,"resumeDelay":0.5}}"#, script: script, fps: 10,
      duration: 6)
    #expect(run.frames(in: 0.5...2.9).allSatisfy { $0.autoplay == "paused" && $0.index == 0 })
    #expect(run.frame(at: 5)?.autoplay == "playing")
    #expect((run.last?.index ?? 0) >= 1)
  }

  @Test func spaceTogglesPlayAndPause() throws {
    var script = EventScript()
    script.key(0.5, "space")
    script.key(4.0, "space")
    let run = try SpecRun.simulate(
      config: #"{"autoplay":{"interval":1,"resumeDelay":0.5}}"#, script: script, fps: 10,
      duration: 6)
    #expect(run.frame(at: 0.4)?.autoplay == "playing")
    #expect(run.frames(in: 0.5...3.9).allSatisfy { $0.autoplay == "paused" && $0.index == 0 })
    #expect(run.frame(at: 4.0)?.autoplay == "playing")
    #expect((run.last?.index ?? 0) >= 1)
  }

  // MARK: - CONFIG: zoom

  @Test func doubleTapTogglesBetweenOneAndTheConfiguredScale() throws {
    var script = EventScript()
    script.add(0.5, "doubleTap", #""x":195,"y":270"#)
    script.add(2.0, "doubleTap", #""x":195,"y":270"#)
    let run = try SpecRun.simulate(config: #"{"zoom":{"doubleTap":2}}"#, script: script)
    #expect(run.frame(at: 0.4)?.zoom == 1)
    #expect(run.frame(at: 1.9)?.zoom == 2)
    #expect(run.last?.zoom == 1)
  }

  @Test func pinchScaleIsRelativeToThePinchStart() throws {
    var script = EventScript()
    script.pinch(at: 0.5, to: 2)
    script.pinch(at: 2.0, to: 1.25)
    let run = try SpecRun.simulate(script: script)
    #expect(run.frame(at: 1.9)?.zoom == 2)
    #expect(run.last?.zoom == 2.5)
  }

  @Test func pinchBeyondTheLimitsRubberBandsAndSpringsBack() throws {
    var over = EventScript()
    over.pinch(at: 0.5, to: 5)
    let overRun = try SpecRun.simulate(script: over)
    let peak = try #require(overRun.frames.map(\.zoom).max())
    #expect(peak > 3 && peak < 5, "rubber band past max 3, peak \(peak)")
    #expect(overRun.last?.zoom == 3)

    var under = EventScript()
    under.pinch(at: 0.5, to: 0.5)
    let underRun = try SpecRun.simulate(script: under)
    let trough = try #require(underRun.frames.map(\.zoom).min())
    #expect(trough < 1 && trough > 0.5, "rubber band below min 1, trough \(trough)")
    #expect(underRun.last?.zoom == 1)
  }

  @Test func zoomLimitsAreConfigurable() throws {
    let config = #"{"zoom":{"min":0.5,"max":4}}"#
    var wide = EventScript()
    wide.pinch(at: 0.5, to: 4)
    #expect(try SpecRun.simulate(config: config, script: wide).last?.zoom == 4)
    var small = EventScript()
    small.pinch(at: 0.5, to: 0.5)
    #expect(try SpecRun.simulate(config: config, script: small).last?.zoom == 0.5)
  }

  @Test func plusMinusAndZeroKeysZoom() throws {
    var script = EventScript()
    script.key(0.5, "plus")
    script.key(1.5, "minus")
    script.key(2.5, "zero")
    let run = try SpecRun.simulate(script: script)
    let zoomedIn = try #require(run.frame(at: 1.4)?.zoom)
    #expect(zoomedIn > 1 && zoomedIn <= 3)
    let zoomedOut = try #require(run.frame(at: 2.4)?.zoom)
    #expect(zoomedOut < zoomedIn && zoomedOut >= 1)
    #expect(run.last?.zoom == 1)
  }

  @Test func zoomResetsWhenTheItemLeavesTheScreen() throws {
    var script = EventScript()
    script.add(0.5, "doubleTap", #""x":195,"y":270"#)
    script.key(1.5, "right")
    script.key(3.0, "left")
    let run = try SpecRun.simulate(script: script)
    #expect(run.frame(at: 1.4)?.zoom == 2.5)
    #expect(run.frame(at: 2.9)?.index == 1)
    #expect(run.frame(at: 2.9)?.zoom == 1)
    #expect(run.last?.index == 0)
    #expect(run.last?.zoom == 1, "item 0 was off screen, so its zoom was reset")
  }

  @Test func panningAZoomedItemStopsAtItsEdgeThenHandsOverToPaging() throws {
    // Double tap zooms item 0 to 2.5×: 975 pt of content in a 390 pt viewport.
    var script = EventScript()
    script.add(0.5, "doubleTap", #""x":195,"y":270"#)
    let panned = script.drag(
      at: 1.5, x: 350, dx: -300, speed: 150, interval: 0.016, hold: 0.1)
    script.drag(at: panned + 0.4, x: 350, dx: -250, speed: 150, interval: 0.016, hold: 0.1)
    let run = try SpecRun.simulate(script: script, fps: 20)
    #expect(
      run.frames(in: 1.5...panned).allSatisfy { $0.position == 0 && $0.zoom == 2.5 },
      "the first drag pans inside the zoomed item")
    #expect(run.last?.index == 1, "the second drag reaches the edge and pages on")
    #expect(run.last?.position == 1)
    #expect(run.last?.zoom == 1)
  }

  @Test func autoplayPausesWhileZoomed() throws {
    var script = EventScript()
    script.add(0.2, "doubleTap", #""x":195,"y":270"#)
    let run = try SpecRun.simulate(
      config: #"{"autoplay":{"interval":1,"resumeDelay":0.5}}"#, script: script, fps: 10,
      duration: 4)
    #expect(
      run.frames(in: 1.0...4.0).allSatisfy {
        $0.autoplay == "paused" && $0.index == 0 && $0.zoom == 2.5
      })
  }

  // MARK: - CONFIG: indicator; FRAME: label and announce

  @Test func indicatorShowsAWindowOfAtMostMaxDots() throws {
    func indicator(_ config: String) throws -> [String: Int]? {
      try SpecRun.simulate(config: config, events: "", duration: 0).frames.first?.indicator
    }
    let many = #""count":20,"indicator":{"maxDots":5}"#
    #expect(
      try indicator(#"{\#(many),"startIndex":10}"#) == ["first": 8, "count": 5, "current": 10])
    #expect(try indicator(#"{\#(many),"startIndex":0}"#) == ["first": 0, "count": 5, "current": 0])
    #expect(
      try indicator(#"{\#(many),"startIndex":19}"#) == ["first": 15, "count": 5, "current": 19])
    #expect(
      try indicator(#"{"count":3,"indicator":{"maxDots":5},"startIndex":1}"#)
        == ["first": 0, "count": 3, "current": 1])
    #expect(try indicator(#"{"startIndex":7}"#) == ["first": 1, "count": 7, "current": 7])
  }

  @Test func indicatorAndLabelFollowTheCurrentItem() throws {
    var script = EventScript()
    for k in 0..<3 { script.key(0.1 + Double(k) * 0.8, "right") }
    let run = try SpecRun.simulate(
      config: #"{"count":20,"startIndex":10,"indicator":{"maxDots":5}}"#, script: script)
    for frame in run.frames {
      let dots = frame.indicator
      #expect(dots["current"] == frame.index, "t \(frame.t)")
      #expect(dots["count"] == 5)
      #expect(frame.label == "\(frame.index + 1)/20")
      if let first = dots["first"], let count = dots["count"] {
        #expect(first <= frame.index && frame.index < first + count, "t \(frame.t)")
      }
    }
    #expect(run.last?.indicator == ["first": 11, "count": 5, "current": 13])
    #expect(run.last?.label == "14/20")
  }

  @Test func labelIsTheOneBasedItemOverTheCount() throws {
    let run = try SpecRun.simulate(config: #"{"startIndex":3}"#, events: "", duration: 0)
    #expect(run.frames.first?.label == "4/8")
  }

  @Test func announcementAppearsOnlyOnTheFrameWhereItIsMade() throws {
    var script = EventScript()
    script.key(0.1, "right")
    let run = try SpecRun.simulate(script: script)
    let announced = run.frames.filter { $0.announce != nil }
    #expect(announced.count == 1)
    #expect(announced.first?.index == 1)
    #expect(announced.first?.announce?.contains("2 of 8") == true)
  }

  @Test func aFlingAnnouncesOnlyTheItemItSettlesOn() throws {
    var flick = EventScript()
    flick.drag(at: 0.1, x: 300, dx: -160, speed: 5000)
    let run = try SpecRun.simulate(config: #"{"maxItemsPerGesture":3}"#, script: flick)
    let announced = run.frames.compactMap(\.announce)
    #expect(announced.count == 1)
    #expect(announced.first?.contains("4 of 8") == true, "\(announced)")
  }

  @Test func nothingIsAnnouncedWhenTheItemDoesNotChange() throws {
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -100, speed: 150, interval: 0.016, hold: 0.1)
    script.key(2.0, "left")
    let run = try SpecRun.simulate(script: script)
    #expect(run.frames.allSatisfy { $0.announce == nil && $0.index == 0 })
  }

  // MARK: - EVENTS: pointer, wheel, keys

  @Test func theContentFollowsTheFingerWhileDragging() throws {
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -100, speed: 150, interval: 0.016, hold: 0.2)
    let run = try SpecRun.simulate(script: script)
    // The finger has moved 100 pt by 0.1 + 100/150 s and rests until 0.97 s.
    let held = try #require(run.frame(at: 0.9))
    #expect(held.phase == "dragging")
    #expect(held.position <= 100 / page + 1e-6)
    #expect(held.position >= (100 - SpecPhysics.slopAllowance) / page)
    #expect(run.last?.position == 0)
  }

  @Test func pointerCancelDoesNotCommitTheGesture() throws {
    var lifted = EventScript()
    lifted.drag(at: 0.1, x: 300, dx: -60, speed: 800)
    #expect(try SpecRun.simulate(script: lifted).last?.index == 1)
    var cancelled = EventScript()
    cancelled.drag(at: 0.1, x: 300, dx: -60, speed: 800, end: "pointerCancel")
    let run = try SpecRun.simulate(script: cancelled)
    #expect(run.last?.index == 0)
    #expect(run.last?.position == 0)
    #expect(run.last?.phase == "idle")
  }

  @Test func aDiscreteWheelNotchMovesOneItemNoneDropped() throws {
    var one = EventScript()
    one.wheel(0.1, dy: 1, discrete: true)
    let forward = try SpecRun.simulate(script: one)
    #expect(forward.last?.index == 1)
    #expect(forward.last?.position == 1)

    var back = EventScript()
    back.wheel(0.1, dy: -1, discrete: true)
    let backward = try SpecRun.simulate(config: #"{"startIndex":3}"#, script: back)
    #expect(backward.last?.index == 2)

    var burst = EventScript()
    burst.wheel(0.1, dy: 1, discrete: true)
    burst.wheel(0.12, dy: 1, discrete: true)
    // Quick notches queue up: each is one more item (issue 9: none is ever dropped).
    #expect(try SpecRun.simulate(script: burst).last?.index == 2, "notches 20 ms apart: two steps")

    var spaced = EventScript()
    spaced.wheel(0.1, dy: 1, discrete: true)
    spaced.wheel(0.5, dy: 1, discrete: true)
    #expect(try SpecRun.simulate(script: spaced).last?.index == 2)
  }

  @Test func continuousWheelDeltasScrollInPointsAndEndLikeARelease() throws {
    // A trackpad: 2 pt every 16 ms (125 pt/s, slower than a flick).
    func trackpad(deltas: Int) -> EventScript {
      var script = EventScript()
      for k in 0..<deltas { script.wheel(0.1 + Double(k) * 0.016, dx: 2, discrete: false) }
      return script
    }
    let short = try SpecRun.simulate(script: trackpad(deltas: 50))
    // At 0.5 s, deltas 0…25 have arrived: 26 × 2 pt.
    let mid = try #require(short.frame(at: 0.5))
    #expect(abs(mid.position - 52 / page) < 0.01, "position \(mid.position)")
    #expect(short.last?.index == 0)
    #expect(short.last?.position == 0)
    let long = try SpecRun.simulate(script: trackpad(deltas: 120))
    #expect(long.last?.index == 1, "240 pt is 62 % of an item")
    #expect(long.last?.position == 1)
  }

  @Test func keysMoveItemByItemAndJumpToTheEnds() throws {
    var script = EventScript()
    script.key(0.1, "right")
    script.key(1.0, "right")
    script.key(2.0, "left")
    script.key(3.0, "end")
    script.key(4.0, "home")
    script.key(5.0, "left")
    let run = try SpecRun.simulate(script: script)
    #expect(run.frame(at: 0.9)?.position == 1)
    #expect(run.frame(at: 1.9)?.position == 2)
    #expect(run.frame(at: 2.9)?.position == 1)
    #expect(run.frame(at: 3.9)?.index == 7)
    #expect(run.frame(at: 3.9)?.position == 7)
    #expect(run.frame(at: 4.9)?.position == 0)
    #expect(run.last?.index == 0)
    #expect(run.positions.allSatisfy { $0 >= 0 && $0 <= 7 })
  }

  @Test func pageKeysMoveByAViewportsWorth() throws {
    var script = EventScript()
    script.key(0.1, "pageDown")
    script.key(1.0, "pageUp")
    let full = try SpecRun.simulate(script: script)
    #expect(full.frame(at: 0.9)?.position == 1)
    #expect(full.last?.position == 0)
    // 100 pt items: a 390 pt viewport holds 3.9 of them.
    let small = try SpecRun.simulate(
      config: #"{"count":20,"itemSize":{"points":100},"alignment":"leading"}"#, script: script)
    let paged = try #require(small.frame(at: 0.9)?.index)
    #expect((3...4).contains(paged), "pageDown went to \(paged)")
    #expect(small.last?.position == 0)
  }

  @Test func keyPressesAccumulateWithoutAStutter() throws {
    var script = EventScript()
    script.key(0.1, "right")
    script.key(0.18, "right")
    let run = try SpecRun.simulate(script: script)
    #expect(run.last?.index == 2)
    #expect(run.last?.position == 2)
    let rising = run.positions.prefix { $0 < 1.99 }
    #expect(zip(rising, rising.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "no stutter")
    #expect(run.positions.allSatisfy { $0 <= 2 + 1e-6 })
  }

  // MARK: - EVENTS: resize, count, scrollTo

  @Test func resizeKeepsTheCurrentItemCurrentAndAtRest() throws {
    var script = EventScript()
    script.add(0.5, "resize", #""width":800,"height":600"#)
    script.add(1.0, "resize", #""width":320,"height":480"#)
    let run = try SpecRun.simulate(config: #"{"startIndex":3}"#, script: script)
    #expect(
      run.frames.allSatisfy {
        $0.index == 3 && $0.position == 3 && $0.phase == "idle" && $0.visible == [3]
      })

    var widen = EventScript()
    widen.add(0.5, "resize", #""width":550,"height":540"#)
    let small = try SpecRun.simulate(
      config: #"{"itemSize":{"points":100},"alignment":"leading"}"#, script: widen)
    #expect(small.frame(at: 0.5)?.visible == [0, 1, 2, 3, 4, 5])

    // Mid-animation, the item current at the resize stays current and comes to rest.
    for resizeTime in [0.15, 0.4] {
      var moving = EventScript()
      moving.key(0.1, "right")
      moving.add(resizeTime, "resize", #""width":800,"height":600"#)
      let resized = try SpecRun.simulate(script: moving)
      let before = try #require(resized.frames.last { $0.t < resizeTime - 1e-6 })
      let after = try #require(resized.frame(at: resizeTime))
      #expect(after.index == before.index, "resize at \(resizeTime)")
      #expect(after.position == Double(before.index) && after.phase == "idle")
      #expect(resized.last?.position == Double(before.index))
    }
  }

  @Test func countChangesKeepTheCurrentItemOrClampIt() throws {
    var script = EventScript()
    script.add(0.5, "count", #""count":20"#)
    script.add(1.5, "count", #""count":3"#)
    script.add(2.5, "count", #""count":0"#)
    script.add(3.5, "count", #""count":4"#)
    let run = try SpecRun.simulate(config: #"{"startIndex":5}"#, script: script)
    let grown = try #require(run.frame(at: 0.5))
    #expect(grown.index == 5 && grown.position == 5 && grown.label == "6/20")
    #expect(run.frame(at: 1.5)?.index == 2)
    #expect(run.frame(at: 1.5)?.label == "3/3")
    #expect(run.frame(at: 2.4)?.position == 2)
    let empty = try #require(run.frame(at: 2.5))
    #expect(empty.index == -1 && empty.visible.isEmpty)
    let refilled = try #require(run.last)
    #expect((0..<4).contains(refilled.index))
    #expect(refilled.position == Double(refilled.index))
  }

  @Test func scrollToJumpsOrAnimates() throws {
    var script = EventScript()
    script.scrollTo(0.5, 5, animated: false)
    script.scrollTo(1.0, 2, animated: true)
    let run = try SpecRun.simulate(script: script)
    let jumped = try #require(run.frame(at: 0.5))
    #expect(jumped.index == 5 && jumped.position == 5 && jumped.phase == "idle")
    let animating = run.frames(in: 1.0...2.0)
    #expect(animating.contains { $0.phase == "settling" && $0.position > 2 && $0.position < 5 })
    #expect(run.last?.index == 2)
    #expect(run.last?.position == 2)
  }

  @Test func scrollToTakesTheShortestWayAroundALoop() throws {
    var back = EventScript()
    back.scrollTo(0.1, 9, animated: true)
    let backward = try SpecRun.simulate(
      config: #"{"loop":true,"count":10,"startIndex":1}"#, script: back)
    #expect(backward.last?.index == 9)
    #expect(backward.last?.position == 9)
    #expect(backward.positions.allSatisfy { $0 <= 1 || $0 >= 9 }, "via 0, not via 5")
    #expect(backward.positions.contains { $0 > 9 && $0 < 10 })

    var ahead = EventScript()
    ahead.scrollTo(0.1, 4, animated: true)
    let forward = try SpecRun.simulate(
      config: #"{"loop":true,"count":10,"startIndex":1}"#, script: ahead)
    #expect(forward.positions.allSatisfy { $0 >= 1 && $0 <= 4 })
    #expect(forward.last?.position == 4)
  }

  // MARK: - FRAME keys

  @Test func everyFrameCarriesTheDocumentedKeysWithTheirTypes() throws {
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -60, speed: 800)
    script.key(1.0, "right")
    let run = try SpecRun.simulate(script: script, fps: 30)
    #expect(!run.frames.isEmpty)
    let phases: Set = ["idle", "dragging", "decelerating", "settling"]
    let autoplay: Set = ["playing", "paused", "off"]
    for frame in run.frames {
      let object = frame.object
      #expect(object["t"] is NSNumber && object["index"] is NSNumber)
      #expect(frame.position.isFinite)
      #expect(phases.contains(frame.phase), "phase \(frame.phase)")
      #expect(object["visible"] is [Any] && !frame.visible.isEmpty)
      #expect(frame.zoom.isFinite)
      #expect(autoplay.contains(frame.autoplay))
      #expect(Set(frame.indicator.keys) == ["first", "count", "current"])
      #expect(object["label"] is String)
      #expect(frame.visible.contains(frame.index))
    }
    let seen = Set(run.frames.map(\.phase))
    #expect(seen.isSuperset(of: ["idle", "dragging", "settling"]))
  }

  @Test func anEmptyCarouselHasIndexMinusOneAndNothingVisible() throws {
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -100, speed: 800)
    script.key(0.5, "right")
    script.wheel(0.8, dy: 1, discrete: true)
    script.key(1.0, "end")
    let run = try SpecRun.simulate(config: #"{"count":0}"#, script: script)
    #expect(run.result.status == 0)
    #expect(!run.frames.isEmpty)
    #expect(run.frames.allSatisfy { $0.index == -1 && $0.visible.isEmpty && $0.position.isFinite })
  }

  @Test func oneItemNeverScrolls() throws {
    var script = EventScript()
    script.key(0.1, "right")
    script.key(0.5, "end")
    script.wheel(0.8, dy: 1, discrete: true)
    script.scrollTo(1.0, 0, animated: true)
    script.drag(at: 1.5, x: 300, dx: -150, speed: 2000)
    for loop in [false, true] {
      let run = try SpecRun.simulate(config: #"{"count":1,"loop":\#(loop)}"#, script: script)
      #expect(run.frames.allSatisfy { $0.index == 0 && $0.label == "1/1" }, "loop \(loop)")
      #expect(run.frames(in: 0...1.45).allSatisfy { $0.position == 0 }, "loop \(loop)")
      #expect(run.frames.allSatisfy { $0.visible == [0] }, "loop \(loop)")
      #expect(run.last?.position == 0)
    }
  }

  @Test func visibleListsItemsInDisplayOrderAcrossTheLoopSeam() throws {
    let config = #""loop":true,"itemSize":{"peek":40}"#
    let first = try SpecRun.simulate(config: "{\(config)}", events: "", duration: 0)
    #expect(first.frames.first?.visible == [7, 0, 1])
    let last = try SpecRun.simulate(
      config: #"{\#(config),"startIndex":7}"#, events: "", duration: 0)
    #expect(last.frames.first?.visible == [6, 7, 0])
  }

  // MARK: - Motion models visible from outside

  @Test func aSlowDragOfMoreThanHalfAnItemAdvancesAndLessReturns() throws {
    func slowDrag(_ distance: Double, from index: Int = 0) throws -> Frame? {
      var script = EventScript()
      let x = distance < 0 ? 350 : 40
      script.drag(at: 0.1, x: Double(x), dx: distance, speed: 150, interval: 0.016, hold: 0.1)
      return try SpecRun.simulate(config: #"{"startIndex":\#(index)}"#, script: script).last
    }
    #expect(try slowDrag(-0.6 * page)?.position == 1, "60 % forward advances")
    #expect(try slowDrag(-0.4 * page)?.position == 0, "40 % forward returns")
    #expect(try slowDrag(0.6 * page, from: 3)?.position == 2, "60 % back goes back")
    #expect(try slowDrag(0.4 * page, from: 3)?.position == 3, "40 % back returns")
  }

  @Test func aSlowDragReleasedWhileMovingSettlesOnTheNearestItem() throws {
    // 150 pt/s at release is below the flick threshold: the nearest item wins.
    for (fraction, expected) in [(0.6, 1.0), (0.4, 0.0)] {
      var script = EventScript()
      script.drag(at: 0.1, x: 350, dx: -fraction * page, speed: 150, interval: 0.016)
      let run = try SpecRun.simulate(script: script)
      #expect(run.last?.position == expected, "\(fraction)")
    }
  }

  @Test func aShortFlickGoesOneItemInTheDirectionOfTheVelocity() throws {
    // 40 pt (10 % of an item) at 500 pt/s, above the flick threshold of about 350 pt/s.
    var forward = EventScript()
    forward.drag(at: 0.1, x: 300, dx: -40, speed: 500)
    let ahead = try SpecRun.simulate(script: forward)
    #expect(ahead.last?.index == 1)
    #expect(ahead.last?.position == 1)
    var backward = EventScript()
    backward.drag(at: 0.1, x: 100, dx: 40, speed: 500)
    let behind = try SpecRun.simulate(config: #"{"startIndex":3}"#, script: backward)
    #expect(behind.last?.position == 2)
    // The same 40 pt slowly is no flick.
    var slow = EventScript()
    slow.drag(at: 0.1, x: 300, dx: -40, speed: 100, interval: 0.016)
    #expect(try SpecRun.simulate(script: slow).last?.position == 0)
  }

  @Test func aFlickNeverGoesAgainstItsVelocity() throws {
    // Drag 270 pt forward slowly (69 %), then flick 40 pt back at 1000 pt/s and lift.
    var script = EventScript()
    script.pointer(0.1, "pointerDown", x: 350, y: 270)
    var t = 0.1
    var x = 350.0
    while x > 80 {
      t += 0.016
      x -= 2.4
      script.pointer(t, "pointerMove", x: x, y: 270)
    }
    for _ in 0..<5 {
      t += 0.008
      x += 8
      script.pointer(t, "pointerMove", x: x, y: 270)
    }
    script.pointer(t + 0.008, "pointerUp", x: x + 8, y: 270)
    let run = try SpecRun.simulate(script: script)
    #expect(run.last?.index == 0, "released at 59 % but moving back")
    #expect(run.last?.position == 0)
  }

  @Test func rubberBandAtBothEndsThenSpringBack() throws {
    // b(x) = (1 − 1/(0.55·x/L + 1))·L: 300 pt of finger travel show as ≈ 116 pt.
    func expectBand(_ run: SpecRun, atEnd: Bool, sourceLocation: SourceLocation = #_sourceLocation)
      throws
    {
      let held = try #require(run.frame(at: 2.25), sourceLocation: sourceLocation)
      let overshoot = atEnd ? held.position - 7 : -held.position
      let most = SpecPhysics.rubberBand(300, length: page) / page
      let least = SpecPhysics.rubberBand(300 - SpecPhysics.slopAllowance, length: page) / page
      #expect(
        overshoot <= most + 0.005 && overshoot >= least - 0.005,
        "overshoot \(overshoot) items, expected \(least)…\(most)", sourceLocation: sourceLocation)
      #expect(held.index == (atEnd ? 7 : 0), sourceLocation: sourceLocation)
      #expect(run.last?.position == (atEnd ? 7 : 0), sourceLocation: sourceLocation)
      #expect(run.last?.phase == "idle", sourceLocation: sourceLocation)
    }
    var back = EventScript()
    back.drag(at: 0.1, x: 50, dx: 300, speed: 150, interval: 0.016, hold: 0.5)
    try expectBand(try SpecRun.simulate(script: back), atEnd: false)
    var forward = EventScript()
    forward.drag(at: 0.1, x: 350, dx: -300, speed: 150, interval: 0.016, hold: 0.5)
    try expectBand(try SpecRun.simulate(config: #"{"startIndex":7}"#, script: forward), atEnd: true)
  }

  @Test func touchingADeceleratingCarouselCatchesIt() throws {
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -160, speed: 2000)
    script.pointer(0.6, "pointerDown", x: 200, y: 270)
    script.pointer(1.5, "pointerUp", x: 200, y: 270)
    let run = try SpecRun.simulate(
      config: #"{"scrolling":"continuous","count":50,"itemSize":{"points":100}}"#, script: script,
      fps: 10)
    #expect(run.frame(at: 0.5)?.phase == "decelerating")
    let caught = try #require(run.frame(at: 0.6)?.position)
    #expect(caught > 1.6)
    #expect(run.frames(in: 0.6...3.0).allSatisfy { $0.position == caught })
    #expect(run.last?.phase == "idle")
  }

  @Test func continuousScrollingRubberBandsAtTheStartAndSpringsBack() throws {
    // A 1000 pt/s flick towards earlier items from item 0.
    var flick = EventScript()
    flick.drag(at: 0.1, x: 100, dx: 80, speed: 1000)
    let run = try SpecRun.simulate(
      config: #"{"scrolling":"continuous","count":20,"itemSize":{"points":100}}"#, script: flick)
    let deepest = try #require(run.positions.min())
    // b never exceeds the viewport length L = 390 pt (3.9 items of 100 pt).
    #expect(deepest < 0 && deepest > -3.9, "overshoot \(deepest)")
    #expect(run.frames.contains { $0.phase == "settling" || $0.phase == "decelerating" })
    #expect(run.last?.position == 0)
    #expect(run.last?.phase == "idle")
  }

  /// Free scrolling on 100 pt items, so that rest positions show the release velocity.
  let freeConfig = #"{"scrolling":"continuous","count":200,"itemSize":{"points":100}}"#

  @Test func releaseVelocityIsTheLeastSquaresFitOfTheLastSamples() throws {
    // MotionModels.md check: samples every 8 ms at 0, 10, 20, 30 pt → 1250 pt/s.
    var script = EventScript()
    script.pointer(0.1, "pointerDown", x: 300, y: 270)
    script.pointer(0.108, "pointerMove", x: 290, y: 270)
    script.pointer(0.116, "pointerMove", x: 280, y: 270)
    script.pointer(0.124, "pointerUp", x: 270, y: 270)
    let run = try SpecRun.simulate(config: freeConfig, script: script)
    let rest = try #require(run.last?.position)
    let expected = (30 + 1250 / SpecPhysics.decay(rate: 0.998)) / 100
    #expect(abs(rest - expected) < 0.1, "rest \(rest), expected ≈ \(expected)")
  }

  @Test func releaseVelocityIsClampedToAboutEightThousandPointsPerSecond() throws {
    // 800 pt in 40 ms is 20,000 pt/s; the clamp keeps the momentum to 8000/λ ≈ 3996 pt.
    var script = EventScript()
    script.drag(at: 0.1, x: 380, dx: -800, speed: 20000)
    let run = try SpecRun.simulate(config: freeConfig, script: script, duration: 6)
    let rest = try #require(run.last)
    #expect(rest.phase == "idle")
    let expected = (800 + 8000 / SpecPhysics.decay(rate: 0.998)) / 100
    #expect(abs(rest.position - expected) < 0.3, "rest \(rest.position), expected ≈ \(expected)")
  }

  @Test func aFingerThatStopsBeforeLiftingHasNoMomentum() throws {
    // 80 pt at 1000 pt/s, then 100 ms without samples (more than 40 ms) before the lift.
    var script = EventScript()
    script.drag(at: 0.1, x: 300, dx: -80, speed: 1000, hold: 0.1)
    let run = try SpecRun.simulate(config: freeConfig, script: script)
    #expect(run.last?.position == 0.8)
    #expect(!run.frames.contains { $0.phase == "decelerating" })
  }

  @Test func touchingAMovingCarouselCatchesItWhereItIs() throws {
    var script = EventScript()
    script.key(0.1, "right")
    script.pointer(0.2, "pointerDown", x: 195, y: 270)
    script.pointer(1.0, "pointerUp", x: 195, y: 270)
    let run = try SpecRun.simulate(script: script, fps: 20)
    let caught = try #require(run.frame(at: 0.2)?.position)
    #expect(caught > 0 && caught < 1)
    #expect(run.frames(in: 0.2...0.95).allSatisfy { abs($0.position - caught) < 0.02 })
    #expect(run.last?.position == caught.rounded())
  }

  // MARK: - Error contract

  @Test func malformedJSONIsRejectedWithFileAndLine() throws {
    let events = """
      {"t":0,"type":"key","key":"right"}
      {"t":0.5,"type":"key","key":"left"}
      {"t":1,"type":"key",
      {"t":2,"type":"key","key":"left"}
      """
    SpecRejection.expect(try SpecRun.reject(events: events), line: 3, field: nil)
    let config = """
      {
        "count": 8,
        "loop": true,,
        "spacing": 0
      }
      """
    SpecRejection.expect(
      try SpecRun.reject(config: config, events: ""), inConfig: true, line: 3, field: nil)
    SpecRejection.expect(
      try SpecRun.reject(events: #"[{"t":0,"type":"key","key":"right"}]"#), line: 1, field: nil)
  }

  @Test func unknownEventTypeNamesTheTypeField() throws {
    let events = """
      {"t":0,"type":"key","key":"right"}
      {"t":1,"type":"swipe","dx":10}
      """
    SpecRejection.expect(try SpecRun.reject(events: events), line: 2, field: "type")
  }

  @Test func nonFiniteNumbersAreRejected() throws {
    let good = #"{"t":0,"type":"key","key":"right"}"#
    for bad in [
      #"{"t":NaN,"type":"key","key":"right"}"#, #"{"t":Infinity,"type":"key","key":"right"}"#,
      #"{"t":1,"type":"pointerDown","x":-Infinity,"y":3}"#,
    ] {
      SpecRejection.expect(try SpecRun.reject(events: good + "\n" + bad), line: 2, field: nil)
    }
    // Numbers too large for a Double are rejected too (the field is checked separately below).
    SpecRejection.expect(
      try SpecRun.reject(events: good + "\n" + #"{"t":1e999,"type":"key","key":"right"}"#),
      line: 2, field: nil)
    SpecRejection.expect(
      try SpecRun.reject(config: "{\n\"spacing\": 1e999\n}", events: ""), inConfig: true,
      line: 2, field: nil)
  }

  @Test
  func outOfRangeNumbersNameTheirField() throws {
    SpecRejection.expect(
      try SpecRun.reject(events: #"{"t":1,"type":"wheel","dx":0,"dy":1e400,"discrete":false}"#),
      line: 1, field: "dy")
    SpecRejection.expect(
      try SpecRun.reject(config: "{\n\"spacing\": 1e999\n}", events: ""), inConfig: true,
      line: 2, field: "spacing")
  }

  @Test func decreasingTimeIsRejected() throws {
    let events = """
      {"t":0.5,"type":"key","key":"right"}
      {"t":0.5,"type":"key","key":"right"}
      {"t":0.499,"type":"key","key":"left"}
      """
    SpecRejection.expect(try SpecRun.reject(events: events), line: 3, field: "t")
    SpecRejection.expect(
      try SpecRun.reject(events: #"{"t":-1,"type":"key","key":"left"}"#), line: 1, field: "t")
  }

  @Test func negativeCountIsRejected() throws {
    SpecRejection.expect(
      try SpecRun.reject(config: "{\n\"loop\": false,\n\"count\": -3\n}", events: ""),
      inConfig: true, line: 3, field: "count")
    SpecRejection.expect(
      try SpecRun.reject(
        events:
          "{\"t\":0,\"type\":\"key\",\"key\":\"right\"}\n{\"t\":1,\"type\":\"count\",\"count\":-1}"),
      line: 2, field: "count")
  }

  @Test func missingRequiredFieldsAreNamed() throws {
    let cases: [(String, String)] = [
      (#"{"type":"key","key":"right"}"#, "t"),
      (#"{"t":0.1,"key":"right"}"#, "type"),
      (#"{"t":0.1,"type":"key"}"#, "key"),
      (#"{"t":0.1,"type":"pointerDown","y":270}"#, "x"),
      (#"{"t":0.1,"type":"pointerMove","x":200}"#, "y"),
      (#"{"t":0.1,"type":"resize","width":800}"#, "height"),
      (#"{"t":0.1,"type":"count"}"#, "count"),
      (#"{"t":0.1,"type":"scrollTo","animated":true}"#, "index"),
      (#"{"t":0.1,"type":"pinch","scale":1.5,"x":1,"y":1}"#, "phase"),
      (#"{"t":0.1,"type":"doubleTap","x":1}"#, "y"),
      (#"{"t":0.1,"type":"visibility"}"#, "visible"),
      (#"{"t":0.1,"type":"hover"}"#, "inside"),
    ]
    for (line, field) in cases {
      let events = #"{"t":0,"type":"key","key":"right"}"# + "\n" + line + "\n"
      SpecRejection.expect(try SpecRun.reject(events: events), line: 2, field: field)
    }
  }

  @Test func wrongTypesInEventsAreNamed() throws {
    let cases: [(String, String)] = [
      (#"{"t":"0.1","type":"key","key":"right"}"#, "t"),
      (#"{"t":0.1,"type":7}"#, "type"),
      (#"{"t":0.1,"type":"pointerDown","x":"300","y":270}"#, "x"),
      (#"{"t":0.1,"type":"key","key":5}"#, "key"),
      (#"{"t":0.1,"type":"key","key":"tab"}"#, "key"),
      (#"{"t":0.1,"type":"wheel","dx":0,"dy":1,"discrete":"yes"}"#, "discrete"),
      (#"{"t":0.1,"type":"scrollTo","index":2,"animated":"yes"}"#, "animated"),
      (#"{"t":0.1,"type":"scrollTo","index":1.5,"animated":true}"#, "index"),
      (#"{"t":0.1,"type":"count","count":2.5}"#, "count"),
      (#"{"t":0.1,"type":"resize","width":"wide","height":600}"#, "width"),
      (#"{"t":0.1,"type":"pinch","phase":"middle","scale":1.5,"x":1,"y":1}"#, "phase"),
      (#"{"t":0.1,"type":"visibility","visible":"no"}"#, "visible"),
      (#"{"t":0.1,"type":"hover","inside":1}"#, "inside"),
    ]
    for (line, field) in cases {
      SpecRejection.expect(try SpecRun.reject(events: line), line: 1, field: field)
    }
  }

  @Test func wrongTypesAndValuesInConfigAreNamed() throws {
    let cases: [(String, String)] = [
      (#""viewport": "big""#, "viewport"),
      (#""viewport": {"width": "390", "height": 540}"#, "width"),
      (#""count": 2.5"#, "count"),
      (#""count": "8""#, "count"),
      (#""axis": "diagonal""#, "axis"),
      (#""layoutDirection": "up""#, "layoutDirection"),
      (#""itemSize": {"fraction": "half"}"#, "fraction"),
      (#""spacing": "wide""#, "spacing"),
      (#""alignment": "right""#, "alignment"),
      (#""scrolling": "bouncy""#, "scrolling"),
      (#""loop": "yes""#, "loop"),
      (#""decelerationRate": "fast""#, "decelerationRate"),
      (#""maxItemsPerGesture": "one""#, "maxItemsPerGesture"),
      (#""startIndex": "first""#, "startIndex"),
      (#""itemLengths": "long""#, "itemLengths"),
      (#""autoplay": {"interval": "3"}"#, "interval"),
      (#""autoplay": {"direction": "sideways"}"#, "direction"),
      (#""autoplay": {"atEnd": "explode"}"#, "atEnd"),
      (#""zoom": {"max": "3"}"#, "max"),
      (#""indicator": {"maxDots": "7"}"#, "maxDots"),
    ]
    for (member, field) in cases {
      let config = "{\n  \"count\": 8,\n  \(member)\n}\n"
      SpecRejection.expect(
        try SpecRun.reject(config: config, events: ""), inConfig: true, line: 3, field: field)
    }
    SpecRejection.expect(
      try SpecRun.reject(config: "[8]", events: ""), inConfig: true, line: 1, field: nil)
  }

  @Test func outOfRangeConfigValuesAreNamed() throws {
    let cases: [(String, String)] = [
      (#""viewport": {"width": 0, "height": 540}"#, "width"),
      (#""count": -1"#, "count"),
      (#""itemSize": {"fraction": 0}"#, "fraction"),
      (#""itemSize": {"points": -3}"#, "points"),
      (#""itemSize": {"fraction": 0.5, "points": 100}"#, "itemSize"),
      (#""spacing": -5"#, "spacing"),
      (#""contentInset": -10"#, "contentInset"),
      (#""decelerationRate": 1.5"#, "decelerationRate"),
      (#""decelerationRate": 0"#, "decelerationRate"),
      (#""maxItemsPerGesture": 0"#, "maxItemsPerGesture"),
      (#""startIndex": 8"#, "startIndex"),
      (#""startIndex": -1"#, "startIndex"),
      (#""autoplay": {"interval": 0}"#, "interval"),
      (#""autoplay": {"resumeDelay": -1}"#, "resumeDelay"),
      (#""zoom": {"min": 3, "max": 1}"#, "max"),
      (#""zoom": {"doubleTap": 9}"#, "doubleTap"),
      (#""indicator": {"maxDots": 0}"#, "maxDots"),
    ]
    for (member, field) in cases {
      let config = "{\n  \"count\": 8,\n  \(member)\n}\n"
      SpecRejection.expect(
        try SpecRun.reject(config: config, events: ""), inConfig: true, line: 3, field: field)
    }
  }

  @Test
  func aPeekLeavingNoRoomForTheItemIsRejected() throws {
    // Item length = 390 − 2·(peek + spacing) must stay positive.
    for config in [#"{"itemSize":{"peek":195}}"#, #"{"itemSize":{"peek":150},"spacing":50}"#] {
      SpecRejection.expect(
        try SpecRun.reject(config: config, events: ""), inConfig: true, line: 1, field: "peek")
    }
  }

  @Test func outOfRangeEventValuesAreNamed() throws {
    let cases: [(String, String)] = [
      (#"{"t":0.1,"type":"resize","width":0,"height":600}"#, "width"),
      (#"{"t":0.1,"type":"pinch","phase":"begin","scale":0,"x":1,"y":1}"#, "scale"),
      (#"{"t":0.1,"type":"pinch","phase":"change","scale":-2,"x":1,"y":1}"#, "scale"),
      (#"{"t":0.1,"type":"scrollTo","index":-1,"animated":true}"#, "index"),
    ]
    for (line, field) in cases {
      SpecRejection.expect(try SpecRun.reject(events: line), line: 1, field: field)
    }
  }

  @Test func anInvalidEventAfterTheDurationIsStillRejected() throws {
    let events = """
      {"t":0.1,"type":"key","key":"right"}
      {"t":9,"type":"key","key":"bogus"}
      """
    let run = try SpecRun.simulate(events: events, duration: 1, expectSuccess: false)
    SpecRejection.expect(run, line: 2, field: "key")
  }

  @Test func invalidCommandLineValuesExitTwoAndPrintNothing() throws {
    for arguments in [["--fps", "0"], ["--fps", "-1"], ["--fps", "abc"], ["--duration", "-1"]] {
      let result = try CarouselProcess.run(
        ["simulate", "--events", "-"] + arguments, stdin: #"{"t":0,"type":"key","key":"right"}"#)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      #expect(result.stderr.contains(arguments[0]), "\(arguments): \(result.stderr)")
    }
  }

  @Test func anErrorOnTheLastLinePrintsNoFrames() throws {
    var script = EventScript()
    for k in 0..<200 { script.key(Double(k) * 0.01, k.isMultiple(of: 2) ? "right" : "left") }
    let events = script.text + #"{"t":5,"type":"key","key":"sideways"}"# + "\n"
    SpecRejection.expect(try SpecRun.reject(events: events), line: 201, field: "key")
  }

  @Test func errorsOnStandardInputNameTheLineAndField() throws {
    let events = """
      {"t":0,"type":"key","key":"right"}
      {"t":0.1,"type":"resize","width":800,"height":-5}
      """
    let run = try SpecRun.reject(events: events, viaStandardInput: true)
    SpecRejection.expect(run, line: 2, field: "height")
  }
}
