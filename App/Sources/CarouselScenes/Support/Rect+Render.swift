import CarouselCore
import CarouselRender

extension CarouselRect {
  /// The same rectangle in the renderer's geometry type.
  var renderRect: RenderRect { RenderRect(x: minX, y: minY, width: width, height: height) }

  /// The rectangle moved by (`dx`, `dy`).
  func offsetBy(dx: Double, dy: Double) -> CarouselRect {
    CarouselRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `inset` on every side.
  func insetBy(_ inset: Double) -> CarouselRect {
    CarouselRect(
      x: minX + inset, y: minY + inset, width: max(0, width - 2 * inset),
      height: max(0, height - 2 * inset))
  }
}
