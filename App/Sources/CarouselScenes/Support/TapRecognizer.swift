import CarouselCore

/// Recognises taps: a pointer that goes down and up again without travelling beyond the
/// touch slop, within a time limit.
struct TapRecognizer {
  /// Farthest the pointer may travel (points, from where it went down).
  var slop: Double
  /// Longest a tap may last (seconds).
  var maximumDuration: Double

  /// Where and when the current candidate went down.
  private var candidate: (point: CarouselPoint, time: Double)?

  init(slop: Double, maximumDuration: Double) {
    self.slop = slop
    self.maximumDuration = maximumDuration
  }

  /// A pointer went down. `eligible` is false when the press cannot be a tap (it caught a
  /// moving carousel). Where a tap lands decides what it does, not whether it is one.
  mutating func pointerDown(at point: CarouselPoint, time: Double, eligible: Bool) {
    candidate = eligible ? (point, time) : nil
  }

  /// The pointer moved: beyond the slop it is a drag, not a tap.
  mutating func pointerMove(to point: CarouselPoint) {
    guard let start = candidate?.point else { return }
    if distance(start, point) > slop { candidate = nil }
  }

  /// The pointer lifted; returns where the tap landed if this was a tap.
  mutating func pointerUp(at point: CarouselPoint?, time: Double) -> CarouselPoint? {
    defer { candidate = nil }
    guard let start = candidate else { return nil }
    let end = point ?? start.point
    guard distance(start.point, end) <= slop, time - start.time <= maximumDuration else {
      return nil
    }
    return start.point
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
