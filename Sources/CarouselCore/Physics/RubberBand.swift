/// Resistance past an edge: `b(x) = (1 − 1/(x·c/L + 1))·L`, symmetric in the sign of x.
///
/// `c` is the slope at 0 (0.55 as in UIKit) and `L` the viewport length on the scroll axis;
/// b never exceeds L however far the finger goes.
struct RubberBand: Hashable, Sendable {
  /// `c`: the slope at the edge (UIKit: 0.55).
  var coefficient: Double
  /// `L`: the most the displayed overshoot approaches (the viewport length on the axis).
  var dimension: Double

  /// A rubber band with slope `coefficient` at the edge and limit `dimension` (at least 1).
  init(coefficient: Double = 0.55, dimension: Double) {
    self.coefficient = coefficient
    self.dimension = max(dimension, 1)
  }

  /// Displayed overshoot for a finger overshoot of `x`.
  func offset(for x: Double) -> Double {
    let magnitude = (1 - 1 / (abs(x) * coefficient / dimension + 1)) * dimension
    return x < 0 ? -magnitude : magnitude
  }

  /// The finger overshoot that displays as `y` (the inverse of ``offset(for:)``), so that
  /// a carousel caught mid-bounce keeps its place under the finger.
  func fingerOffset(for y: Double) -> Double {
    let fraction = min(abs(y) / dimension, 0.999_999)
    let magnitude = abs(y) / (coefficient * (1 - fraction))
    return y < 0 ? -magnitude : magnitude
  }

  /// `db/dx = c/(1 + c·x/L)²`: converts finger velocity to content velocity at release.
  func slope(at x: Double) -> Double {
    let d = 1 + coefficient * abs(x) / dimension
    return coefficient / (d * d)
  }
}
