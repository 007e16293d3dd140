/// One section of a ``CarouselSnapshot``: its identity and how many items it holds.
///
/// A carousel shows the sections' items one after another; a section is a run of the
/// snapshot's flat item list.
public struct CarouselSnapshotSection<ID: Hashable>: Hashable {
  /// The section's identity, unique in its snapshot.
  public var id: ID
  /// Number of items in the section.
  public var itemCount: Int

  /// A section named `id` holding `itemCount` items.
  init(id: ID, itemCount: Int) {
    self.id = id
    self.itemCount = itemCount
  }
}

extension CarouselSnapshotSection: Sendable where ID: Sendable {}
