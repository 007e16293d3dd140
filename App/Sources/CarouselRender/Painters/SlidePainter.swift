import CarouselCore

/// Draws a full-bleed slide: the image aspect-filled (covering the rectangle, centred,
/// cropped), with optional scrims for legible overlays.
public struct SlidePainter: Sendable {
  /// The look of the slide.
  public var appearance: SlideAppearance

  /// Creates a painter.
  public init(appearance: SlideAppearance = .plain) {
    self.appearance = appearance
  }

  /// Draws `image` (or the placeholder when `nil`) into `rect`.
  public func draw(_ image: RenderSurface?, in context: RenderContext, rect: CarouselRect) {
    context.withSavedState {
      context.clip(to: rect)
      context.fill(rect, color: appearance.placeholder)
      if let image { context.drawAspectFill(image, in: rect) }
      let scrimHeight = rect.height * appearance.scrimHeightFraction
      if appearance.topScrimOpacity > 0 {
        let dark = RenderColor(white: 0, alpha: appearance.topScrimOpacity)
        context.fillVerticalGradient(
          CarouselRect(x: rect.minX, y: rect.minY, width: rect.width, height: scrimHeight),
          stops: [(0, dark), (1, .clear)])
      }
      if appearance.bottomScrimOpacity > 0 {
        let dark = RenderColor(white: 0, alpha: appearance.bottomScrimOpacity)
        context.fillVerticalGradient(
          CarouselRect(
            x: rect.minX, y: rect.maxY - scrimHeight, width: rect.width, height: scrimHeight),
          stops: [(0, .clear), (1, dark)])
      }
    }
  }

  /// Renders a slide of `size` points into a new surface.
  public func render(_ image: RenderSurface?, size: CarouselSize, scale: Double)
    throws(RenderError) -> RenderSurface
  {
    let surface = try RenderSurface(size: size, scale: scale)
    draw(image, in: surface.makeContext(), rect: CarouselRect(size: size))
    return surface
  }
}
