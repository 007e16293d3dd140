import CarouselCore
import CarouselRender
import Testing

@Suite struct PageDotsPainterTests {
  let painter = PageDotsPainter()
  let appearance = PageDotsAppearance.onImage

  /// Pixel centre of dot `index` in a surface rendered at scale 1.
  private func dotCentre(_ index: Int, surface: RenderSurface) -> (Int, Int) {
    let pitch = appearance.dotDiameter + appearance.dotSpacing
    let x = appearance.horizontalPadding + appearance.dotDiameter / 2 + Double(index) * pitch
    return (Int(x), surface.pixelHeight / 2)
  }

  @Test func sizeFollowsTheDocumentedFormula() {
    let size = painter.size(for: PageDotsModel(pageCount: 3, position: 0))
    let width: Double = 3 * 8 + 2 * 8 + 2 * 12
    let height: Double = 8 + 2 * 9
    #expect(size.width == width)
    #expect(size.height == height)
  }

  @Test func currentDotIsWhiteAndOthersTranslucent() throws {
    let surface = try painter.render(PageDotsModel(pageCount: 3, position: 1), scale: 1)
    let (x1, y) = dotCentre(1, surface: surface)
    let (x0, _) = dotCentre(0, surface: surface)
    #expect(surface.pixel(x: x1, y: y).argb == 0xFFFF_FFFF)
    let other = surface.pixel(x: x0, y: y)
    #expect(other.red < 200 && other.red > 100, "40 % white over 30 % black")
  }

  @Test func highlightMovesContinuouslyBetweenDots() throws {
    let (x1, y) = dotCentre(
      1, surface: try painter.render(PageDotsModel(pageCount: 3, position: 0), scale: 1))
    let (x2, _) = dotCentre(
      2, surface: try painter.render(PageDotsModel(pageCount: 3, position: 0), scale: 1))
    let midway = (x1 + x2) / 2
    let atOne = try painter.render(PageDotsModel(pageCount: 3, position: 1), scale: 1)
    let halfway = try painter.render(PageDotsModel(pageCount: 3, position: 1.5), scale: 1)
    let atTwo = try painter.render(PageDotsModel(pageCount: 3, position: 2), scale: 1)
    #expect(atOne.pixel(x: midway, y: y).red < 200)
    #expect(halfway.pixel(x: midway, y: y).argb == 0xFFFF_FFFF)
    #expect(atTwo.pixel(x: x2, y: y).argb == 0xFFFF_FFFF)
    #expect(atTwo.pixel(x: x1, y: y).red < 200)
  }

  @Test func windowOverManyPagesShrinksItsEdgeDots() {
    let model = PageDotsModel.windowed(pageCount: 1000, position: 500.4, dotCount: 7)
    #expect(model.firstPage == 497)
    #expect(model.dotCount == 7)
    #expect(model.dotScales == [0.5, 0.75, 1, 1, 1, 0.75, 0.5])
    let start = PageDotsModel.windowed(pageCount: 1000, position: 0, dotCount: 7)
    #expect(start.firstPage == 0)
    #expect(start.dotScales == [1, 1, 1, 1, 1, 0.75, 0.5])
    let few = PageDotsModel.windowed(pageCount: 3, position: 2, dotCount: 7)
    #expect(few.dotCount == 3)
    #expect(few.dotScales == [1, 1, 1])
  }

  @Test func loopingFromLastToFirstFadesBetweenThem() throws {
    let surface = try painter.render(PageDotsModel(pageCount: 3, position: 2.5), scale: 1)
    let (x0, y) = dotCentre(0, surface: surface)
    let (x2, _) = dotCentre(2, surface: surface)
    let first = surface.pixel(x: x0, y: y)
    let last = surface.pixel(x: x2, y: y)
    let (x1, _) = dotCentre(1, surface: surface)
    let middle = surface.pixel(x: x1, y: y)
    #expect(first.red > middle.red + 20)
    #expect(last.red > middle.red + 20)
    #expect(first.red < 255 && last.red < 255)
  }

  @Test func noDotsDrawsNothing() throws {
    let surface = try RenderSurface(pixelWidth: 20, pixelHeight: 20)
    painter.draw(
      PageDotsModel(pageCount: 0, position: 0), in: surface.makeContext(),
      rect: CarouselRect(x: 0, y: 0, width: 20, height: 20))
    #expect(PixelStatistics(surface).opaqueCount == 0)
  }
}
