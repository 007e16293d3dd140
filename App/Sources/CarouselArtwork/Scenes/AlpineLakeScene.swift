import CCairo
@_spi(CarouselHost) import CarouselCore
import CarouselRender

/// Welcome scene 2: snow-capped peaks at blue hour mirrored in a still lake, framed by
/// dark pines.
enum AlpineLakeScene: ArtworkScene {
  static let name = "2"
  static let seed: UInt64 = 0x414C_5049

  static func draw(_ s: inout Sketch) {
    let shore = 640.0
    s.sky([
      (0, RenderColor(hex: 0x1B2D5A)), (0.4, RenderColor(hex: 0x4A6FA8)),
      (0.62, RenderColor(hex: 0xB7C4DE)), (0.66, RenderColor(hex: 0xF4C9B4)),
      (1, RenderColor(hex: 0xF4C9B4)),
    ])
    s.stars(count: 50, above: 260)
    s.disc(CarouselPoint(x: 330, y: 170), radius: 36, color: RenderColor(hex: 0xF3F1E8))
    s.glow(
      CarouselPoint(x: 330, y: 170), radius: 160, color: RenderColor(hex: 0xE3ECFF, alpha: 0.35))
    func landscape(_ s: inout Sketch) {
      var random = CarouselSeededGenerator(seed: 0x5045_414B)
      var local = Sketch(context: s.context, size: s.size, seed: random.next())
      let ranges:
        [(amplitude: Double, wavelength: Double, top: UInt32, bottom: UInt32, snow: Double)] =
          [(380, 520, 0x8FA0C8, 0x5A6A96, 0.42), (250, 380, 0x6C7DA8, 0x3E4C77, 0.3)]
      for range in ranges {
        let profile = local.peakProfile(
          base: shore - 10, amplitude: range.amplitude, wavelength: range.wavelength)
        local.addBelow(profile)
        local.fillPathVertical(
          from: shore - range.amplitude, to: shore,
          [(0, RenderColor(hex: range.top)), (1, RenderColor(hex: range.bottom))])
        // Snow above a wavy snow line, with rock ribs running down from it.
        local.saved {
          local.addBelow(profile)
          cairo_clip(local.cr)
          let snowLine = local.ridgeProfile(
            base: shore - 10 - range.amplitude * (1 - range.snow), amplitude: 18,
            wavelength: 140, octaves: 3, step: 5)
          cairo_move_to(local.cr, -10, -10)
          for point in snowLine { cairo_line_to(local.cr, point.0, point.1) }
          cairo_line_to(local.cr, local.width + 10, -10)
          cairo_close_path(local.cr)
          local.fillPathVertical(
            from: shore - range.amplitude, to: snowLine[0].1,
            [(0, RenderColor(hex: 0xFFFFFF)), (1, RenderColor(hex: 0xD5DEF0))])
          var x = random.value(in: 0...30)
          while x < local.width {
            let topY = shore - range.amplitude
            let bottomY = shore - range.amplitude * (1 - range.snow) + random.value(in: 10...60)
            local.line(
              (x, topY), (x + random.value(in: -40...40), bottomY), width: random.value(in: 2...5),
              RenderColor(hex: range.bottom, alpha: 0.45))
            x += random.value(in: 18...50)
          }
        }
      }
      let near = local.ridgeProfile(base: shore - 40, amplitude: 30, wavelength: 500)
      local.fillBelow(near, RenderColor(hex: 0x2C3A5E))
      var x = -20.0
      while x < local.width + 20 {
        let height = random.value(in: 50...140)
        local.pine(x: x, y: shore + 2, height: height, color: RenderColor(hex: 0x16213D))
        x += random.value(in: 10...40)
      }
    }
    landscape(&s)
    let lake = CarouselRect(x: 0, y: shore, width: s.width, height: s.height - shore)
    s.gradient(lake, [(0, RenderColor(hex: 0x8A98BD)), (1, RenderColor(hex: 0x1D2A4F))])
    s.reflection(axisY: shore, clip: lake, alpha: 0.55) { landscape(&s) }
    // Ripples.
    for _ in 0..<120 {
      let y = s.random.value(in: (shore + 6)...s.height)
      let length = s.random.value(in: 30...200)
      s.streak(
        x: s.random.value(in: -50...s.width), y: y, length: length, thickness: 1.6,
        color: RenderColor(white: 1, alpha: 0.18))
    }
  }
}
