@_spi(CarouselHost) import CarouselCore
import CarouselFormats

/// Runs the engine over a list of events and describes one frame per `1/fps` seconds: the
/// body of `carousel simulate`.
public struct Simulation {
  /// The carousel at t = 0, before any event.
  public var start: CarouselEngine
  /// Accessibility labels of the items, by index (for announcements).
  public var labels: [String]
  /// The input and the data changes, in non-decreasing time order.
  public var events: [SimulationEvent]
  /// Frames per second of the output.
  public var fps: Double
  /// Last frame time; default: the last event plus 3 s, or later if a motion is still
  /// under way then (until it ends).
  public var duration: Double
  /// The effect whose per-item appearance each frame lists (`items`), if any.
  public var effect: CarouselEffect?
  /// Breakpoints and auto height.
  public var layouts = SimulationLayouts()
  /// The scroller the carousel sits in (CONFIG `nested`): run with ``run(nested:_:)``.
  public var nesting: SimulationNesting?
  /// A second carousel linked to ``start`` (CONFIG `link`), if any.
  public var link: SimulationLink?

  /// Seconds simulated after the last event when no duration is given.
  public static let defaultTail = 3.0

  /// A simulation of `events` from t = 0 to `duration` (default: the last event plus
  /// ``defaultTail``); `fps` MUST be positive.
  public init(
    start: CarouselEngine, labels: [String] = [], events: [CarouselInputEvent],
    fps: Double = 60, duration: Double? = nil, effect: CarouselEffect? = nil
  ) {
    self.init(
      start: start, labels: labels, script: events.map { .input($0, line: 0) }, fps: fps,
      duration: duration, effect: effect)
  }

  /// A simulation of input and data changes; see
  /// ``init(start:labels:events:fps:duration:effect:)``.
  public init(
    start: CarouselEngine, labels: [String] = [], script events: [SimulationEvent],
    fps: Double = 60, duration: Double? = nil, effect: CarouselEffect? = nil,
    layouts: SimulationLayouts = SimulationLayouts(),
    link: SimulationLink? = nil
  ) {
    precondition(fps > 0, "fps must be positive")
    self.effect = effect
    self.layouts = layouts
    self.link = link
    self.start = start
    self.labels = labels
    self.events = events
    self.fps = fps
    self.duration =
      duration
      ?? (link.map { Self.defaultDuration(start: start, events: events, fps: fps, link: $0) }
        ?? Self.defaultDuration(start: start, events: events, fps: fps, layouts: layouts))
  }

  /// The last event plus ``defaultTail``, extended to the frame after the end of a motion
  /// still running then (a fast flick in ``CarouselScrollingBehavior/continuous`` mode glides for
  /// longer than 3 s).
  ///
  /// - Complexity: O(events): the engine runs once without frames.
  public static func defaultDuration(
    start: CarouselEngine, events: [SimulationEvent], fps: Double,
    layouts: SimulationLayouts = SimulationLayouts()
  ) -> Double {
    let tail = (events.last?.time ?? 0) + defaultTail
    var engine = start
    var shown = SimulatedIdentities(count: start.count)
    for event in events { perform(event, on: &engine, shown: &shown, layouts: layouts) }
    engine.advance(to: tail)
    guard let end = engine.motionEndTime, end > tail else { return tail }
    return (end * fps).rounded(.up) / fps
  }

  /// ``defaultDuration(start:events:fps:layouts:)`` for two linked carousels: until both
  /// rest.
  public static func defaultDuration(
    start: CarouselEngine, events: [SimulationEvent], fps: Double, link: SimulationLink
  ) -> Double {
    let tail = (events.last?.time ?? 0) + defaultTail
    var pair = LinkedPair(start: start, link: link)
    for event in events { pair.perform(event) }
    pair.advance(to: tail)
    let ends = [pair.first.motionEndTime, pair.second.motionEndTime]
    guard let end = ends.compactMap({ $0 }).max(), end > tail else { return tail }
    return (end * fps).rounded(.up) / fps
  }

  /// Most items an `items` event may replace: the items before it are spelled out (as a
  /// snapshot to diff against), so a larger count is refused rather than materialised.
  public static let maxImplicitItems = SimulationEvents.maxItems

  /// Checks what only the whole run shows: an `items` event while the count is too large
  /// to diff against, and a `count` event that would name a new item like an existing one.
  /// Costs O(events + identities named), never O(count): a count of 2^31 − 1 names nothing.
  ///
  /// - Throws: ``InputError`` at the event's line in `file`.
  public static func validateIdentities(
    start count: Int, events: [SimulationEvent], file: String, follower: Int? = nil
  ) throws(InputError) {
    var identities = SimulatedIdentities(count: count)
    var followerIdentities = SimulatedIdentities(count: follower ?? 0)
    for event in events {
      switch event {
      case .follower(let inner):
        guard follower != nil else {
          throw InputError(
            file: file, line: event.line, field: "carousel",
            reason: "carousel 1 needs a second carousel: a link in the CONFIG")
        }
        try validateIdentities(event: inner, identities: &followerIdentities, file: file)
      case .select:
        guard follower != nil else {
          throw InputError(
            file: file, line: event.line, field: "type",
            reason: "select needs a second carousel: a link in the CONFIG")
        }
      default:
        try validateIdentities(event: event, identities: &identities, file: file)
      }
    }
  }

  /// Checks one input or items event against the identities of its carousel.
  static func validateIdentities(
    event: SimulationEvent, identities: inout SimulatedIdentities, file: String
  ) throws(InputError) {
    switch event {
    case .input(let input, let line):
      guard case .setCount(let newCount) = input.kind else { return }
      if let clash = identities.clash(resizingTo: newCount) {
        throw InputError(
          file: file, line: line, field: "count",
          reason: "count \(newCount) names item \(clash) \"\(clash)\", an identity already used")
      }
      identities.resize(to: newCount)
    case .items(_, let newIDs, let line):
      if identities.count > Self.maxImplicitItems {
        throw InputError(
          file: file, line: line, field: "ids",
          reason:
            "an items event needs count ≤ \(Self.maxImplicitItems) before it "
            + "(count is \(identities.count))")
      }
      identities = SimulatedIdentities(named: newIDs)
    case .follower, .select: break
    }
  }

  /// Calls `emit` with each frame's engine state and the current item's identity, after
  /// all events at or before its time.
  public func run(
    _ emit: (
      _ time: Double, _ engine: CarouselEngine, _ events: [CarouselEvent], _ currentID: String?
    ) -> Void
  ) {
    runPair { time, pair, events, _ in
      emit(time, pair.first, events, pair.identity(on: .first))
    }
  }

  /// Each frame as a line of JSON (``frameLine(time:engine:events:currentID:effect:)``);
  /// with a ``link``, the line adds the link's `selected` item and the `follower`'s frame.
  public func runLines(_ emit: (String) -> Void) {
    runPair { time, pair, events, followerEvents in
      var json = Self.frameObject(
        time: time, engine: pair.first, events: events, currentID: pair.identity(on: .first),
        effect: effect, layouts: layouts)
      if let link {
        json.add("selected", pair.link?.selectedIndex ?? -1)
        json.add(
          "follower",
          Self.frameObject(
            time: nil, engine: pair.second, events: followerEvents,
            currentID: pair.identity(on: .second), effect: link.effect))
      }
      emit(json.text)
    }
  }

  /// Runs the events over the carousel (and its linked follower) and calls `emit` with each
  /// frame's state and both carousels' events, after all events at or before its time.
  func runPair(
    _ emit: (
      _ time: Double, _ pair: LinkedPair, _ events: [CarouselEvent],
      _ followerEvents: [CarouselEvent]
    ) -> Void
  ) {
    var pair = LinkedPair(start: start, link: link, labels: labels, layouts: layouts)
    var next = 0
    let frames = Int(clamping: frameCount, rounding: .down, to: 0...Int.max)
    for frame in 0..<frames {
      let time = Double(frame) / fps
      while next < events.count && events[next].time <= time + 1e-12 {
        pair.perform(events[next])
        next += 1
      }
      pair.advance(to: time)
      let events = pair.first.drainEvents()
      let followerEvents = pair.link == nil ? [] : pair.second.drainEvents()
      emit(time, pair, events, followerEvents)
    }
  }

  /// Frames of the run: one at each multiple of 1/``fps`` from 0 to ``duration``
  /// inclusive, so `--duration 0` is one frame at any rate. A millionth of a frame of slack
  /// absorbs rounding (0.3 s at 10 fps is 4 frames, though 0.3 × 10 is 3.0000000000000004);
  /// an absolute slack would add frames at high rates (1e-9 s is 1,000 frames at 1e12 fps).
  public var frameCount: Double { (duration * fps + Self.frameSlack).rounded(.down) + 1 }

  /// The fraction of a frame by which a frame's time may pass ``duration`` (rounding).
  static let frameSlack = 1e-6

  /// Hands one event to `engine`; `shown` holds the items' identities.
  static func perform(
    _ event: SimulationEvent, on engine: inout CarouselEngine, shown: inout SimulatedIdentities,
    layouts: SimulationLayouts = SimulationLayouts()
  ) {
    switch event {
    case .input(let input, _):
      layouts.perform(input, on: &engine)
      if case .setCount(let count) = input.kind { shown.resize(to: count) }
    case .items(let time, let ids, _):
      // validateIdentities(start:events:file:) refused an items event over a count too
      // large to spell out, and ids unique within the event.
      guard let old = shown.snapshot(),
        let new = try? CarouselListSnapshot(items: ids.map(SimulatedItem.init))
      else { return }
      engine.apply(new.difference(from: old), at: time)
      shown = SimulatedIdentities(named: ids)
    case .follower, .select: break
    }
  }

  /// Decimals of the transforms' entries: the perspective entry is −1 / distance, a few
  /// thousandths, and keeps 6 significant digits.
  static let transformDecimals = 9

  /// `[x, y, width, height]` of a rectangle.
  static func rectangle(_ rect: CarouselRect) -> [Double] {
    [rect.minX, rect.minY, rect.width, rect.height]
  }

  /// One frame as a line of JSON: `currentId` is the current item's identity (null when
  /// there are no items); with an `effect`, `items` lists each visible item's appearance in
  /// the order of `visible`; with `keylines`, `masks` lists each visible item's full-size
  /// `frame` and the `mask` it is clipped to, `[x, y, width, height]`, in the same order;
  /// `layouts` adds `crossSize`, `breakpoint` and `enabled`, and its breakpoints pick the
  /// effect in place of `effect`; inside a `nested` scroller, `nested` holds the gesture's
  /// owner and the outer's state.
  public static func frameLine(
    time: Double, engine: CarouselEngine, events: [CarouselEvent], currentID: String?,
    effect: CarouselEffect? = nil, layouts: SimulationLayouts = SimulationLayouts(),
    nested: (scroll: CarouselNestedScroll, outer: CarouselEngine)? = nil
  ) -> String {
    frameObject(
      time: time, engine: engine, events: events, currentID: currentID, effect: effect,
      layouts: layouts, nested: nested
    ).text
  }

  /// The object of ``frameLine(time:engine:events:currentID:effect:layouts:nested:)``;
  /// without `t` when `time` is nil (a follower's frame, inside its leader's).
  static func frameObject(
    time: Double?, engine: CarouselEngine, events: [CarouselEvent], currentID: String?,
    effect: CarouselEffect?, layouts: SimulationLayouts = SimulationLayouts(),
    nested: (scroll: CarouselNestedScroll, outer: CarouselEngine)? = nil
  ) -> JSONObjectWriter {
    let effect = layouts.resolved(for: engine).map(\.effect) ?? effect
    var json = JSONObjectWriter()
    if let time { json.add("t", rawJSON: JSONOutput.number(time)) }
    json.add("index", engine.currentIndex)
    if let currentID { json.add("currentId", currentID) } else { json.addNull("currentId") }
    json.add("position", rawJSON: JSONOutput.number(engine.position))
    json.add("phase", engine.phase.rawValue)
    json.add("visible", engine.visibleIndices)
    json.add("zoom", rawJSON: JSONOutput.number(engine.zoomScale))
    json.add("autoplay", engine.autoplayState.rawValue)
    if let glide = SimulationConfiguration.autoScrollFrame(of: engine) {
      json.add("autoScroll", glide)
    }
    let indicator = engine.pageIndicator
    var dots = JSONObjectWriter()
    dots.add("first", indicator.firstDot)
    dots.add("count", indicator.dotCount)
    dots.add("current", indicator.currentPage)
    json.add("indicator", dots)
    json.add("label", engine.itemLabel)
    let announcements = events.compactMap { event -> String? in
      if case .announcement(let text, _) = event { return text }
      return nil
    }
    if let text = announcements.last { json.add("announce", text) }
    layouts.addFields(to: &json, engine: engine)
    if let effect {
      var items: [JSONObjectWriter] = []
      engine.forEachLayoutAttribute { attributes in
        guard attributes.isVisible else { return }
        let look = effect.appearance(of: attributes, in: engine)
        var item = JSONObjectWriter()
        item.add("index", attributes.index)
        item.add("progress", attributes.progress)
        item.add("opacity", look.opacity)
        item.add("z", look.zIndex)
        let elements = (0..<16).map { look.transform.elements[$0] }
        item.add("transform", elements, decimals: transformDecimals)
        items.append(item)
      }
      json.add("items", items)
    }
    if engine.configuration.keylines != nil {
      var masks: [JSONObjectWriter] = []
      engine.forEachLayoutAttribute { attributes in
        guard attributes.isVisible else { return }
        var item = JSONObjectWriter()
        item.add("index", attributes.index)
        item.add("frame", rectangle(attributes.frame))
        item.add("mask", rectangle(attributes.mask))
        masks.append(item)
      }
      json.add("masks", masks)
    }
    if let nested { json.add("nested", nestedObject(nested.scroll, outer: nested.outer)) }
    return json
  }
}
