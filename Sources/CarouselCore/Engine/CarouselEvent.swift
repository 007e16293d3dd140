/// Something that happened, for the host to react to without polling.
public enum CarouselEvent: Hashable, Sendable {
  /// The current item changed (while moving: the item nearest to the resting place).
  case currentItemChanged(from: Int, to: Int)
  case dragBegan
  /// The drag ended; `velocity` is the content velocity in pt/s.
  case dragEnded(velocity: Double)
  /// The carousel came to rest with `index` current.
  case settled(index: Int)
  /// Text for assistive technology to speak.
  case announcement(String, politeness: Politeness)
  /// Autoplay began, paused or stopped.
  case autoplayStateChanged(AutoplayState)
  /// The zoom scale of the current item changed.
  case zoomChanged(scale: Double)
}

/// How urgently an announcement interrupts.
public enum Politeness: String, Hashable, Sendable {
  case polite
  case assertive
}
