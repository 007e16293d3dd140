import CCairo
import CarouselCore

/// Draws the like button's heart, outlined (not liked) or filled (liked), as a path of
/// cubic Bézier curves: two round lobes meeting in a dip at the top and a point at the
/// bottom.
public struct HeartButtonPainter: Sendable {
  /// The look of the heart.
  public var appearance: HeartAppearance

  /// Creates a painter.
  public init(appearance: HeartAppearance = .standard) {
    self.appearance = appearance
  }

  /// The rectangle the heart shape occupies inside a button rectangle: centred, its width
  /// `glyphScale × min(side)`, its height width ÷ `aspectRatio`.
  public func glyphRect(in buttonRect: CarouselRect) -> CarouselRect {
    let width = min(buttonRect.width, buttonRect.height) * appearance.glyphScale
    return CarouselRect(
      center: buttonRect.center,
      size: CarouselSize(width: width, height: width / appearance.aspectRatio))
  }

  /// Draws the heart centred in `rect`: filled when `liked`, outlined otherwise.
  public func draw(in context: RenderContext, rect: CarouselRect, liked: Bool) {
    let glyph = glyphRect(in: rect)
    let cr = context.cairo
    context.withSavedState {
      context.setColor(appearance.tint)
      if liked {
        Self.addHeartPath(to: context, in: glyph)
        cairo_fill(cr)
      } else {
        let stroke = glyph.width * appearance.strokeWidthRatio
        // Inset by half the stroke so the outline stays inside the glyph rectangle.
        Self.addHeartPath(to: context, in: glyph.insetBy(dx: stroke / 2, dy: stroke / 2))
        cairo_set_line_width(cr, stroke)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cr)
      }
    }
  }

  /// Adds a closed heart outline filling `rect` to the current path.
  ///
  /// Control points are fractions of the rectangle (x right, y down), chosen so the lobes
  /// are round, the dip sits at 24 % of the height and the point at the bottom edge.
  public static func addHeartPath(to context: RenderContext, in rect: CarouselRect) {
    let cr = context.cairo
    func point(_ fx: Double, _ fy: Double) -> (Double, Double) {
      (rect.minX + fx * rect.width, rect.minY + fy * rect.height)
    }
    func curve(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
      let a = point(c1.0, c1.1)
      let b = point(c2.0, c2.1)
      let e = point(end.0, end.1)
      cairo_curve_to(cr, a.0, a.1, b.0, b.1, e.0, e.1)
    }
    let start = point(0.5, 1.0)
    cairo_new_sub_path(cr)
    cairo_move_to(cr, start.0, start.1)
    // Left half, from the bottom point up and around the left lobe into the dip.
    curve((0.40, 0.90), (0.0, 0.62), (0.0, 0.30))
    curve((0.0, 0.12), (0.13, 0.0), (0.28, 0.0))
    curve((0.39, 0.0), (0.46, 0.07), (0.5, 0.16))
    // Right half, mirrored.
    curve((0.54, 0.07), (0.61, 0.0), (0.72, 0.0))
    curve((0.87, 0.0), (1.0, 0.12), (1.0, 0.30))
    curve((1.0, 0.62), (0.60, 0.90), (0.5, 1.0))
    cairo_close_path(cr)
  }
}
