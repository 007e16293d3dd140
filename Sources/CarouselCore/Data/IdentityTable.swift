/// An open-addressing index from identity hashes to positions in a snapshot's item list.
///
/// It stores positions only; the hashes live beside the items (``CarouselSnapshot/hashes``),
/// so growing the table or diffing against it never hashes an identity again: a probe
/// compares the stored hash first and the identity only when the hashes agree.
///
/// Linear probing over a power-of-two table at most half full: a lookup touches about 1.5
/// slots on average, and `Int32` slots keep a 100,000-item table (262,144 slots) at 1 MB.
@usableFromInline
struct IdentityTable: Sendable {
  /// Position + 1 of the item in each slot; 0 marks an empty slot.
  @usableFromInline var slots: [Int32]
  /// Slot count − 1 (the slot count is a power of two).
  @usableFromInline var mask: Int
  /// Number of positions stored.
  private(set) var count = 0

  /// Most items a table can index (positions are stored as `Int32`, plus one).
  static let maxCount = Int(Int32.max) - 1

  /// An empty table with room for `capacity` items before it grows.
  init(capacity: Int) {
    let size = Self.slotCount(for: capacity)
    slots = [Int32](repeating: 0, count: size)
    mask = size - 1
  }

  /// The smallest power of two at least twice `capacity` (and at least 8).
  private static func slotCount(for capacity: Int) -> Int {
    var size = 8
    while size < 2 * capacity { size *= 2 }
    return size
  }

  /// The position of the item whose hash is `hash` and for which `isMatch` holds.
  ///
  /// - Complexity: O(1) expected.
  @inlinable @inline(__always)
  func position(forHash hash: Int, hashes: [Int], where isMatch: (Int) -> Bool) -> Int? {
    var slot = hash & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return nil }
      let position = stored - 1
      if hashes[position] == hash && isMatch(position) { return position }
      slot = (slot + 1) & mask
    }
  }

  /// Stores `position` (whose hash is `hashes[position]`) unless an item matching it is
  /// already stored; returns that item's position instead.
  ///
  /// - Complexity: O(1) expected, amortised (the table doubles when half full).
  @inline(__always)
  mutating func insert(
    _ position: Int, hashes: [Int], where isMatch: (Int) -> Bool
  ) -> Int? {
    if 2 * (count + 1) > slots.count { rebuild(hashes: hashes, count: count, capacity: count + 1) }
    let hash = hashes[position]
    var slot = hash & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { break }
      let existing = stored - 1
      if hashes[existing] == hash && isMatch(existing) { return existing }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(position + 1)
    count += 1
    return nil
  }

  /// Re-indexes positions `0..<count` from their stored hashes (no identity is hashed),
  /// with room for `capacity` items.
  ///
  /// - Complexity: O(count + capacity).
  mutating func rebuild(hashes: [Int], count: Int, capacity: Int) {
    let size = Self.slotCount(for: max(capacity, count))
    slots = [Int32](repeating: 0, count: size)
    mask = size - 1
    for position in 0..<count {
      var slot = hashes[position] & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(position + 1)
    }
    self.count = count
  }
}
