import CarouselCore
import CarouselRender

extension SceneController {
  /// Draws the whole window as the last update left it into `surface`, whose pixels SHOULD
  /// be ``viewport`` × ``scale`` (content is drawn at the surface's own scale).
  ///
  /// Drawing changes nothing the scene shows or the engine holds: drawing twice gives the
  /// same pixels. It only notes what the frame showed, for ``needsRedraw``. Item content
  /// comes from cached surfaces rasterised once per content, size and scale; per frame they
  /// are only composited.
  public func draw(into surface: RenderSurface) {
    let state = frameState(scale: surface.scale)
    ScenePainter(screen: screen, resources: resources).draw(state, into: surface)
    frames.noteDrawn(state)
  }

  /// Draws the window as ``draw(into:)`` does but without its items: what lies behind and
  /// over them, for tests to tell the items' pixels apart. Notes nothing.
  @_spi(Testing) public func drawWithoutItems(into surface: RenderSurface) {
    var painter = ScenePainter(screen: screen, resources: resources)
    painter.drawsItems = false
    painter.draw(frameState(scale: surface.scale), into: surface)
  }

  /// Draws as ``draw(into:)`` does and returns, under an effect, where each item drawn and
  /// its text lay and how much of its text was drawn, back to front (empty without an
  /// effect).
  @_spi(Testing) public func drawNotingText(into surface: RenderSurface) -> [SceneItemText] {
    let record = SceneTextRecord()
    var painter = ScenePainter(screen: screen, resources: resources)
    painter.textRecord = record
    let state = frameState(scale: surface.scale)
    painter.draw(state, into: surface)
    frames.noteDrawn(state)
    return record.items
  }

  /// What a frame drawn now at `scale` pixels per point shows.
  func frameState(scale: Double) -> SceneFrameState {
    let time = engine.time
    let keeper = likes.keeper
    var state = SceneFrameState(
      geometry: model.geometry(scale: scale),
      // A reduced-motion cross-fade moves nothing: it is drawn flat.
      effect: engine.activeCrossFade == nil ? model.effect : nil,
      notice: likes.visibleNotice(at: time),
      effectLabel: model.effectLabel.flatMap { $0.isShowing(at: time) ? $0 : nil },
      spinnerStep: resources.spinnerStep(at: time),
      isShowingLoadingTile: model.isShowingLoadingTile, likesChange: keeper?.changeCount,
      isSavingLikes: (keeper?.unsavedCount ?? 0) > 0,
      assistiveFocus: model.holdsForAssistiveTechnology, isShowingPreview: model.isShowingPreview)
    state.filmstrip = filmstrip.strip?.frameState
    return state
  }
}
