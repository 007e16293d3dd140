/// Automatic advancing, as in an image slider.
public struct AutoplayConfiguration: Hashable, Sendable {
  /// Seconds each item stays before the next one slides in.
  public var interval: Double = 3
  /// Per-item intervals that override ``interval`` (item index → seconds).
  public var itemIntervals: [Int: Double] = [:]
  public var direction: Direction = .forward
  /// Seconds after an interaction ends before autoplay resumes.
  public var resumeDelay: Double = 3
  /// Pause while the pointer is over the carousel.
  public var pausesOnHover = true
  /// Pause while the window is hidden.
  public var pausesWhenHidden = true
  /// What a non-looping carousel does after its last item.
  public var atEnd: EndBehavior = .rewind

  public init() {}

  /// The shortest time between two steps in seconds, whatever the intervals say (a zero or
  /// negative interval would otherwise step without end at one instant).
  public static let shortestInterval = 0.05

  public enum Direction: String, Hashable, Sendable, CaseIterable {
    case forward
    case backward
  }

  public enum EndBehavior: String, Hashable, Sendable, CaseIterable {
    /// Go back to the first item (the last, when playing backward).
    case rewind
    /// Stop advancing at the last item.
    case stop
  }

  /// The interval for an item.
  public func interval(forItem index: Int) -> Double {
    itemIntervals[index] ?? interval
  }
}

/// Whether autoplay is running.
public enum AutoplayState: String, Hashable, Sendable {
  case playing
  case paused
  /// No autoplay configured, or it stopped for good at the end.
  case off
}
