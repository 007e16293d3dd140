import CarouselCore

extension SceneController {
  /// Applies one input event given in window points (after advancing to its time).
  ///
  /// Pointer presses that start on the carousel drive it (drags, flicks); presses anywhere
  /// may be taps. A tap is a press released within the touch slop (however long it was
  /// held) that did not catch a moving carousel; it toggles the like of the current trip when it lands
  /// on that card's heart, and selects a page when it lands on a page dot. Wheel, keys,
  /// hover and visibility go to the engine as they are; pinch, double tap and zoom points
  /// are mapped into the carousel (see ``SceneInputRouter``). A `resize` event resizes the
  /// window at the current scale.
  ///
  /// - Returns: Every event the engine emitted, in order: those of the advance to the
  ///   event's time, then the event's own.
  @discardableResult
  public func handle(_ event: CarouselInputEvent) -> [CarouselEvent] {
    guard event.time.isFinite else { return [] }
    var events = advance(to: event.time)
    let time = max(event.time, engine.time)
    if routeToFilmstrip(event, at: time) { return events + takeEngineEvents() }
    if routeToNesting(event, at: time) {
      refreshImages()
      return events + takeEngineEvents()
    }
    let steps = input.route(
      event.kind, at: time, geometry: makeGeometry(), screen: screen,
      isIdle: engine.phase == .idle)
    for step in steps {
      switch step {
      case .send(let kind): send(kind, at: time)
      case .showPressed(let action): if screen.setPressed(action) { frames.isDirty = true }
      case .tap(let point): performTap(at: point, time: time)
      case .resize(let size): events += resize(viewport: size, scale: scale, at: time)
      case .redraw: frames.isDirty = true
      }
    }
    return events + takeEngineEvents()
  }

  /// Carries out a command at `time` (after advancing to it).
  ///
  /// - Returns: Every event the engine emitted, in order.
  @discardableResult
  public func perform(_ command: SceneCommand, at time: Double) -> [CarouselEvent] {
    let events = advance(to: time)
    switch command {
    case .toggleLikeOfCurrentItem:
      if engine.count > 0 { toggleLike(ofItemAt: engine.currentIndex) }
    }
    return events + takeEngineEvents()
  }

  /// Resizes the window at `time`; the current item stays current and comes to rest.
  /// Sizes or scales that cannot be drawn are ignored.
  ///
  /// - Returns: Every event the engine emitted, in order.
  @discardableResult
  public func resize(viewport newViewport: CarouselSize, scale newScale: Double, at time: Double)
    -> [CarouselEvent]
  {
    guard SceneWindow.isDrawable(newViewport, scale: newScale) else { return [] }
    let events = advance(to: time)
    model.window.size = newViewport
    model.window.scale = newScale
    let carouselFrame = screen.carouselFrame(windowSize: model.window.screenSize)
    model.window.carouselFrame = carouselFrame
    engine.handle(CarouselInputEvent(time: max(time, engine.time), .resize(carouselFrame.size)))
    // The grid's column count follows the width: its row count may have changed (taken
    // before the configuration below, which tells the grid the engine has its rows).
    applyItemChanges(at: max(time, engine.time))
    // A layout that adapts to the width (cards per view) may change with the size: the
    // engine takes the new configuration, keeping the current item.
    var configuration = Self.configuration(of: screen, carouselSize: carouselFrame.size)
    configuration.startIndex = engine.configuration.startIndex
    configuration.overscan = engine.configuration.overscan
    if configuration != engine.configuration {
      configuration.overscan =
        Self.configuration(of: screen, carouselSize: carouselFrame.size).overscan
      try? engine.reconfigure(configuration)
    }
    updateList()
    relayOutNesting(at: max(time, engine.time))
    frames.isDirty = true
    refreshImages()
    return events + takeEngineEvents()
  }

  /// Hands an event in carousel coordinates to the engine at `time`, with the current
  /// item's content size first: zoom pans stop at the current picture's edges, which only
  /// the screen knows.
  private func send(_ kind: CarouselInputEvent.Kind, at time: Double) {
    var kind = kind
    if case .hover(let inside) = kind {
      // Autoplay holds while the pointer or assistive technology's focus is inside.
      model.pointerHovers = inside
      kind = .hover(inside || model.holdsForAssistiveTechnology)
    }
    if sendToList(kind, at: time) {
      refreshImages()
      return
    }
    if engine.count > 0 {
      let current = engine.currentIndex
      engine.setContentSize(
        screen.contentSize(ofItem: current, geometry: makeGeometry()), ofItemAt: current,
        at: time)
    }
    if engine.handle(CarouselInputEvent(time: time, kind)) { frames.isDirty = true }
    refreshImages()
  }

  /// Does what the screen says a tap at `point` (window points) does.
  private func performTap(at point: CarouselPoint, time: Double) {
    guard let action = screen.tapAction(at: point, geometry: makeGeometry()) else { return }
    switch action {
    case .toggleLike(let item): toggleLike(ofItemAt: item)
    case .selectPage(let page): send(.selectPage(page), at: time)
    case .showItem(let item): send(.scrollTo(index: item, animated: true), at: time)
    case .toggleGet, .openItem: if screen.perform(action) { frames.isDirty = true }
    }
  }
}
