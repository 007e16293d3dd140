import CCairo
import CarouselCore
import CarouselRender

/// Paris at dusk: a peach-to-indigo sky, a low pale sun, mansard rooftops and the Eiffel
/// Tower with its lattice, over the Seine.
enum ParisPoster: ArtworkScene {
  static let name = "paris"
  static let seed: UInt64 = 0x5041_5249

  static func draw(_ s: inout Sketch) {
    let horizon = 770.0
    s.sky([
      (0, RenderColor(hex: 0x2B2857)), (0.42, RenderColor(hex: 0x7D4C7E)),
      (0.7, RenderColor(hex: 0xE4846E)), (0.86, RenderColor(hex: 0xFBB98A)),
      (1, RenderColor(hex: 0xFFD9A8)),
    ])
    s.stars(count: 40, above: 260, color: RenderColor(white: 1, alpha: 0.7))
    let sun = CarouselPoint(x: 835, y: 600)
    s.glow(sun, radius: 420, color: RenderColor(hex: 0xFFD2A0, alpha: 0.55))
    s.disc(sun, radius: 92, color: RenderColor(hex: 0xFFEBC8))
    for (x, y, length) in [(90.0, 420.0, 360.0), (700, 360, 420), (520, 470, 260), (880, 500, 240)]
    {
      s.streak(
        x: x, y: y, length: length, thickness: 9, color: RenderColor(hex: 0xF7A996, alpha: 0.45))
    }
    // Two rows of rooftops: far (lighter) and near (darker).
    rooftops(&s, base: horizon, minHeight: 60, maxHeight: 130, color: RenderColor(hex: 0x8C5C86))
    tower(&s, centerX: 560, base: horizon + 10, height: 640)
    rooftops(
      &s, base: horizon + 20, minHeight: 40, maxHeight: 95, color: RenderColor(hex: 0x45305D))
    // The Seine with the sun's reflection.
    let river = CarouselRect(x: 0, y: horizon + 20, width: s.width, height: s.height - horizon - 20)
    s.gradient(river, [(0, RenderColor(hex: 0x5B3E6E)), (1, RenderColor(hex: 0x2A1E3E))])
    s.shimmer(
      top: horizon + 26, centerX: sun.x, spread: 120, color: RenderColor(hex: 0xFFD7A8, alpha: 0.8),
      count: 70)
    s.rect(0, horizon + 20, s.width, 6, RenderColor(hex: 0x2A1E3E, alpha: 0.8))
  }

  /// A row of Haussmann blocks: walls, mansard roofs, chimneys.
  private static func rooftops(
    _ s: inout Sketch, base: Double, minHeight: Double, maxHeight: Double, color: RenderColor
  ) {
    var x = -20.0
    while x < s.width + 20 {
      let blockWidth = s.random.value(in: 70...150)
      let wall = s.random.value(in: minHeight...maxHeight)
      let roof = wall * 0.28
      let top = base - wall
      s.addPolygon([
        (x, base), (x, top), (x + roof * 0.5, top - roof),
        (x + blockWidth - roof * 0.5, top - roof),
        (x + blockWidth, top), (x + blockWidth, base),
      ])
      let chimneys = s.random.integer(in: 1...3)
      for _ in 0..<chimneys {
        let cx = x + s.random.value(in: 0.2...0.8) * blockWidth
        cairo_rectangle(s.cr, cx, top - roof - 14, 9, 16)
      }
      s.fill(color)
      x += blockWidth - 2
    }
  }

  /// The Eiffel Tower: flared legs with the arch between them, two platforms, a tapering
  /// top and spire, filled dark with a faint criss-cross lattice.
  private static func tower(_ s: inout Sketch, centerX: Double, base: Double, height: Double) {
    let h = height
    // Left half outline, bottom to top: (half-width, height above base).
    let left: [(Double, Double)] = [
      (0.30, 0), (0.22, 0.09), (0.17, 0.18), (0.185, 0.18), (0.185, 0.215), (0.135, 0.215),
      (0.095, 0.36), (0.075, 0.44), (0.09, 0.44), (0.09, 0.465), (0.062, 0.465),
      (0.035, 0.70), (0.024, 0.84), (0.034, 0.84), (0.034, 0.87), (0.018, 0.87),
      (0.010, 0.93), (0.004, 0.97), (0.0, 1.0),
    ]
    func point(_ p: (Double, Double), mirrored: Bool) -> (Double, Double) {
      (centerX + (mirrored ? p.0 : -p.0) * h, base - p.1 * h)
    }
    func outline() {
      var points = left.map { point($0, mirrored: false) }
      points += left.reversed().dropFirst().map { point($0, mirrored: true) }
      cairo_move_to(s.cr, points[0].0, points[0].1)
      for p in points.dropFirst() { cairo_line_to(s.cr, p.0, p.1) }
      // Inner edge of the right leg, the arch, the inner edge of the left leg.
      cairo_line_to(s.cr, centerX + 0.205 * h, base)
      cairo_curve_to(
        s.cr, centerX + 0.16 * h, base - 0.08 * h, centerX + 0.08 * h, base - 0.15 * h, centerX,
        base - 0.15 * h)
      cairo_curve_to(
        s.cr, centerX - 0.08 * h, base - 0.15 * h, centerX - 0.16 * h, base - 0.08 * h,
        centerX - 0.205 * h, base)
      cairo_close_path(s.cr)
    }
    let dark = RenderColor(hex: 0x2A1C3C)
    outline()
    s.fill(dark)
    // Lattice: thin diagonals clipped to the tower, slightly lighter than the iron.
    s.saved {
      outline()
      cairo_clip(s.cr)
      let step = 11.0
      var offset = -h
      while offset < h {
        cairo_move_to(s.cr, centerX - h * 0.4 + offset, base)
        cairo_line_to(s.cr, centerX - h * 0.4 + offset + h, base - h)
        cairo_move_to(s.cr, centerX + h * 0.4 - offset, base)
        cairo_line_to(s.cr, centerX + h * 0.4 - offset - h, base - h)
        offset += step
      }
      cairo_set_line_width(s.cr, 1.6)
      s.setColor(RenderColor(hex: 0xB07A8E, alpha: 0.35))
      cairo_stroke(s.cr)
      // Platform rails.
      for level in [0.18, 0.44, 0.84] {
        s.rect(
          centerX - h * 0.3, base - level * h - 2, h * 0.6, 3,
          RenderColor(hex: 0xF2B48C, alpha: 0.5))
      }
    }
  }
}
