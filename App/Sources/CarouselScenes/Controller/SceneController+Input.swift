import CarouselCore

extension SceneController {
  /// Applies one input event given in window points.
  ///
  /// Pointer presses that start on the carousel drive it (drags, flicks); presses anywhere
  /// may be taps. A tap is a press released within the touch slop and half a second that
  /// did not catch a moving carousel; it toggles the like of the current trip when it lands
  /// on that card's heart, and selects a page when it lands on a page dot. Wheel, keys,
  /// hover and visibility go to the engine as they are; pinch, double tap and zoom points
  /// are mapped into the carousel. A `resize` event resizes the window at the current scale.
  public func handle(_ event: CarouselInputEvent) {
    guard event.time.isFinite else { return }
    advance(to: event.time)
    let time = max(event.time, engine.time)
    let geometry = makeGeometry()
    switch event.kind {
    case .pointerDown(let point):
      guard point.isFinite else { return }
      tapRecognizer.pointerDown(at: point, time: time, eligible: engine.phase == .idle)
      let target = screen.tapAction(at: point, geometry: geometry)
      showPressed(tapRecognizer.isPressing ? target : nil)
      if case .selectPage(let page) = target {
        // A press on the dots scrubs along them instead of dragging the carousel.
        dotsScrub = (point.y, page)
        pressIsOnCarousel = false
        return
      }
      pressIsOnCarousel = carouselFrame.contains(point)
      if pressIsOnCarousel { send(.pointerDown(geometry.carouselPoint(point)), at: time) }
    case .pointerMove(let point):
      guard point.isFinite else { return }
      tapRecognizer.pointerMove(to: point)
      if !tapRecognizer.isPressing { showPressed(nil) }
      if let scrub = dotsScrub {
        scrubDots(
          to: CarouselPoint(x: point.x, y: scrub.y), from: scrub.page, geometry: geometry, at: time)
      }
      if pressIsOnCarousel { send(.pointerMove(geometry.carouselPoint(point)), at: time) }
    case .pointerUp(let point):
      if pressIsOnCarousel { send(.pointerUp(point.map(geometry.carouselPoint)), at: time) }
      pressIsOnCarousel = false
      dotsScrub = nil
      showPressed(nil)
      if let tap = tapRecognizer.pointerUp(at: point, time: time) {
        performTap(at: tap, time: time)
      }
    case .pointerCancel:
      tapRecognizer.cancel()
      showPressed(nil)
      dotsScrub = nil
      if pressIsOnCarousel { send(.pointerCancel, at: time) }
      pressIsOnCarousel = false
    case .doubleTap(let point):
      if carouselFrame.contains(point) { send(.doubleTap(geometry.carouselPoint(point)), at: time) }
    case .pinch(let phase, let factor, let focus):
      send(.pinch(phase: phase, scale: factor, focus: geometry.carouselPoint(focus)), at: time)
    case .zoomBy(let factor, let focus):
      send(.zoomBy(factor: factor, focus: focus.map(geometry.carouselPoint)), at: time)
    case .resize(let size):
      resize(viewport: size, scale: scale, at: time)
    case .wheel, .key, .setCount, .scrollTo, .visibility, .hover, .selectPage, .scrub:
      send(event.kind, at: time)
    }
  }

  /// Carries out a command at `time` (after advancing to it).
  public func perform(_ command: SceneCommand, at time: Double) {
    advance(to: time)
    switch command {
    case .toggleLikeOfCurrentItem:
      guard engine.count > 0 else { return }
      toggleLike(ofItemAt: engine.currentIndex)
    }
  }

  /// Resizes the window at `time`; the current item stays current and comes to rest.
  /// Sizes or scales that cannot be drawn are ignored.
  public func resize(viewport newViewport: CarouselSize, scale newScale: Double, at time: Double) {
    guard Self.isDrawable(newViewport, scale: newScale) else { return }
    advance(to: time)
    viewport = newViewport
    scale = newScale
    carouselFrame = screen.carouselFrame(windowSize: newViewport)
    engine.handle(CarouselInputEvent(time: max(time, engine.time), .resize(carouselFrame.size)))
    _ = engine.drainEvents()
    isDirty = true
    refreshImages()
  }

  /// Hands an event in carousel coordinates to the engine.
  private func send(_ kind: CarouselInputEvent.Kind, at time: Double) {
    if engine.count > 0 {
      // Zoom pans stop at the current picture's edges, which only the screen knows.
      let current = engine.currentIndex
      engine.itemContentSizes[current] = screen.contentSize(
        ofItem: current, geometry: makeGeometry())
    }
    if engine.handle(CarouselInputEvent(time: time, kind)) { isDirty = true }
    // Hover and Space change no position, but may pause autoplay, which shows.
    if !engine.drainEvents().isEmpty { isDirty = true }
    refreshImages()
  }

  /// Does what the screen says a tap at `point` (window points) does.
  /// Dragging along the dots selects the page of the dot under the finger (clamped to the
  /// dots shown; as the window of dots follows the current page, holding at an end goes on).
  private func scrubDots(
    to point: CarouselPoint, from page: Int, geometry: SceneGeometry, at time: Double
  ) {
    guard case .selectPage(let target) = screen.tapAction(at: point, geometry: geometry),
      target != page
    else { return }
    dotsScrub?.page = target
    send(.selectPage(target), at: time)
  }

  private func performTap(at point: CarouselPoint, time: Double) {
    guard let action = screen.tapAction(at: point, geometry: makeGeometry()) else { return }
    switch action {
    case .toggleLike(let item): toggleLike(ofItemAt: item)
    case .selectPage(let page): send(.selectPage(page), at: time)
    case .showItem(let item): send(.scrollTo(index: item, animated: true), at: time)
    case .toggleGet: if screen.perform(action) { isDirty = true }
    }
  }

  /// Tells the screen what is pressed, redrawing when that shows.
  private func showPressed(_ action: SceneTapAction?) {
    if screen.setPressed(action) { isDirty = true }
  }
}
