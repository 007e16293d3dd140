// Input: each function hands one timestamped event to the engine. `time` is seconds on the
// host's clock and must be finite (an earlier time than one already seen counts as the
// latest); points are in viewport coordinates. Returns 0, or -1 for a rejected event.

/// Hands `kind` at `time` to the carousel when `time` is finite and `isValid` (the event's
/// numbers are finite).
func feed(_ handle: Int32, _ time: Double, _ kind: CarouselInputEvent.Kind, if isValid: Bool = true)
  -> Int32
{
  guard time.isFinite && isValid else { return -1 }
  return withCarousel(handle) { $0.handle(kind, at: time) }
}

/// A finger, pen or mouse button went down at (`x`, `y`).
@_expose(wasm, "carousel_pointer_down")
public func carousel_pointer_down(_ handle: Int32, _ time: Double, _ x: Double, _ y: Double)
  -> Int32
{
  feed(handle, time, .pointerDown(CarouselPoint(x: x, y: y)), if: x.isFinite && y.isFinite)
}

/// The pointer moved to (`x`, `y`); pass every sample with its own time.
@_expose(wasm, "carousel_pointer_move")
public func carousel_pointer_move(_ handle: Int32, _ time: Double, _ x: Double, _ y: Double)
  -> Int32
{
  feed(handle, time, .pointerMove(CarouselPoint(x: x, y: y)), if: x.isFinite && y.isFinite)
}

/// The pointer lifted; `hasPoint` 0 when the host does not know where.
@_expose(wasm, "carousel_pointer_up")
public func carousel_pointer_up(
  _ handle: Int32, _ time: Double, _ hasPoint: Int32, _ x: Double, _ y: Double
) -> Int32 {
  guard hasPoint != 0 else { return feed(handle, time, .pointerUp(nil)) }
  return feed(handle, time, .pointerUp(CarouselPoint(x: x, y: y)), if: x.isFinite && y.isFinite)
}

/// The system took the pointer away: no fling.
@_expose(wasm, "carousel_pointer_cancel")
public func carousel_pointer_cancel(_ handle: Int32, _ time: Double) -> Int32 {
  feed(handle, time, .pointerCancel)
}

/// Wheel or trackpad deltas (positive towards later items); `discrete` 1 for a notch.
@_expose(wasm, "carousel_wheel")
public func carousel_wheel(
  _ handle: Int32, _ time: Double, _ dx: Double, _ dy: Double, _ discrete: Int32
) -> Int32 {
  feed(
    handle, time, .wheel(dx: dx, dy: dy, discrete: discrete != 0), if: dx.isFinite && dy.isFinite)
}

/// A key: 0 left, 1 right, 2 up, 3 down, 4 home, 5 end, 6 pageUp, 7 pageDown, 8 space,
/// 9 plus, 10 minus, 11 zero.
@_expose(wasm, "carousel_key")
public func carousel_key(_ handle: Int32, _ time: Double, _ key: Int32) -> Int32 {
  guard let key = choice(key, of: CarouselKey.self) else { return -1 }
  return feed(handle, time, .key(key))
}

/// The viewport changed size (both sides positive).
@_expose(wasm, "carousel_resize")
public func carousel_resize(_ handle: Int32, _ time: Double, _ width: Double, _ height: Double)
  -> Int32
{
  guard isPositive(width) && isPositive(height) else { return -1 }
  return feed(handle, time, .resize(CarouselSize(width: width, height: height)))
}

/// The number of items changed (≥ 0); the current item stays in place.
@_expose(wasm, "carousel_change_count")
public func carousel_change_count(_ handle: Int32, _ time: Double, _ count: Int32) -> Int32 {
  guard count >= 0 else { return -1 }
  return feed(handle, time, .setCount(Int(count)))
}

/// Moves to item `index` (≥ 0), sliding when `animated` is 1.
@_expose(wasm, "carousel_scroll_to")
public func carousel_scroll_to(
  _ handle: Int32, _ time: Double, _ index: Int32, _ animated: Int32
) -> Int32 {
  guard index >= 0 else { return -1 }
  return feed(handle, time, .scrollTo(index: Int(index), animated: animated != 0))
}

/// A pinch: `phase` 0 begin, 1 change, 2 end; `scale` (> 0) relative to its start; the
/// focus between the fingers.
@_expose(wasm, "carousel_pinch")
public func carousel_pinch(
  _ handle: Int32, _ time: Double, _ phase: Int32, _ scale: Double, _ x: Double, _ y: Double
) -> Int32 {
  guard let phase = choice(phase, of: CarouselGesturePhase.self), isPositive(scale) else { return -1 }
  return feed(
    handle, time, .pinch(phase: phase, scale: scale, focus: CarouselPoint(x: x, y: y)),
    if: x.isFinite && y.isFinite)
}

/// Two taps in quick succession (or a double click) at (`x`, `y`).
@_expose(wasm, "carousel_double_tap")
public func carousel_double_tap(_ handle: Int32, _ time: Double, _ x: Double, _ y: Double)
  -> Int32
{
  feed(handle, time, .doubleTap(CarouselPoint(x: x, y: y)), if: x.isFinite && y.isFinite)
}

/// Zoom by `factor` (> 0) around a point (`hasFocus` 0: the item's centre).
@_expose(wasm, "carousel_zoom_by")
public func carousel_zoom_by(
  _ handle: Int32, _ time: Double, _ factor: Double, _ hasFocus: Int32, _ x: Double,
  _ y: Double
) -> Int32 {
  guard isPositive(factor) else { return -1 }
  guard hasFocus != 0 else { return feed(handle, time, .zoomBy(factor: factor, focus: nil)) }
  return feed(
    handle, time, .zoomBy(factor: factor, focus: CarouselPoint(x: x, y: y)),
    if: x.isFinite && y.isFinite)
}

/// The page was hidden (0) or shown (1).
@_expose(wasm, "carousel_visibility")
public func carousel_visibility(_ handle: Int32, _ time: Double, _ visible: Int32) -> Int32 {
  feed(handle, time, .visibility(visible != 0))
}

/// The pointer entered (1) or left (0) the carousel.
@_expose(wasm, "carousel_hover")
public func carousel_hover(_ handle: Int32, _ time: Double, _ inside: Int32) -> Int32 {
  feed(handle, time, .hover(inside != 0))
}

/// A tap on page dot `page` (≥ 0).
@_expose(wasm, "carousel_select_page")
public func carousel_select_page(_ handle: Int32, _ time: Double, _ page: Int32) -> Int32 {
  guard page >= 0 else { return -1 }
  return feed(handle, time, .selectPage(Int(page)))
}

/// Dragging along the page dots: `phase` as for a pinch, `fraction` 0…1 across them.
@_expose(wasm, "carousel_scrub")
public func carousel_scrub(_ handle: Int32, _ time: Double, _ phase: Int32, _ fraction: Double)
  -> Int32
{
  guard let phase = choice(phase, of: CarouselGesturePhase.self) else { return -1 }
  return feed(handle, time, .scrub(phase: phase, fraction: fraction), if: fraction.isFinite)
}

/// New data at `time`: `oldCount` 32-bit integers at `newByOld` give each old item's new
/// position (−1: removed), `newCount` at `oldByNew` each new item's old position (−1:
/// inserted); the change animates and the current item stays current (see
/// ``CarouselEngine/apply(_:at:)``). -1 when the tables disagree or `oldCount` is not the
/// item count.
@_expose(wasm, "carousel_apply_mapping")
public func carousel_apply_mapping(
  _ handle: Int32, _ time: Double, _ oldCount: Int32, _ newByOld: Int32, _ newCount: Int32,
  _ oldByNew: Int32
) -> Int32 {
  guard time.isFinite, oldCount >= 0, newCount >= 0 else { return -1 }
  func table(_ pointer: Int32, _ count: Int32) -> [Int]? {
    guard count > 0 else { return [] }
    guard let base = UnsafePointer<Int32>(bitPattern: Int(pointer)) else { return nil }
    return UnsafeBufferPointer(start: base, count: Int(count)).map { Int($0) }
  }
  guard let newIndexByOld = table(newByOld, oldCount),
    let oldIndexByNew = table(oldByNew, newCount),
    let mapping = CarouselIndexMapping(
      validatingNewIndexByOld: newIndexByOld, oldIndexByNew: oldIndexByNew)
  else { return -1 }
  return withCarousel(handle) { carousel in
    guard carousel.engine?.apply(mapping, at: time) == true else { return false }
    carousel.count = mapping.newCount
    carousel.collectEvents()
    return true
  }
}
