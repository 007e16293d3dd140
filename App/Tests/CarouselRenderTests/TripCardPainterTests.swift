import CarouselCore
import CarouselRender
import Testing

@Suite struct TripCardPainterTests {
  let text = TextRenderer()
  let size = CarouselSize(width: 350, height: 550)

  @Test func imageAndBarSplitFourPointFiveToOne() {
    let painter = TripCardPainter(textRenderer: text)
    let image = painter.imageRect(cardSize: size)
    let bar = painter.barRect(cardSize: size)
    #expect(abs(image.height - 550 * 4.5 / 5.5) < 1e-9)
    #expect(abs(image.height / bar.height - 4.5) < 1e-9)
    #expect(bar.maxY == 550)
  }

  @Test func heartButtonIsCentredInTheBarAndOnlyItHits() {
    let painter = TripCardPainter(textRenderer: text)
    let heart = painter.heartButtonRect(cardSize: size)
    let bar = painter.barRect(cardSize: size)
    #expect(heart.size == CarouselSize(width: 44, height: 44))
    #expect(abs(heart.midX - 175) < 1e-9)
    #expect(abs(heart.midY - bar.midY) < 1e-9)
    #expect(heart.contains(CarouselPoint(x: 175, y: bar.midY)))
    // The image, the labels and the rest of the bar do not toggle the like.
    #expect(!heart.contains(CarouselPoint(x: 175, y: 60)))
    #expect(!heart.contains(CarouselPoint(x: 40, y: bar.midY)))
    #expect(!heart.contains(CarouselPoint(x: 175, y: bar.minY + 1)))
  }

  @Test func heartButtonShrinksToAShortBar() {
    let painter = TripCardPainter(textRenderer: text)
    let small = CarouselSize(width: 200, height: 110)  // bar is 20 points tall
    #expect(painter.heartButtonRect(cardSize: small).height == 20)
  }

  @Test func roundedCornersAreTransparentAndTheBarIsSystemGray6() throws {
    let content = TripCardContent(city: "Rome", country: "Italy", days: 3, price: 800)
    let surface = try TripCardPainter(textRenderer: text).render(content, size: size, scale: 2)
    #expect(surface.pixel(x: 0, y: 0).alpha == 0)
    #expect(surface.pixel(x: surface.pixelWidth - 1, y: surface.pixelHeight - 1).alpha == 0)
    // A bar pixel away from the heart: systemGray6 = #F2F2F7.
    #expect(surface.pixel(x: 40, y: surface.pixelHeight - 40).argb == 0xFFF2_F2F7)
    // The image area holds the placeholder, not the bar colour.
    #expect(surface.pixel(x: 40, y: 600).argb != 0xFFF2_F2F7)
  }

  @Test func likedHeartIsFilledRedAndOutlineIsHollow() throws {
    let painter = TripCardPainter(textRenderer: text)
    let heartCentre = painter.heartButtonRect(cardSize: size).center
    var content = TripCardContent(city: "Sydney", country: "Australia", days: 8, price: 2500)
    let outline = try painter.render(content, size: size, scale: 1)
    content.isLiked = true
    let filled = try painter.render(content, size: size, scale: 1)
    // Just below the dip at the heart's middle: inside the shape, away from the outline.
    let x = Int(heartCentre.x)
    let y = Int(heartCentre.y)
    #expect(outline.pixel(x: x, y: y).argb == 0xFFF2_F2F7)
    #expect(filled.pixel(x: x, y: y).argb == 0xFFFF_3B30)
  }

  @Test func labelsAreDrawnInWhiteOverTheImage() throws {
    let content = TripCardContent(city: "Istanbul", country: "Turkey", days: 10, price: 2200)
    let surface = try TripCardPainter(textRenderer: text).render(content, size: size, scale: 1)
    // The label stack starts 30 points down and is centred: count near-white pixels there
    // (the placeholder behind is dark grey).
    var white = 0
    for y in 20..<200 {
      for x in 100..<250 where surface.pixel(x: x, y: y).red > 240 { white += 1 }
    }
    #expect(white > 400)
  }

  @Test func daysAndPriceText() {
    #expect(TripCardContent(city: "", country: "", days: 1, price: 5).daysText == "1 day")
    #expect(TripCardContent(city: "", country: "", days: 5, price: 2000).daysText == "5 days")
    #expect(TripCardContent(city: "", country: "", days: 5, price: 2000).priceText == "$2,000")
  }
}
