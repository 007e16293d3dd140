import CCairo
import CarouselCore

/// Draws the small badge on a photo that only partly decoded: an amber circle with a white
/// exclamation mark, in the top-right corner of the photo.
public struct WarningBadgePainter {
  /// The circle's diameter in points.
  public var diameter: Double
  /// Gap between the badge and the photo's edges, in points.
  public var inset: Double
  /// The circle's colour.
  public var color: RenderColor

  /// Creates a painter.
  public init(
    diameter: Double = 22, inset: Double = 10, color: RenderColor = RenderColor(hex: 0xF5A623)
  ) {
    self.diameter = diameter
    self.inset = inset
    self.color = color
  }

  /// Draws the badge in the top-right corner of `photo` (nothing when the photo is too
  /// small to hold it).
  public func draw(in context: RenderContext, over photo: CarouselRect) {
    guard photo.width >= diameter + 2 * inset, photo.height >= diameter + 2 * inset else {
      return
    }
    let radius = diameter / 2
    let centerX = photo.maxX - inset - radius
    let centerY = photo.minY + inset + radius
    let cr = context.cairo
    context.withSavedState {
      cairo_new_path(cr)
      cairo_arc(cr, centerX, centerY, radius, 0, 2 * Double.pi)
      context.setColor(color)
      cairo_fill(cr)
      // The mark: a bar and a dot, in proportion to the circle.
      context.setColor(.white)
      let barWidth = diameter * 0.14
      cairo_rectangle(
        cr, centerX - barWidth / 2, centerY - radius * 0.55, barWidth, radius * 0.7)
      cairo_fill(cr)
      cairo_new_path(cr)
      cairo_arc(cr, centerX, centerY + radius * 0.42, barWidth * 0.6, 0, 2 * Double.pi)
      cairo_fill(cr)
    }
  }
}
