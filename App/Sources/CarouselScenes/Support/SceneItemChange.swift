import CarouselCore

/// A change to a screen's items (a watched folder's rescan): where each old item went, for
/// ``CarouselEngine/apply(_:at:)-(CarouselIndexMapping,_)`` to carry motion in flight onto
/// the moved items, and the index the item that was current has now.
struct SceneItemChange {
  /// Where each item before the change is after it (removed and inserted items included).
  let mapping: CarouselIndexMapping
  /// The new index of the item that was current, or the nearest when it left; for a host
  /// that cannot apply the mapping and sets the count instead.
  let current: Int

  /// Number of items after the change.
  var count: Int { mapping.newCount }
}
