import CarouselCore

/// A change to a screen's items: a watched folder's rescan, with where each old item went,
/// for ``CarouselEngine/apply(_:at:)-(CarouselIndexMapping,_)`` to carry motion in flight
/// onto the moved items; or the grid's rows regrouped by a new column count, which are not
/// the same items before and after, with the new count only. Either way the index the item
/// that was current has now.
struct SceneItemChange {
  /// Where each item before the change is after it (removed and inserted items included);
  /// nil when the items before and after are not the same things.
  let mapping: CarouselIndexMapping?
  /// Number of items after the change.
  let count: Int
  /// The new index of the item that was current, or the nearest when it left; for a host
  /// that cannot apply a mapping and sets the count instead.
  let current: Int

  /// A change of the same items, moved, removed or joined by new ones.
  init(mapping: CarouselIndexMapping, current: Int) {
    self.mapping = mapping
    self.count = mapping.newCount
    self.current = current
  }

  /// New items: `count` of them, `current` the one to show.
  init(count: Int, current: Int) {
    self.mapping = nil
    self.count = count
    self.current = current
  }
}
