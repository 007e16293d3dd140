/// Something that happened, for the host to react to without polling.
public enum CarouselEvent: Hashable, Sendable {
  /// The current item changed (while moving: the item nearest to the resting place).
  case currentItemChanged(from: Int, to: Int)
  /// A pointer drag started moving the carousel.
  case dragBegan
  /// The drag ended; `velocity` is the content velocity in pt/s.
  case dragEnded(velocity: Double)
  /// The carousel came to rest with `index` current.
  case settled(index: Int)
  /// Text for assistive technology to speak.
  case announcement(String, politeness: CarouselPoliteness)
  /// Autoplay began, paused or stopped.
  case autoplayStateChanged(CarouselAutoplayState)
  /// The zoom scale of the current item changed.
  case zoomChanged(scale: Double)
}

/// How urgently an announcement interrupts.
public enum CarouselPoliteness: String, Hashable, Sendable {
  /// Read after what is being read now.
  case polite
  /// Read at once, interrupting (the user caused the change).
  case assertive
}

extension CarouselEvent: CustomStringConvertible {
  /// The case and its values: `currentItemChanged 2 → 3`, `announcement (polite) "Item 3 of 8"`.
  public var description: String {
    switch self {
    case .currentItemChanged(let from, let to): "currentItemChanged \(from) → \(to)"
    case .dragBegan: "dragBegan"
    case .dragEnded(let velocity): "dragEnded \(numberText(velocity)) pt/s"
    case .settled(let index): "settled \(index)"
    case .announcement(let text, let politeness):
      "announcement (\(politeness.rawValue)) \"\(text)\""
    case .autoplayStateChanged(let state): "autoplayStateChanged \(state.rawValue)"
    case .zoomChanged(let scale): "zoomChanged ×\(numberText(scale))"
    }
  }
}
