import CarouselCore

extension SceneController {
  /// Whether a breakpoint has switched the carousel off, its items laid out as a plain
  /// list (`cards --breakpoints` in a wide window).
  public var showsList: Bool { model.list != nil }

  /// How far the list has scrolled, in points; nil while the carousel is on.
  public var listOffset: Double? { model.list?.offset }

  /// Shows the list when the screen lays its items out as one at the window's size now, or
  /// the carousel when it does not. Entering the list scrolls it to the current item's row;
  /// a list resized keeps its offset as far as the current item still shows.
  func updateList() {
    let frame = model.window.carouselFrame
    guard let layout = screen.listLayout(viewport: frame.size, count: engine.count) else {
      model.list = nil
      return
    }
    let current = max(engine.currentIndex, 0)
    guard var list = model.list else {
      model.list = SceneList(layout: layout, showing: current)
      return
    }
    list.layout = layout
    list.offset = layout.offset(revealing: current, from: list.offset)
    model.list = list
  }

  /// Input the carousel would take, handed to the list while the carousel is off: drags,
  /// the wheel, Up/Down/Page Up/Page Down scroll it; Left/Right, Home/End and a move to an
  /// item make that item current and scroll to it; gestures of the carousel (pinch, double
  /// tap, page dots) do nothing. The current item stays current while some of it shows; the
  /// list scrolled past it makes the first item shown current.
  ///
  /// Returns false, doing nothing, while the carousel is on.
  func sendToList(_ kind: CarouselInputEvent.Kind, at time: Double) -> Bool {
    guard var list = model.list else { return false }
    let count = engine.count
    let current = engine.currentIndex
    var target: Int?
    // Scrolling moves the current item to what shows; keys and moves scroll to the item.
    var reveals = false
    if list.scroll(by: kind) {
      model.list = list
      if count > 0, !list.layout.shows(item: current, offset: list.offset),
        let first = list.layout.shownItems(offset: list.offset).first
      {
        target = first
      }
    } else {
      switch kind {
      case .key(.left): target = current - 1
      case .key(.right): target = current + 1
      case .key(.home): target = 0
      case .key(.end): target = count - 1
      case .scrollTo(let index, _): target = index
      case .hover, .visibility, .setCount, .resize:
        engine.handle(CarouselInputEvent(time: time, kind))
      default: break
      }
      if let wanted = target {
        target = min(max(wanted, 0), count - 1)
        reveals = true
      }
    }
    if let target, count > 0 {
      if target != current {
        engine.handle(CarouselInputEvent(time: time, .scrollTo(index: target, animated: false)))
      }
      if reveals { revealCurrentInList() }
    }
    frames.isDirty = true
    return true
  }

  /// Scrolls the list (if shown) as little as shows the current item's row.
  func revealCurrentInList() {
    guard var list = model.list, engine.count > 0 else { return }
    list.offset = list.layout.offset(revealing: engine.currentIndex, from: list.offset)
    model.list = list
  }
}
