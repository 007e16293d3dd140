import CCairo
import CarouselCore
import CarouselRender
import Foundation

/// Welcome scene 1: sunrise over rolling sand dunes, each dune lit on one flank and in
/// shadow on the other, with fine wind ripples.
enum DawnDunesScene: ArtworkScene {
  static let name = "1"
  static let seed: UInt64 = 0x4455_4E45

  static func draw(_ s: inout Sketch) {
    s.sky([
      (0, RenderColor(hex: 0x3B2F6B)), (0.35, RenderColor(hex: 0xB2567A)),
      (0.58, RenderColor(hex: 0xF39A6B)), (0.72, RenderColor(hex: 0xFFD59A)),
      (1, RenderColor(hex: 0xFFE9C4)),
    ])
    let sun = CarouselPoint(x: 1060, y: 560)
    s.glow(sun, radius: 620, color: RenderColor(hex: 0xFFE0A8, alpha: 0.6))
    s.disc(sun, radius: 110, color: RenderColor(hex: 0xFFF4DA))
    for (x, y, length) in [
      (140.0, 300.0, 520.0), (900, 240, 480), (560, 390, 380), (1180, 420, 300),
    ] {
      s.streak(
        x: x, y: y, length: length, thickness: 12, color: RenderColor(hex: 0xF7B28E, alpha: 0.45))
    }
    // Dunes from far (pale, hazy) to near (deep, saturated).
    let dunes: [(base: Double, amplitude: Double, wavelength: Double, lit: UInt32, shade: UInt32)] =
      [
        (600, 40, 900, 0xF2B98A, 0xD99477), (680, 60, 1100, 0xF0A86E, 0xC97A5C),
        (780, 70, 1300, 0xE8924F, 0xAE5E45), (900, 80, 1500, 0xD9763A, 0x8E4634),
      ]
    for dune in dunes {
      let profile = s.ridgeProfile(
        base: dune.base, amplitude: dune.amplitude, wavelength: dune.wavelength, octaves: 2, step: 4
      )
      s.addBelow(profile)
      s.fillPathVertical(
        from: dune.base - dune.amplitude, to: s.height,
        [(0, RenderColor(hex: dune.lit)), (1, RenderColor(hex: dune.shade))])
      // Shadowed flanks: slopes rising towards the sun (on the right) face away from it.
      // Each is a wedge from the trough up the ridge to the crest, then curving back down.
      s.saved {
        s.addBelow(profile)
        cairo_clip(s.cr)
        var index = 1
        while index < profile.count {
          guard profile[index].1 < profile[index - 1].1 else {
            index += 1
            continue
          }
          let trough = index - 1
          while index < profile.count, profile[index].1 < profile[index - 1].1 { index += 1 }
          let crest = profile[index - 1]
          let start = profile[trough]
          let run = crest.0 - start.0
          // Ignore ripples in the ridge: only real slopes get a shadow.
          let minimumRise = 12.0
          guard start.1 - crest.1 > minimumRise else { continue }
          cairo_move_to(s.cr, start.0, start.1)
          for point in profile[trough...(index - 1)] { cairo_line_to(s.cr, point.0, point.1) }
          cairo_curve_to(
            s.cr, crest.0 - run * 0.1, crest.1 + 80, crest.0 - run * 0.2, s.height - 60,
            crest.0 - run * 0.45, s.height + 10)
          cairo_line_to(s.cr, start.0 - run * 0.2, s.height + 10)
          cairo_close_path(s.cr)
        }
        s.fill(RenderColor(hex: dune.shade, alpha: 0.55))
        // Wind ripples.
        var y = dune.base - dune.amplitude + 20
        while y < s.height {
          let wobble = s.random.value(in: 0...(2 * Double.pi))
          cairo_move_to(s.cr, 0, y)
          var x = 0.0
          while x <= s.width {
            cairo_line_to(s.cr, x, y + 4 * sin(x / 60 + wobble))
            x += 20
          }
          y += s.random.value(in: 14...26)
        }
        cairo_set_line_width(s.cr, 1.4)
        s.setColor(RenderColor(hex: dune.shade, alpha: 0.25))
        cairo_stroke(s.cr)
      }
    }
    // A caravan on the far crest.
    for index in 0..<4 {
      camel(&s, x: 420 + Double(index) * 58, y: 648 - Double(index) * 3)
    }
  }

  private static func camel(_ s: inout Sketch, x: Double, y: Double) {
    let color = RenderColor(hex: 0x5A2E3A)
    s.context.fillRoundedRect(
      CarouselRect(x: x, y: y - 22, width: 34, height: 14), radius: 7, color: color)
    s.disc(CarouselPoint(x: x + 14, y: y - 24), radius: 8, color: color)
    s.polygon([(x + 32, y - 18), (x + 44, y - 34), (x + 48, y - 32), (x + 36, y - 14)], color)
    s.rect(x + 42, y - 36, 9, 5, color)
    for leg in [3.0, 10, 24, 30] { s.rect(x + leg, y - 10, 2.5, 14, color) }
  }
}
