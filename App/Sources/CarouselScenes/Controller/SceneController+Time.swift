import CarouselCore
import CarouselImages

extension SceneController {
  /// Moves the scene's clock to `time`: motion, autoplay and zoom animations advance, images
  /// that finished decoding are taken in. Earlier times are ignored.
  public func advance(to time: Double) {
    guard time.isFinite else { return }
    let wasAnimating = engine.isAnimating
    engine.advance(to: time)
    let events = engine.drainEvents()
    if wasAnimating || engine.isAnimating || !events.isEmpty { isDirty = true }
    takeLikeChanges()
    refreshImages()
  }

  /// Whether something changed since the last ``draw(into:)``: motion, a like (tapped,
  /// saved or not saved), a resize, an image that arrived, a notice that came or went, or a
  /// loading spinner's step.
  public var needsRedraw: Bool {
    isDirty || (screen.images?.signal.hasArrivals ?? false) || likesNeedRedraw
      || notice.map { !$0.isShowing(at: engine.time) } == true
  }

  /// When the scene next changes by itself: the engine's next animation frame, autoplay
  /// step or gesture end, the next spoke of a loading spinner, or a notice's end; nil when
  /// only input (or an image arriving or a like saved, see ``setWakeHandler(_:)``) can
  /// change it.
  public var nextWakeTime: Double? {
    var wake = engine.nextWakeTime
    if isShowingLoadingTile {
      let step = resources.spinnerStep(at: engine.time) + 1
      let next =
        Double(step) * resources.budget.spinnerPeriod / Double(resources.budget.spinnerSteps)
      wake = min(wake ?? next, next)
    }
    if let notice { wake = min(wake ?? notice.endTime, notice.endTime) }
    return wake
  }

  /// Sets what is called, from a decoding thread when an image finished decoding or from
  /// the likes writer when a save finished or failed, so the host can wake its event loop
  /// (for example by pushing an SDL user event). It MUST return quickly.
  public func setWakeHandler(_ handler: @escaping @Sendable () -> Void) {
    screen.images?.signal.setHandler(handler)
    setLikesChangeHandler(handler)
  }

  /// Blocks until the images of the visible items (and the prefetched neighbours) are
  /// decoded, or `timeout` seconds passed. For headless rendering and tests; a frame loop
  /// MUST NOT call this.
  public func waitForPendingImages(timeout: Double) {
    refreshImages()
    screen.images?.waitUntilIdle(timeout: timeout)
    refreshImages()
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

  /// Tells the image loader what is on screen, requests the visible images (and anything
  /// else the screen needs), and takes in finished decodes.
  func refreshImages() {
    takeItemChanges()
    let geometry = makeGeometry()
    screen.prepare(geometry)
    guard let images = screen.images, engine.count > 0,
      let size = screen.imageDecodeSize(carouselSize: carouselFrame.size, scale: scale)
    else {
      isShowingLoadingTile = false
      return
    }
    let visible = geometry.visibleVirtualRange
    let current = geometry.currentItemAttributes?.virtualIndex ?? engine.currentIndex
    images.updateWindow(
      current: current, visible: visible, size: size, looping: engine.configuration.loop,
      isFlying: engine.phase == .decelerating || engine.phase == .settling)
    if images.drainArrivals() { isDirty = true }
    var loading = false
    engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible else { return }
      if case .loading = images.state(ofItem: attributes.index, size: size) { loading = true }
    }
    isShowingLoadingTile = loading
    if loading && resources.spinnerStep(at: engine.time) != drawnSpinnerStep { isDirty = true }
  }

  /// Takes a watched folder's changes: the engine gets the new count, and the photo that
  /// was current stays current.
  private func takeItemChanges() {
    guard let change = screen.takeItemChanges(current: engine.currentIndex) else { return }
    _ = engine.handle(CarouselInputEvent(time: engine.time, .setCount(change.count)))
    if change.count > 0 { engine.scroll(toItemAt: change.current, animated: false) }
    engine.itemLabels = screen.itemLabels
    _ = engine.drainEvents()
    isDirty = true
  }
}
