import CCairo
@_spi(CarouselHost) import CarouselCore
import CarouselRender
import Foundation

/// London at blue hour: a cool sky with a full moon behind drifting clouds, the London
/// Eye, the Palace of Westminster's pinnacles and Big Ben with its lit clock face, over
/// the Thames.
enum LondonPoster: ArtworkScene {
  static let name = "london"
  static let seed: UInt64 = 0x4C4F_4E44

  static func draw(_ s: inout Sketch) {
    let bank = 700.0
    s.sky([
      (0, RenderColor(hex: 0x1C2A48)), (0.45, RenderColor(hex: 0x3F5A86)),
      (0.75, RenderColor(hex: 0x8FA3C0)), (1, RenderColor(hex: 0xE3C9A8)),
    ])
    let moon = CarouselPoint(x: 250, y: 190)
    s.glow(moon, radius: 260, color: RenderColor(hex: 0xE9EEF7, alpha: 0.45))
    s.disc(moon, radius: 56, color: RenderColor(hex: 0xF4F2E8))
    s.disc(CarouselPoint(x: 232, y: 176), radius: 12, color: RenderColor(hex: 0xDAD8CE))
    s.disc(CarouselPoint(x: 268, y: 206), radius: 8, color: RenderColor(hex: 0xDAD8CE))
    for (x, y, length) in [
      (120.0, 215.0, 320.0), (40, 320, 420), (640, 150, 380), (760, 260, 360), (420, 380, 300),
    ] {
      s.streak(
        x: x, y: y, length: length, thickness: 22, color: RenderColor(hex: 0xA9B8D0, alpha: 0.3))
    }
    londonEye(&s, center: CarouselPoint(x: 260, y: 500), radius: 190)
    let stone = RenderColor(hex: 0x1B2236)
    parliament(&s, left: 420, right: 1200, base: bank, color: stone)
    bigBen(&s, centerX: 470, base: bank, color: stone)
    s.rect(0, bank - 8, s.width, 12, stone)
    // Thames with the reflections of lit windows and the clock.
    let river = CarouselRect(x: 0, y: bank + 4, width: s.width, height: s.height - bank - 4)
    s.gradient(river, [(0, RenderColor(hex: 0x5B6E90)), (1, RenderColor(hex: 0x18213A))])
    s.reflection(axisY: bank + 4, clip: river, alpha: 0.3) {
      bigBen(&s, centerX: 470, base: bank, color: stone)
      parliament(&s, left: 420, right: 1200, base: bank, color: stone)
    }
    s.shimmer(
      top: bank + 10, centerX: 760, spread: 420, color: RenderColor(hex: 0xFFD28A, alpha: 0.55),
      count: 80)
    s.shimmer(
      top: bank + 10, centerX: 260, spread: 160, color: RenderColor(hex: 0xCFE0FF, alpha: 0.35),
      count: 30)
  }

  private static func londonEye(_ s: inout Sketch, center: CarouselPoint, radius: Double) {
    let color = RenderColor(hex: 0x4A5F85)
    let cr = s.cr
    s.setColor(color)
    cairo_set_line_width(cr, 5)
    cairo_new_sub_path(cr)
    cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
    cairo_stroke(cr)
    cairo_set_line_width(cr, 1.5)
    let spokes = 32
    for index in 0..<spokes {
      let angle = 2 * Double.pi * Double(index) / Double(spokes)
      cairo_move_to(cr, center.x, center.y)
      cairo_line_to(cr, center.x + cos(angle) * radius, center.y + sin(angle) * radius)
    }
    cairo_stroke(cr)
    for index in 0..<spokes {
      let angle = 2 * Double.pi * Double(index) / Double(spokes)
      s.disc(
        CarouselPoint(
          x: center.x + cos(angle) * (radius + 7), y: center.y + sin(angle) * (radius + 7)),
        radius: 6, color: color)
    }
    s.disc(center, radius: 12, color: color)
    cairo_set_line_width(cr, 7)
    s.setColor(color)
    cairo_move_to(cr, center.x, center.y)
    cairo_line_to(cr, center.x - radius * 0.45, 702)
    cairo_move_to(cr, center.x, center.y)
    cairo_line_to(cr, center.x + radius * 0.2, 702)
    cairo_stroke(cr)
  }

  /// A long Gothic facade: a roof line with many pinnacles, a taller tower at the far end,
  /// rows of lit windows.
  private static func parliament(
    _ s: inout Sketch, left: Double, right: Double, base: Double, color: RenderColor
  ) {
    let roof = base - 150
    s.rect(left, roof, right - left, base - roof, color)
    var x = left + 60
    while x < right - 20 {
      s.polygon([(x - 6, roof), (x, roof - 42), (x + 6, roof)], color)
      s.rect(x - 4, roof - 18, 8, 18, color)
      x += 34
    }
    // Victoria Tower at the right.
    s.rect(1080, base - 360, 90, 360, color)
    for dx in [1080.0, 1158] {
      s.polygon([(dx, base - 360), (dx + 6, base - 400), (dx + 12, base - 360)], color)
    }
    s.polygon([(1100, base - 360), (1125, base - 392), (1150, base - 360)], color)
    // Windows: three rows, some lit.
    var random = CarouselSeededGenerator(seed: 0x57494E)
    for row in 0..<3 {
      var wx = left + 110
      while wx < right - 20 {
        if random.chance(0.7) {
          let glow = RenderColor(hex: 0xFFD592, alpha: random.value(in: 0.45...0.95))
          s.rect(wx, roof + 28 + Double(row) * 40, 9, 18, glow)
        }
        wx += 22
      }
    }
  }

  /// The Elizabeth Tower: shaft with ribs, clock stage with four-faced clock, belfry and
  /// a tall pointed spire with corner pinnacles.
  private static func bigBen(_ s: inout Sketch, centerX x: Double, base: Double, color: RenderColor)
  {
    let cr = s.cr
    let shaftWidth = 86.0
    let clockTop = base - 300
    s.rect(x - shaftWidth / 2, clockTop, shaftWidth, base - clockTop, color)
    // Clock stage, a little wider.
    s.rect(x - 54, clockTop - 110, 108, 120, color)
    // Belfry with arches and the spire.
    s.rect(x - 46, clockTop - 170, 92, 62, color)
    s.polygon([(x - 52, clockTop - 168), (x, clockTop - 330), (x + 52, clockTop - 168)], color)
    s.rect(x - 3, clockTop - 372, 6, 48, color)
    for dx in [-50.0, 42] {
      s.polygon(
        [(x + dx, clockTop - 168), (x + dx + 4, clockTop - 215), (x + dx + 8, clockTop - 168)],
        color)
    }
    for index in 0..<4 {
      let ax = x - 36 + Double(index) * 20
      cairo_new_sub_path(cr)
      cairo_arc(cr, ax + 6, clockTop - 150, 6, Double.pi, 2 * Double.pi)
      cairo_line_to(cr, ax + 12, clockTop - 122)
      cairo_line_to(cr, ax, clockTop - 122)
      cairo_close_path(cr)
    }
    s.fill(RenderColor(hex: 0xFFD592, alpha: 0.55))
    // Clock face.
    let face = CarouselPoint(x: x, y: clockTop - 52)
    s.glow(face, radius: 95, color: RenderColor(hex: 0xFFE2A0, alpha: 0.45))
    s.disc(face, radius: 40, color: RenderColor(hex: 0xFFF0C8))
    cairo_set_line_width(cr, 3)
    s.setColor(color)
    cairo_new_sub_path(cr)
    cairo_arc(cr, face.x, face.y, 40, 0, 2 * Double.pi)
    cairo_stroke(cr)
    for tick in 0..<12 {
      let angle = 2 * Double.pi * Double(tick) / 12
      cairo_move_to(cr, face.x + cos(angle) * 32, face.y + sin(angle) * 32)
      cairo_line_to(cr, face.x + cos(angle) * 37, face.y + sin(angle) * 37)
    }
    cairo_set_line_width(cr, 2.5)
    cairo_stroke(cr)
    // Hands at ten past eight.
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_width(cr, 4)
    cairo_move_to(cr, face.x, face.y)
    cairo_line_to(cr, face.x + cos(2.3) * 20, face.y + sin(2.3) * 20)
    cairo_move_to(cr, face.x, face.y)
    cairo_line_to(cr, face.x + cos(-0.5) * 30, face.y + sin(-0.5) * 30)
    cairo_stroke(cr)
    // Ribs on the shaft.
    for index in 0..<5 {
      s.rect(
        x - 38 + Double(index) * 18, clockTop + 20, 3, base - clockTop - 40,
        RenderColor(hex: 0x3A4562, alpha: 0.6))
    }
    for index in 0..<5 {
      s.rect(
        x - 43, clockTop + 40 + Double(index) * 50, 86, 3, RenderColor(hex: 0x3A4562, alpha: 0.6))
    }
  }
}
