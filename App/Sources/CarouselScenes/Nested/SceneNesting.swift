import CarouselCore

/// `cards --nested`: the cards' row inside a vertical list that scrolls continuously. The
/// list is an engine of its own (``outer``) whose rows are the header with the cards (row 0)
/// and ``fillerRows`` rows of other content below; a ``CarouselNestedScroll`` routes drags
/// and wheel input that begin over the cards between them and the list by axis.
struct SceneNesting {
  /// The list: vertical, continuous scrolling, one item per row of ``rowHeight`` points.
  var outer: CarouselEngine
  /// Routes input over the cards' row between the cards (inner) and the list (outer).
  var scroll = CarouselNestedScroll()
  /// Whether the pointer gesture under way began over the cards' row (routed through
  /// ``scroll``) rather than elsewhere in the list (which the list takes alone).
  var pressIsOnRow = false
  /// Each row's height: the header and the cards' row, in points.
  let rowHeight: Double

  /// The rows below the cards' row.
  static let fillerRows = 4

  /// A list in a screen of `screenSize` whose first row ends at `rowHeight` (the cards'
  /// bottom edge), at `time`, scrolled to row `startRow`.
  init(screenSize: CarouselSize, rowHeight: Double, time: Double, startRow: Int = 0)
    throws(CarouselConfigurationError)
  {
    var configuration = CarouselConfiguration()
    configuration.axis = .vertical
    configuration.scrolling = .continuous
    configuration.loop = false
    configuration.alignment = .leading
    configuration.spacing = 0
    configuration.itemSize = .points(rowHeight)
    configuration.zoom.isEnabled = false
    configuration.startIndex = startRow
    outer = try CarouselEngine(
      viewport: screenSize, count: 1 + Self.fillerRows, configuration: configuration,
      time: time)
    self.rowHeight = rowHeight
  }

  /// How far the list has scrolled, in points (0 at its top).
  var offset: Double { outer.virtualPosition * rowHeight }
}
