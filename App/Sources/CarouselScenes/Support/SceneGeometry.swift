import CarouselCore

/// Where things are in the window at one moment: the window size, the carousel's frame in it
/// and the engine's state (whose layout is in the carousel's own coordinates).
struct SceneGeometry {
  /// The window in points.
  let windowSize: CarouselSize
  /// The carousel's rectangle in window points.
  let carouselFrame: CarouselRect
  /// Pixels per point.
  let scale: Double
  /// The engine at this moment.
  let engine: CarouselEngine
  /// Whether items laid out beyond the viewport count as shown (an effect may draw them).
  var includesOverscan = false
  /// The plain list the items are laid out in while the carousel is off; nil while it is on.
  var list: SceneList? = nil

  /// Every item laid out and shown now: the list's while the carousel is off, else the
  /// engine's layout (hidden ones included).
  func forEachItemLaidOut(_ body: (CarouselItemAttributes) -> Void) {
    if let list {
      list.forEachShownItem(body)
    } else {
      engine.forEachLayoutAttribute(body)
    }
  }

  /// A window point in the carousel's coordinates.
  func carouselPoint(_ point: CarouselPoint) -> CarouselPoint {
    CarouselPoint(x: point.x - carouselFrame.minX, y: point.y - carouselFrame.minY)
  }

  /// An item's frame (carousel coordinates) in window points.
  func windowFrame(of attributes: CarouselItemAttributes) -> CarouselRect {
    attributes.frame.offsetBy(dx: carouselFrame.minX, dy: carouselFrame.minY)
  }

  /// The part of an item that is drawn (its mask in a keyline layout), in window points.
  func windowMask(of attributes: CarouselItemAttributes) -> CarouselRect {
    attributes.mask.offsetBy(dx: carouselFrame.minX, dy: carouselFrame.minY)
  }

  /// The attributes of the current item as laid out now (the visible copy nearest its rest
  /// position), or nil when the carousel is empty.
  var currentItemAttributes: CarouselItemAttributes? {
    let current = engine.currentIndex
    var best: CarouselItemAttributes?
    engine.forEachLayoutAttribute { attributes in
      guard attributes.index == current, attributes.isVisible else { return }
      if best == nil || abs(attributes.progress) < abs(best!.progress) { best = attributes }
    }
    return best
  }

  /// The first and last visible virtual indices (with ``includesOverscan``, laid out ones),
  /// as a range (empty when nothing is visible).
  var visibleVirtualRange: Range<Int> {
    var lower: Int?
    var upper: Int?
    engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible || includesOverscan else { return }
      lower = min(lower ?? attributes.virtualIndex, attributes.virtualIndex)
      upper = max(upper ?? attributes.virtualIndex, attributes.virtualIndex)
    }
    guard let lower, let upper else { return 0..<0 }
    return lower..<(upper + 1)
  }
}
