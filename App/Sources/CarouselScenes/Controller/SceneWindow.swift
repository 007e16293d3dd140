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
  /// Points along the bottom edge kept from the screen (the filmstrip's band).
  var bottomInset: Double = 0

  /// What the screen lays itself out in: the window less ``bottomInset``.
  var screenSize: CarouselSize {
    CarouselSize(width: size.width, height: max(1, size.height - bottomInset))
  }

  /// Whether a window of `size` points at `scale` can be drawn.
  static func isDrawable(_ size: CarouselSize, scale: Double) -> Bool {
    size.isValid && size.width >= 1 && size.height >= 1 && scale.isFinite && scale > 0
  }
}
