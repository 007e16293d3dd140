import CarouselRender

/// How the filmstrip looks: a dark band along the window's bottom edge (as the grid's page
/// is) holding a row of square thumbnails, the current photo's ringed in blue.
struct FilmstripAppearance {
  /// The side of the square a thumbnail is fitted into, in points: 56 (the `normal`
  /// 128-pixel thumbnail covers it up to scale 2).
  var thumbnailSide: Double
  /// Space around the thumbnail inside its cell (where the ring is drawn).
  var cellPadding: Double
  /// Gap between neighbouring cells.
  var spacing: Double
  /// Space above and below the cells, and beside them when they all fit.
  var bandPadding: Double
  /// The band behind the cells.
  var backgroundColor: RenderColor
  /// A cell whose thumbnail is still loading.
  var placeholderColor: RenderColor
  /// The ring around the current photo's thumbnail.
  var selectionColor: RenderColor
  /// Corner radius of the ring.
  var selectionRadius: Double

  /// 56-point thumbnails in 64-point cells, 4 points apart, in an 80-point band; the grid's
  /// colours.
  static let standard = FilmstripAppearance(
    thumbnailSide: 56, cellPadding: 4, spacing: 4, bandPadding: 8,
    backgroundColor: RenderColor(hex: 0x1C1C1E), placeholderColor: RenderColor(hex: 0x2C2C2E),
    selectionColor: RenderColor(hex: 0x0A84FF), selectionRadius: 5)

  /// The side of a cell.
  var cellSide: Double { thumbnailSide + 2 * cellPadding }
  /// The band's height: a cell and the padding above and below it.
  var bandHeight: Double { cellSide + 2 * bandPadding }
  /// From one cell to the next.
  var step: Double { cellSide + spacing }

  /// Whether `count` cells fit side by side in `width` points with the band's padding at
  /// both ends (the strip then neither scrolls nor loops).
  func fits(_ count: Int, in width: Double) -> Bool {
    Double(count) * step - spacing + 2 * bandPadding <= width
  }
}
