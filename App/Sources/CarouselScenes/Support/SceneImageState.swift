import CarouselImages
import CarouselRender

/// What a scene can draw for an item's image right now.
enum SceneImageState {
  /// Still decoding: draw the loading tile.
  case loading
  /// Decoded; ``SceneImage/surface()`` makes it drawable when something is rasterised.
  case ready(SceneImage)
  /// Decoding failed: draw the error tile with the file's name and the reason.
  case failed(ImageError)

  /// A short tag that changes whenever the drawn pixels would, for item surface keys.
  var cacheTag: String {
    switch self {
    case .loading: return "loading"
    case .ready(let image):
      return "ready\(image.pixelWidth)x\(image.pixelHeight)\(image.isPreview ? "p" : "")"
    // The reason is drawn, and a URL tried again may fail differently.
    case .failed(let error): return "failed|\(error.reason)"
    }
  }

  /// The decoded image when ready.
  var image: SceneImage? {
    if case .ready(let image) = self { return image }
    return nil
  }

  /// The drawable surface when ready and Cairo can hold it (made on first use).
  var surface: RenderSurface? {
    try? image?.surface().get()
  }

  /// The state with a ready image's surface made, for rasterising: `.ready` with a
  /// surface, or `.failed` when Cairo cannot hold the image.
  func drawable() -> DrawableImageState {
    switch self {
    case .loading: return .loading
    case .failed(let error): return .failed(error)
    case .ready(let image):
      switch image.surface() {
      case .success(let surface): return .ready(surface)
      case .failure(let error): return .failed(error)
      }
    }
  }
}
