import CarouselImages

extension SceneImageFolder {
  /// Takes a watched folder's rescan into `images`: the new count and where the photo that
  /// was at `current` is now (the same index, clamped, when it left); nil when nothing
  /// changed.
  mutating func takeItemChanges(current: Int, images: SceneImages?) -> (count: Int, current: Int)? {
    let shown = sources.indices.contains(current) ? sources[current] : nil
    guard takeUpdate() else { return nil }
    images?.setSources(sources)
    let index =
      shown.flatMap { sources.firstIndex(of: $0) }
      ?? min(max(current, 0), max(sources.count - 1, 0))
    return (sources.count, index)
  }
}
