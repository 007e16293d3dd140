import CarouselCore

/// Recognises taps: a pointer that goes down and up again without travelling beyond the
/// touch slop. How long it was held does not matter: a press that stays on its control and
/// is released there activates it, as in every toolkit; a drag away cancels it.
struct TapRecognizer {
  /// Farthest the pointer may travel (points, from where it went down).
  var slop: Double

  /// Where the current candidate went down.
  private var candidate: CarouselPoint?

  init(slop: Double) {
    self.slop = slop
  }

  /// A pointer went down. `eligible` is false when the press cannot be a tap (it caught a
  /// moving carousel). Where a tap lands decides what it does, not whether it is one.
  mutating func pointerDown(at point: CarouselPoint, eligible: Bool) {
    candidate = eligible ? point : nil
  }

  /// The pointer moved: beyond the slop it is a drag, not a tap.
  mutating func pointerMove(to point: CarouselPoint) {
    guard let start = candidate else { return }
    if distance(start, point) > slop { candidate = nil }
  }

  /// The pointer lifted; returns where the tap landed if this was a tap.
  mutating func pointerUp(at point: CarouselPoint?) -> CarouselPoint? {
    defer { candidate = nil }
    guard let start = candidate, distance(start, point ?? start) <= slop else { return nil }
    return start
  }

  /// Whether a press that may still become a tap is down (its target shows pressed).
  var isPressing: Bool { candidate != nil }

  /// The system took the pointer away.
  mutating func cancel() {
    candidate = nil
  }

  private func distance(_ a: CarouselPoint, _ b: CarouselPoint) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}
