extension CarouselEngine {
  // MARK: Snap points

  /// Items per snap step: in ``CarouselScrollingBehavior/paging`` as many whole uniform items as fit
  /// the viewport (a page), otherwise one. A looping carousel whose count is not a multiple
  /// of the page pages by single items, so every page stays aligned on every lap.
  var snapStep: Int {
    guard configuration.scrolling == .paging, track.keylines == nil,
      let length = track.uniformLength
    else { return 1 }
    let usable = track.viewportLength - 2 * track.inset + track.spacing
    let fit = Int(clampingIndex: usable / (length + track.spacing) + Self.wholeItemSlack, .down)
    let perPage = min(max(1, fit), CarouselLimits.maxLaidOutItems)
    if configuration.loop && count % perPage != 0 { return 1 }
    return perPage
  }

  /// Items moved by Page Up/Down: a viewport's worth, a whole number of snap steps.
  var pageStep: Int {
    let step = snapStep
    guard let length = track.uniformLength else { return step }
    let fit = max(
      1,
      Int(
        clampingIndex: (track.viewportLength + track.spacing) / (length + track.spacing)
          + Self.wholeItemSlack, .down)
    )
    return max(step, (min(fit, CarouselLimits.maxLaidOutItems) / step) * step)
  }

  /// The last snap point of a non-looping carousel.
  var lastSnap: Int {
    let step = snapStep
    return ((count - 1) / step) * step
  }

  /// Keeps a virtual snap point within the items of a non-looping carousel.
  func clampedSnap(_ snap: Int) -> Int {
    configuration.loop ? snap : min(max(snap, 0), lastSnap)
  }

  /// The snap point nearest to a virtual position.
  func nearestSnap(toVirtualPosition u: Double) -> Int {
    let step = Double(snapStep)
    return clampedSnap(Int(clampingIndex: u / step, .toNearestOrAwayFromZero) * snapStep)
  }

  // MARK: Releasing a drag

  /// Ends a drag with a content velocity (pt/s), choosing where to come to rest by the
  /// rules of the scrolling behaviour.
  mutating func release(_ drag: Drag, velocity fingerVelocity: Double) {
    events.append(.dragEnded(velocity: fingerVelocity))
    let shown = displayedOffset(forRaw: drag.rawOffset)
    guard count > 1 else {
      rest(on: anchor)
      return
    }
    let m = configuration.motion
    if !configuration.loop {
      let range = bounds
      if shown < range.lowerBound || shown > range.upperBound {
        let edge = shown < range.lowerBound ? 0 : lastSnap
        let excess =
          drag.rawOffset - (shown < range.lowerBound ? range.lowerBound : range.upperBound)
        let v = fingerVelocity * rubberBand.slope(at: excess)
        animate(from: shown, velocity: v, toItem: edge, spring: m.bounceSpring, source: .gesture)
        return
      }
    }
    switch configuration.scrolling {
    case .continuous:
      decelerateFreely(from: shown, velocity: fingerVelocity)
    case .continuousGroupLeadingBoundary:
      decelerate(from: shown, velocity: fingerVelocity)
    case .paging, .groupPaging, .groupPagingCentered:
      let target = pagingTarget(from: shown, velocity: fingerVelocity, startSnap: drag.startSnap)
      animate(
        from: shown, velocity: fingerVelocity, toItem: target, spring: m.snapSpring,
        source: .gesture)
    }
  }

  /// MotionModels.md (the DocC catalog), "Where a release comes to rest": below the flick speed the nearest snap point;
  /// a flick goes at least one snap point along the velocity from where it is released, never
  /// against it, and at most `maxItemsPerGesture` snap steps from where the gesture started
  /// (the limit wins when the finger already dragged past it, as in UIKit's paging).
  func pagingTarget(from shown: Double, velocity v: Double, startSnap: Int) -> Int {
    let u = track.itemPosition(anchor: anchor, offset: shown)
    let m = configuration.motion
    guard abs(v) >= m.flickVelocity else { return nearestSnap(toVirtualPosition: u) }
    let step = snapStep
    let s = Double(step)
    let projectedOffset = shown + v / configuration.decelerationRate.lambda
    let projected = track.itemPosition(anchor: anchor, offset: projectedOffset)
    var target = Int(clampingIndex: projected / s, .toNearestOrAwayFromZero) * step
    let epsilon = Self.snapPointSlack
    let forward = v > 0
    let next =
      forward
      ? (Int(clampingIndex: u / s + epsilon, .down) + 1) * step
      : (Int(clampingIndex: u / s - epsilon, .up) - 1) * step
    target = forward ? max(target, next) : min(target, next)
    if configuration.scrolling.limitsItemsPerGesture {
      // The limit counts from where the gesture started and wins: a finger that dragged
      // past the next item and flicks on still ends at most `maxItemsPerGesture` away.
      let reach = max(configuration.maxItemsPerGesture, 1) * step
      target = min(max(target, startSnap - reach), startSnap + reach)
    }
    return clampedSnap(target)
  }

  /// Free momentum (``CarouselScrollingBehavior/continuous``); a non-looping carousel that reaches
  /// an end bounces back from it.
  mutating func decelerateFreely(from shown: Double, velocity v: Double) {
    let m = configuration.motion
    let lambda = configuration.decelerationRate.lambda
    let decay = DecayMotion(initialPosition: shown, initialVelocity: v, lambda: lambda)
    let stop = decay.duration(untilSpeed: m.stopVelocity)
    guard stop > 0 else {
      finishFreeMotion(at: shown)
      return
    }
    if !configuration.loop {
      let edge = v > 0 ? bounds.upperBound : bounds.lowerBound
      if let hit = decay.time(toReach: edge), hit < stop {
        let spring = TimedSpring(
          SpringMotion(
            spring: m.bounceSpring, initialDisplacement: 0,
            initialVelocity: decay.velocity(at: hit)),
          start: time + hit, positionTolerance: m.settlePositionTolerance,
          velocityTolerance: m.settleVelocityTolerance)
        let edgeItem = v > 0 ? count - 1 : 0
        let start = rebase(to: edgeItem, offset: shown)
        let rebased = DecayMotion(initialPosition: start, initialVelocity: v, lambda: lambda)
        motion = .animation(
          Animation(
            segments: [
              .decay(rebased, start: time, end: time + hit),
              .spring(spring, target: 0),
            ], target: edgeItem, endOffset: 0, source: .gesture))
        return
      }
    }
    let end = decay.position(at: stop)
    motion = .animation(
      Animation(
        segments: [.decay(decay, start: time, end: time + stop)], target: nil, endOffset: end,
        source: .gesture))
  }

  /// Free momentum that comes to rest on an item boundary
  /// (``CarouselScrollingBehavior/continuousGroupLeadingBoundary``): the decay constant is adjusted
  /// so the motion heads exactly for the boundary nearest to where it would have stopped,
  /// and hands over to the snap spring once slow.
  mutating func decelerate(from shown: Double, velocity v: Double) {
    let m = configuration.motion
    let lambda = configuration.decelerationRate.lambda
    let projected = track.itemPosition(anchor: anchor, offset: shown + v / lambda)
    let target = clampedSnap(Int(clampingIndex: projected, .toNearestOrAwayFromZero))
    let start = rebase(to: target, offset: shown)
    let distance = -start
    let adjusted = distance != 0 ? v / distance : 0
    let range = Self.decayAdjustmentRange
    guard abs(v) > m.boundaryHandOffVelocity, adjusted >= lambda * range.lowerBound,
      adjusted <= lambda * range.upperBound
    else {
      animate(
        from: start, velocity: v, toItem: target, spring: m.snapSpring, source: .gesture,
        alreadyRebased: true)
      return
    }
    let decay = DecayMotion(initialPosition: start, initialVelocity: v, lambda: adjusted)
    let handOff = decay.duration(untilSpeed: m.boundaryHandOffVelocity)
    let spring = TimedSpring(
      SpringMotion(
        spring: m.snapSpring, initialDisplacement: decay.position(at: handOff),
        initialVelocity: decay.velocity(at: handOff)),
      start: time + handOff, positionTolerance: m.settlePositionTolerance,
      velocityTolerance: m.settleVelocityTolerance)
    motion = .animation(
      Animation(
        segments: [
          .decay(decay, start: time, end: time + handOff),
          .spring(spring, target: 0),
        ], target: target, endOffset: 0, source: .gesture))
  }

  /// Rests where free motion ended, anchored on the nearest item.
  mutating func finishFreeMotion(at shown: Double) {
    let nearest = Int(
      clampingIndex: track.itemPosition(anchor: anchor, offset: shown), .toNearestOrAwayFromZero)
    let clamped = configuration.loop ? nearest : min(max(nearest, 0), count - 1)
    let remainder = rebase(to: clamped, offset: shown)
    let wasMoving = phase != .idle
    motion = .rest(offset: abs(remainder) < Self.restingOffsetSlack ? 0 : remainder)
    if wasMoving { events.append(.settled(index: currentIndex)) }
  }

  /// Springs from an offset and velocity to a virtual item.
  ///
  /// Position and velocity are handed over unchanged, so interrupting a motion never jumps.
  mutating func animate(
    from shown: Double, velocity v: Double, toItem target: Int, spring: CarouselSpring,
    source: MoveSource,
    alreadyRebased: Bool = false
  ) {
    let start = alreadyRebased ? shown : rebase(to: target, offset: shown)
    let m = configuration.motion
    let motionOfSpring = SpringMotion(
      spring: spring, initialDisplacement: start, initialVelocity: v)
    let settle = motionOfSpring.settlingDuration(
      positionTolerance: m.settlePositionTolerance, velocityTolerance: m.settleVelocityTolerance)
    guard settle > 0 else {
      rest(on: target)
      return
    }
    let settling = TimedSpring(motionOfSpring, start: time, end: time + settle)
    motion = .animation(
      Animation(
        segments: [.spring(settling, target: 0)], target: target, endOffset: 0, source: source))
  }

  // MARK: Programmatic moves

  /// The virtual snap point a programmatic move starts counting from: where a running
  /// animation is heading, else the nearest snap point (so presses accumulate).
  var navigationBase: Int {
    if case .animation(let animation) = motion, let target = animation.target { return target }
    return nearestSnap(toVirtualPosition: virtualPosition)
  }

  /// How far, in items, a running slide still has to go to its snap point (0 when nothing
  /// slides to one). A host that turns a held key's repeats into steps sends the next only
  /// once this is under half an item, so the carousel skims and stops at most one item past
  /// the one on screen when the key is let go.
  @_spi(CarouselHost) public var remainingSlide: Double {
    guard case .animation(let animation) = motion, let target = animation.target else { return 0 }
    return abs(Double(target) - virtualPosition)
  }

  /// Moves `delta` items from the navigation base (clamped when not looping).
  mutating func step(by delta: Int) {
    guard count > 1 else { return }
    let target = clampedSnap(navigationBase + delta)
    move(toVirtual: target, animated: true)
  }

  /// Scrolls to an item, the shortest way round a loop.
  ///
  /// Indices outside `0..<count` are clamped. When a page holds several items, the carousel
  /// goes to the page that holds the item.
  public mutating func scroll(toItemAt index: Int, animated: Bool) {
    guard count > 0 else { return }
    let step = snapStep
    let snap = (min(max(index, 0), count - 1) / step) * step
    guard configuration.loop else {
      move(toVirtual: snap, animated: animated)
      return
    }
    let base = navigationBase
    var delta = (snap - track.item(at: base)) % count
    if delta < 0 { delta += count }
    if 2 * delta > count { delta -= count }
    move(toVirtual: base + delta, animated: animated)
  }

  /// Goes to a virtual item: sliding, instantly, or (reduced motion) with a cross-fade hint.
  mutating func move(toVirtual target: Int, animated: Bool, source: MoveSource = .navigation) {
    if case .drag = motion, phase == .dragging { return }
    let from = currentIndex
    let current = offsetAndVelocity
    if animated && configuration.motion.reducedMotion {
      rest(on: target)
      if currentIndex != from {
        crossFade = CarouselCrossFade(
          from: from, to: currentIndex, start: time, duration: CarouselCrossFade.standardDuration)
      }
    } else if animated {
      animate(
        from: current.offset, velocity: current.velocity, toItem: target,
        spring: configuration.motion.snapSpring, source: source)
    } else {
      rest(on: target)
      crossFade = nil
    }
    if !animated || configuration.motion.reducedMotion {
      reportCurrentItem()
      settleAnnouncementIfNeeded(source: .navigation)
    }
  }
}
