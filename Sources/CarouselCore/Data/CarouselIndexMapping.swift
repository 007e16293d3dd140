/// Where each item of one snapshot went in the next: the part of a difference that a
/// carousel needs to keep its place and animate (no identities, no contents).
public struct CarouselIndexMapping: Hashable, Sendable {
  /// `newIndexByOld[i]`: the new position of old item `i`, or −1 when it was removed.
  private let newIndexByOld: [Int]
  /// `oldIndexByNew[j]`: the old position of new item `j`, or −1 when it was inserted.
  private let oldIndexByNew: [Int]

  /// A mapping from the two position tables (−1 marks a removed or inserted item).
  ///
  /// The tables must agree: `oldIndexByNew[newIndexByOld[i]] == i` for every kept `i`.
  @usableFromInline
  init(newIndexByOld: [Int], oldIndexByNew: [Int]) {
    self.newIndexByOld = newIndexByOld
    self.oldIndexByNew = oldIndexByNew
  }

  /// A mapping from position tables a host worked out itself (−1 marks a removed or
  /// inserted item), or nil when they disagree: every entry must be −1 or a position of
  /// the other table that points back, `oldIndexByNew[newIndexByOld[i]] == i`.
  ///
  /// - Complexity: O(old + new).
  public init?(validatingNewIndexByOld newIndexByOld: [Int], oldIndexByNew: [Int]) {
    for (i, j) in newIndexByOld.enumerated() where j != -1 {
      guard j >= 0 && j < oldIndexByNew.count && oldIndexByNew[j] == i else { return nil }
    }
    for (j, i) in oldIndexByNew.enumerated() where i != -1 {
      guard i >= 0 && i < newIndexByOld.count && newIndexByOld[i] == j else { return nil }
    }
    self.init(newIndexByOld: newIndexByOld, oldIndexByNew: oldIndexByNew)
  }

  /// The mapping of a change of count alone: items `0..<min(old, new)` stay where they are,
  /// the rest are removed or inserted at the end.
  public init(oldCount: Int, newCount: Int) {
    precondition(oldCount >= 0 && newCount >= 0, "counts must not be negative")
    let kept = min(oldCount, newCount)
    newIndexByOld = Array(0..<kept) + [Int](repeating: -1, count: oldCount - kept)
    oldIndexByNew = Array(0..<kept) + [Int](repeating: -1, count: newCount - kept)
  }

  /// Number of items before the change.
  public var oldCount: Int { newIndexByOld.count }
  /// Number of items after the change.
  public var newCount: Int { oldIndexByNew.count }

  /// The new position of the item that was at `oldIndex`, or nil when it was removed (or
  /// `oldIndex` is out of range).
  func newIndex(ofOld oldIndex: Int) -> Int? {
    guard oldIndex >= 0 && oldIndex < newIndexByOld.count else { return nil }
    let index = newIndexByOld[oldIndex]
    return index < 0 ? nil : index
  }

  /// The old position of the item now at `newIndex`, or nil when it was inserted (or
  /// `newIndex` is out of range).
  func oldIndex(ofNew newIndex: Int) -> Int? {
    guard newIndex >= 0 && newIndex < oldIndexByNew.count else { return nil }
    let index = oldIndexByNew[newIndex]
    return index < 0 ? nil : index
  }

  /// The item that takes the place of old item `oldIndex`: the item itself when it
  /// survived, else its nearest surviving neighbour (the later one on a tie, as it is the
  /// one that closes ranks into the place), else — nothing survived — the new item at the
  /// same position, clamped. Nil only when there are no new items.
  ///
  /// - Complexity: O(distance to the nearest survivor).
  func successor(ofOld oldIndex: Int) -> Int? {
    guard newCount > 0 else { return nil }
    let old = min(max(oldIndex, 0), max(oldCount - 1, 0))
    guard oldCount > 0 else { return min(old, newCount - 1) }
    var distance = 0
    while old - distance >= 0 || old + distance < oldCount {
      if let later = newIndex(ofOld: old + distance) { return later }
      if let earlier = newIndex(ofOld: old - distance) { return earlier }
      distance += 1
    }
    return min(old, newCount - 1)
  }
}
