import CCairo
import CarouselCore
import CarouselRender

/// Gallery 6: a desert canyon at dusk — flat-topped mesas banded with rock strata under
/// a violet sky with the first stars, and saguaro cacti in the foreground.
enum CanyonNightScene: ArtworkScene {
  static let name = "6"
  static let seed: UInt64 = 0x4341_4E59

  static func draw(_ s: inout Sketch) {
    s.sky([
      (0, RenderColor(hex: 0x1D1442)), (0.35, RenderColor(hex: 0x5B2C6F)),
      (0.62, RenderColor(hex: 0xE06B4E)), (0.75, RenderColor(hex: 0xF7B267)),
      (1, RenderColor(hex: 0xF7B267)),
    ])
    s.stars(count: 120, above: 330)
    s.disc(CarouselPoint(x: 1280, y: 150), radius: 24, color: RenderColor(hex: 0xFFF3D6))
    // Mesas: (left, right, top, base, colour).
    let mesas: [(Double, Double, Double, Double, UInt32)] = [
      (60, 520, 470, 840, 0xA4503E), (700, 1000, 520, 840, 0x9A4838),
      (1150, 1520, 430, 840, 0xB05A42),
      (-80, 260, 600, 840, 0x7E3A31), (880, 1300, 610, 840, 0x74352D),
    ]
    for (left, right, top, base, hex) in mesas {
      let color = RenderColor(hex: hex)
      let outline: [(Double, Double)] = [
        (left - 60, base), (left, top + 60), (left + 20, top + 20), (left + 40, top),
        (right - 40, top), (right - 20, top + 24), (right, top + 70), (right + 70, base),
      ]
      s.addPolygon(outline)
      s.fillPathVertical(
        from: top, to: base,
        [
          (0, color.mixed(with: .white, fraction: 0.12)),
          (1, color.mixed(with: .black, fraction: 0.3)),
        ])
      s.saved {
        s.addPolygon(outline)
        cairo_clip(s.cr)
        var y = top + 12
        while y < base {
          let thickness = s.random.value(in: 3...12)
          s.rect(
            left - 80, y, right - left + 160, thickness,
            color.mixed(with: s.random.chance(0.5) ? .black : .white, fraction: 0.18))
          y += thickness + s.random.value(in: 6...20)
        }
        // Shadowed right flank.
        s.polygon(
          [(right - 60, top), (right + 80, top), (right + 80, base), (right - 10, base)],
          RenderColor(white: 0, alpha: 0.22))
      }
    }
    // Desert floor.
    let floor = s.ridgeProfile(base: 820, amplitude: 12, wavelength: 800, octaves: 2)
    s.addBelow(floor)
    s.fillPathVertical(
      from: 800, to: s.height, [(0, RenderColor(hex: 0x8A4A33)), (1, RenderColor(hex: 0x3E1F1F))])
    for _ in 0..<120 {
      let x = s.random.value(in: 0...s.width)
      let y = s.random.value(in: 830...s.height)
      s.disc(
        CarouselPoint(x: x, y: y), radius: s.random.value(in: 1.5...5),
        color: RenderColor(hex: 0x2E1717, alpha: 0.6))
    }
    let cactusColor = RenderColor(hex: 0x1E1A22)
    for (x, height) in [(230.0, 300.0), (1320, 380), (980, 160)] {
      saguaro(&s, x: x, base: 930, height: height, color: cactusColor)
    }
  }

  private static func saguaro(
    _ s: inout Sketch, x: Double, base: Double, height: Double, color: RenderColor
  ) {
    let w = height * 0.12
    s.context.fillRoundedRect(
      CarouselRect(x: x - w / 2, y: base - height, width: w, height: height), radius: w / 2,
      color: color)
    // Left arm.
    s.context.fillRoundedRect(
      CarouselRect(x: x - w * 2.2, y: base - height * 0.55, width: w * 2, height: w * 0.8),
      radius: w * 0.4, color: color)
    s.context.fillRoundedRect(
      CarouselRect(x: x - w * 2.2, y: base - height * 0.85, width: w * 0.8, height: height * 0.35),
      radius: w * 0.4, color: color)
    // Right arm.
    s.context.fillRoundedRect(
      CarouselRect(x: x, y: base - height * 0.4, width: w * 2, height: w * 0.8), radius: w * 0.4,
      color: color)
    s.context.fillRoundedRect(
      CarouselRect(x: x + w * 1.2, y: base - height * 0.7, width: w * 0.8, height: height * 0.32),
      radius: w * 0.4, color: color)
  }
}
