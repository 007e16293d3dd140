import CCairo
@_spi(CarouselHost) import CarouselCore
import CarouselRender

/// Gallery 1: a morning mountain range, ridge after ridge fading into haze, the nearer
/// ones covered with individually drawn pines.
enum MountainRangeScene: ArtworkScene {
  static let name = "1"
  static let seed: UInt64 = 0x4D54_4E31

  static func draw(_ s: inout Sketch) {
    s.sky([
      (0, RenderColor(hex: 0x8EC5E8)), (0.4, RenderColor(hex: 0xCFE6F2)),
      (0.55, RenderColor(hex: 0xFDE8C8)), (1, RenderColor(hex: 0xFDE8C8)),
    ])
    let sun = CarouselPoint(x: 1180, y: 330)
    s.glow(sun, radius: 420, color: RenderColor(hex: 0xFFF2D2, alpha: 0.8))
    s.disc(sun, radius: 70, color: RenderColor(hex: 0xFFFBEF))
    // Ridges from far (hazy blue) to near (deep green).
    let ridges:
      [(base: Double, amplitude: Double, wavelength: Double, color: UInt32, trees: Bool)] = [
        (520, 220, 620, 0xA9BFD6, false), (600, 180, 520, 0x8AA6C0, false),
        (690, 150, 440, 0x6A8FA0, false), (780, 120, 380, 0x4E7A6E, true),
        (880, 90, 320, 0x35604E, true), (980, 70, 300, 0x244736, true),
      ]
    for (index, ridge) in ridges.enumerated() {
      let profile = s.peakProfile(
        base: ridge.base, amplitude: ridge.amplitude, wavelength: ridge.wavelength)
      s.addBelow(profile)
      s.fillPathVertical(
        from: ridge.base - ridge.amplitude, to: ridge.base + 80,
        [
          (0, RenderColor(hex: ridge.color)),
          (1, RenderColor(hex: ridge.color).mixed(with: .black, fraction: 0.15)),
        ])
      if ridge.trees {
        let size = 22 + Double(index - 3) * 16
        var x = s.random.value(in: 0...10)
        while x < s.width {
          let sample = profile[
            Int(clamping: (x + 5) / 5, rounding: .towardZero, to: 0...profile.count - 1)]
          var y = sample.1 + s.random.value(in: 4...(size * 1.4))
          while y < s.height + size {
            s.pine(
              x: x + s.random.value(in: -4...4), y: y, height: size * s.random.value(in: 0.8...1.3),
              color: RenderColor(hex: ridge.color).mixed(
                with: .black, fraction: s.random.value(in: 0.2...0.45)))
            y += size * s.random.value(in: 0.5...0.9)
          }
          x += size * s.random.value(in: 0.35...0.6)
        }
      }
      // Haze settling over the valley behind the next ridge: fades in over 90 points and
      // then stays, so the next ridge covers its lower part with no visible edge.
      let hazeTop = ridge.base - 40
      let hazeHeight = s.height - hazeTop
      let haze = RenderColor(hex: 0xFDE8C8, alpha: index < 3 ? 0.35 : 0.15)
      s.gradient(
        CarouselRect(x: 0, y: hazeTop, width: s.width, height: hazeHeight),
        [(0, haze.withAlpha(0)), (90 / hazeHeight, haze), (1, haze)])
    }
    // Birds.
    for (x, y) in [(400.0, 200.0), (440, 215), (470, 190), (900, 140)] {
      cairo_move_to(s.cr, x - 12, y)
      cairo_curve_to(s.cr, x - 7, y - 6, x - 3, y - 5, x, y)
      cairo_curve_to(s.cr, x + 3, y - 5, x + 7, y - 6, x + 12, y)
      cairo_set_line_width(s.cr, 2)
      s.setColor(RenderColor(hex: 0x3A4A5A))
      cairo_stroke(s.cr)
    }
  }
}
