@_spi(CarouselHost) import CarouselCore
import CarouselImages

extension SceneController {
  /// Whether the filmstrip shows along the window's bottom edge (`t`, `--filmstrip`).
  public var isShowingFilmstrip: Bool { filmstrip.strip != nil }

  /// The photo whose thumbnail the filmstrip rings (the current one); nil while it is
  /// hidden or there are no photos.
  public var filmstripSelection: Int? {
    guard let strip = filmstrip.strip, strip.selection >= 0 else { return nil }
    return strip.selection
  }

  /// The filmstrip's band in window points; nil while it is hidden.
  public var filmstripFrame: CarouselRect? { filmstrip.strip?.frame }

  /// The filmstrip's engine (its items are the photos, in the band's coordinates); nil
  /// while it is hidden. For tests and the window's state file.
  @_spi(Testing) public var filmstripEngine: CarouselEngine? { filmstrip.strip?.engine }

  /// The cell of photo `index`'s thumbnail in window points, if it is laid out in the
  /// strip now (the copy nearest the band's middle when the strip loops). For tests that
  /// click thumbnails.
  @_spi(Testing) public func filmstripCell(of index: Int) -> CarouselRect? {
    guard let strip = filmstrip.strip else { return nil }
    var best: CarouselRect?
    strip.engine.forEachLayoutAttribute { attributes in
      guard attributes.index == index, attributes.isVisible else { return }
      let cell = strip.cellFrame(of: attributes)
      if best.map({ abs($0.midX - strip.frame.midX) > abs(cell.midX - strip.frame.midX) }) ?? true {
        best = cell
      }
    }
    return best
  }

  /// Shows or hides the filmstrip at `time` (the `t` key) in the gallery and the slider;
  /// other scenes ignore it. The photos give the strip its band and the current photo
  /// stays current; the strip opens with the current photo's thumbnail ringed, in the
  /// middle of the band.
  ///
  /// - Returns: Every event the engine emitted, in order.
  @discardableResult
  public func toggleFilmstrip(at time: Double) -> [CarouselEvent] {
    var events = advance(to: time)
    guard filmstrip.isAvailable else { return events }
    if filmstrip.strip == nil {
      showFilmstrip()
    } else {
      filmstrip.strip = nil
      filmstrip.wasMoving = false
    }
    events += relayOutForFilmstrip(at: max(time, engine.time))
    return events + takeEngineEvents()
  }

  /// Makes the strip over the screen's photos (nothing when the scene has none).
  func showFilmstrip() {
    guard filmstrip.isAvailable, filmstrip.strip == nil,
      let photos = (screen as? any PhotoScreen)?.photos
    else { return }
    // A strip whose configuration is refused (never expected) is simply not shown.
    guard
      let strip = try? Filmstrip(
        sources: photos.folder.sources, windowSize: viewport, scale: scale, main: engine,
        resources: resources, environment: filmstrip.environment)
    else { return }
    strip.setWakeHandler(filmstrip.wakeHandler)
    // The ring on the current photo from the first frame.
    strip.follow(&model.engine)
    filmstrip.strip = strip
  }

  /// The screen's area after the strip came or went: the window's size less the band.
  private func relayOutForFilmstrip(at time: Double) -> [CarouselEvent] {
    model.window.bottomInset = filmstrip.reservedHeight
    return resize(viewport: viewport, scale: scale, at: time)
  }

  /// Brings the strip to the main carousel at the end of an update: to its time, its
  /// current photo, the window's size and the folder's photos; takes in thumbnails that
  /// arrived. Part of every update (see ``takeEngineEvents()``); never moves the main
  /// carousel, except by a thumbnail's selection already made.
  func syncFilmstrip() {
    guard let strip = filmstrip.strip else { return }
    if let photos = (screen as? any PhotoScreen)?.photos,
      photos.folder.sources.count != strip.sources.count
    {
      // A watched folder changed: the strip starts again on the current photo.
      try? strip.setSources(photos.folder.sources, main: engine)
    }
    if strip.frame != Filmstrip.band(in: viewport, appearance: strip.appearance)
      || strip.scale != scale
    {
      try? strip.resize(windowSize: viewport, scale: scale, main: engine)
    }
    strip.follow(&model.engine)
    let isMoving = strip.isMoving
    if isMoving || filmstrip.wasMoving { frames.isDirty = true }
    filmstrip.wasMoving = isMoving
    if strip.refreshImages() { frames.isDirty = true }
  }

  /// Hands `event` to the strip when it is the strip's (see
  /// ``Filmstrip/route(_:at:pointer:main:)``); returns whether it was.
  func routeToFilmstrip(_ event: CarouselInputEvent, at time: Double) -> Bool {
    guard let strip = filmstrip.strip else { return false }
    let taken = strip.route(event.kind, at: time, pointer: wheelPointer, main: &model.engine)
    if taken {
      frames.isDirty = true
      refreshImages()
    }
    return taken
  }

  /// Whether the strip asks for a frame: thumbnails arrived.
  var filmstripNeedsRedraw: Bool { filmstrip.strip?.images.signal.hasArrivals ?? false }

  /// When the strip next changes on its own (its next animation frame).
  var filmstripWakeTime: Double? { filmstrip.strip?.engine.nextWakeTime }

  /// Blocks until the thumbnails in view and those prefetched are decoded, or `timeout`
  /// seconds passed (headless rendering).
  func waitForFilmstripImages(timeout: Double) {
    guard let strip = filmstrip.strip else { return }
    _ = strip.refreshImages()
    strip.images.waitUntilIdle(timeout: timeout)
    _ = strip.refreshImages()
  }

  /// The thumbnail cache's lines for standard error (a hostile or unwritable cache).
  var filmstripReports: [String] { filmstrip.strip?.thumbnails.reports.take() ?? [] }

  /// The strip as assistive technology sees it: a page tab list with a tab for each
  /// thumbnail laid out (named after its photo, selected on the current one, showing when
  /// in the band) whose action shows that photo.
  var filmstripAccessibleNode: SceneAccessibilityNode? {
    guard let strip = filmstrip.strip else { return nil }
    var seen = Set<Int>()
    var tabs: [SceneAccessibilityNode] = []
    let labels = engine.itemLabels
    strip.engine.forEachLayoutAttribute { attributes in
      guard seen.insert(attributes.index).inserted else { return }
      let cell = strip.cellFrame(of: attributes)
      var states: SceneAccessibilityStates = [.enabled, .selectable, .focusable]
      if attributes.isVisible, cell.intersection(strip.frame) != nil {
        states.formUnion(.onScreen)
      }
      if attributes.index == strip.selection { states.insert(.selected) }
      let name = labels[attributes.index] ?? "\(attributes.index + 1)"
      tabs.append(
        SceneAccessibilityNode(
          id: "thumbnail-\(attributes.index)", role: .pageTab, name: name,
          description: resources.phrases.page(attributes.index + 1, of: strip.engine.count),
          states: states, frame: cell, actions: [.show(item: attributes.index)]))
    }
    tabs.sort { $0.frame.minX < $1.frame.minX }
    return SceneAccessibilityNode(
      id: "filmstrip", role: .pageTabList, name: resources.phrases.text(.filmstrip),
      states: [.enabled, .horizontal, .showing, .visible], frame: strip.frame, children: tabs)
  }
}
