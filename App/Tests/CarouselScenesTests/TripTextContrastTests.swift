import CarouselCore
import CarouselRender
import CarouselScenes
import CarouselTestSupport
import Foundation
import Testing

/// The trip cards' labels read against any artwork: every label of every bundled trip has
/// at least 4.5:1 contrast (WCAG AA) against every pixel behind it.
@Suite struct TripTextContrastTests {
  /// The WCAG relative luminance of 8-bit sRGB components.
  static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
    func linear(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(r / 255) + 0.7152 * linear(g / 255) + 0.0722 * linear(b / 255)
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [CarouselSize(width: 350, height: 600), CarouselSize(width: 280, height: 480)])
  func everyLabelHasEnoughContrast(size: CarouselSize) throws {
    let text = TextRenderer()
    let painter = TripCardPainter(textRenderer: text)
    var bare = TripCardPainter(textRenderer: text)
    bare.drawsLabelText = false
    let scale = 2.0
    var worst: (ratio: Double, label: String) = (.infinity, "")
    for trip in TripCatalog.bundled.trips {
      var content = TripCardContent(
        city: trip.city, country: trip.country, days: trip.days, price: trip.price)
      content.image = try RenderSurface(contentsOfPNG: trip.imagePath)
      let background = try bare.render(content, size: size, scale: scale)
      let styles = [
        TripCardAppearance.standard.cityStyle, TripCardAppearance.standard.countryStyle,
        TripCardAppearance.standard.daysStyle, TripCardAppearance.standard.priceStyle,
      ]
      let frames = painter.labelFrames(for: content, cardSize: size)
      #expect(frames.count == 4)
      for (frame, style) in zip(frames, styles) {
        // What the label's colour shows as over black (its alpha lets the dark through).
        let c = style.color
        let textLuminance = Self.luminance(
          255 * c.red * c.alpha, 255 * c.green * c.alpha, 255 * c.blue * c.alpha)
        let left = Int((frame.minX * scale).rounded(.down))
        let right = Int((frame.maxX * scale).rounded(.up))
        let top = Int((frame.minY * scale).rounded(.down))
        let bottom = Int((frame.maxY * scale).rounded(.up))
        for y in max(0, top)..<min(background.pixelHeight, bottom) {
          for x in max(0, left)..<min(background.pixelWidth, right) {
            let p = background.pixel(x: x, y: y)
            let ratio =
              (textLuminance + 0.05)
              / (Self.luminance(Double(p.red), Double(p.green), Double(p.blue)) + 0.05)
            if ratio < worst.ratio {
              worst = (ratio, "\(trip.city): \(style.size)-point label at (\(x), \(y))")
            }
          }
        }
      }
    }
    #expect(worst.ratio >= 4.5, "lowest contrast \(worst.ratio):1 at \(worst.label)")
  }
}
