import CarouselCore

/// Where the items go while a breakpoint switches the carousel off (`cards --breakpoints`
/// in a wide window): a plain list of wrapped rows, every item at its own place, scrolled
/// vertically when the rows do not fit.
///
/// In the list's own coordinates (its viewport's top left is the origin, before scrolling),
/// with `c` columns, card width `w`, height `h`, gap `s` and margin `m`:
///
/// - c = max(1, ⌊(W − 2m + s) / (``minItemWidth`` + s)⌋) for a viewport `W` wide;
/// - w = (W − 2m − (c − 1)·s) / c, h = w · ``heightToWidth``;
/// - item `i` lies at x = m + (i mod c)·(w + s), y = m + ⌊i / c⌋·(h + s);
/// - the content is m + r·h + (r − 1)·s + m tall for r = ⌈n / c⌉ rows (0 without items), and
///   the list scrolls from 0 to max(0, content − viewport height).
struct SceneListLayout: Equatable {
  /// The list's viewport's size in points.
  var viewport: CarouselSize
  /// The number of items.
  var count: Int
  /// The narrowest an item gets before a row takes one fewer.
  var minItemWidth: Double
  /// An item's height over its width.
  var heightToWidth: Double
  /// The gap between neighbouring items, across and down.
  var spacing: Double
  /// The margin around the items.
  var margin: Double

  /// Items per row.
  var columns: Int {
    let room = viewport.width - 2 * margin + spacing
    return max(1, Self.whole(room / (minItemWidth + spacing), .down))
  }

  /// Every item's size.
  var itemSize: CarouselSize {
    let c = Double(columns)
    let width = max(1, (viewport.width - 2 * margin - (c - 1) * spacing) / c)
    return CarouselSize(width: width, height: width * heightToWidth)
  }

  /// The number of rows.
  var rows: Int { count > 0 ? (count + columns - 1) / columns : 0 }

  /// The height of all the rows with their margins.
  var contentHeight: Double {
    guard rows > 0 else { return 0 }
    let r = Double(rows)
    return 2 * margin + r * itemSize.height + (r - 1) * spacing
  }

  /// The farthest the list scrolls.
  var maxOffset: Double { max(0, contentHeight - viewport.height) }

  /// Item `index`'s frame in the list's viewport scrolled down by `offset` points.
  func frame(ofItem index: Int, offset: Double) -> CarouselRect {
    let size = itemSize
    let column = Double(index % columns)
    let row = Double(index / columns)
    return CarouselRect(
      x: margin + column * (size.width + spacing),
      y: margin + row * (size.height + spacing) - offset,
      width: size.width, height: size.height)
  }

  /// Whether some of item `index` shows in the viewport scrolled by `offset`.
  func shows(item index: Int, offset: Double) -> Bool {
    let frame = frame(ofItem: index, offset: offset)
    return frame.maxY > 0 && frame.minY < viewport.height
  }

  /// The items of which some shows at `offset`, in order (whole rows).
  func shownItems(offset: Double) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let pitch = itemSize.height + spacing
    let height = itemSize.height
    // Row k shows when its bottom, m + k·pitch + h − offset, lies below the viewport's top
    // and its top, m + k·pitch − offset, above its bottom.
    let first = max(0, Self.whole((offset - margin - height) / pitch, .down) + 1)
    let last = min(rows - 1, Self.whole((offset + viewport.height - margin) / pitch, .up) - 1)
    guard first <= last else { return 0..<0 }
    return (first * columns)..<min(count, (last + 1) * columns)
  }

  /// The offset that shows item `index`'s row, scrolling as little as `offset` needs: none
  /// when the row shows whole, else the row at the top (or at the bottom, coming from above).
  func offset(revealing index: Int, from offset: Double) -> Double {
    guard (0..<count).contains(index) else { return clamped(offset) }
    let frame = frame(ofItem: index, offset: 0)
    if frame.minY - margin < offset { return clamped(frame.minY - margin) }
    if frame.maxY + margin > offset + viewport.height {
      return clamped(frame.maxY + margin - viewport.height)
    }
    return clamped(offset)
  }

  /// `value` rounded by `rule` to an Int (0 for NaN, clamped to ±2³¹).
  static func whole(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value.rounded(rule), -2_147_483_648), 2_147_483_647))
  }

  /// `offset` within 0…``maxOffset``.
  func clamped(_ offset: Double) -> Double { min(max(offset, 0), maxOffset) }
}
