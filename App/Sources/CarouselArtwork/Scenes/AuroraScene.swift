import CCairo
@_spi(CarouselHost) import CarouselCore
import CarouselRender
import Foundation

/// Welcome scene 3: green and violet aurora curtains over snowy hills under a starry
/// sky, with a small cabin's lit window.
enum AuroraScene: ArtworkScene {
  static let name = "3"
  static let seed: UInt64 = 0x4155_524F

  static func draw(_ s: inout Sketch) {
    s.sky([
      (0, RenderColor(hex: 0x030817)), (0.5, RenderColor(hex: 0x0A1B38)),
      (1, RenderColor(hex: 0x143257)),
    ])
    s.stars(count: 320, above: 760)
    // Curtains: many thin vertical strokes along two wavy bands, bright at the bottom edge
    // and fading upwards.
    let bands: [(y: Double, amplitude: Double, hue: RenderColor, height: Double)] = [
      (430, 80, RenderColor(hex: 0x3DF2A0), 300), (330, 60, RenderColor(hex: 0x9B6BFF), 220),
      (520, 50, RenderColor(hex: 0x4FE6C8), 200),
    ]
    cairo_set_operator(s.cr, CAIRO_OPERATOR_ADD)
    for band in bands {
      let phase = s.random.value(in: 0...6)
      var x = -40.0
      while x < s.width + 40 {
        let base = band.y + band.amplitude * sin(x / 260 + phase) + 20 * sin(x / 70 + phase * 2)
        let height = band.height * s.random.value(in: 0.6...1)
        let pattern = cairo_pattern_create_linear(0, base, 0, base - height)!
        cairo_pattern_add_color_stop_rgba(
          pattern, 0, band.hue.red, band.hue.green, band.hue.blue, 0)
        cairo_pattern_add_color_stop_rgba(
          pattern, 0.08, band.hue.red, band.hue.green, band.hue.blue, 0.22)
        cairo_pattern_add_color_stop_rgba(
          pattern, 1, band.hue.red, band.hue.green, band.hue.blue, 0)
        cairo_rectangle(s.cr, x, base - height, s.random.value(in: 3...7), height)
        cairo_set_source(s.cr, pattern)
        cairo_fill(s.cr)
        cairo_pattern_destroy(pattern)
        x += s.random.value(in: 3...6)
      }
    }
    cairo_set_operator(s.cr, CAIRO_OPERATOR_OVER)
    // Snowy hills, far to near.
    let hills: [(Double, Double, UInt32, UInt32)] = [
      (700, 70, 0x5B7398, 0x3A5177), (790, 60, 0x8FA6C6, 0x5D7598), (880, 50, 0xC9D8EA, 0x8EA4C3),
    ]
    for (base, amplitude, top, bottom) in hills {
      let profile = s.ridgeProfile(base: base, amplitude: amplitude, wavelength: 900, octaves: 2)
      s.addBelow(profile)
      s.fillPathVertical(
        from: base - amplitude, to: s.height,
        [(0, RenderColor(hex: top)), (1, RenderColor(hex: bottom))])
      if base == 700 {
        var x = 0.0
        while x < s.width {
          let sample = Int(
            clamping: (x + 6) / 6, rounding: .towardZero, to: 0...profile.count - 1)
          let y = profile[sample].1
          s.pine(
            x: x, y: y + 12, height: s.random.value(in: 40...90), color: RenderColor(hex: 0x0C1630))
          x += s.random.value(in: 18...60)
        }
      }
    }
    cabin(&s, x: 1120, base: 800)
  }

  private static func cabin(_ s: inout Sketch, x: Double, base: Double) {
    let wall = RenderColor(hex: 0x2A1E2E)
    s.rect(x, base - 70, 130, 70, wall)
    s.polygon(
      [(x - 16, base - 66), (x + 65, base - 128), (x + 146, base - 66)], RenderColor(hex: 0x1A1322))
    s.polygon(
      [
        (x - 16, base - 66), (x + 65, base - 128), (x + 146, base - 66), (x + 138, base - 60),
        (x + 65, base - 116), (x - 8, base - 60),
      ], RenderColor(hex: 0xEAF1FA))
    s.rect(x + 90, base - 150, 16, 50, wall)
    let window = CarouselPoint(x: x + 38, y: base - 40)
    s.glow(window, radius: 70, color: RenderColor(hex: 0xFFC768, alpha: 0.5))
    s.rect(x + 24, base - 52, 28, 24, RenderColor(hex: 0xFFD88A))
    s.rect(x + 37, base - 52, 2, 24, wall)
    s.rect(x + 86, base - 46, 24, 46, RenderColor(hex: 0x171018))
  }
}
