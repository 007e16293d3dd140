import CarouselCore

/// Everything one frame shows, fixed when the frame begins: the window's geometry with a
/// copy of the engine at the frame's time, the effect, the notice, and what the frame tells
/// the redraw bookkeeping (``SceneFrameRecord``).
///
/// Drawing reads it and nothing else of the scene's state (see ``ScenePainter``): the engine
/// it holds is a copy, so no drawing can move the carousel.
struct SceneFrameState {
  /// Window size, carousel frame, pixels per point and the engine at the frame's time.
  let geometry: SceneGeometry
  /// The effect in force; nil while a reduced-motion cross-fade runs (it moves nothing, so
  /// it is drawn flat).
  let effect: CarouselEffect?
  /// The message at the bottom of the window, if one shows at the frame's time.
  let notice: SceneNotice?
  /// The name of the effect just chosen, if it shows at the frame's time.
  let effectLabel: EffectLabel?
  /// The loading spinner's step at the frame's time.
  let spinnerStep: Int
  /// Whether a visible item shows its loading tile.
  let isShowingLoadingTile: Bool
  /// The likes' ``CarouselStore/LikeKeeper/changeCount`` the hearts show, nil without likes.
  let likesChange: Int?
  /// Whether a like was still being saved.
  let isSavingLikes: Bool
  /// Whether assistive technology's focus was in the carousel (the pause sign says so).
  var assistiveFocus = false
  /// The filmstrip, while it shows.
  var filmstrip: FilmstripFrame? = nil
  /// Whether a visible item shows its quick preview rather than its display-size decode.
  var isShowingPreview = false
}
