extension CarouselEngine {
  /// Calls `body` with the attributes of every item on screen or within
  /// ``CarouselConfiguration/overscan``, in display order (left to right, top to bottom).
  ///
  /// - Complexity: O(visible items) for uniform lengths, plus O(log n) with per-item
  ///   lengths; never proportional to the item count. Allocates nothing.
  public func forEachLayoutAttribute(_ body: (ItemAttributes) -> Void) {
    guard count > 0 else { return }
    let length = track.viewportLength
    let margin = max(configuration.overscan, 0)
    let shown = offset
    let u = track.itemPosition(anchor: anchor, offset: shown)
    let range = track.indices(overlapping: -margin, length + margin, anchor: anchor, offset: shown)
    let reversed =
      configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft
    let viewport = configuration.viewport
    func attributes(_ v: Int) -> ItemAttributes {
      let lead = track.screenLeading(of: v, anchor: anchor, offset: shown)
      let itemLength = track.length(of: v)
      let frame: Rect
      switch configuration.axis {
      case .horizontal:
        let x = reversed ? viewport.width - lead - itemLength : lead
        frame = Rect(x: x, y: 0, width: itemLength, height: viewport.height)
      case .vertical:
        frame = Rect(x: 0, y: lead, width: viewport.width, height: itemLength)
      }
      let visible = lead < length && lead + itemLength > 0
      return ItemAttributes(
        index: track.item(at: v), virtualIndex: v, frame: frame, progress: Double(v) - u,
        isVisible: visible)
    }
    if reversed {
      for v in range.reversed() { body(attributes(v)) }
    } else {
      for v in range { body(attributes(v)) }
    }
  }

  /// The attributes of the items on screen and in the overscan, in display order.
  public var layoutAttributes: [ItemAttributes] {
    var result: [ItemAttributes] = []
    forEachLayoutAttribute { result.append($0) }
    return result
  }

  /// The real indices of the items on screen, in display order.
  public var visibleIndices: [Int] {
    var result: [Int] = []
    forEachLayoutAttribute { if $0.isVisible { result.append($0.index) } }
    return result
  }
}
