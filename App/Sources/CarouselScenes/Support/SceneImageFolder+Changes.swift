import CarouselCore
import CarouselImages

extension SceneImageFolder {
  /// Takes a watched folder's rescan into `images`: where each photo went and where the
  /// photo that was at `current` is now (the same index, clamped, when it left); nil when
  /// nothing changed.
  ///
  /// - Complexity: O(old + new photos).
  mutating func takeItemChanges(current: Int, images: SceneImages?) -> SceneItemChange? {
    let old = sources
    guard takeUpdate() else { return nil }
    images?.setSources(sources)
    let (newIndexByOld, oldIndexByNew) = Self.positions(from: old, to: sources)
    let kept = old.indices.contains(current) ? newIndexByOld[current] : -1
    let index = kept >= 0 ? kept : min(max(current, 0), max(sources.count - 1, 0))
    // The tables point back at each other by construction, so validation cannot fail; the
    // count-only mapping keeps the type total.
    let mapping =
      CarouselIndexMapping(validatingNewIndexByOld: newIndexByOld, oldIndexByNew: oldIndexByNew)
      ?? CarouselIndexMapping(oldCount: old.count, newCount: sources.count)
    return SceneItemChange(mapping: mapping, current: index)
  }

  /// Where each photo of `old` is in `new` and where each of `new` was in `old` (−1: removed
  /// or inserted), matched by source (a photo named twice matches its occurrences in
  /// order).
  ///
  /// - Complexity: O(old + new).
  static func positions(from old: [ImageSource], to new: [ImageSource]) -> (
    newIndexByOld: [Int], oldIndexByNew: [Int]
  ) {
    var oldIndices: [ImageSource: [Int]] = [:]
    for (index, source) in old.enumerated() { oldIndices[source, default: []].append(index) }
    var taken: [ImageSource: Int] = [:]
    var newIndexByOld = Array(repeating: -1, count: old.count)
    var oldIndexByNew = Array(repeating: -1, count: new.count)
    for (newIndex, source) in new.enumerated() {
      guard let indices = oldIndices[source] else { continue }
      let next = taken[source, default: 0]
      guard next < indices.count else { continue }
      taken[source] = next + 1
      newIndexByOld[indices[next]] = newIndex
      oldIndexByNew[newIndex] = indices[next]
    }
    return (newIndexByOld, oldIndexByNew)
  }
}
