/// A timestamped input to the engine. Times are seconds on the host's clock; they must be
/// finite and should not decrease (an earlier time is treated as the latest time seen).
public struct CarouselInputEvent: Hashable, Sendable {
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
    /// A pointer moved (while down, it drags).
    case pointerMove(CarouselPoint)
    /// The pointer lifted; the point, when known, is taken as the last sample.
    case pointerUp(CarouselPoint?)
    /// The system took the pointer away (no fling).
    case pointerCancel
    /// Wheel or trackpad: positive moves towards later items. A discrete notch moves one
    /// item; otherwise the deltas are points.
    case wheel(dx: Double, dy: Double, discrete: Bool)
    /// A key press.
    case key(CarouselKey)
    /// The viewport changed size.
    case resize(CarouselSize)
    /// The number of items changed.
    case setCount(Int)
    /// A programmatic move to an item.
    case scrollTo(index: Int, animated: Bool)
    /// A two-finger pinch; `scale` is relative to the pinch's start, `focus` the point
    /// between the fingers.
    case pinch(phase: CarouselGesturePhase, scale: Double, focus: CarouselPoint)
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
    case scrub(phase: CarouselGesturePhase, fraction: Double)
  }
}

/// Stage of a continuous gesture.
public enum CarouselGesturePhase: String, Hashable, Sendable, CaseIterable {
  /// The gesture started.
  case begin
  /// The gesture changed.
  case change
  /// The gesture ended.
  case end
}

/// Keys the engine understands.
public enum CarouselKey: String, Hashable, Sendable, CaseIterable {
  /// Previous item (next when right-to-left).
  case left
  /// Next item (previous when right-to-left).
  case right
  /// Previous item of a vertical carousel.
  case up
  /// Next item of a vertical carousel.
  case down
  /// First item.
  case home
  /// Last item.
  case end
  /// A screenful back.
  case pageUp
  /// A screenful on.
  case pageDown
  /// Toggles autoplay.
  case space
  /// Zoom in.
  case plus
  /// Zoom out.
  case minus
  /// Reset the zoom.
  case zero
}

extension CarouselInputEvent: CustomStringConvertible {
  /// `0.5 s: pointerDown (195, 270)`.
  public var description: String { "\(numberText(time)) s: \(kind.description)" }
}

extension CarouselInputEvent.Kind: CustomStringConvertible {
  /// The case and its values: `pointerDown (195, 270)`, `key right`, `resize 800 × 600`.
  public var description: String {
    switch self {
    case .pointerDown(let p): "pointerDown \(p.description)"
    case .pointerMove(let p): "pointerMove \(p.description)"
    case .pointerUp(let p): p.map { "pointerUp \($0.description)" } ?? "pointerUp"
    case .pointerCancel: "pointerCancel"
    case .wheel(let dx, let dy, let discrete):
      "wheel \(discrete ? "notch" : "delta") (\(numberText(dx)), \(numberText(dy)))"
    case .key(let key): "key \(key.rawValue)"
    case .resize(let size): "resize \(size.description)"
    case .setCount(let count): "setCount \(count)"
    case .scrollTo(let index, let animated):
      "scrollTo \(index)\(animated ? ", animated" : "")"
    case .pinch(let phase, let scale, let focus):
      "pinch \(phase.rawValue) ×\(numberText(scale)) at \(focus.description)"
    case .doubleTap(let p): "doubleTap \(p.description)"
    case .zoomBy(let factor, let focus):
      "zoomBy ×\(numberText(factor))" + (focus.map { " at \($0.description)" } ?? "")
    case .visibility(let visible): "visibility \(visible ? "visible" : "hidden")"
    case .hover(let inside): "hover \(inside ? "inside" : "outside")"
    case .selectPage(let page): "selectPage \(page)"
    case .scrub(let phase, let fraction): "scrub \(phase.rawValue) \(numberText(fraction))"
    }
  }
}
