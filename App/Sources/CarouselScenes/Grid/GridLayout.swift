@_spi(CarouselHost) import CarouselCore

/// Where the cells of the overview grid go: as many columns of fixed-size square cells as
/// the width holds, centred, filled row by row. The engine scrolls the rows (its items);
/// this maps between rows, cells and points.
///
/// Cells keep their size when the window is resized (only the column count changes), so a
/// row's height, the engine's item length, never changes.
///
/// Everything here is O(1): the rows of 100,000 photos are never listed, only the visible
/// ones computed from the engine's visible range (``items(inRows:)``).
struct GridLayout: Equatable {
  /// Sizes in points.
  struct Metrics: Equatable {
    /// The side of the square a thumbnail is fitted into: 128 points, the `normal`
    /// thumbnail's size, so one thumbnail pixel is one screen pixel at scale 1 (the `large`
    /// ones at scale 2).
    var thumbnailSide: Double
    /// Space around the thumbnail inside its cell (where the selection ring is drawn).
    var cellPadding: Double
    /// Gap between neighbouring cells, across and down.
    var spacing: Double
    /// Least space between the outer cells and the window's sides, and above the first row
    /// and below the last.
    var margin: Double

    /// 128-point thumbnails in 140-point cells, 4 points apart, 12 from the edges.
    static let standard = Metrics(thumbnailSide: 128, cellPadding: 6, spacing: 4, margin: 12)

    /// The side of a cell.
    var cellSide: Double { thumbnailSide + 2 * cellPadding }
  }

  /// The sizes it was made with.
  let metrics: Metrics
  /// Number of cells.
  let count: Int
  /// Cells per row (at least 1).
  let columns: Int
  /// The x of the first column's cell, in carousel points (the grid is centred).
  let leadingX: Double

  /// The layout of `count` cells across `width` points: columns =
  /// ⌊(width − 2·margin + spacing) / (cell + spacing)⌋, at least 1.
  init(width: Double, count: Int, metrics: Metrics = .standard) {
    precondition(count >= 0, "a grid of \(count) cells")
    self.metrics = metrics
    self.count = count
    let usable = width.isFinite ? width - 2 * metrics.margin + metrics.spacing : 0
    let step = metrics.cellSide + metrics.spacing
    columns = max(1, Int(clamping: usable / step, rounding: .down, to: 1...100_000))
    let gridWidth = Double(columns) * step - metrics.spacing
    leadingX = max(metrics.margin, (width - gridWidth) / 2)
  }

  /// Rows the cells fill: ⌈count / columns⌉.
  var rowCount: Int { (count + columns - 1) / columns }

  /// The row of cell `item`.
  func row(of item: Int) -> Int { item / columns }

  /// The column of cell `item`.
  func column(of item: Int) -> Int { item % columns }

  /// The cells of the rows `rows` (clamped to the cells there are).
  ///
  /// - Complexity: O(1).
  func items(inRows rows: Range<Int>) -> Range<Int> {
    let lower = min(max(0, rows.lowerBound) * columns, count)
    let upper = min(max(0, rows.upperBound) * columns, count)
    return lower..<max(lower, upper)
  }

  /// Cell `item`'s rectangle, given its row's rectangle (the engine's item frame).
  func cellFrame(of item: Int, rowFrame: CarouselRect) -> CarouselRect {
    CarouselRect(
      x: rowFrame.minX + leadingX + Double(column(of: item)) * (metrics.cellSide + metrics.spacing),
      y: rowFrame.minY, width: metrics.cellSide, height: metrics.cellSide)
  }

  /// The square the thumbnail of a cell at `cell` is fitted into.
  func thumbnailFrame(inCell cell: CarouselRect) -> CarouselRect {
    cell.insetBy(dx: metrics.cellPadding, dy: metrics.cellPadding)
  }

  /// The cell at `x` (carousel points) of row `row`, or nil between cells or past the last.
  func item(atX x: Double, row: Int) -> Int? {
    let offset = x - leadingX
    guard offset >= 0 else { return nil }
    let step = metrics.cellSide + metrics.spacing
    let column = Int(clamping: offset / step, rounding: .down, to: 0...Int(Int32.max))
    guard column < columns, offset - Double(column) * step <= metrics.cellSide else { return nil }
    let item = row * columns + column
    return item < count ? item : nil
  }

  /// Whole rows that fit in a viewport `height` points tall (at least 1): what PageUp and
  /// PageDown move by.
  func fullRows(inHeight height: Double) -> Int {
    let step = metrics.cellSide + metrics.spacing
    let rows = (height - 2 * metrics.margin + metrics.spacing) / step
    return Int(clamping: rows, rounding: .down, to: 1...100_000)
  }
}
