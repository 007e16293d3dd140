import CCairo
import CarouselCore

/// A blurred, darkened copy of an image, for the screen behind the trip cards.
///
/// Made once per image (a few milliseconds) and drawn every frame aspect-filled and scaled
/// up; ``BackdropCrossFade`` blends two backdrops while the current trip changes.
public final class Backdrop {
  /// The small blurred image; draw it scaled up.
  public let surface: RenderSurface

  /// Makes a backdrop from `image`.
  ///
  /// - Complexity: O(image pixels) to shrink (Cairo's box filter) plus
  ///   O(passes × workingSide²) to blur.
  public init(image: RenderSurface, appearance: BackdropAppearance = .tripCard)
    throws(RenderError)
  {
    let longer = max(image.pixelWidth, image.pixelHeight)
    let factor = min(1, Double(appearance.workingSide) / Double(longer))
    let width = max(1, Int((Double(image.pixelWidth) * factor).rounded()))
    let height = max(1, Int((Double(image.pixelHeight) * factor).rounded()))
    let small = try RenderSurface(pixelWidth: width, pixelHeight: height)
    let cr = cairo_create(small.cairoSurface)!
    cairo_scale(
      cr, Double(width) / Double(image.pixelWidth), Double(height) / Double(image.pixelHeight))
    cairo_set_source_surface(cr, image.cairoSurface, 0, 0)
    // GOOD filtering averages every source pixel when shrinking (no aliasing sparkle).
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_paint(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_rgba(cr, 0, 0, 0, appearance.darkening)
    cairo_paint(cr)
    cairo_destroy(cr)
    BoxBlur.apply(to: small, radius: appearance.blurRadius, passes: appearance.passes)
    surface = small
  }

  /// Draws the backdrop aspect-filled into `rect` with `alpha`.
  public func draw(in context: RenderContext, rect: CarouselRect, alpha: Double = 1) {
    context.drawAspectFill(surface, in: rect, alpha: alpha)
  }
}
