/// What a ``CarouselNestedScroll`` asks of each engine it routes input to: holding a pointer
/// drag at a travel it decided, releasing it at a speed it chose, throwing the engine with a
/// speed handed over, and stopping free momentum at an end.
extension CarouselEngine {
  /// Content points per screen point along the axis: −1 when dragging towards positive
  /// coordinates shows earlier items (left to right, vertical), +1 right to left.
  var screenSign: Double { contentDelta(from: .zero, to: CarouselPoint(x: 1, y: 1)).along }

  /// Whether a pointer drag (begun by ``handle(_:)`` with a pointer down) holds the carousel.
  var hasPointerDrag: Bool {
    guard case .drag(let drag) = motion else { return false }
    return drag.source == .pointer
  }

  /// The content travel a drag may add to `raw` (an unbanded offset) and stay within the
  /// first and last snap points; unbounded when looping. Always holds 0: a carousel caught
  /// past an end may stay there.
  func room(fromRaw raw: Double) -> ClosedRange<Double> {
    guard !configuration.loop, count > 1 else { return -Double.infinity...Double.infinity }
    let range = bounds
    return (min(range.lowerBound, raw) - raw)...(max(range.upperBound, raw) - raw)
  }

  /// ``room(fromRaw:)`` from where the pointer drag under way began.
  var pointerDragRoom: ClosedRange<Double> {
    guard case .drag(let drag) = motion, drag.source == .pointer else { return 0...0 }
    return room(fromRaw: drag.originOffset)
  }

  /// ``room(fromRaw:)`` from where the carousel is now (for a wheel gesture).
  var wheelRoom: ClosedRange<Double> {
    if case .drag(let drag) = motion, drag.source == .wheel { return room(fromRaw: drag.rawOffset) }
    return room(fromRaw: rawOffset(forDisplayed: offset))
  }

  /// Whether a step towards later (`forward`) or earlier items has nowhere to go: the
  /// carousel does not loop and is at, or heading for, its last or first snap point.
  func isAtEnd(forward: Bool) -> Bool {
    guard !configuration.loop else { return false }
    guard count > 1 else { return true }
    return forward ? navigationBase >= lastSnap : navigationBase <= 0
  }

  /// Holds the pointer drag `travel` content points from where it began, as a pointer move
  /// does once past the slop (the first hold begins the drag).
  mutating func holdPointerDrag(travel: Double) {
    guard case .drag(var drag) = motion, drag.source == .pointer, !drag.isRejected else { return }
    if !drag.isTracking {
      drag.isTracking = true
      events.append(.dragBegan)
    }
    drag.rawOffset = drag.limitingTravel(drag.originOffset + travel)
    drag.lastInputTime = time
    drag.tracker.addSample(time: time, position: drag.rawOffset)
    motion = .drag(drag)
    reportCurrentItem()
  }

  /// Ends the pointer drag as a pointer up does: a drag that moved the carousel is released
  /// at `velocity` (content pt/s; nil: the drag's own estimate), one that never did leaves
  /// the carousel where it was.
  mutating func releasePointerDrag(velocity: Double?) {
    guard case .drag(let drag) = motion, drag.source == .pointer else { return }
    endInteraction()
    if drag.isTracking {
      release(drag, velocity: velocity ?? drag.tracker.velocity(at: time))
    } else {
      motion = .rest(offset: displayedOffset(forRaw: drag.rawOffset))
    }
    reportCurrentItem()
  }

  /// Throws the carousel from where it is with `velocity` (content pt/s), as a drag released
  /// there would be: the speed another scroller handed over.
  mutating func fling(velocity: Double) {
    guard count > 1, velocity.isFinite else { return }
    let shown = offset
    let nearest = nearestVirtualIndex
    let start = rawOffset(forDisplayed: rebase(to: nearest, offset: shown))
    let drag = Drag(
      source: .pointer, origin: .zero, originOffset: start, rawOffset: start, isTracking: true,
      startSnap: nearestSnap(toVirtualPosition: track.itemPosition(anchor: anchor, offset: start)),
      lastInputTime: time, tracker: makeTracker())
    crossFade = nil
    events.append(.dragBegan)
    release(drag, velocity: velocity)
    reportCurrentItem()
  }

  /// Free momentum (``CarouselScrollingBehavior/continuous``) heading past an end stops at
  /// that end instead of bouncing back. Returns when it gets there and its speed then
  /// (content pt/s), or nil when the motion under way reaches no end.
  mutating func stopMomentumAtEnd() -> (time: Double, velocity: Double)? {
    guard configuration.scrolling == .continuous, !configuration.loop,
      case .animation(var animation) = motion, animation.segments.count == 2,
      case .decay(let decay, let start, let end) = animation.segments[0],
      case .spring = animation.segments[1]
    else { return nil }
    animation.segments.removeLast()
    motion = .animation(animation)
    return (end, decay.velocity(at: end - start))
  }
}
