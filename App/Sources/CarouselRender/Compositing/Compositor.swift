import CCairo
import CarouselCore

/// Composites pre-rendered item surfaces into a frame surface.
///
/// Item content is rasterised once (see ``ItemSurfaceCache``); per frame the compositor
/// only copies or scales those pixels into place. Items are drawn in the order given, so
/// z-order is the caller's: later items cover earlier ones.
///
/// Destinations are in frame points; the frame's ``RenderSurface/scale`` maps them to
/// pixels. An item whose pixel size equals its destination's pixel size at a whole-pixel
/// position is copied with nearest-neighbour sampling (exact, and pixman's fastest path);
/// anything scaled or fractionally placed is filtered bilinearly (cheap per frame, and
/// items are rendered near their display size so better filters buy nothing visible).
///
/// Threading: MUST be used from one thread at a time.
public final class Compositor {
  /// The frame being composed.
  public let frame: RenderSurface
  /// A context on the frame, in points, for drawing backgrounds and overlays directly.
  public let context: RenderContext

  /// Where surfaces the frame needs only while it is composed come from (nil: made anew
  /// each time).
  public let scratch: ScratchSurfaces?

  /// Creates a compositor drawing into `frame`, borrowing working surfaces from `scratch`
  /// when given.
  public init(frame: RenderSurface, scratch: ScratchSurfaces? = nil) {
    self.frame = frame
    self.context = frame.makeContext()
    self.scratch = scratch
  }

  /// Fills the whole frame with `color` (transparent by default), replacing its pixels.
  public func clear(_ color: RenderColor = .clear) {
    frame.fill(color)
  }

  /// Draws `surface` scaled to `destination` (frame points) with `alpha`, clipped to
  /// `clip` when given, and leaving the frame pixels in `excluding` untouched (for example
  /// the interior a ``SubpixelLayer`` has already written).
  ///
  /// Rectangles in `excluding` MUST NOT overlap each other.
  public func draw(
    _ surface: RenderSurface, in destination: CarouselRect, alpha: Double = 1,
    clip: CarouselRect? = nil, excluding: [PixelRect] = []
  ) {
    guard !destination.isEmpty, alpha > 0 else { return }
    let cr = context.cairo
    let scale = frame.scale
    context.withSavedState {
      if let clip {
        guard let visible = clip.intersection(destination) else { return }
        context.clip(to: visible)
      }
      // Work in frame pixels so whole-pixel alignment can be detected exactly.
      cairo_identity_matrix(cr)
      if !excluding.isEmpty {
        // The frame with holes: even-odd over whole pixels, which Cairo keeps as a region.
        let bounds = PixelRect(x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        for rect in [bounds] + excluding.compactMap({ $0.intersection(bounds) }) {
          cairo_rectangle(
            cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cr)
      }
      let x = destination.minX * scale
      let y = destination.minY * scale
      let width = destination.width * scale
      let height = destination.height * scale
      let scaleX = width / Double(surface.pixelWidth)
      let scaleY = height / Double(surface.pixelHeight)
      let pixelAligned =
        Self.isWhole(x) && Self.isWhole(y) && abs(scaleX - 1) < Self.alignmentTolerance
        && abs(scaleY - 1) < Self.alignmentTolerance
      cairo_rectangle(cr, x, y, width, height)
      cairo_clip(cr)
      cairo_translate(cr, x, y)
      if !pixelAligned { cairo_scale(cr, scaleX, scaleY) }
      cairo_set_source_surface(cr, surface.cairoSurface, 0, 0)
      let pattern = cairo_get_source(cr)
      cairo_pattern_set_filter(pattern, pixelAligned ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      if alpha >= 1 {
        cairo_paint(cr)
      } else {
        cairo_paint_with_alpha(cr, alpha)
      }
    }
  }

  /// Draws `items` in order (later items on top).
  public func draw(_ items: [CompositeItem]) {
    for item in items {
      draw(item.surface, in: item.destination, alpha: item.alpha, clip: item.clip)
    }
  }

  /// How close to 1 a scale, or to an integer a coordinate, must be to count as exact.
  static let alignmentTolerance = 1e-9

  private static func isWhole(_ value: Double) -> Bool {
    abs(value - value.rounded()) < alignmentTolerance
  }
}
