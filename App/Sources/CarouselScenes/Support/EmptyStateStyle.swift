import CarouselRender

/// How an empty state looks: a headline over a smaller explanation, centred.
struct EmptyStateStyle {
  /// The headline's style.
  var title: TextStyle
  /// The explanation's style.
  var detail: TextStyle
  /// Gap between them, in points.
  var spacing: Double

  /// Light text for dark screens (the slider, the trips backdrop).
  static let onDark = EmptyStateStyle(
    title: TextStyle(size: 22, weight: .bold, color: .white, alignment: .center, maxLines: 2),
    detail: TextStyle(
      size: 15, color: RenderColor(white: 1, alpha: 0.7), alignment: .center, maxLines: 4),
    spacing: 8)
  /// Dark text for light screens (the gallery).
  static let onLight = EmptyStateStyle(
    title: TextStyle(
      size: 22, weight: .bold, color: RenderColor(hex: 0x1C1C1E), alignment: .center,
      maxLines: 2),
    detail: TextStyle(
      size: 15, color: RenderColor(hex: 0x3C3C43, alpha: 0.6), alignment: .center, maxLines: 4),
    spacing: 8)
}
