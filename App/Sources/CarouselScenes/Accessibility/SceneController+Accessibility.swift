import CarouselCore
import CarouselLocale
import CarouselRender

extension SceneController {
  /// The window as assistive technology sees it now: the frame, the carousel in it (a panel
  /// whose role description is "carousel"), a slide for each item the engine lays out (its
  /// ``CarouselEngine/accessibilityElements``: off-screen ones are neither showing nor
  /// visible), each screen's own parts (a trip's heart, the page dots).
  ///
  /// The carousel's description says whether autoplay plays or is paused; its actions are
  /// previous and next, start or stop rotation where there is autoplay, zoom where the
  /// screen zooms.
  ///
  /// - Complexity: O(n) in the items laid out.
  public var accessibilityTree: SceneAccessibilityNode {
    let phrases = resources.phrases
    let geometry = makeGeometry()
    let window = CarouselRect(origin: .zero, size: viewport)
    let carouselFrame = geometry.carouselFrame
    let engine = engine
    let count = engine.count
    var seen = Set<Int>()
    var slides: [SceneAccessibilityNode] = []
    for element in accessibleItems where seen.insert(element.index).inserted {
      let frame = element.frame.offsetBy(dx: carouselFrame.minX, dy: carouselFrame.minY)
      let shown = !element.isHidden && frame.intersection(window) != nil
      var states: SceneAccessibilityStates = [.enabled, .focusable, .selectable]
      if shown { states.formUnion(.onScreen) }
      if element.index == engine.currentIndex { states.insert(.selected) }
      let name = screen.accessibleName(ofItem: element.index, label: element.label)
      slides.append(
        SceneAccessibilityNode(
          id: "item-\(element.index)", role: .panel, name: name, description: element.value,
          states: states, frame: frame,
          attributes: ["roledescription": phrases.text(.slideRole)],
          actions: [.show(item: element.index)],
          children: screen.accessibleParts(ofItem: element.index, frame: frame, states: states)))
    }
    slides.sort { $0.frame.minX + $0.frame.minY < $1.frame.minX + $1.frame.minY }
    var carouselStates: SceneAccessibilityStates = [.enabled, .focusable, .showing, .visible]
    carouselStates.insert(engine.configuration.axis == .horizontal ? .horizontal : .vertical)
    // The window's keyboard focus is on the carousel, its only content.
    if model.assistiveFocus || model.hasKeyboardFocus { carouselStates.insert(.focused) }
    var actions: [SceneAccessibilityAction] = []
    if count > 1 { actions += [.previous, .next] }
    var description = ""
    if engine.configuration.autoplay != nil, count > 1 {
      let userPaused = engine.autoplayPauseReason == .user
      actions.append(userPaused ? .startRotation : .stopRotation)
      description = phrases.text(engine.autoplayState == .playing ? .playing : .paused)
    }
    if engine.configuration.zoom.isEnabled, count > 0 { actions += [.zoomIn, .zoomOut] }
    let carousel = SceneAccessibilityNode(
      id: "carousel", role: .panel, name: screen.windowTitle, description: description,
      states: carouselStates, frame: carouselFrame,
      attributes: ["roledescription": phrases.text(.carouselRole)], actions: actions,
      children: slides)
    return SceneAccessibilityNode(
      id: "frame", role: .frame, name: windowTitle,
      states: [.enabled, .active, .resizable, .showing, .visible], frame: window,
      children: [carousel] + screen.accessibleControls(geometry: geometry)
        + [filmstripAccessibleNode].compactMap { $0 })
  }

  /// The engine's elements for its laid-out items; while the carousel is off, one for every
  /// item, each where the list shows it (hidden when scrolled out of view).
  private var accessibleItems:
    [(index: Int, label: String, value: String, isHidden: Bool, frame: CarouselRect)]
  {
    guard let list = model.list else {
      return engine.accessibilityElements.map {
        ($0.index, $0.label, $0.value, $0.isHidden, $0.frame)
      }
    }
    let formatter = engine.accessibilityFormatter
    let count = engine.count
    return (0..<max(count, 0)).map { index in
      let attributes = list.attributes(ofItem: index)
      return (
        index, engine.itemLabels[index] ?? formatter.itemLabel(index + 1, count),
        formatter.itemValue(index + 1, count), !attributes.isVisible, attributes.frame
      )
    }
  }

  /// Carries out what assistive technology asked for at `time` (after advancing to it), as
  /// the matching input would: previous/next step like the arrow keys and announce their
  /// arrival, rotation starts and stops like Space, zoom like +/−.
  ///
  /// - Returns: Every event the engine emitted, in order.
  @discardableResult
  public func perform(_ action: SceneAccessibilityAction, at time: Double) -> [CarouselEvent] {
    var events = advance(to: time)
    let time = max(time, engine.time)
    switch action {
    case .previous:
      if engine.count > 1 { engine.accessibilityDecrement() }
    case .next:
      if engine.count > 1 { engine.accessibilityIncrement() }
    case .startRotation:
      if engine.autoplayPauseReason == .user { events += handle(key: .space, at: time) }
    case .stopRotation:
      if engine.configuration.autoplay != nil, engine.autoplayPauseReason != .user {
        events += handle(key: .space, at: time)
      }
    case .zoomIn: events += handle(key: .plus, at: time)
    case .zoomOut: events += handle(key: .minus, at: time)
    case .show(let item):
      if engine.count > item, item >= 0 {
        events += handle(CarouselInputEvent(time: time, .scrollTo(index: item, animated: true)))
      }
    case .toggleLike(let item): toggleLike(ofItemAt: item)
    case .selectPage(let page):
      events += handle(CarouselInputEvent(time: time, .selectPage(page)))
    case .focusCarousel(let inside):
      events += updateAssistiveHold(at: time) { $0.assistiveFocus = inside }
    case .screenReaderListens(let listens):
      events += updateAssistiveHold(at: time) { $0.screenReaderListens = listens }
    }
    // In the list of a carousel switched off, the item previous/next made current shows.
    revealCurrentInList()
    frames.isDirty = true
    refreshImages()
    return events + takeEngineEvents()
  }

  /// Tells the scene whether the window has the keyboard focus (at `time`): while it has
  /// and a screen reader listens, autoplay holds for the screen reader.
  ///
  /// - Returns: Every event the engine emitted, in order.
  @discardableResult
  public func setKeyboardFocus(_ focused: Bool, at time: Double) -> [CarouselEvent] {
    var events = advance(to: time)
    events += updateAssistiveHold(at: max(time, engine.time)) { $0.hasKeyboardFocus = focused }
    frames.isDirty = true
    return events + takeEngineEvents()
  }

  /// Changes what the hold for assistive technology depends on, and tells the engine when
  /// the hold itself changes (as a hover).
  private func updateAssistiveHold(at time: Double, _ change: (inout SceneModel) -> Void)
    -> [CarouselEvent]
  {
    let before = model.holdsForAssistiveTechnology
    change(&model)
    guard model.holdsForAssistiveTechnology != before else { return [] }
    return handle(CarouselInputEvent(time: time, .hover(model.pointerHovers)))
  }

  private func handle(key: CarouselKey, at time: Double) -> [CarouselEvent] {
    handle(CarouselInputEvent(time: time, .key(key)))
  }
}

extension SceneController {
  /// What assistive technology should say now, given `events` (those of the updates since
  /// the last call): the engine's announcements (once per settle, none during a drag), then
  /// "Paused" when the slide show has come to a stop the person or their screen reader's
  /// focus caused (Space or the stop action, focus in the carousel), and "Playing" when it
  /// plays again after such a stop. A hover's or a drag's short hold is not told.
  ///
  /// The pause is judged from the state now rather than from events: a stop while autoplay
  /// was already held (just after a swipe) changes no state, and the end of a resume delay
  /// emits none.
  public func announcements(for events: [CarouselEvent]) -> [SceneAnnouncement] {
    var result: [SceneAnnouncement] = []
    for case .announcement(let text, let politeness) in events {
      result.append(SceneAnnouncement(text, isAssertive: politeness == .assertive))
    }
    let reason = engine.autoplayPauseReason
    let stoppedForPerson =
      reason == .user || (reason == .hover && model.holdsForAssistiveTechnology)
    if stoppedForPerson, !model.announcedPause {
      result.append(SceneAnnouncement(resources.phrases.text(.paused), isAssertive: false))
      model.announcedPause = true
    } else if engine.autoplayState == .playing, model.announcedPause {
      result.append(SceneAnnouncement(resources.phrases.text(.playing), isAssertive: false))
      model.announcedPause = false
    }
    return result
  }
}
