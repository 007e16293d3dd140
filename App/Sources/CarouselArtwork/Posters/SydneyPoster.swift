import CCairo
import CarouselCore
import CarouselRender

/// Sydney on a bright day: a deep blue sky with a high sun and white clouds, the Harbour
/// Bridge's steel arch behind, the Opera House's white sails on their sandstone podium,
/// and a sparkling harbour with a sailboat.
enum SydneyPoster: ArtworkScene {
  static let name = "sydney"
  static let seed: UInt64 = 0x5359_444E

  static func draw(_ s: inout Sketch) {
    let waterline = 660.0
    s.sky([
      (0, RenderColor(hex: 0x1565C9)), (0.55, RenderColor(hex: 0x52A3EC)),
      (1, RenderColor(hex: 0xCDEBFF)),
    ])
    let sun = CarouselPoint(x: 1010, y: 150)
    s.glow(sun, radius: 330, color: RenderColor(hex: 0xFFFBE0, alpha: 0.75))
    s.disc(sun, radius: 58, color: RenderColor(hex: 0xFFFDF2))
    s.cloud(
      at: CarouselPoint(x: 260, y: 170), width: 300, color: RenderColor(white: 1, alpha: 0.95))
    s.cloud(at: CarouselPoint(x: 640, y: 250), width: 200, color: RenderColor(white: 1, alpha: 0.8))
    // North shore and the bridge.
    let shore = s.ridgeProfile(base: waterline - 26, amplitude: 10, wavelength: 500)
    s.fillBelow(shore, RenderColor(hex: 0x4E7F6A))
    harbourBridge(
      &s, left: -40, right: 620, deck: waterline - 90, color: RenderColor(hex: 0x5C7893))
    // Water.
    let harbour = CarouselRect(x: 0, y: waterline, width: s.width, height: s.height - waterline)
    s.gradient(harbour, [(0, RenderColor(hex: 0x1E78C8)), (1, RenderColor(hex: 0x0B3C78))])
    operaHouse(&s, left: 470, base: waterline + 70)
    s.shimmer(
      top: waterline + 90, centerX: 820, spread: 500, color: RenderColor(white: 1, alpha: 0.7),
      count: 110)
    sailboat(&s, x: 200, waterline: 800)
  }

  private static func harbourBridge(
    _ s: inout Sketch, left: Double, right: Double, deck: Double, color: RenderColor
  ) {
    let cr = s.cr
    let span = right - left
    let rise = 230.0
    func archY(_ x: Double, lift: Double) -> Double {
      let t = (x - left) / span
      return deck - lift * 4 * t * (1 - t)
    }
    // Upper and lower chords, and the truss between them.
    s.setColor(color)
    cairo_set_line_width(cr, 8)
    for lift in [rise, rise * 0.78] {
      cairo_move_to(cr, left, deck)
      var x = left
      while x <= right {
        cairo_line_to(cr, x, archY(x, lift: lift))
        x += 6
      }
      cairo_stroke(cr)
    }
    cairo_set_line_width(cr, 3)
    var x = left + span * 0.04
    var flip = false
    while x < right - span * 0.04 {
      let next = x + span / 24
      cairo_move_to(cr, x, archY(x, lift: flip ? rise : rise * 0.78))
      cairo_line_to(cr, next, archY(next, lift: flip ? rise * 0.78 : rise))
      cairo_move_to(cr, x, archY(x, lift: rise))
      cairo_line_to(cr, x, archY(x, lift: rise * 0.78))
      flip.toggle()
      x = next
    }
    cairo_stroke(cr)
    // Hangers down to the deck.
    cairo_set_line_width(cr, 2)
    x = left + span * 0.12
    while x < right - span * 0.12 {
      cairo_move_to(cr, x, archY(x, lift: rise * 0.78))
      cairo_line_to(cr, x, deck)
      x += span / 24
    }
    cairo_stroke(cr)
    s.rect(left - 60, deck - 4, span + 120, 12, color)
    // Pylons.
    for px in [left - 10, right - 40] {
      s.rect(px, deck - 120, 50, 120 + 40, color)
      s.rect(px - 4, deck - 126, 58, 8, color)
    }
  }

  /// The podium and three groups of shells, each shell a pointed sail leaning seaward,
  /// white with a shaded inner face and rib lines.
  private static func operaHouse(_ s: inout Sketch, left: Double, base: Double) {
    let cr = s.cr
    let podiumTop = base - 48
    s.polygon(
      [(left - 30, base), (left, podiumTop), (left + 660, podiumTop), (left + 700, base)],
      RenderColor(hex: 0xD8BC93))
    s.rect(left - 30, base, 730, 16, RenderColor(hex: 0xB89A72))
    for index in 0..<24 {
      s.rect(
        left + 10 + Double(index) * 27, podiumTop + 14, 14, 22,
        RenderColor(hex: 0x9C7E5A, alpha: 0.55))
    }
    // (x offset, width, height) per shell, back to front, leaning right.
    let shells: [(Double, Double, Double)] = [
      (40, 150, 150), (120, 170, 205), (210, 150, 175),
      (330, 150, 170), (400, 165, 225), (480, 130, 160),
      (570, 100, 110), (620, 80, 80),
    ]
    for (offset, width, height) in shells {
      let baseLeft = left + offset
      let tip = (baseLeft + width * 0.92, podiumTop - height)
      // Outer face.
      cairo_move_to(cr, baseLeft, podiumTop)
      cairo_curve_to(
        cr, baseLeft + width * 0.05, podiumTop - height * 0.7, tip.0 - width * 0.35, tip.1,
        tip.0, tip.1)
      cairo_curve_to(
        cr, tip.0 - width * 0.05, tip.1 + height * 0.4, baseLeft + width * 0.9,
        podiumTop - height * 0.2, baseLeft + width, podiumTop)
      cairo_close_path(cr)
      s.fillPathVertical(
        from: tip.1, to: podiumTop,
        [(0, RenderColor(hex: 0xFFFFFF)), (1, RenderColor(hex: 0xE4E9EE))])
      // Shaded inner face under the lip.
      cairo_move_to(cr, tip.0, tip.1)
      cairo_curve_to(
        cr, tip.0 - width * 0.05, tip.1 + height * 0.4, baseLeft + width * 0.9,
        podiumTop - height * 0.2, baseLeft + width, podiumTop)
      cairo_line_to(cr, baseLeft + width * 0.78, podiumTop)
      cairo_curve_to(
        cr, baseLeft + width * 0.8, podiumTop - height * 0.3, tip.0 - width * 0.2,
        tip.1 + height * 0.35, tip.0, tip.1)
      cairo_close_path(cr)
      s.fill(RenderColor(hex: 0xB9C6D3))
      // Ribs.
      s.saved {
        cairo_set_line_width(cr, 1.5)
        s.setColor(RenderColor(hex: 0xC9D3DD, alpha: 0.9))
        for rib in 1..<5 {
          let t = Double(rib) / 5
          cairo_move_to(cr, baseLeft + width * t * 0.75, podiumTop)
          cairo_line_to(cr, tip.0 - width * 0.04, tip.1 + 4)
        }
        cairo_stroke(cr)
      }
    }
  }

  private static func sailboat(_ s: inout Sketch, x: Double, waterline y: Double) {
    s.polygon(
      [(x - 70, y), (x + 80, y), (x + 60, y + 20), (x - 55, y + 20)], RenderColor(hex: 0xF4F4F0))
    s.rect(x, y - 170, 4, 170, RenderColor(hex: 0x3A4A5A))
    s.polygon([(x + 6, y - 165), (x + 6, y - 10), (x + 90, y - 10)], RenderColor(white: 1))
    s.polygon([(x - 4, y - 150), (x - 4, y - 12), (x - 70, y - 12)], RenderColor(hex: 0xF2F5F8))
    s.rect(x - 80, y + 20, 180, 4, RenderColor(white: 1, alpha: 0.5))
  }
}
