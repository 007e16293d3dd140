import CCairo
import CarouselCore
import CarouselRender

/// Santorini in full sun: a pale blue sky, the deep Aegean and a caldera cliff crowded
/// with white cube houses, blue domes with crosses, a bell tower and bougainvillea.
enum SantoriniPoster: ArtworkScene {
  static let name = "santorini"
  static let seed: UInt64 = 0x5341_4E54

  static func draw(_ s: inout Sketch) {
    let horizon = 430.0
    s.sky([
      (0, RenderColor(hex: 0x2F8FE0)), (0.3, RenderColor(hex: 0x7EC2F2)),
      (0.48, RenderColor(hex: 0xDDF1FC)), (1, RenderColor(hex: 0xDDF1FC)),
    ])
    let sun = CarouselPoint(x: 230, y: 150)
    s.glow(sun, radius: 300, color: RenderColor(hex: 0xFFFCE8, alpha: 0.8))
    s.disc(sun, radius: 60, color: RenderColor(hex: 0xFFFEF6))
    // Sea with a distant island.
    let sea = CarouselRect(x: 0, y: horizon, width: s.width, height: s.height - horizon)
    s.gradient(sea, [(0, RenderColor(hex: 0x2E7CC4)), (1, RenderColor(hex: 0x0B3F7E))])
    s.polygon(
      [(0, horizon), (60, horizon - 26), (180, horizon - 34), (300, horizon - 14), (360, horizon)],
      RenderColor(hex: 0x7C8FA8))
    s.shimmer(
      top: horizon + 6, centerX: 230, spread: 150, color: RenderColor(white: 1, alpha: 0.75),
      count: 70)
    // Caldera cliff rising to the right.
    let cliff: [(Double, Double)] = [
      (380, 900), (470, 760), (560, 640), (650, 560), (760, 500), (900, 455), (1050, 430),
      (1210, 420), (1210, 900),
    ]
    s.addPolygon(cliff)
    s.fillPathVertical(
      from: 420, to: 900, [(0, RenderColor(hex: 0xA8705C)), (1, RenderColor(hex: 0x5E3A34))])
    // Rock strata, clipped to the cliff.
    s.saved {
      s.addPolygon(cliff)
      cairo_clip(s.cr)
      for index in 0..<12 {
        let y = 470 + Double(index) * 36
        s.streak(
          x: 380 + Double(index) * 6, y: y, length: 900, thickness: 4 + Double(index % 3) * 2,
          color: RenderColor(hex: index % 2 == 0 ? 0x4E2F2B : 0xC48A6E, alpha: 0.3))
      }
    }
    village(&s)
  }

  /// Houses stacked in terraces along the cliff top, back to front.
  private static func village(_ s: inout Sketch) {
    let white = RenderColor(hex: 0xFBFBF8)
    let shade = RenderColor(hex: 0xD5DEE8)
    let blue = RenderColor(hex: 0x1D5FBF)
    let terraces: [(y: Double, from: Double, to: Double)] = [
      (445, 930, 1200), (490, 820, 1200), (540, 730, 1200), (595, 660, 1200), (655, 600, 1120),
    ]
    var domes: [(Double, Double, Double)] = []
    for terrace in terraces {
      var x = terrace.from + s.random.value(in: 0...30)
      while x < terrace.to {
        let w = s.random.value(in: 50...95)
        let h = s.random.value(in: 40...70)
        let top = terrace.y - h
        // Front face and a shaded side.
        s.rect(x, top, w, h + 40, white)
        s.rect(x + w, top + 6, 10, h + 34, shade)
        s.rect(x - 2, top - 6, w + 4, 8, white)
        // Door and windows.
        if s.random.chance(0.6) {
          s.context.fillRoundedRect(
            CarouselRect(x: x + w * 0.2, y: top + h * 0.35, width: 14, height: h * 0.55), radius: 7,
            color: blue)
        }
        if s.random.chance(0.7) {
          s.rect(x + w * 0.6, top + h * 0.3, 12, 12, RenderColor(hex: 0x2F6EA8))
        }
        if s.random.chance(0.18) { domes.append((x + w / 2, top, w * 0.38)) }
        if s.random.chance(0.25) {
          // Bougainvillea over a wall.
          for _ in 0..<7 {
            s.disc(
              CarouselPoint(x: x + s.random.value(in: 0...w), y: top + s.random.value(in: 0...18)),
              radius: s.random.value(in: 5...9), color: RenderColor(hex: 0xE0358C, alpha: 0.9))
          }
        }
        x += w + (s.random.chance(0.3) ? s.random.value(in: 40...90) : s.random.value(in: 6...20))
      }
    }
    domes.append((780, 520, 42))
    for (cx, top, radius) in domes {
      dome(&s, cx: cx, top: top, radius: radius, blue: blue, white: white)
    }
    bellTower(&s, x: 690, base: 600, white: white, blue: blue)
  }

  private static func dome(
    _ s: inout Sketch, cx: Double, top: Double, radius: Double, blue: RenderColor,
    white: RenderColor
  ) {
    s.rect(cx - radius * 0.9, top - radius * 0.35, radius * 1.8, radius * 0.4, white)
    cairo_new_sub_path(s.cr)
    cairo_arc(s.cr, cx, top - radius * 0.35, radius, Double.pi, 2 * Double.pi)
    cairo_close_path(s.cr)
    s.fillPathVertical(
      from: top - radius * 1.35, to: top, [(0, RenderColor(hex: 0x3D82E0)), (1, blue)])
    let crossTop = top - radius * 1.35 - radius * 0.45
    s.rect(cx - 2, crossTop, 4, radius * 0.45, white)
    s.rect(cx - radius * 0.15, crossTop + radius * 0.12, radius * 0.3, 4, white)
  }

  private static func bellTower(
    _ s: inout Sketch, x: Double, base: Double, white: RenderColor, blue: RenderColor
  ) {
    s.rect(x - 34, base - 150, 68, 150, white)
    for (index, offset) in [-18.0, 2].enumerated() {
      s.context.fillRoundedRect(
        CarouselRect(x: x + offset, y: base - 130 + Double(index) * 0, width: 16, height: 32),
        radius: 8,
        color: RenderColor(hex: 0x7BA6D6))
    }
    s.disc(CarouselPoint(x: x - 10, y: base - 108), radius: 5, color: RenderColor(hex: 0xC9A04A))
    s.disc(CarouselPoint(x: x + 10, y: base - 108), radius: 5, color: RenderColor(hex: 0xC9A04A))
    s.rect(x - 40, base - 156, 80, 8, white)
    cairo_new_sub_path(s.cr)
    cairo_arc(s.cr, x, base - 156, 24, Double.pi, 2 * Double.pi)
    cairo_close_path(s.cr)
    s.fill(blue)
    s.rect(x - 2, base - 204, 4, 26, white)
    s.rect(x - 8, base - 196, 16, 4, white)
  }
}
