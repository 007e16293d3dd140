@_spi(CarouselHost) import CarouselCore

extension SceneController {
  /// How far the list the cards sit in has scrolled, in points (`cards --nested`); nil
  /// without a list.
  public var nestedScrollOffset: Double? { model.nesting?.offset }

  /// The list's engine (`cards --nested`), for tests; nil without a list.
  @_spi(Testing) public var nestedListEngine: CarouselEngine? { model.nesting?.outer }

  /// Makes the list for `cards --nested` around the carousel's frame now, scrolled to row
  /// `startRow` (nothing for other scenes, or a list the engine refuses: never expected).
  func makeNesting(at time: Double, startRow: Int = 0) {
    guard options.nested, kind == .cards else { return }
    model.nesting = try? SceneNesting(
      screenSize: model.window.screenSize, rowHeight: model.window.carouselFrame.maxY,
      time: time, startRow: startRow)
  }

  /// Hands a pointer or wheel `event` to the list when there is one: over the cards' row
  /// through the nested scroll (the cards take drags and wheel input along their axis, the
  /// list the rest), elsewhere to the list alone. Returns whether it was the list's.
  func routeToNesting(_ event: CarouselInputEvent, at time: Double) -> Bool {
    guard var nesting = model.nesting else { return false }
    let event = CarouselInputEvent(time: time, event.kind)
    let row = makeGeometry().carouselFrame
    switch event.kind {
    case .pointerDown(let point):
      nesting.pressIsOnRow = row.contains(point)
    case .wheel:
      nesting.pressIsOnRow = wheelPointer.map(row.contains) ?? true
    case .pointerMove, .pointerUp, .pointerCancel:
      break
    default:
      return false
    }
    if nesting.pressIsOnRow {
      nesting.scroll.handle(event, inner: &model.engine, outer: &nesting.outer)
    } else {
      nesting.outer.handle(event)
    }
    if case .pointerUp = event.kind { nesting.pressIsOnRow = false }
    if case .pointerCancel = event.kind { nesting.pressIsOnRow = false }
    model.nesting = nesting
    frames.isDirty = true
    return true
  }

  /// Advances the list (and, through the nested scroll, the cards) to `time`; whether the
  /// list moved.
  func advanceNesting(to time: Double) -> Bool {
    guard var nesting = model.nesting else { return false }
    let wasAnimating = nesting.outer.isAnimating
    nesting.scroll.advance(to: time, inner: &model.engine, outer: &nesting.outer)
    _ = nesting.outer.drainEvents()
    model.nesting = nesting
    return wasAnimating || nesting.outer.isAnimating
  }

  /// The list's next animation frame.
  var nestingWakeTime: Double? { model.nesting?.outer.nextWakeTime }

  /// Makes the list again after a resize (the rows' height follows the cards'), keeping
  /// the row at its top.
  func relayOutNesting(at time: Double) {
    guard let nesting = model.nesting else { return }
    makeNesting(at: time, startRow: max(0, nesting.outer.currentIndex))
  }
}
