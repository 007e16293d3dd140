/// What moves the carousel right now. Offsets are in content points relative to the rest
/// offset of the engine's anchor item; positive is towards later items.
enum Motion: Sendable {
  case rest(offset: Double)
  case drag(Drag)
  case animation(Animation)
}

/// Where a drag's input comes from.
enum DragSource: Sendable {
  case pointer
  case wheel
}

/// A finger, mouse or trackpad holding the carousel.
struct Drag: Sendable {
  var source: DragSource
  /// Pointer location at pointer-down (unused for wheel drags).
  var origin: CarouselPoint
  /// Unbanded offset when the drag started.
  var originOffset: Double
  /// Unbanded offset now: origin offset plus the finger's travel.
  var rawOffset: Double
  /// Past the slop and locked to the axis (or caught a moving carousel).
  var isTracking: Bool
  /// The pointer moved across the axis first: the gesture is not the carousel's.
  var isRejected: Bool = false
  /// The snap point the gesture started on (limits items per gesture).
  var startSnap: Int
  /// Time of the newest input.
  var lastInputTime: Double
  var tracker: VelocityTracker

  /// `raw` kept within ``CarouselLimits/maxGestureTravel`` of where the drag began.
  func limitingTravel(_ raw: Double) -> Double {
    let most = CarouselLimits.maxGestureTravel
    guard !raw.isNaN else { return originOffset }
    return min(max(raw, originOffset - most), originOffset + most)
  }
}

/// One piece of an animation, active from `start` to `end` (times on the host clock).
enum Segment: Sendable {
  case decay(DecayMotion, start: Double, end: Double)
  /// A spring around `target` (an offset).
  case spring(TimedSpring, target: Double)
  #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
    /// Continuous autoplay (a marquee, or its brake).
    case cruise(AutoScrollRun)
  #endif

  var start: Double {
    switch self {
    case .decay(_, let start, _): start
    case .spring(let spring, _): spring.start
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      case .cruise(let run): run.start
    #endif
    }
  }

  var end: Double {
    switch self {
    case .decay(_, _, let end): end
    case .spring(let spring, _): spring.end
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      case .cruise(let run): run.end
    #endif
    }
  }

  var phase: CarouselPhase {
    switch self {
    case .decay: .decelerating
    case .spring: .settling
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      case .cruise: .idle
    #endif
    }
  }

  func offsetAndVelocity(at time: Double) -> (offset: Double, velocity: Double) {
    switch self {
    case .decay(let decay, let start, let end):
      let t = min(max(time - start, 0), end - start)
      return (decay.position(at: t), decay.velocity(at: t))
    case .spring(let spring, let target):
      if time >= spring.end { return (target, 0) }
      let state = spring.state(at: time)
      return (target + state.displacement, state.velocity)
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      case .cruise(let run): return run.offsetAndVelocity(at: time)
    #endif
    }
  }
}

/// A chain of segments, each beginning where the previous one ended.
struct Animation: Sendable {
  var segments: [Segment]
  /// The virtual item it comes to rest on, or nil for free momentum.
  var target: Int?
  /// Where it comes to rest (relative to the anchor).
  var endOffset: Double
  /// What started it.
  var source: MoveSource

  /// When it comes to rest: the end of its last segment.
  var end: Double { segments.last?.end ?? 0 }

  func segment(at time: Double) -> Segment {
    for segment in segments where time < segment.end { return segment }
    return segments[segments.count - 1]
  }

  func offsetAndVelocity(at time: Double) -> (offset: Double, velocity: Double) {
    if time >= end { return (endOffset, 0) }
    return segment(at: time).offsetAndVelocity(at: time)
  }
}

/// What started a move: decides how its arrival is announced.
enum MoveSource: Sendable {
  /// A drag, flick or trackpad gesture.
  case gesture
  /// A key, wheel notch, page dot or the host.
  case navigation
  /// Autoplay.
  case autoplay
}
