import CCairo
import CarouselCore
import CarouselRender

/// New York at night: a deep navy sky with a full moon and stars, two layers of
/// skyscrapers with lit windows, the Empire State Building's stepped spire and the
/// Chrysler Building's crown, above a river full of reflected light.
enum NewYorkPoster: ArtworkScene {
  static let name = "newyork"
  static let seed: UInt64 = 0x4E59_4331

  static func draw(_ s: inout Sketch) {
    let river = 720.0
    s.sky([
      (0, RenderColor(hex: 0x060A1E)), (0.45, RenderColor(hex: 0x13204A)),
      (0.72, RenderColor(hex: 0x3A2D66)), (0.8, RenderColor(hex: 0x6B3F74)),
      (1, RenderColor(hex: 0x6B3F74)),
    ])
    s.stars(count: 140, above: 480)
    let moon = CarouselPoint(x: 960, y: 170)
    s.glow(moon, radius: 240, color: RenderColor(hex: 0xE8E6FF, alpha: 0.4))
    s.disc(moon, radius: 62, color: RenderColor(hex: 0xF6F3E2))
    s.disc(CarouselPoint(x: 940, y: 150), radius: 13, color: RenderColor(hex: 0xE2DECB))
    s.disc(CarouselPoint(x: 985, y: 195), radius: 9, color: RenderColor(hex: 0xE2DECB))
    // Far towers.
    towers(
      &s, base: river, minHeight: 140, maxHeight: 330, color: RenderColor(hex: 0x2A2552),
      windowAlpha: 0.35)
    // Landmarks and near towers.
    let near = RenderColor(hex: 0x0E0F26)
    empireState(&s, centerX: 560, base: river, color: near)
    chrysler(&s, centerX: 880, base: river, color: near)
    towers(
      &s, base: river, minHeight: 90, maxHeight: 250, color: RenderColor(hex: 0x15163A),
      windowAlpha: 0.8, avoiding: [(470, 650), (820, 940)])
    s.rect(0, river - 10, s.width, 12, near)
    let water = CarouselRect(x: 0, y: river + 2, width: s.width, height: s.height - river - 2)
    s.gradient(water, [(0, RenderColor(hex: 0x2A2452)), (1, RenderColor(hex: 0x07091C))])
    // Vertical light streaks under the buildings.
    for _ in 0..<160 {
      let x = s.random.value(in: 0...s.width)
      let y = s.random.value(in: (river + 8)...(s.height - 10))
      let length = s.random.value(in: 8...40)
      s.rect(
        x, y, s.random.value(in: 2...5), length * 0.25,
        RenderColor(hex: 0xFFD27A, alpha: s.random.value(in: 0.15...0.6)))
    }
    s.shimmer(
      top: river + 8, centerX: 960, spread: 90, color: RenderColor(hex: 0xEDEBFF, alpha: 0.6),
      count: 40)
  }

  private static func towers(
    _ s: inout Sketch, base: Double, minHeight: Double, maxHeight: Double, color: RenderColor,
    windowAlpha: Double, avoiding gaps: [(Double, Double)] = []
  ) {
    var x = -10.0
    while x < s.width {
      let w = s.random.value(in: 50...110)
      let h = s.random.value(in: minHeight...maxHeight)
      let blocked = gaps.contains { x + w > $0.0 && x < $0.1 }
      if !blocked {
        s.rect(x, base - h, w, h, color)
        if s.random.chance(0.3) {
          s.rect(x + w * 0.2, base - h - 30, w * 0.6, 32, color)
        }
        windows(&s, x: x + 6, y: base - h + 12, width: w - 12, height: h - 20, alpha: windowAlpha)
      }
      x += w + s.random.value(in: -6...8)
    }
  }

  private static func windows(
    _ s: inout Sketch, x: Double, y: Double, width: Double, height: Double, alpha: Double
  ) {
    let cell = 14.0
    var row = y
    while row < y + height - cell {
      var column = x
      while column < x + width - 6 {
        if s.random.chance(0.45) {
          let warm = s.random.chance(0.8)
          s.rect(
            column, row, 6, 8,
            RenderColor(hex: warm ? 0xFFD580 : 0xBFE4FF, alpha: alpha * s.random.value(in: 0.4...1))
          )
        }
        column += 11
      }
      row += cell
    }
  }

  private static func empireState(
    _ s: inout Sketch, centerX x: Double, base: Double, color: RenderColor
  ) {
    let tiers: [(Double, Double)] = [(180, 250), (130, 420), (96, 470), (64, 500), (30, 530)]
    for (width, top) in tiers { s.rect(x - width / 2, base - top, width, top, color) }
    s.polygon([(x - 12, base - 530), (x, base - 600), (x + 12, base - 530)], color)
    s.rect(x - 2.5, base - 660, 5, 70, color)
    s.disc(CarouselPoint(x: x, y: base - 660), radius: 5, color: RenderColor(hex: 0xFF4A4A))
    s.glow(
      CarouselPoint(x: x, y: base - 660), radius: 24, color: RenderColor(hex: 0xFF4A4A, alpha: 0.5))
    // Floodlit crown.
    s.rect(x - 32, base - 500, 64, 30, RenderColor(hex: 0xFFE6A0, alpha: 0.25))
    windows(&s, x: x - 84, y: base - 240, width: 168, height: 230, alpha: 0.9)
    windows(&s, x: x - 58, y: base - 410, width: 116, height: 160, alpha: 0.9)
  }

  private static func chrysler(
    _ s: inout Sketch, centerX x: Double, base: Double, color: RenderColor
  ) {
    let cr = s.cr
    s.rect(x - 70, base - 420, 140, 420, color)
    s.rect(x - 46, base - 470, 92, 60, color)
    // Stacked arches of the crown, with their triangular windows lit.
    for level in 0..<5 {
      let t = Double(level)
      let half = 44 - t * 8
      let top = base - 470 - t * 28
      cairo_new_sub_path(cr)
      cairo_arc(cr, x, top, half, Double.pi, 2 * Double.pi)
      cairo_close_path(cr)
      s.fill(color)
      for slot in -2...2 {
        let wx = x + Double(slot) * half * 0.35
        s.polygon(
          [(wx - 3, top - 2), (wx, top - half * 0.5), (wx + 3, top - 2)],
          RenderColor(hex: 0xFFF1C8, alpha: 0.85))
      }
    }
    s.polygon([(x - 8, base - 590), (x, base - 700), (x + 8, base - 590)], color)
    windows(&s, x: x - 62, y: base - 410, width: 124, height: 400, alpha: 0.85)
  }
}
