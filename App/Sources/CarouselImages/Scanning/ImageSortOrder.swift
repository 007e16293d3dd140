/// The order of the photos found in a folder.
public enum ImageSortOrder: Sendable, Equatable {
  /// Natural file-name order (`img2` before `img10`), by path below the folder.
  case name
  /// Oldest modification time first (ties in name order). Costs one `stat` per file.
  case time
  /// Shuffled with a seeded generator: the same seed gives the same order.
  case random(seed: UInt64)
}
