import CarouselCore
import CarouselImages
import CarouselLocale
import CarouselRender

/// The tiles of photo items (the slider's slides, the gallery's pages), rasterised once per
/// image state, size and scale: the photo as the screen draws it once decoded, the loading
/// tile while it decodes (one surface per spinner spoke), the error tile with the file's
/// name and the reason when it cannot be shown.
struct PhotoTiles {
  private let resources: SceneResources
  private let loadingPainter: LoadingTilePainter
  private let errorPainter: ErrorTilePainter
  private let badgePainter = WarningBadgePainter()

  init(resources: SceneResources) {
    self.resources = resources
    loadingPainter = LoadingTilePainter(textRenderer: resources.textRenderer)
    errorPainter = ErrorTilePainter(textRenderer: resources.textRenderer)
  }

  /// The tile of `source`, whose image is in `state`, at `size` points and `scale` at
  /// `time`, cached under `kind` (which MUST differ between screens that draw photos
  /// differently). `drawPhoto` draws a decoded photo into the tile's context and rectangle
  /// and returns where the photo landed; a photo that only partly decoded gets a warning
  /// badge in that rectangle's corner.
  func surface(
    _ kind: String, source: ImageSource, state: SceneImageState, size: CarouselSize, scale: Double,
    time: Double, drawPhoto: (RenderSurface, RenderContext, CarouselRect) -> CarouselRect
  ) -> RenderSurface? {
    let step = resources.spinnerStep(at: time)
    var identity = "\(kind)|\(source.path)|\(state.cacheTag)"
    if case .loading = state { identity += "|\(step)" }
    return try? resources.surface(identity: identity, size: size, scale: scale) {
      context, rect in
      switch state.drawable() {
      case .ready(let image):
        let photo = drawPhoto(image, context, rect)
        if state.image?.damage != nil { badgePainter.draw(in: context, over: photo) }
      case .loading:
        loadingPainter.draw(in: context, rect: rect, phase: resources.spinnerPhase(step: step))
      case .failed(let error):
        errorPainter.draw(
          in: context, rect: rect, fileName: source.displayName,
          message: resources.phrases.reason(error))
      }
    }
  }

  /// Draws what the tile of a photo would show straight into `context` within `rect`
  /// (clipped to `clip`), when that is the loading tile or a preview: a tile of either
  /// would hold a second page of pixels for a moment's picture (5–8 MB at 1080p, one per
  /// spinner spoke while loading). For photos drawn flat and opaque; returns whether it
  /// drew (a sharp photo, a damaged one or an error tile are not drawn here).
  func drawInPlace(
    _ state: SceneImageState, in rect: CarouselRect, clip: CarouselRect, time: Double,
    context: RenderContext, drawPhoto: (RenderSurface, RenderContext, CarouselRect) -> CarouselRect
  ) -> Bool {
    guard let visible = clip.intersection(rect) else { return true }
    switch state.drawable() {
    case .ready(let image) where state.image?.isPreview == true && state.image?.damage == nil:
      context.withSavedState {
        context.clip(to: visible)
        _ = drawPhoto(image, context, rect)
      }
      return true
    case .loading:
      let phase = resources.spinnerPhase(step: resources.spinnerStep(at: time))
      context.withSavedState {
        context.clip(to: visible)
        loadingPainter.draw(in: context, rect: rect, phase: phase)
      }
      return true
    default:
      return false
    }
  }
}
