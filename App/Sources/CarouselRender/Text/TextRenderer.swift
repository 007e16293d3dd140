import CCairo
import CPango
import CarouselCaching
import CarouselCore

/// Measures and draws text with Pango, caching layouts so a frame that draws the same
/// strings as the last one does no shaping or line breaking.
///
/// Layout is independent of the output scale: metrics hinting is off and glyph positions
/// are not rounded, so a label measures the same at scale 1 and 2 and only the
/// rasterisation gets sharper. Characters the requested family lacks (Korean in DejaVu
/// Sans) come from other installed fonts through fontconfig's fallback.
///
/// Threading: a renderer owns its own Pango font map and context and is not synchronised;
/// it MUST be used from one thread at a time.
public final class TextRenderer {
  /// Default number of layouts kept.
  public static let defaultCacheCapacity = 512

  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let pangoContext: OpaquePointer
  private var cache: LRUCache<TextLayoutKey, TextLayout>
  /// Layouts created since the renderer was made (cache misses).
  public private(set) var layoutsCreated = 0

  /// Creates a renderer keeping up to `cacheCapacity` layouts.
  public init(cacheCapacity: Int = TextRenderer.defaultCacheCapacity) {
    precondition(cacheCapacity > 0, "cache capacity must be positive")
    fontMap = pango_cairo_font_map_new()!
    pangoContext = pango_font_map_create_context(fontMap)!
    let options = cairo_font_options_create()!
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(pangoContext, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(pangoContext, 0)
    cache = LRUCache(costLimit: cacheCapacity, oversize: .keepUntilNext)
  }

  deinit {
    cache.removeAll()
    g_object_unref(UnsafeMutableRawPointer(pangoContext))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  /// Number of layouts currently cached.
  public var cachedLayoutCount: Int { cache.count }

  /// The layout of `text` in `style`, from the cache when it was laid out before.
  ///
  /// - Complexity: O(1) on a cache hit; shaping and line breaking on a miss.
  public func layout(_ text: String, style: TextStyle) -> TextLayout {
    let key = TextLayoutKey(text: text, style: style.layoutKey)
    if let cached = cache.value(forKey: key) { return cached }
    let layout = makeLayout(text, style: style)
    cache.insert(layout, forKey: key, cost: 1)
    layoutsCreated += 1
    return layout
  }

  /// The logical size of `text` in `style`, in points.
  public func measure(_ text: String, style: TextStyle) -> CarouselSize {
    layout(text, style: style).size
  }

  /// Draws `text` with its layout box's top-left corner at `origin`. With a maximum width,
  /// the box is that wide and the style's alignment places the lines inside it.
  public func draw(
    _ text: String, style: TextStyle, in context: RenderContext, at origin: CarouselPoint
  ) {
    layout(text, style: style).draw(
      in: context, at: origin, color: style.color, shadow: style.shadow)
  }

  /// Draws `text` vertically centred in `rect`. A style without a maximum width gets the
  /// rect's width, so its alignment applies across the rect.
  ///
  /// - Returns: the rectangle the text's logical box occupies.
  @discardableResult
  public func draw(_ text: String, style: TextStyle, in context: RenderContext, rect: CarouselRect)
    -> CarouselRect
  {
    let fitted = style.maxWidth == nil ? style.withMaxWidth(rect.width) : style
    let laidOut = layout(text, style: fitted)
    let top = rect.midY - laidOut.size.height / 2
    laidOut.draw(
      in: context, at: CarouselPoint(x: rect.minX, y: top), color: style.color,
      shadow: style.shadow)
    return CarouselRect(
      x: rect.minX + laidOut.logicalOffsetX, y: top, width: laidOut.size.width,
      height: laidOut.size.height)
  }

  /// Drops every cached layout.
  public func removeAllCachedLayouts() {
    cache.removeAll()
  }

  private func makeLayout(_ text: String, style: TextStyle) -> TextLayout {
    let layout = pango_layout_new(pangoContext)!
    pango_layout_set_text(layout, text, -1)
    let font = pango_font_description_new()!
    pango_font_description_set_family(font, style.family)
    pango_font_description_set_absolute_size(font, style.size * Double(CPANGO_SCALE))
    pango_font_description_set_weight(font, style.weight.pangoWeight)
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_alignment(layout, style.alignment.pangoAlignment)
    if let maxWidth = style.maxWidth {
      pango_layout_set_width(layout, Int32((maxWidth * Double(CPANGO_SCALE)).rounded(.down)))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      // A negative height limits the number of lines: -n keeps at most n lines.
      if style.maxLines > 0 { pango_layout_set_height(layout, Int32(-style.maxLines)) }
    }
    if style.maxLines == 1 { pango_layout_set_single_paragraph_mode(layout, 1) }
    return TextLayout(pangoLayout: layout, text: text, maxWidth: style.maxWidth)
  }
}
