import CarouselCore

/// The plain list shown while a breakpoint switches the carousel off: its layout and how far
/// it has scrolled. It scrolls by drags, the wheel and keys, with no paging, snapping or
/// momentum; the carousel's engine keeps the current item meanwhile (see
/// `SceneController+List`).
struct SceneList {
  /// Where the items go.
  var layout: SceneListLayout
  /// How far the list has scrolled down, in points (0…``SceneListLayout/maxOffset``).
  var offset: Double
  /// The drag in progress: the pointer's y where it began and the offset then.
  private var drag: (y: Double, offset: Double)?

  /// A list of `layout` scrolled to show item `current`'s row at its top (as far as the
  /// list scrolls).
  init(layout: SceneListLayout, showing current: Int) {
    self.layout = layout
    let top = layout.frame(ofItem: max(current, 0), offset: 0).minY - layout.margin
    offset = layout.clamped(top)
  }

  /// A row and its gap: how far an arrow key or a wheel notch scrolls.
  var rowPitch: Double { layout.itemSize.height + layout.spacing }

  /// Scrolls as a pointer (in the list's viewport's points), wheel or vertical key asks;
  /// returns whether `kind` was list scrolling (other input is not the list's).
  mutating func scroll(by kind: CarouselInputEvent.Kind) -> Bool {
    switch kind {
    case .pointerDown(let point):
      drag = (point.y, offset)
    case .pointerMove(let point):
      guard let drag else { return true }
      offset = layout.clamped(drag.offset - (point.y - drag.y))
    case .pointerUp, .pointerCancel:
      drag = nil
    case .wheel(let dx, let dy, let discrete):
      let delta = dy != 0 ? dy : dx
      offset = layout.clamped(offset + (discrete ? delta * rowPitch : delta))
    case .key(.up): offset = layout.clamped(offset - rowPitch)
    case .key(.down): offset = layout.clamped(offset + rowPitch)
    case .key(.pageUp): offset = layout.clamped(offset - layout.viewport.height)
    case .key(.pageDown): offset = layout.clamped(offset + layout.viewport.height)
    default: return false
    }
    return true
  }

  /// Item `index` as laid out in the list now (viewport coordinates), for drawing and hit
  /// testing as the carousel's items are.
  func attributes(ofItem index: Int) -> CarouselItemAttributes {
    CarouselItemAttributes(
      index: index, virtualIndex: index, frame: layout.frame(ofItem: index, offset: offset),
      progress: 0, isVisible: layout.shows(item: index, offset: offset))
  }

  /// The items of which some shows now, each laid out.
  func forEachShownItem(_ body: (CarouselItemAttributes) -> Void) {
    for index in layout.shownItems(offset: offset) { body(attributes(ofItem: index)) }
  }
}
