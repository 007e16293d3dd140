import CarouselCore

/// Keeps `CAROUSEL_STATE_FILE` up to date for end-to-end tests: one JSON line, rewritten
/// atomically whenever the scene settles somewhere new or a like changes.
///
/// Which items are liked is asked of the scene only after input could have changed it
/// (the scene toggles likes itself on heart taps), not on every frame.
final class StateReporter {
  private let writer: StateFileWriter
  private var lastWritten: StateSnapshot?
  private var liked: [Int]?

  init(path: String) {
    writer = StateFileWriter(path: path)
  }

  /// Input arrived: the likes may have changed.
  func inputArrived() {
    liked = nil
  }

  /// Writes the state when it is worth it.
  ///
  /// - Complexity: O(item count) after input, O(1) otherwise.
  func report(
    engine: CarouselEngine, viewport: CarouselSize, identities: [String] = [],
    catalogError: String? = nil, loadingFrames: Int = 0, isLiked: (Int) -> Bool
  ) throws(DesktopError) {
    let likedNow = liked ?? (0..<max(engine.count, 0)).filter(isLiked)
    liked = likedNow
    let snapshot = StateSnapshot(
      index: engine.currentIndex, phase: engine.phase, liked: likedNow,
      width: Int(viewport.width.rounded()), height: Int(viewport.height.rounded()),
      ids: identities, catalogError: catalogError, isChanging: engine.isChangingData,
      count: engine.count, loadingFrames: loadingFrames)
    guard snapshot.isWorthWriting(after: lastWritten) else { return }
    try writer.replaceContents(with: snapshot.jsonLine)
    lastWritten = snapshot
  }
}
