/// What a carousel shows: an ordered list of items with stable, unique identities,
/// optionally grouped in sections.
///
/// A host states the items; ``difference(from:)`` works out what changed since the last
/// snapshot, and `CarouselEngine.apply(_:at:)` animates it while keeping the user's place.
///
/// ```swift
/// let shown = try CarouselListSnapshot(items: catalog.trips)
/// let next = try CarouselListSnapshot(items: reloaded.trips)
/// let difference = next.difference(from: shown)   // shown.applying(difference) == next
/// ```
///
/// Each identity is hashed once, when its item is added; the hash is kept beside the item,
/// so diffing and indexing never hash it again.
public struct CarouselSnapshot<SectionID: Hashable & Sendable, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// Why a snapshot cannot be built as asked.
  public typealias Failure = CarouselSnapshotError<SectionID, Item.ID>

  /// Every item, section after section.
  public internal(set) var items: [Item] = []
  /// The sections in order, each a run of ``items``.
  public internal(set) var sections: [CarouselSnapshotSection<SectionID>] = []
  /// `items[k].id.hashValue`, computed once per item.
  @usableFromInline var hashes: [Int] = []
  /// Identity → position.
  @usableFromInline var table = IdentityTable(capacity: 0)

  /// An empty snapshot: no sections, no items.
  public init() {}

  /// Sections with their items, in order.
  ///
  /// - Throws: ``CarouselSnapshotError/duplicateSection(_:)`` or
  ///   ``CarouselSnapshotError/duplicateItem(_:)`` naming the first repeated identity.
  /// - Complexity: O(items) expected, plus O(sections²) to check the section identities
  ///   (sections are few).
  public init(sections: [(id: SectionID, items: [Item])]) throws(Failure) {
    let total = sections.reduce(0) { $0 + $1.items.count }
    reserveCapacity(total)
    for section in sections {
      try appendSections([section.id])
      try appendItems(section.items)
    }
  }

  /// Number of items in all sections.
  public var count: Int { items.count }

  /// Whether the snapshot holds no items.
  public var isEmpty: Bool { items.isEmpty }

  /// Reserves room for `capacity` items.
  public mutating func reserveCapacity(_ capacity: Int) {
    items.reserveCapacity(capacity)
    hashes.reserveCapacity(capacity)
    if capacity > table.count {
      table.rebuild(hashes: hashes, count: items.count, capacity: capacity)
    }
  }

  /// Adds empty sections after the last one.
  ///
  /// - Throws: ``CarouselSnapshotError/duplicateSection(_:)`` when an identity is already a
  ///   section (nothing is added then).
  /// - Complexity: O(sections × added): a linear scan, as sections are few.
  public mutating func appendSections(_ identities: [SectionID]) throws(Failure) {
    for (k, id) in identities.enumerated() {
      if sections.contains(where: { $0.id == id }) || identities[..<k].contains(id) {
        throw .duplicateSection(id)
      }
    }
    sections += identities.map { CarouselSnapshotSection(id: $0, itemCount: 0) }
  }

  /// Adds items at the end of a section (the last one when `section` is nil).
  ///
  /// - Throws: ``CarouselSnapshotError/duplicateItem(_:)`` naming an identity already in
  ///   the snapshot or repeated in `newItems`; ``CarouselSnapshotError/unknownSection(_:)``;
  ///   nothing is added then.
  /// - Complexity: O(added) expected into the last section; O(count) into an earlier one.
  public mutating func appendItems(_ newItems: [Item], toSection section: SectionID? = nil)
    throws(Failure)
  {
    let sectionIndex: Int
    if let section {
      guard let found = sections.firstIndex(where: { $0.id == section }) else {
        throw .unknownSection(section)
      }
      sectionIndex = found
    } else {
      guard !sections.isEmpty else {
        preconditionFailure("appendItems(_:) needs a section: append one first")
      }
      sectionIndex = sections.count - 1
    }
    guard !newItems.isEmpty else { return }
    let oldCount = items.count
    guard oldCount + newItems.count <= IdentityTable.maxCount else {
      throw .tooManyItems(oldCount + newItems.count)
    }
    // Index the new items at the end first, so a duplicate leaves everything as it was.
    items.append(contentsOf: newItems)
    for item in newItems { hashes.append(item.id.hashValue) }
    for position in oldCount..<items.count {
      let id = items[position].id
      if table.insert(position, hashes: hashes, where: { items[$0].id == id }) != nil {
        items.removeSubrange(oldCount...)
        hashes.removeSubrange(oldCount...)
        table.rebuild(hashes: hashes, count: oldCount, capacity: oldCount)
        throw .duplicateItem(id)
      }
    }
    sections[sectionIndex].itemCount += newItems.count
    guard sectionIndex < sections.count - 1 else { return }
    // Into an earlier section: move the new run before the later sections' items.
    let end = sections[...sectionIndex].reduce(0) { $0 + $1.itemCount } - newItems.count
    items = Array(items[..<end]) + items[oldCount...] + items[end..<oldCount]
    hashes = Array(hashes[..<end]) + hashes[oldCount...] + hashes[end..<oldCount]
    table.rebuild(hashes: hashes, count: items.count, capacity: items.count)
  }

  /// The position of the item with identity `id` in ``items``, or nil.
  ///
  /// - Complexity: O(1) expected (hashes `id` once).
  public func index(of id: Item.ID) -> Int? {
    table.position(forHash: id.hashValue, hashes: hashes) { items[$0].id == id }
  }

  /// Whether an item has the identity `id`.
  public func contains(_ id: Item.ID) -> Bool { index(of: id) != nil }

  /// The section holding the item at `position`, as an index into ``sections``.
  ///
  /// - Complexity: O(sections).
  func sectionIndex(ofItemAt position: Int) -> Int? {
    guard position >= 0 && position < items.count else { return nil }
    var end = 0
    for (index, section) in sections.enumerated() {
      end += section.itemCount
      if position < end { return index }
    }
    return nil
  }

  /// The position in `self` of an item of `other` whose hash is known (no hashing).
  @inlinable @inline(__always)
  func index(matching id: Item.ID, hash: Int) -> Int? {
    table.position(forHash: hash, hashes: hashes) { items[$0].id == id }
  }
}

extension CarouselSnapshot where SectionID == CarouselMainSection {
  /// A snapshot of one section, ``CarouselMainSection/main``, holding `items`.
  ///
  /// - Throws: ``CarouselSnapshotError/duplicateItem(_:)`` naming the first repeated identity.
  /// - Complexity: O(items) expected.
  public init(items: [Item]) throws(Failure) {
    try self.init(sections: [(id: .main, items: items)])
  }
}

extension CarouselSnapshot: Equatable {
  /// Same sections and the same items (identities and contents) in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sections == rhs.sections && lhs.items == rhs.items
  }
}

extension CarouselSnapshot: Sendable where Item: Sendable {}
