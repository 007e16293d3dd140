@_spi(CarouselHost) import CarouselCore
import CarouselImages
import CarouselRender
import CarouselThumbnails

/// The overview grid: every photo of the folder as a thumbnail in rows of square cells,
/// scrolled vertically by the engine (its items are the rows: drags, flicks with momentum,
/// the wheel), with a selected photo that the arrow keys, PageUp/PageDown and Home/End
/// move (the rows scroll to keep it in view). Enter or a click opens the selected photo
/// (the host switches to the gallery, see ``SceneController/takeOpenedItem()``).
///
/// Thumbnails come through the freedesktop.org cache (``ThumbnailDecoder``) and are
/// decoded off the frame thread by the scene's ``ImageLoader``, only for the visible rows
/// and two rows either side: a folder of 100,000 photos costs what one screenful costs.
final class GridScreen: UnplannedSceneScreen {
  private let resources: SceneResources
  private let appearance: GridScreenAppearance
  private var folder: SceneImageFolder
  private let thumbnails: ThumbnailDecoder
  private let imagesOfCells: SceneImages
  private let thumbnailTiles: ThumbnailTiles
  /// The cells' places for the current width.
  private(set) var layout: GridLayout
  /// The rows the engine was last told about (see ``takeItemChanges(current:)``).
  private var engineRows: Int
  /// The selected photo (an index into the folder's photos).
  private(set) var selection: Int
  /// The photo Enter or a click opened, until the host takes it.
  private var opened: Int?

  /// Rows decoded ahead above and below the visible ones.
  static let prefetchRows = 2

  /// Finds the photos (`options.imageDirectory`, else the bundled gallery artwork);
  /// `options.startIndex` is selected first. Thumbnails are kept in the cache the
  /// environment names (``ThumbnailCache/init(environment:)``).
  ///
  /// - Throws: ``SceneError`` when the named folder does not exist.
  init(
    options: SceneOptions, resources: SceneResources, environment: [String: String],
    appearance: GridScreenAppearance = .standard
  ) throws(SceneError) {
    self.resources = resources
    self.appearance = appearance
    // The grid shows the folder as it was opened (the columns use the item changes).
    var unwatched = options
    unwatched.watch = false
    folder = try SceneImageFolder(
      options: unwatched, artwork: .gallery, phrases: resources.phrases)
    thumbnails = ThumbnailDecoder(
      decoder: resources.decoder, cache: ThumbnailCache(environment: environment))
    imagesOfCells = SceneImages(
      sources: folder.sources, budget: resources.budget, decoder: thumbnails,
      remoteImages: resources.remoteImages)
    thumbnailTiles = ThumbnailTiles(
      tiles: PhotoTiles(resources: resources), placeholderColor: appearance.placeholderColor)
    let count = folder.sources.count
    layout = GridLayout(
      width: SceneController.defaultViewport(for: .grid).width, count: count,
      metrics: appearance.metrics)
    engineRows = layout.rowCount
    selection = min(max(0, options.startIndex), max(0, count - 1))
    folder.setWakeHandler { [signal = imagesOfCells.signal] in signal.fire() }
  }

  var windowTitle: String { resources.phrases.text(.gridTitle) }
  var itemCount: Int { layout.rowCount }
  var images: SceneImages? { imagesOfCells }
  /// Rows have no names of their own; the title names the selected photo.
  var itemLabels: [Int: String] { [:] }
  var notices: [String] { folder.skippedSummary.map { [$0] } ?? [] }

  /// Number of photos.
  var photoCount: Int { folder.sources.count }

  /// The name of photo `index` ("IMG_0042"), if it has one.
  func label(ofPhoto index: Int) -> String? {
    folder.sources.indices.contains(index) ? folder.label(ofItem: index) : nil
  }

  /// The window above the status line. Also where the grid learns the width: the column
  /// count follows it (the engine learns the new row count from
  /// ``takeItemChanges(current:)``).
  func carouselFrame(windowSize: CarouselSize) -> CarouselRect {
    if GridLayout(width: windowSize.width, count: photoCount, metrics: appearance.metrics)
      != layout
    {
      layout = GridLayout(width: windowSize.width, count: photoCount, metrics: appearance.metrics)
    }
    return CarouselRect(
      x: 0, y: 0, width: windowSize.width,
      height: max(1, windowSize.height - appearance.statusBarHeight))
  }

  /// Rows of cell height, top-aligned, free momentum, no loop, no zoom.
  func configuration(carouselSize: CarouselSize) -> CarouselConfiguration {
    // The engine made from this configuration has the rows there are now.
    engineRows = layout.rowCount
    var configuration = CarouselConfiguration()
    configuration.axis = .vertical
    configuration.itemSize = .points(layout.metrics.cellSide)
    configuration.spacing = layout.metrics.spacing
    configuration.contentInset = layout.metrics.margin
    configuration.alignment = .leading
    configuration.scrolling = .continuous
    configuration.loop = false
    configuration.zoom.maximumScale = 1
    configuration.zoom.doubleTapScale = 1
    configuration.startIndex = layout.row(of: selection)
    return configuration
  }

  /// A `normal` (128) or `large` (256) thumbnail, whichever covers the thumbnail square's
  /// pixels.
  func imageDecodeSize(carouselSize: CarouselSize, scale: Double) -> PixelSize? {
    ThumbnailTiles.decodeSize(side: layout.metrics.thumbnailSide, scale: scale)
  }

  /// The visible rows' cells, the middle one first, and two rows either side ahead.
  func imageWindow(_ geometry: SceneGeometry) -> SceneImageWindow? {
    let cells = layout.items(inRows: geometry.visibleVirtualRange)
    guard !cells.isEmpty else { return nil }
    let middle = cells.lowerBound + cells.count / 2
    return SceneImageWindow(
      current: cells.contains(selection) ? selection : middle, visible: cells,
      prefetchRadius: (cells.count + 1) / 2 + Self.prefetchRows * layout.columns)
  }

  func drawBackground(_ frame: SceneFrame) {
    frame.context.fill(
      CarouselRect(size: frame.geometry.windowSize), color: appearance.backgroundColor)
  }

  /// Draws the cells of row `attributes.index`: the selection ring, then the thumbnail
  /// fitted in its square (or a placeholder, or the error tile), clipped to the grid's area.
  func drawItem(
    _ attributes: CarouselItemAttributes, showing index: Int, alpha: Double, in frame: SceneFrame
  ) {
    let clip = frame.geometry.carouselFrame
    let rowFrame = frame.geometry.windowFrame(of: attributes)
    guard rowFrame.maxY > clip.minY, rowFrame.minY < clip.maxY,
      let size = imageDecodeSize(carouselSize: clip.size, scale: frame.scale)
    else { return }
    let context = frame.context
    context.withSavedState {
      context.clip(to: clip)
      for item in layout.items(inRows: index..<(index + 1)) {
        let cell = layout.cellFrame(of: item, rowFrame: rowFrame)
        if item == selection {
          context.fillRoundedRect(
            cell, radius: appearance.selectionRadius, color: appearance.selectionColor)
        }
        thumbnailTiles.draw(
          item, of: folder.sources, images: imagesOfCells,
          in: layout.thumbnailFrame(inCell: cell), size: size, kind: "grid", frame: frame)
      }
    }
  }

  /// The status line: the selected photo's name and "n / N"; the empty state when the
  /// folder has no photos.
  func drawOverlay(_ frame: SceneFrame) {
    let window = frame.geometry.windowSize
    if photoCount == 0 {
      resources.drawEmptyState(
        title: folder.emptyTitle, detail: folder.emptyDetail, style: appearance.emptyState,
        in: frame.geometry.carouselFrame, frame: frame)
      return
    }
    let bar = CarouselRect(
      x: 0, y: window.height - appearance.statusBarHeight, width: window.width,
      height: appearance.statusBarHeight)
    frame.context.fill(bar, color: appearance.statusBarColor)
    let name = label(ofPhoto: selection).map { "\($0) — " } ?? ""
    let text = "\(name)\(selection + 1) / \(photoCount)"
    let style = appearance.statusText.withMaxWidth(
      max(1, window.width - 2 * appearance.statusInset))
    resources.drawText(
      text, style: style,
      at: CarouselPoint(
        x: appearance.statusInset, y: bar.midY - appearance.statusText.size * 0.65),
      in: frame)
  }

  /// A click on a cell opens its photo.
  func tapAction(at point: CarouselPoint, geometry: SceneGeometry) -> SceneTapAction? {
    guard geometry.carouselFrame.contains(point) else { return nil }
    var hit: Int?
    geometry.engine.forEachLayoutAttribute { attributes in
      guard hit == nil, attributes.isVisible else { return }
      let row = geometry.windowFrame(of: attributes)
      guard point.y >= row.minY, point.y < row.maxY else { return }
      hit = layout.item(atX: point.x - geometry.carouselFrame.minX, row: attributes.index)
    }
    return hit.map { .openItem($0) }
  }

  /// Opening a cell selects it and asks the host to show it.
  func perform(_ action: SceneTapAction) -> Bool {
    guard case .openItem(let item) = action, (0..<photoCount).contains(item) else { return false }
    selection = item
    opened = item
    return true
  }

  /// Takes the photo opened since the last call.
  func takeOpened() -> Int? {
    defer { opened = nil }
    return opened
  }

  /// The thumbnail cache's lines for standard error since the last call.
  func takeReports() -> [String] { thumbnails.reports.take() }

  /// Asks for the selected photo to be opened (Enter).
  func openSelection() {
    if photoCount > 0 { opened = selection }
  }

  /// The row count after a resize changed the columns, and the selected photo's row (kept
  /// in view).
  func takeItemChanges(current: Int) -> SceneItemChange? {
    guard layout.rowCount != engineRows else { return nil }
    engineRows = layout.rowCount
    return SceneItemChange(count: engineRows, current: layout.row(of: selection))
  }

  // MARK: - Keys

  /// Arrow keys move the selection by a cell or a row, PageUp/PageDown by a screenful of
  /// rows, Home/End to the first/last photo; the rows then scroll just enough to show it.
  /// Other keys (space, zoom) do nothing here.
  func keyEvents(_ key: CarouselKey, geometry: SceneGeometry) -> [CarouselInputEvent.Kind]? {
    guard photoCount > 0 else { return [] }
    let columns = layout.columns
    let page = layout.fullRows(inHeight: geometry.carouselFrame.height) * columns
    let last = photoCount - 1
    let target: Int
    switch key {
    case .left: target = max(0, selection - 1)
    case .right: target = min(last, selection + 1)
    case .up: target = selection >= columns ? selection - columns : selection
    case .down:
      // Into the last row's nearest cell when the one straight below does not exist.
      target =
        layout.row(of: selection) < layout.row(of: last)
        ? min(last, selection + columns) : selection
    case .pageUp: target = max(selection % columns, selection - page)
    case .pageDown: target = selection + page <= last ? selection + page : last
    case .home: target = 0
    case .end: target = last
    case .space, .plus, .minus, .zero: return []
    }
    return select(target, geometry: geometry, animated: true)
  }

  /// Selects photo `item` and returns what brings its row into view (nothing when it is
  /// in view already).
  func select(_ item: Int, geometry: SceneGeometry, animated: Bool) -> [CarouselInputEvent.Kind] {
    guard (0..<photoCount).contains(item) else { return [] }
    selection = item
    let row = layout.row(of: item)
    var rowFrame: CarouselRect?
    geometry.engine.forEachLayoutAttribute { attributes in
      if attributes.index == row { rowFrame = geometry.windowFrame(of: attributes) }
    }
    let clip = geometry.carouselFrame
    if let rowFrame, rowFrame.minY >= clip.minY, rowFrame.maxY <= clip.maxY { return [] }
    let fullRows = layout.fullRows(inHeight: clip.height)
    let isAbove = rowFrame.map { $0.minY < clip.minY } ?? (row < geometry.engine.currentIndex)
    // Above: the row at the top. Below: the row at the bottom (the top row is
    // fullRows − 1 rows up).
    let top = isAbove ? row : max(0, row - fullRows + 1)
    return [.scrollTo(index: top, animated: animated)]
  }
}

/// The images a screen wants decoded when they are not simply the engine's items (the
/// grid's engine items are rows of cells): the item decoded first, those on screen, and
/// how many either side of the first to decode ahead.
struct SceneImageWindow: Equatable {
  var current: Int
  var visible: Range<Int>
  var prefetchRadius: Int
}
