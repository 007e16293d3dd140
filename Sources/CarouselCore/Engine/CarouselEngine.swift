/// The carousel: a deterministic state machine driven by timestamped input.
///
/// The engine never reads a clock. Feed it events with ``handle(_:)`` and ask for the state
/// at a time with ``advance(to:)``; everything that moves is a closed-form function of time,
/// so the same inputs give the same outputs at any frame rate.
///
/// Position is kept as a virtual integer item index (the *anchor*) plus an offset in points
/// from that item's resting place. Looping is arithmetic on the virtual index; at rest the
/// offset is exactly zero, so after a million pages the position is as exact as after one.
///
/// Threading: a value type; a host MUST use one instance from one thread at a time.
public struct CarouselEngine: Sendable {
  /// The configuration in force (``reconfigure(_:)`` replaces it).
  public internal(set) var configuration: CarouselConfiguration
  /// Size of the visible area in points (resize events update it).
  public internal(set) var viewport: CarouselSize
  /// The latest time seen.
  public internal(set) var time: Double
  var track: Track
  /// Virtual index of the item offsets are measured from.
  var anchor: Int
  var motion: Motion
  var events: [CarouselEvent] = []
  /// Real index last reported through ``CarouselEvent/currentItemChanged(from:to:)``.
  var reportedIndex: Int
  var autoplay: AutoplayRuntime
  var zoom: ZoomRuntime
  var crossFade: CarouselCrossFade?
  var announcement: AnnouncementRuntime = .init()
  /// The animation of the latest data change, until it ends.
  var transition: ItemTransition?
  /// Number of data changes applied (`apply(_:at:)`); removed items fading out name the
  /// change that removed them.
  public internal(set) var changeGeneration = 0
  /// Host-provided item labels for accessibility (index → label), set with
  /// ``setItemLabels(_:at:)`` or ``setLabel(_:ofItemAt:at:)``; they follow their items
  /// through data changes.
  public internal(set) var itemLabels: [Int: String] = [Int: String]()
  /// How item labels, positions and announcements read (English unless the host supplies
  /// its language).
  public var accessibilityFormatter: CarouselAccessibilityFormatter = .english
  /// Host-provided content sizes (e.g. a photo's pixels) by item, set with
  /// ``setContentSize(_:ofItemAt:at:)``; zoom pans within the content's aspect-fit
  /// rectangle. Items without one use their whole frame.
  public internal(set) var itemContentSizes: [Int: CarouselSize] = [Int: CarouselSize]()

  /// Makes an engine of `count` items in `viewport`, at rest on
  /// ``CarouselConfiguration/startIndex``.
  ///
  /// ```swift
  /// var engine = try CarouselEngine(
  ///   viewport: CarouselSize(width: 390, height: 540), count: photos.count)
  /// ```
  ///
  /// - Throws: ``CarouselConfigurationError`` naming the first field that breaks a rule of
  ///   ``CarouselConfiguration/validate(viewport:count:)``.
  /// - Precondition: `time` is finite.
  public init(
    viewport: CarouselSize, count: Int,
    configuration: CarouselConfiguration = CarouselConfiguration(), time: Double = 0
  ) throws(CarouselConfigurationError) {
    precondition(time.isFinite, "start time must be finite")
    try configuration.validate(viewport: viewport, count: count)
    self.configuration = configuration
    self.viewport = viewport
    self.time = time
    track = Track(configuration: configuration, viewport: viewport, count: count)
    anchor = count == 0 ? 0 : min(max(configuration.startIndex, 0), count - 1)
    motion = .rest(offset: 0)
    reportedIndex = count == 0 ? -1 : anchor
    autoplay = AutoplayRuntime(
      configuration: configuration.autoplay, time: time,
      reducedMotion: configuration.motion.reducedMotion)
    zoom = ZoomRuntime(scale: configuration.zoom.restingScale)
    announcement = AnnouncementRuntime(lastAnnouncedIndex: reportedIndex)
  }

  // MARK: Reading the state

  /// Number of items.
  public var count: Int { track.count }

  /// What the carousel is doing at ``time``.
  public var phase: CarouselPhase {
    switch motion {
    case .rest: .idle
    case .drag(let drag): drag.isTracking ? .dragging : .idle
    case .animation(let animation): animation.segment(at: time).phase
    }
  }

  /// The current item: the one at rest, or while moving the one nearest its resting place
  /// (−1 when empty).
  public var currentIndex: Int {
    guard count > 0 else { return -1 }
    return track.item(at: nearestVirtualIndex)
  }

  /// The continuous position in item units: item k at rest is exactly k. A looping
  /// carousel wraps it into `[0, count)`.
  public var position: Double {
    guard count > 0 else { return 0 }
    let relative = track.itemPosition(anchor: anchor, offset: offset) - Double(anchor)
    let base = Double(track.item(at: anchor))
    guard configuration.loop else { return base + relative }
    var wrapped = base + relative
    let n = Double(count)
    if wrapped < 0 || wrapped >= n {
      wrapped -= n * (wrapped / n).rounded(.down)
      if wrapped >= n { wrapped = 0 }
    }
    return wrapped
  }

  /// The continuous position in virtual item units (not wrapped).
  public var virtualPosition: Double {
    guard count > 0 else { return 0 }
    return track.itemPosition(anchor: anchor, offset: offset)
  }

  /// Scroll velocity in content points per second (positive towards later items).
  public var velocity: Double { offsetAndVelocity.velocity }

  /// Whether something moves, so the host must keep drawing frames.
  public var isAnimating: Bool {
    if case .animation = motion { return true }
    if activeTransition != nil { return true }
    return zoom.animation != nil || crossFade.map { time < $0.start + $0.duration } ?? false
  }

  /// When the motion under way ends (the scroll animation, the zoom animation, a
  /// cross-fade), or nil when nothing moves. A host that wants to show where a gesture
  /// comes to rest runs at least until then.
  public var motionEndTime: Double? {
    var end: Double?
    if case .animation(let animation) = motion { end = animation.end }
    #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
      if autoScrollRun != nil { end = nil }  // a marquee is not a motion that ends
    #endif
    if let zoomEnd = zoom.animation?.end { end = max(end ?? zoomEnd, zoomEnd) }
    if let fade = crossFade, time < fade.start + fade.duration {
      end = max(end ?? 0, fade.start + fade.duration)
    }
    return end
  }

  /// The next time at which the engine changes on its own (an animation frame, the end of
  /// a trackpad gesture, an autoplay step), or nil when it waits only for input. A host
  /// sleeps until then.
  public var nextWakeTime: Double? {
    if isAnimating { return time }
    var wake: Double?
    if case .drag(let drag) = motion, drag.source == .wheel {
      wake = drag.lastInputTime + configuration.motion.wheelGestureEndDelay
    }
    if let step = nextAutoplayStepTime { wake = min(wake ?? step, step) }
    return wake
  }

  /// Takes the events that happened since the last call.
  public mutating func drainEvents() -> [CarouselEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  // MARK: Internals shared by the extensions

  /// The viewport length along the axis.
  var viewportLength: Double { viewport.length(along: configuration.axis) }

  var offsetAndVelocity: (offset: Double, velocity: Double) {
    switch motion {
    case .rest(let offset): (offset, 0)
    case .drag(let drag): (displayedOffset(forRaw: drag.rawOffset), 0)
    case .animation(let animation): animation.offsetAndVelocity(at: time)
    }
  }

  /// Scroll offset relative to the anchor's rest offset.
  var offset: Double { offsetAndVelocity.offset }

  /// The virtual item nearest to its resting place (clamped to the items that exist).
  var nearestVirtualIndex: Int {
    guard count > 0 else { return 0 }
    let nearest = Int(clampingIndex: virtualPosition, .toNearestOrAwayFromZero)
    return configuration.loop ? nearest : min(max(nearest, 0), count - 1)
  }

  /// Offsets of the first and last snap points, relative to the anchor (non-looping bounds):
  /// past them a drag is rubber-banded.
  var bounds: ClosedRange<Double> {
    track.restDistance(from: anchor, to: 0)...track.restDistance(from: anchor, to: lastSnap)
  }

  var rubberBand: RubberBand {
    RubberBand(
      coefficient: configuration.motion.rubberBandCoefficient,
      dimension: viewportLength)
  }

  /// The offset shown for an unbanded drag offset: rubber-banded past the ends.
  func displayedOffset(forRaw raw: Double) -> Double {
    guard !configuration.loop, count > 0 else { return raw }
    let range = bounds
    if raw < range.lowerBound {
      return range.lowerBound + rubberBand.offset(for: raw - range.lowerBound)
    }
    if raw > range.upperBound {
      return range.upperBound + rubberBand.offset(for: raw - range.upperBound)
    }
    return raw
  }

  /// The unbanded offset that displays as `shown` (inverse of the rubber band).
  func rawOffset(forDisplayed shown: Double) -> Double {
    guard !configuration.loop, count > 0 else { return shown }
    let range = bounds
    if shown < range.lowerBound {
      return range.lowerBound + rubberBand.fingerOffset(for: shown - range.lowerBound)
    }
    if shown > range.upperBound {
      return range.upperBound + rubberBand.fingerOffset(for: shown - range.upperBound)
    }
    return shown
  }

  /// Moves the anchor to `newAnchor`, re-expressing an offset in its terms.
  mutating func rebase(to newAnchor: Int, offset: Double) -> Double {
    let shifted = offset - track.restDistance(from: anchor, to: newAnchor)
    anchor = newAnchor
    return shifted
  }

  /// Comes to rest exactly on a virtual item.
  mutating func rest(on virtualIndex: Int) {
    let wasMoving = phase != .idle
    anchor = virtualIndex
    if !configuration.loop && count > 0 { anchor = min(max(anchor, 0), count - 1) }
    if abs(anchor) > CarouselLimits.largestVirtualIndex { anchor = track.item(at: anchor) }
    motion = .rest(offset: 0)
    if wasMoving { events.append(.settled(index: currentIndex)) }
  }

  /// Emits ``CarouselEvent/currentItemChanged(from:to:)`` when the current item changed.
  mutating func reportCurrentItem() {
    resetZoomIfItemLeft()
    let index = currentIndex
    guard index != reportedIndex else { return }
    events.append(.currentItemChanged(from: reportedIndex, to: index))
    reportedIndex = index
  }
}
