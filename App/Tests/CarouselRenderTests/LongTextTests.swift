import CarouselCore
import Testing

@testable import CarouselRender

/// Laying out long text costs what the box can show, not what the text holds (issue 7: a
/// 1 MB country name took 18 s in Pango's ellipsizing, which is quadratic).
@Suite struct LongTextTests {
  /// Latin, Arabic and Korean words mixed, repeated to at least `bytes` UTF-8 bytes.
  static func mixed(bytes: Int) -> String {
    let unit = "Paris مرحبا بالعالم 안녕하세요 Zürich café — "
    let copies = bytes / unit.utf8.count + 1
    return String(repeating: unit, count: copies)
  }

  static let styles = [
    TextStyle(size: 15, maxWidth: 300),
    TextStyle(size: 13, weight: .bold, maxWidth: 260, maxLines: 4),
    TextStyle(size: 17, alignment: .center, maxWidth: 343, maxLines: 2),
  ]

  @Test func aMegabyteOfMixedTextHandsPangoOnlyWhatCanShow() {
    let long = Self.mixed(bytes: 1 << 20)
    let renderer = TextRenderer()
    for style in Self.styles {
      let layout = renderer.layout(long, style: style)
      let limit = TextRenderer.visibleClusterLimit(for: style)
      // The lines times the narrowest clusters a line holds (plus a direction mark and
      // the ellipsis): about 800 a line for these styles, not a million.
      #expect(limit <= 5 * 1_000)
      #expect(layout.text.count <= limit + 2)
      #expect(layout.isEllipsized)
      #expect(layout.lineCount <= max(style.maxLines, 1))
      #expect(layout.unknownGlyphCount == 0)
      #expect(layout.size.width <= style.maxWidth! + 0.5)
    }
  }

  @Test(arguments: styles.indices)
  func theCutDrawsWhatPangoDrawsForTheWholeText(style index: Int) throws {
    // Long enough to be cut, short enough for Pango to ellipsize whole in a test.
    let text = Self.mixed(bytes: 12_000)
    let style = Self.styles[index]
    #expect(TextRenderer.visibleText(of: text, style: style).isCut)
    let cut = try Self.draw(text, style: style, renderer: TextRenderer())
    let whole = try Self.draw(
      text, style: style, renderer: TextRenderer(cacheCapacity: 4, cutsLongText: false))
    #expect(cut == whole, "the cut text draws differently from Pango's own ellipsizing")
  }

  static func draw(_ text: String, style: TextStyle, renderer: TextRenderer) throws -> [UInt8] {
    let surface = try RenderSurface(pixelWidth: 360, pixelHeight: 120)
    surface.fill(.white)
    renderer.draw(text, style: style, in: surface.makeContext(), at: CarouselPoint(x: 4, y: 4))
    return surface.copyPixelBytes()
  }

  @Test func shortTextIsHandedWhole() {
    let style = TextStyle(size: 15, maxWidth: 300)
    let short = "Paris — مرحبا — 안녕"
    #expect(TextRenderer.visibleText(of: short, style: style) == (short, false))
    let layout = TextRenderer().layout("Paris", style: style)
    #expect(layout.text == "Paris")
    #expect(!layout.isEllipsized)
  }

  @Test func aCutKeepsTheWholeTextsDirection() {
    // 5,000 digits and spaces (no strong direction) before the first Arabic letter: the
    // whole paragraph is right-to-left, and so is its cut start, through a mark.
    let text = String(repeating: "12 ", count: 5_000) + "مرحبا"
    let style = TextStyle(size: 15, maxWidth: 300)
    let visible = TextRenderer.visibleText(of: text, style: style)
    #expect(visible.isCut)
    #expect(visible.text.hasPrefix("\u{200F}"))
    let rightToLeft = TextRenderer.baseDirection(of: "مرحبا")
    #expect(TextRenderer.baseDirection(of: text) == rightToLeft)
    #expect(TextRenderer.baseDirection(of: visible.text) == rightToLeft)
    #expect(TextRenderer.baseDirection(of: "Paris") != rightToLeft)
  }

  @Test func oneClusterOfAMillionMarksIsCutToo() {
    let zalgo = "a" + String(repeating: "\u{301}", count: 1_000_000)
    let style = TextStyle(size: 15, maxWidth: 300)
    let visible = TextRenderer.visibleText(of: zalgo, style: style)
    #expect(visible.isCut)
    #expect(
      visible.text.unicodeScalars.count
        <= TextRenderer.visibleClusterLimit(for: style) * TextRenderer.maximumScalarsPerCluster
        + 2)
  }
}
