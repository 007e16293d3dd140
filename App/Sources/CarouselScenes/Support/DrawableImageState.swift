import CarouselImages
import CarouselRender

/// An item's image as a painter needs it while rasterising (see
/// ``SceneImageState/drawable()``).
enum DrawableImageState {
  /// Still decoding: draw the loading tile.
  case loading
  /// Decoded, as a surface ready to draw.
  case ready(RenderSurface)
  /// The image cannot be shown: draw the error tile with the file's name and the reason.
  case failed(ImageError)
}
