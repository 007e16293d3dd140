import CCairo
import CarouselCore
import CarouselRender

/// Rome on a golden afternoon: a warm sky, a hazy dome on the hills, the Colosseum with
/// three tiers of arches and its broken rim, cypresses and umbrella pines.
enum RomePoster: ArtworkScene {
  static let name = "rome"
  static let seed: UInt64 = 0x524F_4D45

  static func draw(_ s: inout Sketch) {
    let ground = 760.0
    s.sky([
      (0, RenderColor(hex: 0x3D7CC9)), (0.45, RenderColor(hex: 0x8DB8E0)),
      (0.75, RenderColor(hex: 0xF6D7A4)), (1, RenderColor(hex: 0xF7C27E)),
    ])
    let sun = CarouselPoint(x: 250, y: 230)
    s.glow(sun, radius: 360, color: RenderColor(hex: 0xFFF3D0, alpha: 0.7))
    s.disc(sun, radius: 62, color: RenderColor(hex: 0xFFFBEA))
    s.cloud(
      at: CarouselPoint(x: 930, y: 190), width: 260, color: RenderColor(white: 1, alpha: 0.85))
    s.cloud(at: CarouselPoint(x: 620, y: 120), width: 170, color: RenderColor(white: 1, alpha: 0.7))
    // Hazy hills and a distant dome (St Peter's).
    let hills = s.ridgeProfile(base: 640, amplitude: 22, wavelength: 900)
    s.fillBelow(hills, RenderColor(hex: 0xD6B08E))
    s.disc(CarouselPoint(x: 1060, y: 606), radius: 34, color: RenderColor(hex: 0xC89C7C))
    s.rect(1026, 606, 68, 40, RenderColor(hex: 0xC89C7C))
    s.rect(1057, 556, 6, 20, RenderColor(hex: 0xC89C7C))
    let town = s.ridgeProfile(base: 680, amplitude: 10, wavelength: 300, octaves: 2)
    s.fillBelow(town, RenderColor(hex: 0xC7926A))
    colosseum(&s, left: 210, right: 1010, base: ground)
    // Piazza.
    s.gradient(
      CarouselRect(x: 0, y: ground, width: s.width, height: s.height - ground),
      [(0, RenderColor(hex: 0xD9A66E)), (1, RenderColor(hex: 0xB97E4E))])
    for index in 0..<14 {
      let y = ground + 12 + Double(index * index) * 0.75
      s.rect(0, y, s.width, 1.5, RenderColor(hex: 0x8E5A34, alpha: 0.25))
    }
    // Trees in front, at the sides.
    let cypress = RenderColor(hex: 0x2F3B22)
    for (x, height) in [(70.0, 330.0), (120, 260), (1120, 300), (1165, 240)] {
      cypressTree(&s, x: x, base: ground + 30, height: height, color: cypress)
    }
    umbrellaPine(&s, x: 170, base: ground + 40, height: 300, color: RenderColor(hex: 0x3A4728))
    umbrellaPine(&s, x: 1040, base: ground + 46, height: 250, color: RenderColor(hex: 0x3A4728))
  }

  /// The amphitheatre: three arcades and an attic, full height on the left and broken
  /// down in steps to the right, its inner arches in shadow.
  private static func colosseum(_ s: inout Sketch, left: Double, right: Double, base: Double) {
    let tier = 92.0
    let attic = 62.0
    let top = base - 3 * tier - attic
    let width = right - left
    // Ruined profile: full height on the left 55 %, then stepping down.
    let profile: [(Double, Double)] = [
      (0, top), (0.56, top), (0.60, top + 40), (0.66, top + 46), (0.70, base - 2 * tier + 10),
      (0.78, base - 2 * tier + 18), (0.82, base - 2 * tier - 8), (0.9, base - 1.3 * tier),
      (0.95, base - tier), (1, base - tier + 6),
    ]
    func outline() {
      cairo_move_to(s.cr, left, base)
      for (fx, y) in profile { cairo_line_to(s.cr, left + fx * width, y) }
      cairo_line_to(s.cr, right, base)
      cairo_close_path(s.cr)
    }
    outline()
    let stone = cairo_pattern_create_linear(left, 0, right, 0)!
    cairo_pattern_add_color_stop_rgb(stone, 0, 0.87, 0.64, 0.46)
    cairo_pattern_add_color_stop_rgb(stone, 0.5, 0.80, 0.56, 0.40)
    cairo_pattern_add_color_stop_rgb(stone, 1, 0.66, 0.43, 0.31)
    cairo_set_source(s.cr, stone)
    cairo_fill(s.cr)
    cairo_pattern_destroy(stone)
    s.saved {
      outline()
      cairo_clip(s.cr)
      let arches = 13
      let bay = width / Double(arches)
      let shadow = RenderColor(hex: 0x5E3426)
      for level in 0..<3 {
        let floor = base - Double(level) * tier
        // Cornice between tiers.
        s.rect(left, floor - tier - 2, width, 7, RenderColor(hex: 0xF0C497, alpha: 0.6))
        for bayIndex in 0..<arches {
          let x = left + Double(bayIndex) * bay + bay * 0.2
          let w = bay * 0.6
          let archTop = floor - tier + 16 + w / 2
          cairo_move_to(s.cr, x, floor - 4)
          cairo_line_to(s.cr, x, archTop)
          cairo_arc(s.cr, x + w / 2, archTop, w / 2, Double.pi, 2 * Double.pi)
          cairo_line_to(s.cr, x + w, floor - 4)
          cairo_close_path(s.cr)
          s.fill(shadow)
          // Column between bays.
          s.rect(
            x - bay * 0.2 + 2, floor - tier + 10, 4, tier - 14,
            RenderColor(hex: 0xF3CFA5, alpha: 0.35))
        }
      }
      // Attic: small square windows.
      let atticFloor = base - 3 * tier
      for bayIndex in 0..<arches where bayIndex % 2 == 0 {
        let x = left + Double(bayIndex) * bay + bay * 0.35
        s.rect(x, atticFloor - attic * 0.6, bay * 0.3, attic * 0.3, shadow)
      }
      s.rect(left, top, width, 8, RenderColor(hex: 0xF0C497, alpha: 0.55))
    }
  }

  private static func cypressTree(
    _ s: inout Sketch, x: Double, base: Double, height: Double, color: RenderColor
  ) {
    let w = height * 0.085
    cairo_move_to(s.cr, x, base - height)
    cairo_curve_to(
      s.cr, x + w * 0.6, base - height * 0.8, x + w * 1.2, base - height * 0.4, x + w * 0.5, base)
    cairo_line_to(s.cr, x - w * 0.5, base)
    cairo_curve_to(
      s.cr, x - w * 1.2, base - height * 0.4, x - w * 0.6, base - height * 0.8, x, base - height)
    s.fill(color)
  }

  private static func umbrellaPine(
    _ s: inout Sketch, x: Double, base: Double, height: Double, color: RenderColor
  ) {
    cairo_move_to(s.cr, x - 6, base)
    cairo_curve_to(
      s.cr, x - 4, base - height * 0.5, x + 10, base - height * 0.7, x + 14, base - height * 0.8)
    cairo_line_to(s.cr, x + 22, base - height * 0.8)
    cairo_curve_to(s.cr, x + 16, base - height * 0.68, x + 8, base - height * 0.5, x + 8, base)
    cairo_close_path(s.cr)
    s.fill(color)
    let canopyY = base - height * 0.86
    let canopyWidth = height * 0.9
    // A flat, lumpy crown: overlapping flattened ellipses.
    let lumps: [(Double, Double, Double)] = [
      (-0.35, 0.1, 0.42), (0.0, -0.25, 0.5), (0.38, 0.05, 0.45), (0.15, 0.2, 0.5),
      (-0.1, 0.25, 0.5),
    ]
    s.saved {
      cairo_translate(s.cr, x + 18, canopyY)
      cairo_scale(s.cr, canopyWidth / 2, height * 0.1)
      for (dx, dy, r) in lumps {
        cairo_new_sub_path(s.cr)
        cairo_arc(s.cr, dx, dy, r, 0, 2 * Double.pi)
      }
      s.fill(color)
    }
  }
}
