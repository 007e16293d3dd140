@_spi(CarouselHost) import CarouselCore
import CarouselImages

extension SceneController {
  /// Blocks until the images of the visible items (and the prefetched neighbours) are
  /// decoded, or `timeout` seconds passed. For headless rendering and tests; a frame loop
  /// MUST NOT call this. It changes no item: a watched folder's changes wait for the next
  /// update (``advance(to:)``).
  public func waitForPendingImages(timeout: Double) {
    refreshImages()
    screen.images?.waitUntilIdle(timeout: timeout)
    refreshImages()
    photoAnimation?.waitUntilIdle(timeout: timeout)
    refreshImages()
    waitForFilmstripImages(timeout: timeout)
  }

  /// Why the visible items whose images are `http(s)` URLs cannot be shown, one sentence
  /// each (`https://example.com/x.jpg: HTTP 404`), in item order without repeats: a host
  /// without a window (headless rendering) prints them, since the error tile's short form
  /// may not fit the picture.
  public var visibleRemoteImageFailures: [String] {
    guard let images = screen.images,
      let size = screen.imageDecodeSize(carouselSize: carouselFrame.size, scale: scale)
    else { return [] }
    var failures: [String] = []
    engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible,
        case .failed(let error) = images.state(ofItem: attributes.index, size: size),
        ImageSource.isRemote(path: error.path), !failures.contains(error.description)
      else { return }
      failures.append(error.description)
    }
    return failures
  }

  /// Whether a visible item's image was still loading at the last update.
  var isShowingLoadingTile: Bool { model.isShowingLoadingTile }

  /// Tells the image loader what is on screen, requests the visible images (and anything
  /// else the screen needs), and takes in finished decodes. Part of every update; it
  /// changes no item and does not touch the engine.
  func refreshImages() {
    // A window holds what is off screen back until its first sharp frame is drawn: on two
    // cores the neighbours' decodes slowed its start-up, which the first photo waits for.
    if frames.counters.hasShownSharpImage { model.holdsNeighbours = false }
    let geometry = makeGeometry()
    screen.prepare(geometry)
    guard let images = screen.images, engine.count > 0,
      let size = screen.imageDecodeSize(carouselSize: carouselFrame.size, scale: scale)
    else {
      model.isShowingLoadingTile = false
      model.isShowingPreview = false
      return
    }
    if let window = screen.imageWindow(geometry) {
      refreshImages(images, window: window, size: size)
      return
    }
    var visible = Array(geometry.visibleVirtualRange)
    let current = geometry.currentItemAttributes?.virtualIndex ?? engine.currentIndex
    // A spring more than a page from its snap point flies past photos (a held key, a dot
    // far away); a single step does not, and its incoming photo decodes at once.
    let phase = engine.phase
    var isMoving = phase != .idle
    if let fade = engine.activeCrossFade {
      // Under reduced motion the carousel is already at rest on the item fading in, and
      // the one fading out is on screen all the same: a move between the two.
      visible += [fade.from, fade.to]
      isMoving = true
    }
    images.updateWindow(
      current: current, visible: visible, size: size, looping: engine.configuration.loop,
      isFlying: phase == .decelerating || (phase == .settling && engine.remainingSlide > 1),
      isMoving: isMoving, holdsNeighbours: model.holdsNeighbours)
    if images.drainArrivals() { frames.isDirty = true }
    refreshAnimation(images, size: size)
    var loading = false
    var preview = false
    engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible else { return }
      switch images.state(ofItem: attributes.index, size: size) {
      case .loading: loading = true
      case .ready(let image): preview = preview || image.isPreview
      case .failed: break
      }
    }
    model.isShowingLoadingTile = loading
    model.isShowingPreview = preview
    if loading && resources.spinnerStep(at: engine.time) != frames.spinnerStep {
      frames.isDirty = true
    }
  }

  /// ``refreshImages()`` for a screen whose images are not its engine items (the grid).
  private func refreshImages(_ images: SceneImages, window: SceneImageWindow, size: PixelSize) {
    images.updateWindow(
      current: window.current, visible: window.visible, size: size, looping: false,
      isFlying: false, prefetchRadius: window.prefetchRadius)
    if images.drainArrivals() { frames.isDirty = true }
    let loading = window.visible.contains { index in
      if case .loading = images.state(ofItem: index, size: size) { return true }
      return false
    }
    model.isShowingLoadingTile = loading
  }

  /// Applies a change of the screen's items at `time`. A watched folder's rescan comes as a
  /// data change: the photo that was current stays current wherever it moved, and motion in
  /// flight (a key press's step, a flick) goes on towards the same photo, so changes many
  /// times a second lose no input. A change without a mapping (the grid's rows, regrouped
  /// by a new column count) sets the new count and current item. The engine also gets the
  /// items' labels. Its events go to the host with the update's.
  func applyItemChanges(at time: Double) {
    guard let change = screen.takeItemChanges(current: engine.currentIndex) else { return }
    if change.mapping.map({ engine.apply($0, at: time) }) != true {
      // No mapping, or the engine's count drifted from the old items (never expected):
      // start again from the new count, stopping any motion.
      engine.handle(CarouselInputEvent(time: time, .setCount(change.count)))
      if change.count > 0 {
        engine.handle(
          CarouselInputEvent(time: time, .scrollTo(index: change.current, animated: false)))
      }
    }
    engine.setItemLabels(screen.itemLabels, at: time)
    frames.isDirty = true
  }
}
