import CarouselCore
import CarouselRender
import Testing

@Suite struct TextRendererTests {
  let text = TextRenderer()
  let body = TextStyle(size: 24, color: .black)

  @Test func accentedLatinHasGlyphsAndDraws() throws {
    let sample = "Café Zürich — São Paulo, Ångström, Kraków"
    let layout = text.layout(sample, style: body)
    #expect(layout.unknownGlyphCount == 0)
    #expect(layout.lineCount == 1)
    let inked = try inkedPixels(sample)
    #expect(inked > 500)
  }

  @Test func combiningAccentShapesLikeThePrecomposedLetter() {
    // "é" as one code point and as "e" + U+0301: the mark must attach, not add width.
    let precomposed = text.measure("Café", style: body).width
    let combining = text.measure("Cafe\u{301}", style: body).width
    #expect(abs(precomposed - combining) < 0.5)
    #expect(text.measure("Cafe", style: body).width < precomposed + 0.5)
  }

  @Test func koreanFallsBackToAnInstalledFontAndDraws() throws {
    let korean = "안녕하세요 캐러셀"
    let layout = text.layout(korean, style: body)
    #expect(layout.unknownGlyphCount == 0, "no font with Hangul (fonts-nanum) was found")
    // Private-use characters exist in no font: Pango draws hex boxes for them. Hangul
    // laid out with real glyphs has a different width from the same number of boxes.
    let boxes = String(repeating: "\u{E000}", count: korean.count)
    let boxLayout = text.layout(boxes, style: body)
    #expect(boxLayout.unknownGlyphCount == korean.count)
    #expect(abs(boxLayout.size.width - layout.size.width) > 5)
    let inked = try inkedPixels(korean)
    #expect(inked > 500)
  }

  @Test func secondDrawOfTheSameTextReusesTheLayout() throws {
    let surface = try RenderSurface(pixelWidth: 200, pixelHeight: 50)
    let context = surface.makeContext()
    text.draw("Paris", style: body, in: context, at: .zero)
    text.draw("Paris", style: body.withColor(.white), in: context, at: .zero)
    _ = text.measure("Paris", style: body)
    #expect(text.layoutsCreated == 1)
    text.draw("Rome", style: body, in: context, at: .zero)
    #expect(text.layoutsCreated == 2)
    #expect(text.cachedLayoutCount == 2)
  }

  @Test func cacheKeepsOnlyItsCapacity() {
    let small = TextRenderer(cacheCapacity: 2)
    _ = small.layout("a", style: body)
    _ = small.layout("b", style: body)
    _ = small.layout("a", style: body)
    _ = small.layout("c", style: body)
    #expect(small.cachedLayoutCount == 2)
    _ = small.layout("a", style: body)
    #expect(small.layoutsCreated == 3, "a was used recently and must have survived")
    _ = small.layout("b", style: body)
    #expect(small.layoutsCreated == 4, "b was least recently used and must have been evicted")
  }

  @Test func longTextIsEllipsizedToItsMaximumWidth() {
    let style = TextStyle(size: 17, maxWidth: 120)
    let layout = text.layout("The quick brown fox jumps over the lazy dog", style: style)
    #expect(layout.isEllipsized)
    #expect(layout.lineCount == 1)
    #expect(layout.size.width <= 120)
  }

  @Test func lineLimitWrapsAndCuts() {
    let style = TextStyle(size: 17, maxWidth: 120, maxLines: 2)
    let layout = text.layout(
      "The quick brown fox jumps over the lazy dog again and again", style: style)
    #expect(layout.lineCount == 2)
    #expect(layout.isEllipsized)
    let single = text.layout("The quick", style: TextStyle(size: 17))
    #expect(layout.size.height > 1.5 * single.size.height)
  }

  @Test func centredTextSitsInTheMiddleOfItsBox() throws {
    let surface = try RenderSurface(pixelWidth: 300, pixelHeight: 40)
    let style = TextStyle(size: 24, color: .black, alignment: .center, maxWidth: 300)
    let drawn = text.draw(
      "Hi", style: style, in: surface.makeContext(),
      rect: CarouselRect(x: 0, y: 0, width: 300, height: 40))
    #expect(abs(drawn.midX - 150) < 1)
    #expect(PixelStatistics(surface, x: 0, y: 0, width: 100, height: 40).opaqueCount == 0)
    #expect(PixelStatistics(surface, x: 120, y: 0, width: 60, height: 40).opaqueCount > 50)
  }

  @Test func sizeScalesWithFontSize() {
    let small = text.measure("Kyoto", style: TextStyle(size: 12))
    let large = text.measure("Kyoto", style: TextStyle(size: 24))
    #expect(abs(large.width / small.width - 2) < 0.1)
  }

  /// Draws `string` black on transparent and counts pixels with ink.
  private func inkedPixels(_ string: String) throws -> Int {
    let size = text.measure(string, style: body)
    let surface = try RenderSurface(
      size: CarouselSize(width: size.width + 4, height: size.height + 4), scale: 1)
    text.draw(string, style: body, in: surface.makeContext(), at: CarouselPoint(x: 2, y: 2))
    return PixelStatistics(surface).opaqueCount
  }
}
