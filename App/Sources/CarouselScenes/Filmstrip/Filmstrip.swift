@_spi(CarouselHost) import CarouselCore
import CarouselImages
import CarouselRender
import CarouselThumbnails

/// The filmstrip of the gallery and the slider (`t`): a band of thumbnails along the
/// window's bottom edge, a second ``CarouselEngine`` whose items are the same photos, kept
/// with the main carousel by a ``CarouselLink`` in ``CarouselLink/Mode/thumbnails``:
///
/// - the current photo's thumbnail is ringed and, when the main carousel pages (keys, a
///   drag, autoplay), slides into view if it is not wholly shown;
/// - dragging, flicking or wheeling the strip scrolls it with the engine's free momentum and
///   moves nothing else; a tap on a thumbnail moves the main carousel to that photo.
///
/// When the main carousel loops and the thumbnails overfill the band, the strip loops too:
/// paging from the last photo to the first moves its ring one cell on, across the seam,
/// as the main carousel does. Thumbnails that all fit sit centred in a strip that neither
/// scrolls nor loops; the ring then jumps from the last to the first.
///
/// Thumbnails come through the overview grid's pipeline (``ThumbnailDecoder``: the
/// freedesktop.org cache, EXIF thumbnails, DCT-scaled decodes) into images of their own,
/// bounded by the band's width (``SceneBudget/filmstrip(width:scale:appearance:)``): only
/// the thumbnails in view and a band's width either side are decoded.
///
/// Threading: MUST be used from the scene's thread.
final class Filmstrip {
  let appearance: FilmstripAppearance
  /// The thumbnails' carousel, in the band's coordinates.
  private(set) var engine: CarouselEngine
  /// Keeps the strip with the main carousel.
  private(set) var link = CarouselLink(.thumbnails)
  /// The photos, as the main carousel's items.
  private(set) var sources: [ImageSource]
  /// The thumbnails (replaced when the band grows past what their budget was sized for).
  private(set) var images: SceneImages
  /// The band's width ``images``' budget was sized for.
  private var budgetWidth: Double
  /// Reads and fills the thumbnail cache.
  let thumbnails: ThumbnailDecoder
  private let resources: SceneResources
  private let tiles: ThumbnailTiles
  /// The band in window points.
  private(set) var frame: CarouselRect
  /// Pixels per point.
  private(set) var scale: Double
  /// Whether the press in progress started on the band (and so is the strip's).
  private var pressIsOnStrip = false
  private var tapRecognizer: TapRecognizer
  /// What a decoded thumbnail's arrival calls (the host's wake handler).
  private var wakeHandler: @Sendable () -> Void = {}

  /// A strip of `sources` along the bottom of a window of `windowSize` points at `scale`,
  /// its ring on `main`'s current photo.
  ///
  /// - Throws: ``SceneError`` when the strip's configuration is refused (never expected).
  init(
    sources: [ImageSource], windowSize: CarouselSize, scale: Double, main: CarouselEngine,
    resources: SceneResources, environment: [String: String],
    appearance: FilmstripAppearance = .standard
  ) throws(SceneError) {
    self.appearance = appearance
    self.sources = sources
    self.resources = resources
    self.scale = scale
    frame = Self.band(in: windowSize, appearance: appearance)
    thumbnails = ThumbnailDecoder(
      decoder: resources.decoder, cache: ThumbnailCache(environment: environment))
    budgetWidth = frame.width
    images = Self.makeImages(
      sources, width: frame.width, scale: scale, appearance: appearance,
      thumbnails: thumbnails, resources: resources)
    tiles = ThumbnailTiles(
      tiles: PhotoTiles(resources: resources), placeholderColor: appearance.placeholderColor)
    tapRecognizer = TapRecognizer(slop: CarouselMotionConfiguration.standard.touchSlop)
    engine = try Self.makeEngine(
      count: sources.count, size: frame.size, main: main, appearance: appearance)
  }

  /// The band along the bottom of a window of `windowSize` points.
  static func band(in windowSize: CarouselSize, appearance: FilmstripAppearance) -> CarouselRect {
    let height = min(appearance.bandHeight, windowSize.height)
    return CarouselRect(
      x: 0, y: windowSize.height - height, width: windowSize.width, height: height)
  }

  private static func makeImages(
    _ sources: [ImageSource], width: Double, scale: Double, appearance: FilmstripAppearance,
    thumbnails: ThumbnailDecoder, resources: SceneResources
  ) -> SceneImages {
    SceneImages(
      sources: sources,
      budget: .filmstrip(width: width, scale: scale, appearance: appearance),
      decoder: thumbnails, remoteImages: resources.remoteImages)
  }

  /// The strip's engine for `count` photos in a band of `size`, resting on `main`'s current
  /// photo (see ``configuration(count:width:main:appearance:)``).
  private static func makeEngine(
    count: Int, size: CarouselSize, main: CarouselEngine, appearance: FilmstripAppearance
  ) throws(SceneError) -> CarouselEngine {
    do {
      return try CarouselEngine(
        viewport: size, count: count,
        configuration: configuration(
          count: count, width: size.width, main: main, appearance: appearance),
        time: main.time)
    } catch {
      throw SceneError(.configuration(error))
    }
  }

  /// Cells of ``FilmstripAppearance/cellSide``, free momentum, no zoom, the main carousel's
  /// reading direction. Cells that all fit are centred (a content inset of half the space
  /// left) and neither scroll nor loop; otherwise the strip loops when `main` does, and the
  /// current photo's cell rests in the middle when it is brought into view.
  static func configuration(
    count: Int, width: Double, main: CarouselEngine, appearance: FilmstripAppearance
  ) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.layoutDirection = main.configuration.layoutDirection
    configuration.itemSize = .points(appearance.cellSide)
    configuration.spacing = appearance.spacing
    configuration.scrolling = .continuous
    configuration.zoom.isEnabled = false
    if appearance.fits(count, in: width) {
      configuration.loop = false
      configuration.alignment = .leading
      configuration.contentInset = max(
        0, (width - Double(count) * appearance.step + appearance.spacing) / 2)
    } else {
      configuration.loop = main.configuration.loop
      configuration.alignment = .center
      configuration.contentInset = appearance.bandPadding
      configuration.startIndex = min(max(0, main.currentIndex), max(0, count - 1))
    }
    return configuration
  }

  /// Sets what a thumbnail's arrival calls.
  func setWakeHandler(_ handler: @escaping @Sendable () -> Void) {
    wakeHandler = handler
    images.signal.setHandler(handler)
  }

  /// The photo whose thumbnail is ringed: the main carousel's current one (−1 before the
  /// first ``follow(_:)`` and while there are none).
  var selection: Int { link.selectedIndex }

  /// Whether the strip moves or is held (a drag, momentum, a slide into view).
  var isMoving: Bool { engine.isAnimating || engine.phase != .idle }

  // MARK: - Keeping up with the main carousel

  /// Brings the strip to `main`'s time and its ring to `main`'s current photo (sliding it
  /// into view); never moves `main`.
  func follow(_ main: inout CarouselEngine) {
    link.advance(to: max(main.time, engine.time), first: &main, second: &engine)
  }

  /// The photos are now `newSources` (a watched folder changed): the strip starts again
  /// on `main`'s current photo, keeping the thumbnails still shown.
  func setSources(_ newSources: [ImageSource], main: CarouselEngine) throws(SceneError) {
    sources = newSources
    images.setSources(newSources)
    engine = try Self.makeEngine(
      count: newSources.count, size: frame.size, main: main, appearance: appearance)
    link = CarouselLink(.thumbnails)
  }

  /// The window is now `windowSize` points at `scale`: the band follows its bottom edge and
  /// width, and the ringed thumbnail stays in view. A band that holds more thumbnails than
  /// its budget was sized for gets new images.
  func resize(windowSize: CarouselSize, scale newScale: Double, main: CarouselEngine)
    throws(SceneError)
  {
    let band = Self.band(in: windowSize, appearance: appearance)
    guard band != frame || newScale != scale else { return }
    let grew = band.width > budgetWidth || newScale != scale
    frame = band
    scale = newScale
    if grew {
      budgetWidth = band.width
      images = Self.makeImages(
        sources, width: band.width, scale: newScale, appearance: appearance,
        thumbnails: thumbnails, resources: resources)
      images.signal.setHandler(wakeHandler)
    }
    let time = max(main.time, engine.time)
    let wanted = Self.configuration(
      count: sources.count, width: band.width, main: main, appearance: appearance)
    if wanted.loop != engine.configuration.loop
      || wanted.contentInset != engine.configuration.contentInset
    {
      // Cells that came to fit (or stopped fitting): a strip of the other kind.
      engine = try Self.makeEngine(
        count: sources.count, size: band.size, main: main, appearance: appearance)
      return
    }
    engine.handle(CarouselInputEvent(time: time, .resize(band.size)))
    let selected = link.selectedIndex
    if selected >= 0, selected < engine.count, !showsWhole(selected) {
      engine.handle(CarouselInputEvent(time: time, .scrollTo(index: selected, animated: false)))
    }
  }

  /// Whether some place of thumbnail `item` lies wholly inside the band.
  func showsWhole(_ item: Int) -> Bool {
    var whole = false
    let width = frame.width
    engine.forEachLayoutAttribute { attributes in
      guard attributes.index == item else { return }
      // Half a point of slack: a cell resting at the edge is shown.
      if attributes.frame.minX >= -0.5, attributes.frame.maxX <= width + 0.5 { whole = true }
    }
    return whole
  }

  // MARK: - Input

  /// Takes `kind` at `time` when it is the strip's, and returns whether it did: a press on
  /// the band and its moves and release (a drag or flick scrolls the strip; a tap on a
  /// thumbnail moves `main` to its photo), a wheel turned with the pointer over the band
  /// (`pointer`, window points; nil: not known), the second press of a double click on
  /// it. Everything else is the main carousel's.
  func route(
    _ kind: CarouselInputEvent.Kind, at time: Double, pointer: CarouselPoint?,
    main: inout CarouselEngine
  ) -> Bool {
    switch kind {
    case .pointerDown(let point):
      guard point.isFinite, frame.contains(point) else { return false }
      pressIsOnStrip = true
      // A press that catches a moving strip stops it, and is no tap.
      tapRecognizer.pointerDown(at: point, eligible: !isMoving)
      send(.pointerDown(local(point)), at: time, main: &main)
      return true
    case .pointerMove(let point):
      guard pressIsOnStrip else { return false }
      guard point.isFinite else { return true }
      tapRecognizer.pointerMove(to: point)
      send(.pointerMove(local(point)), at: time, main: &main)
      return true
    case .pointerUp(let point):
      guard pressIsOnStrip else { return false }
      pressIsOnStrip = false
      send(.pointerUp(point.map(local)), at: time, main: &main)
      if let tap = tapRecognizer.pointerUp(at: point), let item = item(at: tap) {
        link.select(item, at: time, first: &main, second: &engine)
      }
      return true
    case .pointerCancel:
      guard pressIsOnStrip else { return false }
      pressIsOnStrip = false
      tapRecognizer.cancel()
      send(.pointerCancel, at: time, main: &main)
      return true
    case .doubleTap(let point):
      // The strip does not zoom: the second click of a double click on it does nothing.
      return frame.contains(point)
    case .wheel:
      guard let pointer, frame.contains(pointer) else { return false }
      send(kind, at: time, main: &main)
      return true
    default:
      return false
    }
  }

  /// Selects thumbnail `item` at `time`: `main` slides to its photo, as a tap does.
  func select(_ item: Int, at time: Double, main: inout CarouselEngine) {
    guard (0..<engine.count).contains(item) else { return }
    link.select(item, at: time, first: &main, second: &engine)
  }

  private func send(_ kind: CarouselInputEvent.Kind, at time: Double, main: inout CarouselEngine) {
    link.handle(
      CarouselInputEvent(time: max(time, engine.time, main.time), kind), on: .second,
      first: &main, second: &engine)
  }

  /// A window point in the strip's coordinates.
  private func local(_ point: CarouselPoint) -> CarouselPoint {
    CarouselPoint(x: point.x - frame.minX, y: point.y - frame.minY)
  }

  /// The photo whose cell holds `point` (window points), if any.
  func item(at point: CarouselPoint) -> Int? {
    var hit: Int?
    engine.forEachLayoutAttribute { attributes in
      guard hit == nil, attributes.isVisible, cellFrame(of: attributes).contains(point) else {
        return
      }
      hit = attributes.index
    }
    return hit
  }

  // MARK: - Images and drawing

  /// The cell of a thumbnail the engine lays out at `attributes`, in window points.
  func cellFrame(of attributes: CarouselItemAttributes) -> CarouselRect {
    CarouselRect(
      x: frame.minX + attributes.frame.minX,
      y: frame.minY + (frame.height - appearance.cellSide) / 2,
      width: appearance.cellSide, height: appearance.cellSide)
  }

  /// The pixel size the thumbnails are requested at.
  var decodeSize: PixelSize {
    ThumbnailTiles.decodeSize(side: appearance.thumbnailSide, scale: scale)
  }

  /// Tells the loader which thumbnails are in view (the ringed one first, else the middle
  /// one) and to decode a band's width either side ahead, dropping queued work that
  /// scrolled away; takes in finished decodes. Returns whether any arrived.
  func refreshImages() -> Bool {
    var lower: Int?
    var upper: Int?
    var selectedVirtual: Int?
    engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible else { return }
      lower = min(lower ?? attributes.virtualIndex, attributes.virtualIndex)
      upper = max(upper ?? attributes.virtualIndex, attributes.virtualIndex)
      if attributes.index == link.selectedIndex { selectedVirtual = attributes.virtualIndex }
    }
    if let lower, let upper {
      let visible = lower..<(upper + 1)
      images.updateWindow(
        current: selectedVirtual ?? (lower + visible.count / 2), visible: visible,
        size: decodeSize, looping: engine.configuration.loop, isFlying: false,
        prefetchRadius: visible.count + (visible.count + 1) / 2)
    }
    return images.drainArrivals()
  }

  /// Whether a thumbnail in view is still loading.
  var isShowingPlaceholder: Bool {
    var loading = false
    let size = decodeSize
    engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible, !loading else { return }
      if case .loading = images.state(ofItem: attributes.index, size: size) { loading = true }
    }
    return loading
  }

  /// What a frame drawn now shows of the strip.
  var frameState: FilmstripFrame {
    FilmstripFrame(strip: self, engine: engine, selection: link.selectedIndex, band: frame)
  }

  /// Draws the band, the ring and the thumbnails of `state` into `frame`.
  fileprivate func draw(_ state: FilmstripFrame, in frame: SceneFrame) {
    let context = frame.context
    let band = state.band
    context.fill(band, color: appearance.backgroundColor)
    let size = ThumbnailTiles.decodeSize(side: appearance.thumbnailSide, scale: frame.scale)
    context.withSavedState {
      context.clip(to: band)
      state.engine.forEachLayoutAttribute { attributes in
        guard attributes.isVisible else { return }
        let cell = CarouselRect(
          x: band.minX + attributes.frame.minX,
          y: band.minY + (band.height - appearance.cellSide) / 2,
          width: appearance.cellSide, height: appearance.cellSide)
        if attributes.index == state.selection {
          context.fillRoundedRect(
            cell, radius: appearance.selectionRadius, color: appearance.selectionColor)
        }
        tiles.draw(
          attributes.index, of: sources, images: images,
          in: cell.insetBy(dx: appearance.cellPadding, dy: appearance.cellPadding), size: size,
          kind: "filmstrip", frame: frame)
      }
    }
  }
}

/// What one frame shows of the filmstrip: a copy of its engine at the frame's time, the
/// ringed photo and the band, fixed when the frame begins (see ``SceneFrameState``).
struct FilmstripFrame {
  fileprivate let strip: Filmstrip
  /// The strip's engine at the frame's time.
  let engine: CarouselEngine
  /// The photo whose thumbnail is ringed.
  let selection: Int
  /// The band in window points.
  let band: CarouselRect

  /// Draws the strip over the bottom of `frame`.
  func draw(in frame: SceneFrame) { strip.draw(self, in: frame) }
}
