/// Where each item of one snapshot went in the next: the part of a difference that a
/// carousel needs to keep its place and animate (no identities, no contents).
///
/// Stored as runs of items kept together (old `i..<i+n` became new `j..<j+n`), so its size
/// follows the changes, not the counts: growing a carousel of 2 items to 2^48 is one run,
/// and every lookup is a binary search over the runs.
public struct CarouselIndexMapping: Hashable, Sendable {
  /// A run of kept items: old `old..<old + length` became new `new..<new + length`.
  @usableFromInline
  struct Run: Hashable, Sendable {
    var old: Int
    var new: Int
    var length: Int
  }

  /// The kept items as maximal runs, in old order (maximal, so equal mappings are equal).
  private let runsByOld: [Run]
  /// The same runs in new order (moves make the two orders differ).
  private let runsByNew: [Run]
  /// Number of items before the change.
  public let oldCount: Int
  /// Number of items after the change.
  public let newCount: Int

  /// A mapping from the two position tables (−1 marks a removed or inserted item).
  ///
  /// The tables must agree: `oldIndexByNew[newIndexByOld[i]] == i` for every kept `i`.
  ///
  /// - Complexity: O(old + new).
  @usableFromInline
  init(newIndexByOld: [Int], oldIndexByNew: [Int]) {
    runsByOld = Self.runs(of: newIndexByOld, byNew: false)
    // Read from the other table rather than sorted: no sort is compiled into the engine.
    runsByNew = Self.runs(of: oldIndexByNew, byNew: true)
    oldCount = newIndexByOld.count
    newCount = oldIndexByNew.count
  }

  /// The maximal runs of a position table, in its own order (`table` maps new positions to
  /// old ones when `byNew`).
  private static func runs(of table: [Int], byNew: Bool) -> [Run] {
    var runs: [Run] = []
    for (i, j) in table.enumerated() where j >= 0 {
      let old = byNew ? j : i
      let new = byNew ? i : j
      if let last = runs.last, last.old + last.length == old, last.new + last.length == new {
        runs[runs.count - 1].length += 1
      } else {
        runs.append(Run(old: old, new: new, length: 1))
      }
    }
    return runs
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
  ///
  /// - Complexity: O(1), whatever the counts.
  public init(oldCount: Int, newCount: Int) {
    precondition(oldCount >= 0 && newCount >= 0, "counts must not be negative")
    let kept = min(oldCount, newCount)
    runsByOld = kept > 0 ? [Run(old: 0, new: 0, length: kept)] : []
    runsByNew = runsByOld
    self.oldCount = oldCount
    self.newCount = newCount
  }

  /// The new position of the item that was at `oldIndex`, or nil when it was removed (or
  /// `oldIndex` is out of range).
  ///
  /// - Complexity: O(log runs).
  func newIndex(ofOld oldIndex: Int) -> Int? {
    guard let run = Self.run(in: runsByOld, containing: oldIndex, byNew: false) else { return nil }
    return run.new + (oldIndex - run.old)
  }

  /// The old position of the item now at `newIndex`, or nil when it was inserted (or
  /// `newIndex` is out of range).
  ///
  /// - Complexity: O(log runs).
  func oldIndex(ofNew newIndex: Int) -> Int? {
    guard let run = Self.run(in: runsByNew, containing: newIndex, byNew: true) else { return nil }
    return run.old + (newIndex - run.new)
  }

  /// The item that takes the place of old item `oldIndex`: the item itself when it
  /// survived, else its nearest surviving neighbour (the later one on a tie, as it is the
  /// one that closes ranks into the place), else — nothing survived — the new item at the
  /// same position, clamped. Nil only when there are no new items.
  ///
  /// - Complexity: O(log runs), however far the nearest survivor is.
  func successor(ofOld oldIndex: Int) -> Int? {
    guard newCount > 0 else { return nil }
    let old = min(max(oldIndex, 0), max(oldCount - 1, 0))
    // The first run ending after `old`: it holds `old`, or is the next survivor.
    let next = Self.firstRun(in: runsByOld, endingAfter: old, byNew: false)
    if next < runsByOld.count, runsByOld[next].old <= old {
      return runsByOld[next].new + (old - runsByOld[next].old)
    }
    let later = next < runsByOld.count ? runsByOld[next] : nil
    let earlier = next > 0 ? runsByOld[next - 1] : nil
    switch (later, earlier) {
    case (let later?, let earlier?):
      let lastEarlier = earlier.old + earlier.length - 1
      return later.old - old <= old - lastEarlier
        ? later.new : earlier.new + earlier.length - 1
    case (let later?, nil): return later.new
    case (nil, let earlier?): return earlier.new + earlier.length - 1
    case (nil, nil): return min(old, newCount - 1)
    }
  }

  /// The run of `runs` (sorted by new positions when `byNew`, else old ones) holding
  /// `index`.
  private static func run(in runs: [Run], containing index: Int, byNew: Bool) -> Run? {
    let k = firstRun(in: runs, endingAfter: index, byNew: byNew)
    guard k < runs.count, (byNew ? runs[k].new : runs[k].old) <= index else { return nil }
    return runs[k]
  }

  /// The index in `runs` (sorted by new positions when `byNew`, else old ones) of the
  /// first run that ends after `index` (`runs.count` when none does). No key paths: the
  /// engine also builds with Embedded Swift.
  private static func firstRun(in runs: [Run], endingAfter index: Int, byNew: Bool) -> Int {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      let start = byNew ? runs[middle].new : runs[middle].old
      if start + runs[middle].length <= index {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
