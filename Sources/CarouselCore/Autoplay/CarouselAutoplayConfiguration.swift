/// Automatic advancing, as in an image slider.
public struct CarouselAutoplayConfiguration: Hashable, Sendable {
  /// Seconds each item stays before the next one slides in.
  public var interval: Double = 3
  /// Per-item intervals that override ``interval`` (item index → seconds).
  public var itemIntervals = [Int: Double]()
  /// Which way autoplay advances.
  public var direction: Direction = .forward
  /// Seconds after an interaction ends before autoplay resumes.
  public var resumeDelay: Double = 3
  /// Pause while the pointer is over the carousel.
  public var pausesOnHover = true
  /// Pause while the window is hidden.
  public var pausesWhenHidden = true
  /// What a non-looping carousel does after its last item.
  public var atEnd: EndBehavior = .rewind
  #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
    /// Glide continuously at a steady speed instead of stepping every ``interval`` (a
    /// marquee), or nil to step. See ``CarouselAutoScrollConfiguration``.
    public var scroll: CarouselAutoScrollConfiguration? = nil
  #endif

  /// Every 3 s forward, resuming 3 s after an interaction, rewinding at the end.
  public init() {}

  /// The shortest time between two steps in seconds, whatever the intervals say (a zero or
  /// negative interval would otherwise step without end at one instant).
  static let shortestInterval = 0.05

  /// Which way autoplay advances.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    /// Towards later items.
    case forward
    /// Towards earlier items.
    case backward
  }

  /// What a non-looping autoplay does at the last item.
  public enum EndBehavior: String, Hashable, Sendable, CaseIterable {
    /// Go back to the first item (the last, when playing backward).
    case rewind
    /// Stop advancing at the last item.
    case stop
  }

  /// The interval for an item.
  func interval(forItem index: Int) -> Double {
    itemIntervals[index] ?? interval
  }
}

/// Whether autoplay is running.
public enum CarouselAutoplayState: String, Hashable, Sendable {
  /// Advancing on its timer.
  case playing
  /// Held by an interaction, a hover or a hidden carousel; resumes on its own.
  case paused
  /// No autoplay configured, or it stopped for good at the end.
  case off
}
