import CCairo
import CarouselCore
import CarouselRender

/// Gallery 3: a pine forest in morning fog, many rows of trees fading with distance,
/// crossed by slanting rays of light.
enum FoggyForestScene: ArtworkScene {
  static let name = "3"
  static let seed: UInt64 = 0x464F_4753

  static func draw(_ s: inout Sketch) {
    let fog = RenderColor(hex: 0xDCE6E4)
    s.sky([(0, RenderColor(hex: 0xC4D6D6)), (0.6, fog), (1, RenderColor(hex: 0xE9EFEA))])
    let rows = 7
    for row in 0..<rows {
      if row == rows - 2 { lightRays(&s) }
      let depth = Double(row) / Double(rows - 1)
      let base = 420 + depth * 500
      let size = 90 + depth * 330
      let color = RenderColor(hex: 0x5E7C76).mixed(
        with: RenderColor(hex: 0x10251F), fraction: depth
      )
      .mixed(with: fog, fraction: (1 - depth) * 0.55)
      let ground = s.ridgeProfile(base: base, amplitude: 20, wavelength: 700, octaves: 2)
      s.fillBelow(ground, color)
      var x = s.random.value(in: -30...0)
      while x < s.width + 30 {
        let height = size * s.random.value(in: 0.7...1.25)
        s.pine(x: x, y: base + s.random.value(in: 0...18), height: height, color: color)
        x += size * s.random.value(in: 0.12...0.32)
      }
      s.gradient(
        CarouselRect(x: 0, y: base - size * 0.6, width: s.width, height: size * 0.9),
        [(0, fog.withAlpha(0)), (1, fog.withAlpha(0.45 * (1 - depth)))])
    }
    s.rect(0, 960, s.width, 40, RenderColor(hex: 0x10251F))
    // Ferns and grass in the foreground.
    for _ in 0..<260 {
      let x = s.random.value(in: 0...s.width)
      let h = s.random.value(in: 20...70)
      s.line(
        (x, 1002), (x + s.random.value(in: -18...18), 1002 - h), width: 2.2,
        RenderColor(hex: 0x0C1C17))
    }
  }

  /// Slanting rays from the upper left, strongest at the top and fading out downwards.
  private static func lightRays(_ s: inout Sketch) {
    cairo_set_operator(s.cr, CAIRO_OPERATOR_ADD)
    for index in 0..<7 {
      let x = 150 + Double(index) * 170 + s.random.value(in: -40...40)
      let width = s.random.value(in: 40...110)
      // Nested layers of growing width give the ray soft edges.
      for layer in 1...4 {
        let inset = width * (1 - Double(layer) / 4) / 2
        s.addPolygon([
          (x + inset, -10), (x + width - inset, -10), (x + width - inset + 520, 1010),
          (x + inset + 520, 1010),
        ])
        s.fillPathVertical(
          from: 0, to: 900,
          [
            (0, RenderColor(hex: 0xFFF6DA, alpha: 0.035)),
            (1, RenderColor(hex: 0xFFF6DA, alpha: 0)),
          ])
      }
    }
    cairo_set_operator(s.cr, CAIRO_OPERATOR_OVER)
  }
}
