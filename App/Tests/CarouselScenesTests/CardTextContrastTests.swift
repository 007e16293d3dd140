import CarouselCore
import CarouselRender
import CarouselTestSupport
import Testing

@testable import CarouselScenes

/// The peek cards' text reads on every card colour: every label of every bundled card (the
/// eyebrow, rank, title, subtitle and the button's label) has at least 4.5:1 contrast
/// (WCAG AA) against every pixel behind it, its colour taken as it shows over that pixel.
@Suite struct CardTextContrastTests {
  /// A card as narrow as the smallest window's, the standard phone card, and a wide card of
  /// a full-screen row.
  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      CarouselSize(width: 240, height: 200), CarouselSize(width: 335, height: 300),
      CarouselSize(width: 600, height: 420),
    ])
  func everyLabelHasEnoughContrast(size: CarouselSize) throws {
    let text = TextRenderer()
    let painter = PeekCardPainter(textRenderer: text)
    var bare = painter
    bare.drawsLabelText = false
    let scale = 2.0
    var worst: (ratio: Double, label: String) = (.infinity, "")
    for app in FeaturedApps.all {
      for pressed in [false, true] {
        var content = app
        content.isButtonPressed = pressed
        let background = try bare.render(content, size: size, scale: scale)
        let labels = painter.labelFrames(for: content, in: CarouselRect(size: size))
        #expect(labels.count == 5)
        for label in labels {
          let c = label.color
          let left = Int((label.frame.minX * scale).rounded(.down))
          let right = Int((label.frame.maxX * scale).rounded(.up))
          let top = Int((label.frame.minY * scale).rounded(.down))
          let bottom = Int((label.frame.maxY * scale).rounded(.up))
          for y in max(0, top)..<min(background.pixelHeight, bottom) {
            for x in max(0, left)..<min(background.pixelWidth, right) {
              let p = background.pixel(x: x, y: y)
              guard p.alpha == 255 else { continue }  // the rounded corners' outside
              let r = Double(p.red) / 255
              let g = Double(p.green) / 255
              let b = Double(p.blue) / 255
              let ground = TextContrast.luminance(red: r, green: g, blue: b)
              let shown = TextContrast.luminance(
                red: r + (c.red - r) * c.alpha, green: g + (c.green - g) * c.alpha,
                blue: b + (c.blue - b) * c.alpha)
              let ratio = TextContrast.ratio(shown, ground)
              if ratio < worst.ratio {
                worst = (
                  ratio,
                  "\(app.title)\(pressed ? " pressed" : ""): label at \(label.frame) pixel (\(x), \(y)) \(p)"
                )
              }
            }
          }
        }
      }
    }
    #expect(
      worst.ratio >= TextContrast.minimumRatio, "lowest contrast \(worst.ratio):1 at \(worst.label)"
    )
  }
}
