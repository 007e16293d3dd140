import CCairo
import CPango
import CarouselCore

/// A laid-out piece of text: a retained `PangoLayout` with its measured extents.
///
/// Obtained from ``TextRenderer/layout(_:style:)``, which caches it, so drawing the same
/// text in the next frame reuses the shaping and line breaking done here.
public final class TextLayout {
  /// The `PangoLayout *`, owned by this object.
  let pangoLayout: OpaquePointer
  /// The text laid out: the start of a long text that can show, "…" after it when cut
  /// (see ``TextRenderer/visibleText(of:style:)``).
  public let text: String
  /// Logical size in points: the widest line and the height of all lines.
  public let size: CarouselSize
  /// Horizontal offset in points of the logical box inside the layout box (non-zero when
  /// centred or trailing within a maximum width).
  public let logicalOffsetX: Double
  /// Distance in points from the top of the layout to the first line's baseline.
  public let baseline: Double
  /// Number of lines after wrapping and truncation.
  public let lineCount: Int
  /// Characters for which no installed font had a glyph (drawn as hex boxes).
  public let unknownGlyphCount: Int
  /// Whether the text was cut with an ellipsis (by Pango, or before Pango because it was
  /// far longer than the box).
  public let isEllipsized: Bool
  /// The width of the layout box: the style's maximum width, or the logical width.
  public let boxWidth: Double

  init(pangoLayout: OpaquePointer, text: String, maxWidth: Double?, isCut: Bool = false) {
    self.pangoLayout = pangoLayout
    self.text = text
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(pangoLayout, &ink, &logical)
    let unitsPerPoint = Double(CPANGO_SCALE)
    size = CarouselSize(
      width: Double(logical.width) / unitsPerPoint, height: Double(logical.height) / unitsPerPoint)
    logicalOffsetX = Double(logical.x) / unitsPerPoint
    baseline = Double(pango_layout_get_baseline(pangoLayout)) / unitsPerPoint
    lineCount = Int(pango_layout_get_line_count(pangoLayout))
    unknownGlyphCount = Int(pango_layout_get_unknown_glyphs_count(pangoLayout))
    isEllipsized = isCut || pango_layout_is_ellipsized(pangoLayout) != 0
    boxWidth = maxWidth ?? size.width
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(pangoLayout))
  }

  /// Draws the text with its layout box's top-left corner at `origin`.
  public func draw(
    in context: RenderContext, at origin: CarouselPoint, color: RenderColor,
    shadow: TextShadow? = nil
  ) {
    let cr = context.cairo
    context.withSavedState {
      if let shadow {
        cairo_move_to(cr, origin.x + shadow.offsetX, origin.y + shadow.offsetY)
        context.setColor(shadow.color)
        pango_cairo_show_layout(cr, pangoLayout)
      }
      cairo_move_to(cr, origin.x, origin.y)
      context.setColor(color)
      pango_cairo_show_layout(cr, pangoLayout)
    }
  }
}
