/// Routes drags and wheel input between a carousel and the scroller it sits in: a
/// horizontal carousel in a vertical list (or a scrolling page), each taking only its own
/// axis, or a carousel inside one along the same axis, which takes over at the inner
/// carousel's ends (Compose's nested scrolling, iCarousel in a scroll view).
///
/// The outer scroller is itself a ``CarouselEngine`` — a vertical list is one with
/// ``CarouselScrollingBehavior/continuous`` scrolling and an item per row. The nested scroll
/// holds neither engine: the host keeps both and hands them to each call (the inner one is
/// the carousel under the pointer when the gesture began), so either can still be drawn,
/// resized or given data changes on its own.
///
/// ```swift
/// var nested = CarouselNestedScroll()
/// nested.handle(event, inner: &rows[row], outer: &list)  // pointer and wheel input
/// nested.advance(to: now, inner: &rows[row], outer: &list)  // every frame
/// ```
///
/// - A pointer drag moves nothing until it has travelled
///   ``CarouselNestedScrollConfiguration/axisLockSlop`` points; then it locks to one axis for
///   the rest of the gesture (the inner carousel's when `|along| ≥ axisDominance · |across|`).
///   The scroller along that axis follows the whole travel, slop included, exactly as it
///   follows a drag alone; the other stays where it was.
/// - With ``CarouselNestedScrollConfiguration/handsOffAtEdges`` and an outer scroller along
///   the same axis, the inner carousel takes the travel `s` up to its first or last snap
///   point and the outer scroller the rest: `inner = clamp(s, room)`, `outer = s − inner`, a
///   function of the travel alone, so there is no jump at the hand-off either way.
/// - A wheel notch or trackpad scroll goes to the scroller along its larger component (ties
///   to the outer scroller: a mouse wheel scrolls the page); a trackpad gesture keeps the
///   axis of its first delta until it ends. At an end the inner carousel passes it through.
///
/// Other input (keys, taps, pinches, resizes) is for the host to send to the engine it
/// concerns: ``handle(_:inner:outer:)`` leaves it alone and returns false.
///
/// Threading: a value type; a host MUST use one instance, and its engines, from one thread at
/// a time.
public struct CarouselNestedScroll: Sendable {
  /// Which scroller a gesture moves.
  public enum Owner: String, Hashable, Sendable, CaseIterable {
    /// No gesture is under way.
    case none
    /// A pointer is down but has not yet travelled past the slop.
    case undecided
    /// The inner carousel moves.
    case inner
    /// The outer scroller moves: the gesture runs along its axis, or the inner carousel is
    /// at an end and has handed the rest over.
    case outer
    /// The gesture runs along an axis neither scrolls.
    case neither
  }

  /// The tunables.
  public var configuration: CarouselNestedScrollConfiguration
  /// Which scroller the gesture under way moves now.
  public private(set) var owner: Owner = .none
  /// The axis the gesture under way locked to (nil before it decides, and between
  /// gestures).
  public private(set) var lockedAxis: CarouselAxis?
  /// Screen points of the gesture's travel the outer scroller has taken from an inner
  /// carousel at its end (0 when nothing was handed over; signed along the screen axis).
  public private(set) var handedOffTravel: Double = 0
  /// When free momentum of the inner carousel reaches an end and hands its speed to the
  /// outer scroller, and that speed (outer content pt/s); nil when none is due.
  public private(set) var pendingHandOff: (time: Double, velocity: Double)?

  /// Where the pointer went down (nil when no pointer gesture is under way).
  var origin: CarouselPoint?
  /// The inner carousel's zoom took the pointer: its events go to it alone.
  var passesToInner = false
  /// The outer scroller follows the pointer (it took part of the travel).
  var outerHeld = false
  /// The finger's screen travel along the locked axis over time, for the speed handed over.
  var tracker = VelocityTracker()
  /// The trackpad gesture under way.
  var wheelGesture: WheelGesture?

  /// A continuous wheel (trackpad) gesture: its axis, its travel, and the inner carousel's
  /// room when it began (content points).
  struct WheelGesture: Sendable {
    var axis: CarouselAxis
    var lastTime: Double
    var travel: Double
    var innerRoom: ClosedRange<Double>
  }

  /// A nested scroll with `configuration`.
  ///
  /// - Precondition: `configuration` passes
  ///   ``CarouselNestedScrollConfiguration/validate()``.
  public init(_ configuration: CarouselNestedScrollConfiguration = .standard) {
    do {
      try configuration.validate()
    } catch {
      preconditionFailure("invalid nested scroll configuration: \(error.description)")
    }
    self.configuration = configuration
  }

  // MARK: Time

  /// Advances both engines to `time`, handing over free momentum that reached the inner
  /// carousel's end at its exact time.
  public mutating func advance(
    to time: Double, inner: inout CarouselEngine, outer: inout CarouselEngine
  ) {
    guard time.isFinite else { return }
    if let handOff = pendingHandOff, handOff.time <= time {
      pendingHandOff = nil
      inner.advance(to: handOff.time)
      outer.advance(to: handOff.time)
      outer.fling(velocity: handOff.velocity)
    }
    inner.advance(to: time)
    outer.advance(to: time)
    if let gesture = wheelGesture,
      time - gesture.lastTime >= inner.configuration.motion.wheelGestureEndDelay
    {
      wheelGesture = nil
      owner = .none
      lockedAxis = nil
      handedOffTravel = 0
    }
  }

  // MARK: Input

  /// Routes one pointer or wheel event (after advancing both engines to its time). Points
  /// are in any one coordinate space (only their differences move the scrollers), except
  /// while the inner carousel is zoomed, where its pans take them as its own.
  ///
  /// Returns false, changing nothing but the time, for input that is not a pointer or wheel
  /// event, or that the engines reject (a non-finite number).
  @discardableResult
  public mutating func handle(
    _ event: CarouselInputEvent, inner: inout CarouselEngine, outer: inout CarouselEngine
  ) -> Bool {
    guard event.time.isFinite, event.kind.isWellFormed else { return false }
    advance(to: event.time, inner: &inner, outer: &outer)
    switch event.kind {
    case .pointerDown(let point):
      pointerDown(event, at: point, inner: &inner, outer: &outer)
    case .pointerMove(let point):
      if passesToInner { return inner.handle(event) }
      move(to: point, at: event.time, inner: &inner, outer: &outer)
    case .pointerUp(let point):
      if passesToInner {
        passesToInner = false
        owner = .none
        return inner.handle(event)
      }
      if let point { move(to: point, at: event.time, inner: &inner, outer: &outer) }
      release(cancelled: false, inner: &inner, outer: &outer)
    case .pointerCancel:
      if passesToInner {
        passesToInner = false
        owner = .none
        return inner.handle(event)
      }
      release(cancelled: true, inner: &inner, outer: &outer)
    case .wheel(let dx, let dy, let discrete):
      wheel(dx: dx, dy: dy, discrete: discrete, at: event.time, inner: &inner, outer: &outer)
    default:
      return false
    }
    return true
  }

  // MARK: Pointer

  /// Both scrollers see the pointer go down (a moving one is caught and stops); the drag
  /// waits for the slop to decide its axis.
  mutating func pointerDown(
    _ event: CarouselInputEvent, at point: CarouselPoint,
    inner: inout CarouselEngine, outer: inout CarouselEngine
  ) {
    pendingHandOff = nil
    wheelGesture = nil
    inner.handle(event)
    passesToInner = !inner.hasPointerDrag && inner.isZoomed
    if !passesToInner { outer.handle(event) }
    origin = point
    owner = passesToInner ? .inner : .undecided
    lockedAxis = nil
    handedOffTravel = 0
    outerHeld = false
    tracker = VelocityTracker()
  }

  /// Screen travel the inner carousel may follow from where the pointer went down (see
  /// ``CarouselEngine/pointerDragRoom``), read afresh as its items may change mid-drag.
  func innerRoom(of inner: CarouselEngine) -> ClosedRange<Double> {
    let room = inner.pointerDragRoom
    return inner.screenSign > 0
      ? room.lowerBound...room.upperBound
      : -room.upperBound...(-room.lowerBound)
  }

  /// Whether the outer scroller runs along the inner carousel's axis and takes over at its
  /// ends.
  func handsOff(inner: CarouselEngine, outer: CarouselEngine) -> Bool {
    configuration.handsOffAtEdges && inner.configuration.axis == outer.configuration.axis
  }

  mutating func move(
    to point: CarouselPoint, at time: Double,
    inner: inout CarouselEngine, outer: inout CarouselEngine
  ) {
    guard let origin else { return }
    let dx = point.x - origin.x
    let dy = point.y - origin.y
    if owner == .undecided {
      guard (dx * dx + dy * dy).squareRoot() > configuration.axisLockSlop else { return }
      let innerAxis = inner.configuration.axis
      let along = innerAxis == .horizontal ? dx : dy
      let across = innerAxis == .horizontal ? dy : dx
      let axis: CarouselAxis =
        abs(along) >= configuration.axisDominance * abs(across)
        ? innerAxis : (innerAxis == .horizontal ? .vertical : .horizontal)
      lockedAxis = axis
      owner =
        axis == innerAxis ? .inner : (axis == outer.configuration.axis ? .outer : .neither)
    }
    guard let axis = lockedAxis else { return }
    let travel = axis == .horizontal ? dx : dy
    tracker.addSample(time: time, position: travel)
    if axis == inner.configuration.axis {
      let room = innerRoom(of: inner)
      let innerTravel =
        handsOff(inner: inner, outer: outer)
        ? min(max(travel, room.lowerBound), room.upperBound) : travel
      let outerTravel = travel - innerTravel
      inner.holdPointerDrag(travel: inner.screenSign * innerTravel)
      if outerTravel != 0 || outerHeld {
        outerHeld = true
        outer.holdPointerDrag(travel: outer.screenSign * outerTravel)
      }
      handedOffTravel = outerTravel
      owner = outerTravel != 0 ? .outer : .inner
    } else if owner == .outer {
      outer.holdPointerDrag(travel: outer.screenSign * travel)
    }
  }

  /// Ends the pointer gesture: the scroller that moved is released with its speed (the
  /// finger's, when the outer scroller had taken over at an end), the other with none.
  mutating func release(
    cancelled: Bool, inner: inout CarouselEngine, outer: inout CarouselEngine
  ) {
    let innerAxis = inner.configuration.axis
    if lockedAxis == innerAxis && handedOffTravel != 0 {
      inner.releasePointerDrag(velocity: 0)
      let speed = cancelled ? 0 : tracker.velocity(at: inner.time)
      outer.releasePointerDrag(velocity: outer.screenSign * speed)
    } else if lockedAxis == innerAxis {
      inner.releasePointerDrag(velocity: cancelled ? 0 : nil)
      outer.releasePointerDrag(velocity: 0)
      if !cancelled && handsOff(inner: inner, outer: outer),
        let reached = inner.stopMomentumAtEnd()
      {
        let screenSpeed = inner.screenSign * reached.velocity
        pendingHandOff = (reached.time, outer.screenSign * screenSpeed)
      }
    } else if owner == .outer {
      outer.releasePointerDrag(velocity: cancelled ? 0 : nil)
      inner.releasePointerDrag(velocity: 0)
    } else {
      inner.releasePointerDrag(velocity: 0)
      outer.releasePointerDrag(velocity: 0)
    }
    origin = nil
    owner = .none
    lockedAxis = nil
    handedOffTravel = 0
    outerHeld = false
  }

  // MARK: Wheel

  mutating func wheel(
    dx: Double, dy: Double, discrete: Bool, at time: Double,
    inner: inout CarouselEngine, outer: inout CarouselEngine
  ) {
    let innerAxis = inner.configuration.axis
    let outerAxis = outer.configuration.axis
    let dominant: CarouselAxis = abs(dx) > abs(dy) ? .horizontal : .vertical
    func component(_ amount: Double, along axis: CarouselAxis) -> CarouselInputEvent.Kind {
      axis == .horizontal
        ? .wheel(dx: amount, dy: 0, discrete: discrete)
        : .wheel(dx: 0, dy: amount, discrete: discrete)
    }
    if discrete {
      let amount = dominant == .horizontal ? dx : dy
      guard amount != 0 else { return }
      let passes =
        dominant != innerAxis
        || (handsOff(inner: inner, outer: outer) && inner.isAtEnd(forward: amount > 0))
      if !passes {
        inner.handle(CarouselInputEvent(time: time, component(amount, along: innerAxis)))
      } else if dominant == outerAxis {
        outer.handle(CarouselInputEvent(time: time, component(amount, along: outerAxis)))
      }
      return
    }
    if wheelGesture == nil {
      guard dx != 0 || dy != 0 else { return }
      wheelGesture = WheelGesture(
        axis: dominant, lastTime: time, travel: 0, innerRoom: inner.wheelRoom)
      lockedAxis = dominant
    }
    guard var gesture = wheelGesture else { return }
    let amount = gesture.axis == .horizontal ? dx : dy
    gesture.lastTime = time
    defer { wheelGesture = gesture }
    if gesture.axis == innerAxis {
      let room =
        handsOff(inner: inner, outer: outer)
        ? gesture.innerRoom : -Double.infinity...Double.infinity
      func innerShare(_ travel: Double) -> Double {
        min(max(travel, room.lowerBound), room.upperBound)
      }
      let before = innerShare(gesture.travel)
      gesture.travel += amount
      let after = innerShare(gesture.travel)
      let innerDelta = after - before
      let outerDelta = (gesture.travel - after) - (gesture.travel - amount - before)
      if innerDelta != 0 {
        inner.handle(CarouselInputEvent(time: time, component(innerDelta, along: innerAxis)))
      }
      if outerDelta != 0 {
        outer.handle(CarouselInputEvent(time: time, component(outerDelta, along: outerAxis)))
      }
      handedOffTravel = gesture.travel - after
      owner = handedOffTravel != 0 ? .outer : .inner
    } else if gesture.axis == outerAxis {
      if amount != 0 {
        outer.handle(CarouselInputEvent(time: time, component(amount, along: outerAxis)))
      }
      owner = .outer
    } else {
      owner = .neither
    }
  }
}
