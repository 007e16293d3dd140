import CarouselRender

/// The two passes that draw items under an effect: the first only asks each item, back to
/// front, what it certainly covers with opaque pixels; the second draws each one, skipping
/// what opaque items in front of it will cover anyway (side covers stacked in cover flow
/// are mostly hidden: drawing them whole cost more than everything else in the frame).
final class EffectDrawPlan {
  /// Whether the first pass is running (items are asked, not drawn).
  var isCollecting = true
  /// The position, back to front, of the item being asked or drawn.
  var item = 0
  /// What each item covers for certain, by position; nil when it may be translucent.
  var occluders: [PerspectiveOccluder?]

  /// A plan for `count` items.
  init(count: Int) {
    occluders = Array(repeating: nil, count: count)
  }

  /// What the items in front of position `item` cover.
  func occluders(inFrontOf item: Int) -> [PerspectiveOccluder] {
    guard item + 1 < occluders.count else { return [] }
    return occluders[(item + 1)...].compactMap { $0 }
  }
}
