import CarouselRender

/// How the overview grid looks: a dark page (as the photo viewers' grids are), a blue ring
/// around the selected cell, grey placeholders while thumbnails load, and a status line
/// with the selected photo's name and place.
struct GridScreenAppearance {
  /// The page behind the cells.
  var backgroundColor: RenderColor
  /// A cell whose thumbnail is still loading.
  var placeholderColor: RenderColor
  /// The selected cell's ring.
  var selectionColor: RenderColor
  /// Corner radius of the selection ring.
  var selectionRadius: Double
  /// The status line along the bottom.
  var statusBarColor: RenderColor
  /// Height of the status line in points.
  var statusBarHeight: Double
  /// The status line's text.
  var statusText: TextStyle
  /// Left and right space of the status text.
  var statusInset: Double
  /// The empty state's look.
  var emptyState: EmptyStateStyle
  /// Cell sizes.
  var metrics: GridLayout.Metrics

  /// Near-black page, system blue selection, a 28-point status line.
  static let standard = GridScreenAppearance(
    backgroundColor: RenderColor(hex: 0x1C1C1E), placeholderColor: RenderColor(hex: 0x2C2C2E),
    selectionColor: RenderColor(hex: 0x0A84FF), selectionRadius: 6,
    statusBarColor: RenderColor(hex: 0x2C2C2E), statusBarHeight: 28,
    statusText: TextStyle(size: 13, color: RenderColor(white: 1, alpha: 0.85)),
    statusInset: 12, emptyState: .onDark, metrics: .standard)
}
