import CarouselCore
import CarouselRender

extension CarouselSize {
  /// The same size in the renderer's geometry type.
  var renderSize: RenderSize { RenderSize(width: width, height: height) }
}
