/// Autoplay's bookkeeping inside the engine.
struct AutoplayRuntime: Sendable {
  var configuration: CarouselAutoplayConfiguration?
  /// Paused with Space.
  var pausedByUser = false
  /// Reached the end of a non-looping carousel with ``CarouselAutoplayConfiguration/EndBehavior/stop``.
  var stoppedAtEnd = false
  /// A pointer (or pinch) is down.
  var isInteracting = false
  /// No steps before this time (an interaction ended `resumeDelay` before it).
  var resumeTime = -Double.infinity
  var isHovering = false
  var isHidden = false
  /// When the current interval began counting.
  var intervalStart: Double

  /// Under reduced motion a marquee starts paused (as if by the person, who starts it
  /// with Space): a glide cannot be replaced by a cross-fade as a step is.
  init(configuration: CarouselAutoplayConfiguration?, time: Double, reducedMotion: Bool = false) {
    self.configuration = configuration
    intervalStart = time
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      pausedByUser = reducedMotion && configuration?.scroll != nil
    #endif
  }
}

extension CarouselEngine {
  /// Whether autoplay is playing, paused or off at ``time``.
  public var autoplayState: CarouselAutoplayState {
    guard autoplay.configuration != nil, count > 1, !autoplay.stoppedAtEnd else { return .off }
    return isAutoplayHeld || time < autoplay.resumeTime ? .paused : .playing
  }

  /// The fraction of the current interval elapsed, 0...1 (0 while paused or off), for a
  /// progress indicator.
  public var autoplayProgress: Double {
    guard autoplayState == .playing, let configuration = autoplay.configuration else { return 0 }
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      if configuration.scroll != nil { return 0 }
    #endif
    let start = max(autoplay.intervalStart, autoplay.resumeTime)
    let interval = configuration.interval(forItem: currentIndex)
    return interval > 0 ? min(max((time - start) / interval, 0), 1) : 0
  }

  /// Conditions that hold autoplay until they change (not the timed resume).
  private var isAutoplayHeld: Bool {
    guard let configuration = autoplay.configuration else { return true }
    return autoplay.pausedByUser || autoplay.isInteracting
      || (autoplay.isHovering && configuration.pausesOnHover)
      || (autoplay.isHidden && configuration.pausesWhenHidden)
      || isZoomed || phase == .dragging
  }

  /// When the next autoplay step is due, if autoplay is playing.
  var nextAutoplayStepTime: Double? {
    guard let configuration = autoplay.configuration, count > 1, !autoplay.stoppedAtEnd,
      !isAutoplayHeld
    else { return nil }
    let start = max(autoplay.intervalStart, autoplay.resumeTime)
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      if configuration.scroll != nil { return canStartAutoScroll ? start : nil }
    #endif
    return start
      + max(
        configuration.interval(forItem: currentIndex),
        CarouselAutoplayConfiguration.shortestInterval)
  }

  /// One autoplay step, at exactly its due time.
  mutating func performAutoplayStep() {
    guard let settings = autoplay.configuration, let due = nextAutoplayStepTime else { return }
    autoplay.intervalStart = due
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      if let scroll = settings.scroll {
        startAutoScroll(scroll, settings: settings)
        return
      }
    #endif
    let forward = settings.direction == .forward
    let step = forward ? snapStep : -snapStep
    let base = navigationBase
    if configuration.loop {
      move(toVirtual: base + step, animated: true, source: .autoplay)
      return
    }
    let next = base + step
    if next >= 0 && next <= lastSnap {
      move(toVirtual: next, animated: true, source: .autoplay)
    } else if settings.atEnd == .rewind {
      move(toVirtual: forward ? 0 : lastSnap, animated: true, source: .autoplay)
    } else {
      autoplay.stoppedAtEnd = true
      events.append(.autoplayStateChanged(.off))
    }
  }

  /// Space: pause or resume. Resuming starts a fresh interval.
  mutating func toggleAutoplay() {
    guard autoplay.configuration != nil else { return }
    updatingAutoplay {
      if $0.autoplay.stoppedAtEnd {
        $0.autoplay.stoppedAtEnd = false
        $0.autoplay.pausedByUser = false
      } else {
        $0.autoplay.pausedByUser.toggle()
      }
    }
  }

  /// A pointer, pinch or other interaction began: autoplay holds.
  mutating func beginInteraction() {
    updatingAutoplay { $0.autoplay.isInteracting = true }
  }

  /// The interaction ended: autoplay resumes `resumeDelay` seconds from now.
  mutating func endInteraction() {
    updatingAutoplay {
      $0.autoplay.isInteracting = false
      if let delay = $0.autoplay.configuration?.resumeDelay {
        $0.autoplay.resumeTime = $0.time + delay
      }
    }
  }

  mutating func setVisibility(_ visible: Bool) {
    updatingAutoplay { $0.autoplay.isHidden = !visible }
  }

  mutating func setHover(_ inside: Bool) {
    updatingAutoplay { $0.autoplay.isHovering = inside }
  }

  /// Applies a change to autoplay's conditions; when it un-pauses, the interval restarts
  /// now (a stale timer never fires at once), and state changes are reported.
  mutating func updatingAutoplay(_ change: (inout CarouselEngine) -> Void) {
    let before = autoplayState
    change(&self)
    let after = autoplayState
    if before != .playing && after == .playing {
      autoplay.intervalStart = time
    }
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      if before == .playing && after != .playing { brakeAutoScroll() }
    #endif
    if before != after { events.append(.autoplayStateChanged(after)) }
  }
}
