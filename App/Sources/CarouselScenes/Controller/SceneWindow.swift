import CarouselCore

/// The window a scene is drawn in: its size, its pixels per point, and where the carousel
/// sits in it.
struct SceneWindow {
  /// The window's size in points.
  var size: CarouselSize
  /// Pixels per point (2 on HiDPI displays).
  var scale: Double
  /// The carousel's rectangle in window points.
  var carouselFrame: CarouselRect

  /// Whether a window of `size` points at `scale` can be drawn.
  static func isDrawable(_ size: CarouselSize, scale: Double) -> Bool {
    size.isValid && size.width >= 1 && size.height >= 1 && scale.isFinite && scale > 0
  }
}
