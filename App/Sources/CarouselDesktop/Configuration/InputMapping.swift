/// Tunables of the SDL → engine event mapping.
struct InputMapping: Hashable, Sendable {
  /// Points scrolled per unit of a precise (trackpad) wheel delta. SDL reports precise
  /// deltas as a tenth of the platform's points on Wayland (axis value / 10) and macOS
  /// (`scrollingDeltaY` × 0.1), so points = preciseY × 10.
  var pointsPerPreciseWheelUnit: Double = 10
  /// Zoom factor per wheel unit with Ctrl held: factor = base^units, so one notch up
  /// zooms in by 10 % and one notch down undoes it exactly.
  var zoomFactorPerWheelUnit: Double = 1.1
  var wheelDirection: WheelDirection = .system

  /// The default mapping.
  static let standard = InputMapping()
}
