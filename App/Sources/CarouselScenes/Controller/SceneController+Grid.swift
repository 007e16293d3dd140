import CarouselCore

extension SceneController {
  /// The grid's screen, or nil in the other scenes.
  private var grid: GridScreen? { screen as? GridScreen }

  /// The photo selected in the overview grid (an index into the folder's photos); nil in
  /// the other scenes and in an empty grid.
  public var gridSelection: Int? {
    guard let grid, grid.photoCount > 0 else { return nil }
    return grid.selection
  }

  /// The photo Enter (``openGridSelection()``) or a click opened in the grid since the last
  /// call: the host shows it (the window switches to the gallery at that photo).
  public func takeOpenedItem() -> Int? { grid?.takeOpened() }

  /// Opens the grid's selected photo (Enter); see ``takeOpenedItem()``.
  public func openGridSelection() { grid?.openSelection() }

  /// Selects photo `index` in the grid at `time` and scrolls (without animation) just
  /// enough to show it: coming back from the gallery, the grid is where it was, with the
  /// photo last shown selected.
  ///
  /// - Returns: Every event the engine emitted, in order.
  @discardableResult
  public func selectGridItem(_ index: Int, at time: Double) -> [CarouselEvent] {
    let events = advance(to: time)
    guard let grid else { return events }
    let moves = grid.select(index, geometry: makeGeometry(), animated: false)
    for move in moves {
      engine.handle(CarouselInputEvent(time: max(time, engine.time), move))
    }
    frames.isDirty = true
    refreshImages()
    return events + takeEngineEvents()
  }

  /// The window's title in the grid: "Grid — IMG_0042 — 43/1200" (the selected photo);
  /// nil in the other scenes.
  var gridTitle: String? {
    guard let grid else { return nil }
    guard grid.photoCount > 0 else { return grid.windowTitle }
    var parts = [grid.windowTitle]
    if let name = grid.label(ofPhoto: grid.selection), !name.isEmpty { parts.append(name) }
    parts.append("\(grid.selection + 1)/\(grid.photoCount)")
    return parts.joined(separator: " — ")
  }

  /// Lines about the thumbnail cache for standard error (a hostile or unwritable cache).
  var gridReports: [String] { grid?.takeReports() ?? [] }
}
