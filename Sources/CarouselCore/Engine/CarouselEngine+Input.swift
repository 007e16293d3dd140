extension CarouselEngine {
  /// Applies one input event at its time (after advancing to it).
  ///
  /// Returns false, changing nothing, when the event carries a non-finite time or value,
  /// a count outside `0...CarouselLimits.maxCount` (2^48; 2^20 where `Int` has 32 bits), or
  /// a viewport that is empty or longer than `CarouselLimits.maxViewportLength` (100,000
  /// points). A time earlier than ``time`` counts as ``time``.
  @discardableResult
  public mutating func handle(_ event: CarouselInputEvent) -> Bool {
    guard event.time.isFinite, event.kind.isWellFormed else { return false }
    advance(to: event.time)
    switch event.kind {
    case .pointerDown(let point): pointerDown(at: point)
    case .pointerMove(let point): pointerMove(to: point)
    case .pointerUp(let point): pointerUp(at: point)
    case .pointerCancel: pointerCancel()
    case .wheel(let dx, let dy, let discrete): wheel(dx: dx, dy: dy, discrete: discrete)
    case .key(let key): press(key)
    case .resize(let size): resize(to: size)
    case .setCount(let newCount): setCount(newCount)
    case .scrollTo(let index, let animated): scroll(toItemAt: index, animated: animated)
    case .pinch(let phase, let scale, let focus): pinch(phase: phase, scale: scale, focus: focus)
    case .doubleTap(let point): doubleTap(at: point)
    case .zoomBy(let factor, let focus): zoom(by: factor, around: focus)
    case .visibility(let visible): setVisibility(visible)
    case .hover(let inside): setHover(inside)
    case .selectPage(let page): selectPage(page)
    case .scrub(let phase, let fraction): scrub(phase: phase, fraction: fraction)
    }
    reportCurrentItem()
    return true
  }

  // MARK: Pointer

  /// Content distance for a pointer travel: dragging towards the leading side shows later
  /// items (left in LTR, right in RTL, up when vertical).
  func contentDelta(from origin: CarouselPoint, to point: CarouselPoint) -> (
    along: Double, across: Double
  ) {
    let dx = point.x - origin.x
    let dy = point.y - origin.y
    switch (configuration.axis, configuration.layoutDirection) {
    case (.horizontal, .leftToRight): return (-dx, dy)
    case (.horizontal, .rightToLeft): return (dx, dy)
    case (.vertical, _): return (-dy, dx)
    }
  }

  mutating func pointerDown(at point: CarouselPoint) {
    beginInteraction()
    if zoomHandlesPointerDown(at: point) { return }
    zoom.panDrag = nil
    guard count > 1 else { return }
    let caught = phase != .idle
    let shown = offset
    let nearest = nearestVirtualIndex
    let start = rebase(to: nearest, offset: shown)
    let raw = rawOffset(forDisplayed: start)
    var tracker = makeTracker()
    tracker.addSample(time: time, position: raw)
    motion = .drag(
      Drag(
        source: .pointer, origin: point, originOffset: raw, rawOffset: raw, isTracking: caught,
        startSnap: nearestSnap(
          toVirtualPosition: track.itemPosition(anchor: anchor, offset: start)),
        lastInputTime: time, tracker: tracker))
    crossFade = nil
    if caught { events.append(.dragBegan) }
  }

  mutating func pointerMove(to point: CarouselPoint) {
    if zoomHandlesPointerMove(to: point) { return }
    guard case .drag(var drag) = motion, drag.source == .pointer, !drag.isRejected else { return }
    let delta = contentDelta(from: drag.origin, to: point)
    if !drag.isTracking {
      let travelled = (delta.along * delta.along + delta.across * delta.across).squareRoot()
      guard travelled > configuration.motion.touchSlop else { return }
      if abs(delta.along) < abs(delta.across) {
        drag.isRejected = true
        motion = .drag(drag)
        return
      }
      drag.isTracking = true
      events.append(.dragBegan)
    }
    drag.rawOffset = drag.limitingTravel(drag.originOffset + delta.along)
    drag.lastInputTime = time
    drag.tracker.addSample(time: time, position: drag.rawOffset)
    motion = .drag(drag)
  }

  mutating func pointerUp(at point: CarouselPoint?) {
    if let point { pointerMove(to: point) }
    endInteraction()
    guard case .drag(let drag) = motion, drag.source == .pointer else {
      _ = zoomHandlesPointerUp()
      return
    }
    guard drag.isTracking else {
      restUntouched(after: drag)
      return
    }
    release(drag, velocity: drag.tracker.velocity(at: time))
  }

  mutating func pointerCancel() {
    endInteraction()
    guard case .drag(let drag) = motion, drag.source == .pointer else {
      _ = zoomHandlesPointerUp()
      return
    }
    guard drag.isTracking else {
      restUntouched(after: drag)
      return
    }
    release(drag, velocity: 0)
  }

  /// A pointer that never began a drag (a tap, or a gesture across the axis) leaves the
  /// carousel resting where it was; no drag began, so none ends.
  private mutating func restUntouched(after drag: Drag) {
    motion = .rest(offset: displayedOffset(forRaw: drag.rawOffset))
  }

  func makeTracker() -> VelocityTracker {
    let m = configuration.motion
    return VelocityTracker(
      window: m.velocityWindow, maxSamples: m.velocityMaxSamples,
      staleInterval: m.velocityStaleInterval, maxSpeed: m.maxVelocity)
  }

  // MARK: Wheel and trackpad

  mutating func wheel(dx: Double, dy: Double, discrete: Bool) {
    let amount = abs(dx) > abs(dy) ? dx : dy
    guard amount != 0 else { return }
    beginInteraction()
    endInteraction()
    guard count > 1 else { return }
    if discrete {
      // Every notch counts, however fast they come: each steps on from where the running
      // animation is heading (``navigationBase``), so five quick notches are five items.
      // An event may carry several notches; more than a lap of them is a lap.
      let notches = Int(min(abs(amount).rounded(), Double(count)))
      guard notches > 0 else { return }
      step(by: (amount > 0 ? 1 : -1) * notches * snapStep)
      return
    }
    if case .drag(var drag) = motion, drag.source == .wheel {
      drag.rawOffset = drag.limitingTravel(drag.rawOffset + amount)
      drag.lastInputTime = time
      drag.tracker.addSample(time: time, position: drag.rawOffset)
      motion = .drag(drag)
      return
    }
    zoom.panDrag = nil
    let nearest = nearestVirtualIndex
    let start = rawOffset(forDisplayed: rebase(to: nearest, offset: offset))
    var tracker = makeTracker()
    tracker.addSample(time: time, position: start)
    let raw =
      start + min(max(amount, -CarouselLimits.maxGestureTravel), CarouselLimits.maxGestureTravel)
    tracker.addSample(time: time + Self.wheelSampleSpacing, position: raw)
    motion = .drag(
      Drag(
        source: .wheel, origin: .zero, originOffset: start, rawOffset: raw, isTracking: true,
        startSnap: nearestSnap(
          toVirtualPosition: track.itemPosition(anchor: anchor, offset: start)),
        lastInputTime: time, tracker: tracker))
    crossFade = nil
    events.append(.dragBegan)
  }

  // MARK: Keys

  mutating func press(_ key: CarouselKey) {
    let forward: CarouselKey
    let backward: CarouselKey
    switch (configuration.axis, configuration.layoutDirection) {
    case (.horizontal, .leftToRight): (forward, backward) = (.right, .left)
    case (.horizontal, .rightToLeft): (forward, backward) = (.left, .right)
    case (.vertical, _): (forward, backward) = (.down, .up)
    }
    switch key {
    case forward: navigate { $0.step(by: $0.snapStep) }
    case backward: navigate { $0.step(by: -$0.snapStep) }
    case .home: navigate { $0.scroll(toItemAt: 0, animated: true) }
    case .end: navigate { $0.scroll(toItemAt: $0.count - 1, animated: true) }
    case .pageDown: navigate { $0.step(by: $0.pageStep) }
    case .pageUp: navigate { $0.step(by: -$0.pageStep) }
    case .space: toggleAutoplay()
    case .plus: zoom(by: configuration.zoom.stepFactor, around: nil)
    case .minus: zoom(by: 1 / configuration.zoom.stepFactor, around: nil)
    case .zero: resetZoom(animated: true)
    default: break
    }
  }

  /// A key navigation counts as an interaction for autoplay.
  private mutating func navigate(_ move: (inout CarouselEngine) -> Void) {
    beginInteraction()
    endInteraction()
    move(&self)
  }
}

extension CarouselInputEvent.Kind {
  /// Whether every number in the event is usable.
  var isWellFormed: Bool {
    switch self {
    case .pointerDown(let p), .pointerMove(let p), .doubleTap(let p): p.isFinite
    case .pointerUp(let p): p?.isFinite ?? true
    case .wheel(let dx, let dy, _): dx.isFinite && dy.isFinite
    case .resize(let size):
      size.isValid && size.width > 0 && size.height > 0
        && max(size.width, size.height) <= CarouselLimits.maxViewportLength
    case .setCount(let n): n >= 0 && n <= CarouselLimits.maxCount
    case .pinch(_, let scale, let focus): scale.isFinite && scale > 0 && focus.isFinite
    case .zoomBy(let factor, let focus): factor.isFinite && factor > 0 && (focus?.isFinite ?? true)
    case .scrub(_, let fraction): fraction.isFinite
    case .pointerCancel, .key, .scrollTo, .visibility, .hover, .selectPage: true
    }
  }
}
