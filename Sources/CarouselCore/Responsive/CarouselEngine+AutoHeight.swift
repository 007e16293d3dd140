extension CarouselEngine {
  /// The cross size item `index` asks for under auto height: its content
  /// (``itemContentSizes``) scaled to the item's length along the axis, at most the viewport's
  /// cross size; an item without a content size fills the viewport's cross size.
  ///
  /// Horizontal: `min(length · contentHeight / contentWidth, viewport.height)`; vertical:
  /// `min(length · contentWidth / contentHeight, viewport.width)`. The viewport the engine
  /// knows is the most room the host offers; auto height shrinks the shown viewport within it.
  public func crossSize(ofItemAt index: Int) -> Double {
    let room = configuration.axis == .horizontal ? viewport.height : viewport.width
    guard count > 0, let content = itemContentSizes[track.item(at: index)] else { return room }
    let length = track.length(of: index)
    let fitted =
      configuration.axis == .horizontal
      ? length * content.height / content.width : length * content.width / content.height
    return min(fitted, room)
  }

  /// The viewport's cross size under auto height at ``time`` (its height when horizontal,
  /// its width when vertical), following the current item's ``crossSize(ofItemAt:)``.
  ///
  /// See ``autoCrossSize(itemCrossSize:)`` for the formula.
  public var autoCrossSize: Double { autoCrossSize(itemCrossSize: crossSize(ofItemAt:)) }

  /// The viewport's cross size under auto height at ``time`` for items whose cross sizes
  /// `itemCrossSize` gives (by real index), interpolated by the continuous scroll position
  /// so that it moves with the same motion as the scroll:
  ///
  /// crossSize = c(k) + t·(c(k + 1) − c(k)), with p = ``virtualPosition``, k = ⌊p⌋,
  /// t = p − k, and c(v) the cross size of the item shown at virtual index v (a carousel
  /// that does not loop uses its first and last items beyond its ends).
  ///
  /// At rest p is the current item's index exactly, so the size is exactly the current
  /// item's; under motion it is continuous because the position is. An item whose size
  /// changes takes its new size at once (a host may animate that change itself).
  /// An empty carousel returns the viewport's cross size.
  ///
  /// - Complexity: two calls of `itemCrossSize`, O(1) otherwise.
  public func autoCrossSize(itemCrossSize: (Int) -> Double) -> Double {
    guard count > 0 else {
      return configuration.axis == .horizontal ? viewport.height : viewport.width
    }
    let p = virtualPosition
    let k = Int(clampingIndex: p, .down)
    let t = p - Double(k)
    func size(at v: Int) -> Double {
      itemCrossSize(configuration.loop ? track.item(at: v) : min(max(v, 0), count - 1))
    }
    let low = size(at: k)
    guard t > 0 else { return low }
    return low + t * (size(at: k + 1) - low)
  }
}
