import CarouselCore
import CarouselRender

extension Size {
  /// The same size in the renderer's geometry type.
  var renderSize: RenderSize { RenderSize(width: width, height: height) }
}
