import CarouselCore
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
    fps: Double = 60, duration: Double? = nil, effect: CarouselEffect? = nil
  ) {
    precondition(fps > 0, "fps must be positive")
    self.effect = effect
    self.start = start
    self.labels = labels
    self.events = events
    self.fps = fps
    self.duration =
      duration ?? Self.defaultDuration(start: start, events: events, fps: fps)
  }

  /// The last event plus ``defaultTail``, extended to the frame after the end of a motion
  /// still running then (a fast flick in ``CarouselScrollingBehavior/continuous`` mode glides for
  /// longer than 3 s).
  ///
  /// - Complexity: O(events): the engine runs once without frames.
  public static func defaultDuration(
    start: CarouselEngine, events: [SimulationEvent], fps: Double
  ) -> Double {
    let tail = (events.last?.time ?? 0) + defaultTail
    var engine = start
    var shown: CarouselListSnapshot<SimulatedItem>?
    for event in events { perform(event, on: &engine, shown: &shown) }
    engine.advance(to: tail)
    guard let end = engine.motionEndTime, end > tail else { return tail }
    return (end * fps).rounded(.up) / fps
  }

  /// Most items the implicit identities "0", "1", … are spelled out for when the first
  /// `items` event arrives (the old snapshot is built to diff against).
  public static let maxImplicitItems = SimulationEvents.maxItems

  /// Checks what only the whole run shows: a first `items` event after a `count` too large
  /// to name, and a `count` event that would name a new item like an existing one.
  ///
  /// - Throws: ``InputError`` at the event's line in `file`.
  public func validateIdentities(file: String) throws(InputError) {
    var count = start.count
    var ids: Set<String>?
    var order: [String] = []
    for event in events {
      switch event {
      case .input(let input, let line):
        guard case .setCount(let newCount) = input.kind else { continue }
        if ids != nil {
          if newCount < order.count {
            for id in order[newCount...] { ids?.remove(id) }
            order.removeSubrange(newCount...)
          }
          while order.count < newCount {
            let name = "\(order.count)"
            guard ids?.insert(name).inserted ?? true else {
              throw InputError(
                file: file, line: line, field: "count",
                reason:
                  "count \(newCount) names item \(order.count) \"\(name)\", an identity already used"
              )
            }
            order.append(name)
          }
        }
        count = newCount
      case .items(_, let newIDs, let line):
        if ids == nil && count > Self.maxImplicitItems {
          throw InputError(
            file: file, line: line, field: "ids",
            reason:
              "an items event needs count ≤ \(Self.maxImplicitItems) before it (count is \(count))")
        }
        ids = Set(newIDs)
        order = newIDs
        count = newIDs.count
      }
    }
  }

  /// Calls `emit` with each frame's engine state and the current item's identity, after
  /// all events at or before its time.
  public func run(
    _ emit: (
      _ time: Double, _ engine: CarouselEngine, _ events: [CarouselEvent], _ currentID: String?
    ) -> Void
  ) {
    var engine = start
    engine.setItemLabels(
      Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($0.offset, $0.element) }),
      at: engine.time)
    // The identities, once an items event named them ("0", "1", … until then).
    var shown: CarouselListSnapshot<SimulatedItem>?
    var next = 0
    var frame = 0
    while true {
      let time = Double(frame) / fps
      guard time <= duration + 1e-9 else { break }
      while next < events.count && events[next].time <= time + 1e-12 {
        Self.perform(events[next], on: &engine, shown: &shown)
        next += 1
      }
      engine.advance(to: time)
      let index = engine.currentIndex
      let id = index < 0 ? nil : shown.map { $0.items[index].id } ?? "\(index)"
      emit(time, engine, engine.drainEvents(), id)
      frame += 1
    }
  }

  /// Hands one event to `engine`; `shown` holds the identities once an items event named
  /// them (nil: "0", "1", …).
  static func perform(
    _ event: SimulationEvent, on engine: inout CarouselEngine,
    shown: inout CarouselListSnapshot<SimulatedItem>?
  ) {
    switch event {
    case .input(let input, _):
      engine.handle(input)
      if case .setCount(let count) = input.kind, let named = shown {
        shown = resized(named, to: count)
      }
    case .items(let time, let ids, _):
      let old = shown ?? implicitSnapshot(count: engine.count)
      guard let new = try? CarouselListSnapshot(items: ids.map { SimulatedItem(id: $0) })
      else { return }
      engine.apply(new.difference(from: old), at: time)
      shown = new
    }
  }

  /// Items "0", "1", … "count − 1".
  static func implicitSnapshot(count: Int) -> CarouselListSnapshot<SimulatedItem> {
    try! CarouselListSnapshot(items: (0..<count).map { SimulatedItem(id: "\($0)") })
  }

  /// `snapshot` cut or extended to `count` items, new ones named by their index
  /// (``validateIdentities(file:)`` checked that the names are free).
  static func resized(_ snapshot: CarouselListSnapshot<SimulatedItem>, to count: Int)
    -> CarouselListSnapshot<SimulatedItem>?
  {
    var items = Array(snapshot.items.prefix(count))
    while items.count < count { items.append(SimulatedItem(id: "\(items.count)")) }
    return try? CarouselListSnapshot(items: items)
  }

  /// Decimals of the transforms' entries: the perspective entry is −1 / distance, a few
  /// thousandths, and keeps 6 significant digits.
  static let transformDecimals = 9

  /// One frame as a line of JSON: `currentId` is the current item's identity (null when
  /// there are no items); with an `effect`, `items` lists each visible item's appearance in
  /// the order of `visible`.
  public static func frameLine(
    time: Double, engine: CarouselEngine, events: [CarouselEvent], currentID: String?,
    effect: CarouselEffect? = nil
  ) -> String {
    var json = JSONObjectWriter()
    json.add("t", rawJSON: JSONOutput.number(time))
    json.add("index", engine.currentIndex)
    if let currentID { json.add("currentId", currentID) } else { json.addNull("currentId") }
    json.add("position", rawJSON: JSONOutput.number(engine.position))
    json.add("phase", engine.phase.rawValue)
    json.add("visible", engine.visibleIndices)
    json.add("zoom", rawJSON: JSONOutput.number(engine.zoomScale))
    json.add("autoplay", engine.autoplayState.rawValue)
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
    return json.text
  }
}
