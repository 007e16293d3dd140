/// Counts of the frames a scene drew, for tests and the window's state file (see
/// `DesktopApp`): nothing the scene shows depends on them.
struct SceneFrameCounters {
  /// Frames drawn so far.
  private(set) var framesDrawn = 0
  /// Frames drawn while a like was still being saved: the frame thread never waits for the
  /// disk, so frames go on while a save waits for a locked database.
  private(set) var framesDrawnWhileSavingLikes = 0
  /// Frames drawn with a loading tile after the first frame of items that showed none: 0
  /// means the screen was never blank once the first photo appeared.
  private(set) var loadingFramesAfterFirstImage = 0
  /// Whether a frame of items without any loading tile was drawn yet.
  private var hasShownImage = false
  /// Whether a frame was drawn whose visible items all showed their display-size decodes
  /// (no loading tile, no preview): the sharp first photo, which `scripts/bench-feh.sh`
  /// times against feh.
  private(set) var hasShownSharpImage = false

  /// Counts the frame of `state`.
  mutating func count(_ state: SceneFrameState) {
    framesDrawn += 1
    if state.likesChange != nil && state.isSavingLikes { framesDrawnWhileSavingLikes += 1 }
    guard state.geometry.engine.count > 0 else { return }
    if !state.isShowingLoadingTile {
      hasShownImage = true
      if !state.isShowingPreview { hasShownSharpImage = true }
    } else if hasShownImage {
      loadingFramesAfterFirstImage += 1
    }
  }
}
