/// A timestamped input to the engine. Times are seconds on the host's clock; they must be
/// finite and should not decrease (an earlier time is treated as the latest time seen).
public struct InputEvent: Hashable, Sendable {
  /// When the input happened, in seconds on the host's clock.
  public var time: Double
  /// What happened.
  public var kind: Kind

  /// An input of `kind` at `time`.
  public init(time: Double, _ kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// The inputs the engine understands.
  public enum Kind: Hashable, Sendable {
    /// A finger, pen or mouse button went down at a point in viewport coordinates.
    case pointerDown(CarouselPoint)
    case pointerMove(CarouselPoint)
    /// The pointer lifted; the point, when known, is taken as the last sample.
    case pointerUp(CarouselPoint?)
    /// The system took the pointer away (no fling).
    case pointerCancel
    /// Wheel or trackpad: positive moves towards later items. A discrete notch moves one
    /// item; otherwise the deltas are points.
    case wheel(dx: Double, dy: Double, discrete: Bool)
    case key(CarouselKey)
    /// The viewport changed size.
    case resize(CarouselSize)
    /// The number of items changed.
    case setCount(Int)
    /// A programmatic move to an item.
    case scrollTo(index: Int, animated: Bool)
    /// A two-finger pinch; `scale` is relative to the pinch's start, `focus` the point
    /// between the fingers.
    case pinch(phase: GesturePhase, scale: Double, focus: CarouselPoint)
    /// Two taps in quick succession (or a double click).
    case doubleTap(CarouselPoint)
    /// Zoom by a factor around a point (ctrl+wheel, trackpad magnify).
    case zoomBy(factor: Double, focus: CarouselPoint?)
    /// The window was hidden or shown.
    case visibility(Bool)
    /// The pointer entered or left the carousel.
    case hover(Bool)
    /// A tap on a page indicator dot (0-based page).
    case selectPage(Int)
    /// Dragging along the page indicator: fraction 0...1 across the dots.
    case scrub(phase: GesturePhase, fraction: Double)
  }
}

/// Stage of a continuous gesture.
public enum GesturePhase: String, Hashable, Sendable, CaseIterable {
  case begin
  case change
  case end
}

/// Keys the engine understands.
public enum CarouselKey: String, Hashable, Sendable, CaseIterable {
  case left, right, up, down, home, end, pageUp, pageDown
  /// Toggles autoplay.
  case space
  /// Zoom in, out, reset.
  case plus, minus, zero
}
