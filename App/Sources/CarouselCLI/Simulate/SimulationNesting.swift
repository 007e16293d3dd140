@_spi(CarouselHost) import CarouselCore
import CarouselFormats

/// CONFIG `nested`: the scroller the simulated carousel sits in, and how input is routed
/// between them (a ``CarouselNestedScroll``).
///
/// `{"outer":{"axis":"vertical","count":20,"itemSize":{"points":200},"scrolling":"continuous"},
///   "axisLockSlop":8,"axisDominance":1,"handsOffAtEdges":true}`: `outer` takes the CONFIG
/// keys of a carousel (no `nested`, `effect` or `labels` of its own); pointer and wheel
/// events go through the nested scroll, the other events to the carousel.
public struct SimulationNesting: Sendable {
  /// The outer scroller at t = 0.
  public var outer: CarouselEngine
  /// The routing's tunables.
  public var configuration: CarouselNestedScrollConfiguration

  /// The keys of `nested`.
  static let keys = ["outer", "axisLockSlop", "axisDominance", "handsOffAtEdges"]
  /// CONFIG keys an outer scroller does not take.
  static let outerRefusedKeys = ["nested", "effect", "labels"]

  /// Reads a `nested` object; errors name the file, line and field.
  static func decode(_ object: JSONObjectReader) throws(InputError) -> SimulationNesting {
    try object.rejectUnknownKeys(allowed: keys)
    let outerObject = try object.requireObject("outer")
    for key in outerRefusedKeys where outerObject.contains(key) {
      throw outerObject.error("an outer scroller takes no '\(key)'", field: key)
    }
    let decoded = try SimulationConfiguration.decode(outerObject)
    var configuration = CarouselNestedScrollConfiguration()
    if let slop = try object.optionalDouble("axisLockSlop", where: .nonNegative) {
      configuration.axisLockSlop = slop
    }
    if let dominance = try object.optionalDouble("axisDominance", where: .positive) {
      configuration.axisDominance = dominance
    }
    if let handsOff = try object.optionalBool("handsOffAtEdges") {
      configuration.handsOffAtEdges = handsOff
    }
    do {
      let outer = try CarouselEngine(
        viewport: decoded.viewport, count: decoded.count, configuration: decoded.configuration)
      return SimulationNesting(outer: outer, configuration: configuration)
    } catch {
      throw SimulationConfiguration.inputError(for: error, in: outerObject)
    }
  }
}

extension Simulation {
  /// ``run(_:)`` with the carousel inside `nesting`'s outer scroller: pointer and wheel
  /// events are routed by a ``CarouselNestedScroll``, the rest go to the carousel; `emit`
  /// also gets the nested scroll and the outer scroller.
  public func run(
    nested nesting: SimulationNesting,
    _ emit: (
      _ time: Double, _ engine: CarouselEngine, _ events: [CarouselEvent], _ currentID: String?,
      _ nested: CarouselNestedScroll, _ outer: CarouselEngine
    ) -> Void
  ) {
    var engine = start
    engine.setItemLabels(
      Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($0.offset, $0.element) }),
      at: engine.time)
    var outer = nesting.outer
    var scroll = CarouselNestedScroll(nesting.configuration)
    var shown = SimulatedIdentities(count: engine.count)
    var next = 0
    let frames = Int(clamping: frameCount, rounding: .down, to: 0...Int.max)
    for frame in 0..<frames {
      let time = Double(frame) / fps
      while next < events.count && events[next].time <= time + 1e-12 {
        Self.perform(events[next], on: &engine, outer: &outer, scroll: &scroll, shown: &shown)
        next += 1
      }
      scroll.advance(to: time, inner: &engine, outer: &outer)
      let index = engine.currentIndex
      let id = index < 0 ? nil : shown.identity(at: index)
      emit(time, engine, engine.drainEvents(), id, scroll, outer)
      _ = outer.drainEvents()
    }
  }

  /// Hands one event to the nested pair: pointer and wheel input through `scroll`, the rest
  /// to the carousel.
  static func perform(
    _ event: SimulationEvent, on engine: inout CarouselEngine, outer: inout CarouselEngine,
    scroll: inout CarouselNestedScroll, shown: inout SimulatedIdentities
  ) {
    if case .input(let input, _) = event, scroll.handle(input, inner: &engine, outer: &outer) {
      return
    }
    perform(event, on: &engine, shown: &shown)
  }

  /// ``defaultDuration(start:events:fps:)`` for a nested run: until both scrollers rest.
  public static func defaultDuration(
    start: CarouselEngine, nesting: SimulationNesting, events: [SimulationEvent], fps: Double
  ) -> Double {
    let tail = (events.last?.time ?? 0) + defaultTail
    var engine = start
    var outer = nesting.outer
    var scroll = CarouselNestedScroll(nesting.configuration)
    var shown = SimulatedIdentities(count: start.count)
    for event in events {
      perform(event, on: &engine, outer: &outer, scroll: &scroll, shown: &shown)
    }
    scroll.advance(to: tail, inner: &engine, outer: &outer)
    let end = max(engine.motionEndTime ?? 0, outer.motionEndTime ?? 0)
    guard end > tail else { return tail }
    return (end * fps).rounded(.up) / fps
  }

  /// A frame's `nested` object: who owns the gesture, its axis, the travel handed to the
  /// outer scroller, and the outer scroller's state.
  static func nestedObject(_ scroll: CarouselNestedScroll, outer: CarouselEngine)
    -> JSONObjectWriter
  {
    var json = JSONObjectWriter()
    json.add("owner", scroll.owner.rawValue)
    if let axis = scroll.lockedAxis {
      json.add("axis", axis.rawValue)
    } else {
      json.addNull("axis")
    }
    json.add("handedOff", rawJSON: JSONOutput.number(scroll.handedOffTravel))
    var state = JSONObjectWriter()
    state.add("index", outer.currentIndex)
    state.add("position", rawJSON: JSONOutput.number(outer.position))
    state.add("phase", outer.phase.rawValue)
    state.add("visible", outer.visibleIndices)
    json.add("outer", state)
    return json
  }
}
