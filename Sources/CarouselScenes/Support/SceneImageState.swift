import CarouselImages
import CarouselRender

/// What a scene can draw for an item's image right now.
enum SceneImageState {
  /// Still decoding: draw the loading tile.
  case loading
  /// Decoded, as a surface ready to draw.
  case ready(RenderSurface)
  /// Decoding failed: draw the error tile with the file's name and the reason.
  case failed(ImageError)

  /// A short tag that changes whenever the drawn pixels would, for item surface keys.
  var cacheTag: String {
    switch self {
    case .loading: return "loading"
    case .ready(let surface): return "ready\(surface.pixelWidth)x\(surface.pixelHeight)"
    case .failed: return "failed"
    }
  }

  /// The surface when ready.
  var surface: RenderSurface? {
    if case .ready(let surface) = self { return surface }
    return nil
  }
}
