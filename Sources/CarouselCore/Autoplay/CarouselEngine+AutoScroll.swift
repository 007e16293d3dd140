// Continuous autoplay is not in the main Embedded Swift (WebAssembly) module,
// carousel-core.wasm: it would cost it about 2.6 KB gzipped, past its 40,960-byte budget
// (measured in docs/web.md). The layouts module, carousel-layouts.wasm, is compiled with
// CAROUSEL_WASM_LAYOUTS and holds it.
#if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
  /// Continuous autoplay (``CarouselAutoplayConfiguration/scroll``) inside the engine.
  ///
  /// A marquee is an ``Animation`` of one ``Segment/cruise(_:)`` segment: it starts when
  /// autoplay is playing and nothing else moves the carousel, and anything that moves it
  /// (a pointer, a key, a programmatic scroll) replaces it as it would replace a flick,
  /// handing over position and velocity. When autoplay pauses for a hover, hiding or the
  /// person's own pause, the marquee is replaced by a brake that eases to rest; when it
  /// plays again, a new run eases in from wherever the carousel is. Its phase is
  /// ``CarouselPhase/idle``: nothing is flung or snapped, so a tap on a passing item is a tap.
  extension CarouselEngine {
    /// The auto-scroll run moving the carousel now, if any (a brake included).
    var autoScrollRun: AutoScrollRun? {
      guard case .animation(let animation) = motion, animation.segments.count == 1,
        case .cruise(let run) = animation.segments[0]
      else { return nil }
      return run
    }

    /// Whether continuous autoplay may start now: the carousel rests or a brake slows it
    /// (anything else moving it finishes first).
    var canStartAutoScroll: Bool {
      if case .rest = motion { return true }
      return autoScrollRun?.isBrake ?? false
    }

    /// Starts (or resumes) the marquee from where the carousel is, easing in from its current
    /// velocity. A non-looping carousel heads for its end and comes to rest exactly there;
    /// already there, it rewinds or stops as ``CarouselAutoplayConfiguration/atEnd`` says.
    mutating func startAutoScroll(
      _ scroll: CarouselAutoScrollConfiguration, settings: CarouselAutoplayConfiguration
    ) {
      let forward = settings.direction == .forward
      let cruise = forward ? scroll.speed : -scroll.speed
      let current = offsetAndVelocity
      // A brake the other way (the direction changed) is not carried on: ease in from rest.
      let velocity = current.velocity * cruise > 0 ? current.velocity : 0
      var distance: Double?
      if !configuration.loop {
        let edge = forward ? bounds.upperBound : bounds.lowerBound
        let remaining = edge - current.offset
        if (forward ? remaining : -remaining) <= Self.autoScrollEndSlack {
          reachEnd(forward: forward, settings: settings)
          return
        }
        distance = remaining
      }
      let run = AutoScrollRun.cruise(
        start: time, origin: current.offset, velocity: velocity, cruise: cruise,
        ramp: scroll.rampDuration, distance: distance)
      motion = .animation(
        Animation(
          segments: [.cruise(run)], target: nil, endOffset: current.offset + (distance ?? 0),
          source: .autoplay))
    }

    /// At the end of a non-looping carousel: back to the start, or stop for good.
    private mutating func reachEnd(forward: Bool, settings: CarouselAutoplayConfiguration) {
      let start = forward ? 0 : lastSnap
      let back = abs(track.restDistance(from: anchor, to: start) - offset)
      if settings.atEnd == .rewind && back > Self.autoScrollEndSlack {
        move(toVirtual: start, animated: true, source: .autoplay)
      } else {
        autoplay.stoppedAtEnd = true
        events.append(.autoplayStateChanged(.off))
      }
    }

    /// Autoplay stopped playing: a running marquee eases to rest over its ramp (at once with
    /// a zero ramp). Near the end of a non-looping carousel, where the marquee already eases
    /// to rest on the last item sooner, it is left to arrive.
    mutating func brakeAutoScroll() {
      guard let run = autoScrollRun, !run.isBrake,
        let ramp = autoplay.configuration?.scroll?.rampDuration
      else { return }
      let current = offsetAndVelocity
      let brake = AutoScrollRun.brake(
        start: time, origin: current.offset, velocity: current.velocity, ramp: ramp)
      let stop = current.offset + brake.totalDistance
      if run.end.isFinite
        && (run.end <= brake.end || (!configuration.loop && !bounds.contains(stop)))
      {
        return
      }
      guard brake.end > time else {
        finishFreeMotion(at: current.offset)
        return
      }
      motion = .animation(
        Animation(segments: [.cruise(brake)], target: nil, endOffset: stop, source: .autoplay))
    }
  }

  extension CarouselEngine {
    /// A marquee this close to the end of a non-looping carousel (in points) is there: the
    /// end is reached through a sum that may round in its last place.
    static let autoScrollEndSlack = 1e-6
  }
#endif
