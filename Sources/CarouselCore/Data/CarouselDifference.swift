/// The changes that turn one ``CarouselSnapshot`` into another: removals, insertions, moves
/// and updates of items, and the new sections.
///
/// Made by ``CarouselSnapshot/difference(from:)``; `old.applying(difference) == new` holds
/// for the two snapshots it was made from.
///
/// - Removed items are listed at their old positions, inserted ones at their new positions
///   (both ascending). An item that is in both snapshots either *stays* — the staying items
///   keep their relative order — or is *moved*. A kept item whose content changed (same
///   identity, `!=`) is also *updated*, whether it stayed or moved.
public struct CarouselDifference<SectionID: Hashable & Sendable, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// An item of the old snapshot that is not in the new one.
  @usableFromInline struct Removal {
    /// Its position in the old snapshot.
    @usableFromInline var offset: Int
    /// Its identity.
    @usableFromInline var id: Item.ID

    @inlinable
    init(offset: Int, id: Item.ID) {
      self.offset = offset
      self.id = id
    }
  }

  /// An item of the new snapshot that was not in the old one.
  @usableFromInline struct Insertion {
    /// Its position in the new snapshot.
    @usableFromInline var offset: Int
    /// The item.
    @usableFromInline var item: Item

    @inlinable
    init(offset: Int, item: Item) {
      self.offset = offset
      self.item = item
    }
  }

  /// A kept item that changed place relative to the items that stayed.
  @usableFromInline struct Move: Hashable {
    /// Its position in the old snapshot.
    @usableFromInline var from: Int
    /// Its position in the new snapshot.
    @usableFromInline var to: Int

    /// A move from old position `from` to new position `to`.
    @usableFromInline init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// A kept item whose content changed.
  @usableFromInline struct Update {
    /// Its position in the old snapshot.
    @usableFromInline var from: Int
    /// Its position in the new snapshot.
    @usableFromInline var to: Int
    /// The new content.
    @usableFromInline var item: Item

    @inlinable
    init(from: Int, to: Int, item: Item) {
      self.from = from
      self.to = to
      self.item = item
    }
  }

  /// Removed items by ascending old position.
  @usableFromInline let removals: [Removal]
  /// Inserted items by ascending new position.
  @usableFromInline let insertions: [Insertion]
  /// Moved items by ascending new position.
  @usableFromInline let moves: [Move]
  /// Updated items by ascending new position.
  @usableFromInline let updates: [Update]
  /// The sections of the new snapshot.
  @usableFromInline let sections: [CarouselSnapshotSection<SectionID>]
  /// Where every item went, by position.
  public let indexMapping: CarouselIndexMapping

  /// Whether nothing changed: no item removed, inserted, moved or updated, same sections.
  public var isEmpty: Bool {
    removals.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
      && indexMapping.oldCount == indexMapping.newCount
  }

  @inlinable
  init(
    removals: [Removal], insertions: [Insertion], moves: [Move], updates: [Update],
    sections: [CarouselSnapshotSection<SectionID>], indexMapping: CarouselIndexMapping
  ) {
    self.removals = removals
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
    self.sections = sections
    self.indexMapping = indexMapping
  }

  /// Number of items before the change.
  var oldCount: Int { indexMapping.oldCount }
  /// Number of items after the change.
  var newCount: Int { indexMapping.newCount }
}

extension CarouselDifference.Removal: Equatable {}
extension CarouselDifference.Removal: Sendable {}
extension CarouselDifference.Insertion: Equatable {}
extension CarouselDifference.Insertion: Sendable where Item: Sendable {}
extension CarouselDifference.Move: Sendable {}
extension CarouselDifference.Update: Equatable {}
extension CarouselDifference.Update: Sendable where Item: Sendable {}
extension CarouselDifference: Sendable where Item: Sendable {}
