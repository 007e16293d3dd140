import CCairo
import CPango
import CarouselCaching
@_spi(CarouselHost) import CarouselCore

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
  /// Whether long text is cut to what can show before Pango lays it out; off only in tests
  /// that compare the cut with Pango's own ellipsizing of the whole text.
  let cutsLongText: Bool

  /// Creates a renderer keeping up to `cacheCapacity` layouts.
  public convenience init(cacheCapacity: Int = TextRenderer.defaultCacheCapacity) {
    self.init(cacheCapacity: cacheCapacity, cutsLongText: true)
  }

  init(cacheCapacity: Int, cutsLongText: Bool) {
    precondition(cacheCapacity > 0, "cache capacity must be positive")
    self.cutsLongText = cutsLongText
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

  /// Starts loading the system's font configuration (fontconfig's files and caches, about
  /// 25 ms) on Pango's own thread and returns at once: the first text measured later waits
  /// only for what is left of it. A window calls it first thing, so the fonts load while it
  /// connects to the display and lists the photos, and the first photo's decode (whose size
  /// the gallery takes from its label's height) is asked for sooner.
  public static func startLoadingFonts() {
    // The first font map starts the load; the renderers' own maps find it under way.
    g_object_unref(UnsafeMutableRawPointer(pango_cairo_font_map_new()))
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
  /// Only the start of a long text that can show in the style's box is laid out (see
  /// ``visibleText(of:style:)``), so the work is bounded by the box, not by the text.
  ///
  /// - Complexity: O(1) in the length of the text beyond what can show, plus O(m) for
  ///   the m characters handed to Pango: hashed on a cache hit, shaped and broken into
  ///   lines on a miss.
  public func layout(_ text: String, style: TextStyle) -> TextLayout {
    let visible =
      cutsLongText ? Self.visibleText(of: text, style: style) : (text: text, isCut: false)
    let key = TextLayoutKey(text: visible.text, style: style.layoutKey)
    if let cached = cache.value(forKey: key) { return cached }
    let layout = makeLayout(visible.text, style: style, isCut: visible.isCut)
    cache.insert(layout, forKey: key, cost: 1)
    layoutsCreated += 1
    return layout
  }

  /// Narrowest a drawn grapheme cluster is counted, in ems: a quarter of the narrowest
  /// glyph of the fonts in use (a hair space, about a tenth of an em; a period is a quarter).
  /// Clusters that draw nothing at all (zero-width spaces) are counted this wide too: a box
  /// shows at most its width in such units, and a run of thousands of invisible
  /// characters before the visible ones is cut like any other text.
  static let narrowestClusterAdvance = 0.025
  /// Widest and tallest text is ever seen, in points: a window or a rendered frame is at
  /// most 16,384 points a side.
  static let largestVisibleExtent = 16_384.0
  /// Most clusters a line of the widest extent holds at the narrowest advance of a 1-point
  /// font.
  static let largestClustersPerLine = 655_360
  /// Most Unicode scalars counted in one grapheme cluster: a base letter with thousands of
  /// combining marks is cut after these.
  static let maximumScalarsPerCluster = 16

  /// The most grapheme clusters of any text that can show in `style`'s box: the lines it
  /// shows times the clusters of the narrowest advance a line holds.
  static func visibleClusterLimit(for style: TextStyle) -> Int {
    let width = min(style.maxWidth ?? largestVisibleExtent, largestVisibleExtent)
    let perLine = Int(
      clamping: width / (style.size * narrowestClusterAdvance), rounding: .up,
      to: 1...largestClustersPerLine)
    // One line when single-paragraph; `maxLines` lines when they wrap in a width; else as
    // many as the tallest frame holds (a line is at least the font size tall).
    let boundedLines = style.maxLines == 1 || (style.maxWidth != nil && style.maxLines > 0)
    let lines =
      boundedLines
      ? style.maxLines
      : Int(clamping: largestVisibleExtent / style.size, rounding: .up, to: 1...Int(Int32.max))
    let (limit, overflow) = (perLine + 1).multipliedReportingOverflow(by: lines)
    return overflow ? Int.max : limit
  }

  /// The start of `text` that can show in `style`'s box, and whether the rest was cut.
  ///
  /// A cut text ends in "…" (Pango ellipsizes it further where it overflows, so the
  /// ellipsis is where Pango would put it for the whole text) and starts with a direction
  /// mark when the whole text's first strong character was cut off, so its paragraph
  /// direction is the whole text's.
  ///
  /// - Complexity: O(m) for the m characters kept; O(1) for a text no longer than the
  ///   limit in UTF-8 bytes.
  public static func visibleText(of text: String, style: TextStyle) -> (
    text: String, isCut: Bool
  ) {
    let limit = visibleClusterLimit(for: style)
    guard text.utf8.count > limit else { return (text, false) }
    var end = text.startIndex
    var clusters = 0
    while end < text.endIndex && clusters < limit {
      end = text.index(after: end)
      clusters += 1
    }
    let scalarLimit = limit.multipliedReportingOverflow(by: maximumScalarsPerCluster)
    if !scalarLimit.overflow,
      let scalarEnd = text.unicodeScalars.index(
        text.startIndex, offsetBy: scalarLimit.partialValue, limitedBy: end)
    {
      end = scalarEnd
    }
    guard end < text.endIndex else { return (text, false) }
    var kept = String(text[..<end])
    let whole = baseDirection(of: text)
    if whole != baseDirection(of: kept) {
      kept = (whole == PANGO_DIRECTION_RTL ? "\u{200F}" : "\u{200E}") + kept
    }
    return (kept + "…", true)
  }

  /// The paragraph direction Pango would find for `text`: that of its first strong
  /// character, or neutral.
  ///
  /// - Complexity: O(n) up to the first strong character.
  static func baseDirection(of text: String) -> PangoDirection {
    var text = text
    return text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        cpango_find_base_dir($0.baseAddress, Int32(clamping: $0.count))
      }
    }
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

  private func makeLayout(_ text: String, style: TextStyle, isCut: Bool) -> TextLayout {
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
      let width = Int(
        clamping: maxWidth * Double(CPANGO_SCALE), rounding: .down, to: 0...Int(Int32.max))
      pango_layout_set_width(layout, Int32(width))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      // A negative height limits the number of lines: -n keeps at most n lines.
      if style.maxLines > 0 { pango_layout_set_height(layout, -Int32(clamping: style.maxLines)) }
    }
    if style.maxLines == 1 { pango_layout_set_single_paragraph_mode(layout, 1) }
    return TextLayout(pangoLayout: layout, text: text, maxWidth: style.maxWidth, isCut: isCut)
  }
}
