extension CarouselEngine {
  /// Moves the engine's clock to `newTime`, completing whatever ends before then at its own
  /// exact time (an animation coming to rest, a trackpad gesture ending, an autoplay step).
  ///
  /// Times that are not finite, or earlier than ``time``, are ignored. A jump that would
  /// perform more than 1,000 steps (`CarouselLimits.maxDeadlinesPerAdvance`) skips the
  /// remaining autoplay steps: the interval restarts at `newTime`.
  ///
  /// - Complexity: O(steps due before `newTime`), at most
  ///   `CarouselLimits.maxDeadlinesPerAdvance`.
  public mutating func advance(to newTime: Double) {
    guard newTime.isFinite, newTime > time else { return }
    var performed = 0
    while let (deadline, action) = nextDeadline(notAfter: newTime) {
      if performed >= CarouselLimits.maxDeadlinesPerAdvance && action == .autoplayStep {
        // Skips every step still due before newTime (nextUp: a marquee, due at intervalStart
        // itself, starts with the next advance rather than never letting this one end).
        autoplay.intervalStart = newTime.nextUp
        continue
      }
      time = max(time, deadline)
      perform(action)
      performed += 1
    }
    time = newTime
    reportCurrentItem()
  }

  enum TimedAction {
    case finishAnimation
    case endWheelGesture
    case autoplayStep
    case finishZoomAnimation
    case finishTransition
  }

  /// The earliest internal change due at or before `limit`.
  private func nextDeadline(notAfter limit: Double) -> (Double, TimedAction)? {
    var best: (Double, TimedAction)?
    func consider(_ deadline: Double?, _ action: TimedAction) {
      guard let deadline, deadline <= limit else { return }
      if best == nil || deadline < best!.0 { best = (deadline, action) }
    }
    switch motion {
    case .animation(let animation): consider(animation.end, .finishAnimation)
    case .drag(let drag) where drag.source == .wheel:
      consider(drag.lastInputTime + configuration.motion.wheelGestureEndDelay, .endWheelGesture)
    default: break
    }
    consider(zoom.animation?.end, .finishZoomAnimation)
    consider(transition?.end, .finishTransition)
    consider(nextAutoplayStepTime, .autoplayStep)
    return best
  }

  private mutating func perform(_ action: TimedAction) {
    switch action {
    case .finishAnimation:
      guard case .animation(let animation) = motion else { return }
      if let target = animation.target {
        rest(on: target)
      } else {
        finishFreeMotion(at: animation.endOffset)
      }
      reportCurrentItem()
      settleAnnouncementIfNeeded(source: animation.source)
    case .endWheelGesture:
      guard case .drag(let drag) = motion else { return }
      release(drag, velocity: drag.tracker.velocityAtNewestSample())
    case .autoplayStep:
      performAutoplayStep()
    case .finishZoomAnimation:
      finishZoomAnimation()
    case .finishTransition:
      transition = nil
    }
  }
}
