import CarouselCore
@_spi(Testing) import CarouselScenes

/// Keeps `CAROUSEL_STATE_FILE` up to date for end-to-end tests: one JSON line, rewritten
/// atomically whenever the scene settles somewhere new or a like changes.
///
/// Which items are liked is asked of the scene only after input could have changed it
/// (the scene toggles likes itself on heart taps), not on every frame.
final class StateReporter {
  private let writer: StateFileWriter
  private var lastWritten: StateSnapshot?
  private var liked: [Int]?
  /// The scene's ``SceneController/likesChangeCount`` when `liked` was asked.
  private var likesChange: Int?

  init(path: String) {
    writer = StateFileWriter(path: path)
  }

  /// Input arrived: the likes may have changed.
  func inputArrived() {
    liked = nil
  }

  /// Writes the state of `scene` when it is worth it.
  ///
  /// - Complexity: O(item count) after input or a change of the likes, O(1) otherwise.
  func report(scene: SceneController) throws(DesktopError) {
    let change = scene.likesChangeCount
    if change != likesChange {
      liked = nil
      likesChange = change
    }
    var likes = StateSnapshot.Likes()
    likes.access = scene.likesAccess
    likes.unsaved = scene.unsavedLikeCount
    likes.notice = scene.visibleNotice
    likes.frames = scene.framesDrawn
    likes.framesWhileSaving = scene.framesDrawnWhileSavingLikes
    if liked == nil {
      // Hearts as drawn, and what is saved (what a restart would show).
      likes.shown = (0..<max(scene.engine.count, 0)).filter { scene.isLiked(tripAt: $0) }
      shown = likes.shown
    } else {
      likes.shown = shown
    }
    try report(
      engine: scene.engine, viewport: scene.viewport, identities: scene.itemIdentities,
      catalogError: scene.catalogError, loadingFrames: scene.loadingFramesAfterFirstImage,
      likes: likes, scene: scene.kind.rawValue,
      selected: scene.gridSelection ?? scene.filmstripSelection,
      filmstrip: scene.isShowingFilmstrip, animationFrame: scene.animationFrame,
      sharp: scene.hasShownSharpImage, listOffset: scene.listOffset
    ) { scene.isLikeSaved(tripAt: $0) }
  }

  /// Hearts as last drawn (see ``StateSnapshot/Likes/shown``).
  private var shown: [Int] = []

  /// Writes the state when it is worth it.
  ///
  /// - Complexity: O(item count) after input, O(1) otherwise.
  func report(
    engine: CarouselEngine, viewport: CarouselSize, identities: [String] = [],
    catalogError: String? = nil, loadingFrames: Int = 0, likes: StateSnapshot.Likes = .init(),
    scene: String = "", selected: Int? = nil, filmstrip: Bool = false,
    animationFrame: Int? = nil, sharp: Bool = false, listOffset: Double? = nil,
    isLiked: (Int) -> Bool
  ) throws(DesktopError) {
    let likedNow = liked ?? (0..<max(engine.count, 0)).filter(isLiked)
    liked = likedNow
    let snapshot = StateSnapshot(
      index: engine.currentIndex, phase: engine.phase, liked: likedNow,
      width: Int(viewport.width.rounded()), height: Int(viewport.height.rounded()),
      ids: identities, catalogError: catalogError, isChanging: engine.isChangingData,
      count: engine.count, loadingFrames: loadingFrames, likes: likes, scene: scene,
      selected: selected, filmstrip: filmstrip, animationFrame: animationFrame, sharp: sharp,
      listOffset: listOffset)
    guard snapshot.isWorthWriting(after: lastWritten) else { return }
    try writer.replaceContents(with: snapshot.jsonLine)
    lastWritten = snapshot
  }
}
