import CCairo
import CarouselCore
import CarouselRender

/// Gallery 2: a seigaiha wave pattern — overlapping rows of concentric arcs — shading
/// from deep indigo to teal, under a full moon crossed by golden cloud bands.
enum WavePatternScene: ArtworkScene {
  static let name = "2"
  static let seed: UInt64 = 0x5741_5645

  static func draw(_ s: inout Sketch) {
    let cr = s.cr
    let radius = 64.0
    let rings = 5
    let deep = RenderColor(hex: 0x12235A)
    let teal = RenderColor(hex: 0x1F8A9A)
    let cream = RenderColor(hex: 0xF4EEDC)
    s.sky([(0, deep), (1, RenderColor(hex: 0x0B1638))])
    // Rows are drawn top to bottom so each row's scales overlap the one above.
    var row = 0
    var y = -radius
    while y < s.height + radius {
      let offset = row % 2 == 0 ? 0 : radius
      var x = -radius + offset
      while x < s.width + radius {
        let t = min(max((x / s.width) * 0.6 + (y / s.height) * 0.4, 0), 1)
        let tone = deep.mixed(with: teal, fraction: t)
        for ring in 0..<rings {
          let r = radius * (1 - Double(ring) / Double(rings))
          cairo_new_sub_path(cr)
          cairo_arc(cr, x, y, r, Double.pi, 2 * Double.pi)
          cairo_close_path(cr)
          let color = ring % 2 == 0 ? tone : cream.withAlpha(0.85 - 0.1 * Double(ring))
          s.fill(color)
        }
        s.disc(CarouselPoint(x: x, y: y), radius: radius * 0.12, color: cream)
        x += 2 * radius
      }
      y += radius / 2
      row += 1
    }
    // A full moon with bands of golden cloud across it, as in a woodblock print.
    let moon = CarouselPoint(x: 1160, y: 330)
    s.disc(moon, radius: 232, color: deep.withAlpha(0.55))
    s.disc(moon, radius: 210, color: RenderColor(hex: 0xF6E7C1))
    s.disc(CarouselPoint(x: 1100, y: 280), radius: 36, color: RenderColor(hex: 0xEBD9AE))
    s.disc(CarouselPoint(x: 1230, y: 400), radius: 24, color: RenderColor(hex: 0xEBD9AE))
    let gold = RenderColor(hex: 0xD9A441)
    for (x, y, length) in [
      (780.0, 300.0, 520.0), (900, 372, 620), (1040, 444, 420), (260, 160, 380), (140, 220, 300),
    ] {
      s.streak(x: x, y: y, length: length, thickness: 40, color: gold)
      s.streak(
        x: x + 16, y: y + 10, length: length - 32, thickness: 6, color: RenderColor(hex: 0xF3D27A))
    }
  }
}
