import CCairo
import CarouselCore
import CarouselRender

/// Istanbul at twilight: an orange-to-navy sky with a crescent moon, the Blue Mosque's
/// cascade of domes between six minarets, and the Bosphorus reflecting it all.
enum IstanbulPoster: ArtworkScene {
  static let name = "istanbul"
  static let seed: UInt64 = 0x4953_544E

  static func draw(_ s: inout Sketch) {
    let shore = 690.0
    s.sky([
      (0, RenderColor(hex: 0x14213F)), (0.35, RenderColor(hex: 0x3B4A78)),
      (0.62, RenderColor(hex: 0xB0657A)), (0.78, RenderColor(hex: 0xF08A5D)),
      (1, RenderColor(hex: 0xFFC070)),
    ])
    s.stars(count: 60, above: 380)
    crescent(&s, center: CarouselPoint(x: 960, y: 170), radius: 58)
    // Far hills of the Asian side.
    let hills = s.ridgeProfile(base: shore - 30, amplitude: 14, wavelength: 700)
    s.fillBelow(hills, RenderColor(hex: 0x7A4C6A))
    let silhouette = RenderColor(hex: 0x221A33)
    mosque(&s, centerX: 600, base: shore, color: silhouette)
    // Shore trees.
    for index in 0..<22 {
      let x = Double(index) * 58 + s.random.value(in: -10...10)
      let isMosqueGap = x > 250 && x < 950
      if !isMosqueGap {
        s.roundTree(x: x, y: shore + 4, height: s.random.value(in: 40...70), color: silhouette)
      }
    }
    s.rect(0, shore - 6, s.width, 10, silhouette)
    // The Bosphorus, with the mosque's reflection and the sky's glow.
    let water = CarouselRect(x: 0, y: shore + 4, width: s.width, height: s.height - shore - 4)
    s.gradient(
      water,
      [
        (0, RenderColor(hex: 0xC0706A)), (0.3, RenderColor(hex: 0x5A4469)),
        (1, RenderColor(hex: 0x1A2240)),
      ])
    s.reflection(axisY: shore + 4, clip: water, alpha: 0.35) {
      mosque(&s, centerX: 600, base: shore, color: silhouette)
    }
    s.shimmer(
      top: shore + 10, centerX: 600, spread: 500, color: RenderColor(hex: 0xFFB27A, alpha: 0.5),
      count: 90)
    ferry(&s, x: 180, y: shore + 120, color: RenderColor(hex: 0x1A1428))
    // Gulls.
    for (x, y, span) in [(300.0, 240.0, 26.0), (360, 270, 20), (820, 320, 18)] {
      cairo_move_to(s.cr, x - span, y)
      cairo_curve_to(s.cr, x - span * 0.6, y - span * 0.5, x - span * 0.2, y - span * 0.4, x, y)
      cairo_curve_to(
        s.cr, x + span * 0.2, y - span * 0.4, x + span * 0.6, y - span * 0.5, x + span, y)
      cairo_set_line_width(s.cr, 3)
      s.setColor(RenderColor(hex: 0x221A33, alpha: 0.8))
      cairo_stroke(s.cr)
    }
  }

  private static func crescent(_ s: inout Sketch, center: CarouselPoint, radius: Double) {
    s.glow(center, radius: radius * 3.2, color: RenderColor(hex: 0xFFF1C8, alpha: 0.35))
    s.saved {
      // Clip away a disc offset to the upper right, leaving a crescent.
      cairo_rectangle(s.cr, 0, 0, s.width, s.height)
      cairo_arc(
        s.cr, center.x + radius * 0.42, center.y - radius * 0.18, radius * 0.86, 0, 2 * Double.pi)
      cairo_set_fill_rule(s.cr, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_clip(s.cr)
      s.disc(center, radius: radius, color: RenderColor(hex: 0xFFF4D6))
    }
  }

  /// Central dome on a drum, semi-domes, small domes, and six minarets.
  private static func mosque(_ s: inout Sketch, centerX x: Double, base: Double, color: RenderColor)
  {
    let cr = s.cr
    s.setColor(color)
    func dome(_ cx: Double, _ baseY: Double, _ radius: Double, drum: Double, finial: Bool = true) {
      cairo_rectangle(cr, cx - radius, baseY - drum, 2 * radius, drum + 1)
      cairo_new_sub_path(cr)
      cairo_arc(cr, cx, baseY - drum, radius, Double.pi, 2 * Double.pi)
      cairo_close_path(cr)
      if finial {
        cairo_rectangle(cr, cx - 2, baseY - drum - radius - radius * 0.35, 4, radius * 0.4)
      }
    }
    // Body.
    cairo_rectangle(cr, x - 300, base - 120, 600, 121)
    cairo_rectangle(cr, x - 80, base - 200, 160, 90)
    // Cascade: side domes, semi-domes, main dome.
    for dx in [-240.0, -170, 170, 240] { dome(x + dx, base - 120, 34, drum: 18) }
    for dx in [-110.0, 110] { dome(x + dx, base - 120, 70, drum: 30) }
    dome(x, base - 150, 62, drum: 40, finial: false)
    dome(x, base - 175, 112, drum: 36)
    s.fill(color)
    // Drum windows lit faintly.
    for index in -4...4 {
      let wx = x + Double(index) * 22
      s.rect(wx - 4, base - 205, 8, 20, RenderColor(hex: 0xFFC88A, alpha: 0.5))
    }
    // Arcade windows along the body.
    for index in 0..<16 {
      let wx = x - 280 + Double(index) * 37.5
      cairo_new_sub_path(cr)
      cairo_arc(cr, wx + 9, base - 70, 9, Double.pi, 2 * Double.pi)
      cairo_line_to(cr, wx + 18, base - 40)
      cairo_line_to(cr, wx, base - 40)
      cairo_close_path(cr)
    }
    s.fill(RenderColor(hex: 0xFFB070, alpha: 0.45))
    // Minarets: shaft, two balconies, pencil cap.
    for (dx, height) in [
      (-360.0, 430.0), (-330, 380), (-300, 330), (300, 330), (330, 380), (360, 430),
    ] {
      let mx = x + dx
      cairo_rectangle(cr, mx - 7, base - height, 14, height)
      for balcony in [0.55, 0.78] {
        cairo_rectangle(cr, mx - 12, base - height * balcony, 24, 7)
      }
      cairo_move_to(cr, mx - 8, base - height)
      cairo_line_to(cr, mx, base - height - 70)
      cairo_line_to(cr, mx + 8, base - height)
      cairo_close_path(cr)
      s.fill(color)
    }
  }

  private static func ferry(_ s: inout Sketch, x: Double, y: Double, color: RenderColor) {
    s.polygon([(x, y), (x + 170, y), (x + 150, y + 26), (x + 14, y + 26)], color)
    s.rect(x + 30, y - 26, 110, 26, color)
    s.rect(x + 70, y - 50, 18, 24, color)
    for index in 0..<6 {
      s.rect(x + 38 + Double(index) * 17, y - 18, 9, 8, RenderColor(hex: 0xFFD08A, alpha: 0.8))
    }
  }
}
