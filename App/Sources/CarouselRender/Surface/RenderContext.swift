import CCairo
import CarouselCore

/// A Cairo drawing context (`cairo_t`) whose user space is in points.
///
/// Painters draw through a context; ``cairo`` exposes the raw `cairo_t *` for anything the
/// helpers here do not cover. Contexts made by ``RenderSurface/makeContext()`` start
/// scaled by the surface's ``RenderSurface/scale``.
///
/// Threading: a context MUST be used from one thread at a time.
public final class RenderContext {
  /// The underlying `cairo_t *`; owned by this object.
  public let cairo: OpaquePointer
  /// Pixels per point of the target surface.
  public let scale: Double
  /// Keeps the target surface alive while the context draws into it.
  private let target: RenderSurface?

  /// Creates a context on `surface`, scaled so one unit is one point.
  init(surface: RenderSurface) {
    self.cairo = cairo_create(surface.cairoSurface)!
    self.scale = surface.scale
    self.target = surface
    cairo_scale(cairo, surface.scale, surface.scale)
  }

  /// Wraps an existing `cairo_t *` (for example the host's frame context). The context is
  /// retained, not copied; its current transformation is taken as is, and `scale` tells
  /// painters how many pixels a unit covers.
  public init(retaining cairo: OpaquePointer, scale: Double) {
    self.cairo = cairo_reference(cairo)!
    self.scale = scale
    self.target = nil
  }

  deinit {
    cairo_destroy(cairo)
  }

  /// Runs `body` between `cairo_save` and `cairo_restore`, so clips, transforms and
  /// sources set inside do not leak out.
  public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    return try body()
  }

  /// Sets the source to a solid colour.
  public func setColor(_ color: RenderColor) {
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
  }

  /// Fills `rect` with `color`.
  public func fill(_ rect: CarouselRect, color: RenderColor) {
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    setColor(color)
    cairo_fill(cairo)
  }

  /// Adds a rectangle with circular corners of `radius` to the current path
  /// (radius clamped to half the shorter side).
  public func addRoundedRect(_ rect: CarouselRect, radius: Double) {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    let quarter = Double.pi / 2
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -quarter, 0)
    cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, quarter)
    cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, quarter, 2 * quarter)
    cairo_arc(cairo, rect.minX + r, rect.minY + r, r, 2 * quarter, 3 * quarter)
    cairo_close_path(cairo)
  }

  /// Fills a rounded rectangle with `color`.
  public func fillRoundedRect(_ rect: CarouselRect, radius: Double, color: RenderColor) {
    addRoundedRect(rect, radius: radius)
    setColor(color)
    cairo_fill(cairo)
  }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CarouselRect) {
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cairo)
  }

  /// Intersects the clip with a rounded rectangle.
  public func clip(toRoundedRect rect: CarouselRect, radius: Double) {
    addRoundedRect(rect, radius: radius)
    cairo_clip(cairo)
  }

  /// Fills `rect` with a vertical gradient through `stops` (offset 0 = top, 1 = bottom).
  public func fillVerticalGradient(_ rect: CarouselRect, stops: [(Double, RenderColor)]) {
    let pattern = cairo_pattern_create_linear(rect.minX, rect.minY, rect.minX, rect.maxY)!
    for (offset, color) in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, offset, color.red, color.green, color.blue, color.alpha)
    }
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    cairo_set_source(cairo, pattern)
    cairo_fill(cairo)
    cairo_pattern_destroy(pattern)
  }

  /// Draws `surface` scaled to fill `rect` exactly (no aspect correction), with `alpha`.
  ///
  /// Bilinear filtering keeps scaled images smooth; when the pixel sizes already match,
  /// Cairo takes its unscaled fast path.
  public func draw(_ surface: RenderSurface, in rect: CarouselRect, alpha: Double = 1) {
    guard !rect.isEmpty else { return }
    withSavedState {
      cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
      cairo_clip(cairo)
      cairo_translate(cairo, rect.minX, rect.minY)
      cairo_scale(
        cairo, rect.width / Double(surface.pixelWidth), rect.height / Double(surface.pixelHeight))
      cairo_set_source_surface(cairo, surface.cairoSurface, 0, 0)
      let pattern = cairo_get_source(cairo)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      if alpha >= 1 {
        cairo_paint(cairo)
      } else {
        cairo_paint_with_alpha(cairo, max(0, alpha))
      }
    }
  }

  /// Draws `surface` aspect-filled into `rect` (covering it, cropped to it, centred).
  public func drawAspectFill(_ surface: RenderSurface, in rect: CarouselRect, alpha: Double = 1) {
    let imageSize = CarouselSize(
      width: Double(surface.pixelWidth), height: Double(surface.pixelHeight))
    withSavedState {
      clip(to: rect)
      draw(surface, in: rect.aspectFill(imageSize), alpha: alpha)
    }
  }
}
