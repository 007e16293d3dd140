/// The engine's tolerances and bounds, each with the reason for its value.
extension CarouselEngine {
  /// Slack added to a ratio of lengths before it is rounded down to a whole number of items:
  /// three 100 pt items in 300 pt divide to 2.999…96 in floating point and must count as 3,
  /// while a billionth of an item is far below any real shortfall.
  static let wholeItemSlack = 1e-9

  /// Slack, in snap steps, for a position that lies on a snap point: a release exactly on one
  /// (up to rounding) goes on to the next, not back to where it is.
  static let snapPointSlack = 1e-6

  /// An offset left by free motion smaller than this (a billionth of a point) is rounding
  /// noise of the decay formula: the carousel rests exactly on the item (offset 0).
  static let restingOffsetSlack = 1e-9

  /// The time between the two samples a wheel step gives the velocity tracker, which needs
  /// two distinct times: a nanosecond, shorter than any frame, so the step is one instant.
  static let wheelSampleSpacing = 1e-9

  /// How far the decay constant may be bent (as a factor of the configured one, 1/4 … 4) to
  /// land a free flick exactly on an item boundary: beyond it the motion would visibly stop
  /// too abruptly or drift too long, and the snap spring takes over instead.
  static let decayAdjustmentRange = 0.25...4.0

  /// A zoom scale within this of the resting scale is not zoomed (floating-point noise of
  /// the zoom spring and of pinch arithmetic; a real zoom differs by far more).
  static let zoomScaleSlack = 1e-9

  /// The zoom spring is settled when its blend (0 … 1) is within this of the end: a
  /// hundredth of a point on a 1000 pt move, below what a pixel shows.
  static let zoomSettlePositionTolerance = 1e-5

  /// The zoom spring is settled when its blend moves slower than this per second: a point
  /// a second on a 1000 pt move, invisible.
  static let zoomSettleVelocityTolerance = 1e-3
}
