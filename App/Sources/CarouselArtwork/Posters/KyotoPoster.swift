import CCairo
import CarouselCore
import CarouselRender
import Foundation

/// Kyoto at dawn: a cream-to-rose sky with a large vermilion sun, misty layered
/// mountains, a five-storey pagoda with upturned eaves, and a cherry branch in bloom.
enum KyotoPoster: ArtworkScene {
  static let name = "kyoto"
  static let seed: UInt64 = 0x4B59_4F54

  static func draw(_ s: inout Sketch) {
    s.sky([
      (0, RenderColor(hex: 0xF3C9C2)), (0.5, RenderColor(hex: 0xFBE3D3)),
      (1, RenderColor(hex: 0xFFF3E6)),
    ])
    let sun = CarouselPoint(x: 420, y: 360)
    s.glow(sun, radius: 330, color: RenderColor(hex: 0xF6A08A, alpha: 0.4))
    s.disc(sun, radius: 170, color: RenderColor(hex: 0xE4503A))
    // Mist bands across the sun.
    for (y, alpha) in [(400.0, 0.35), (440, 0.25), (480, 0.3)] {
      s.streak(
        x: 150, y: y, length: 560, thickness: 10, color: RenderColor(hex: 0xFBE3D3, alpha: alpha))
    }
    let layers: [(Double, Double, UInt32)] = [
      (560, 90, 0xD8A9B0), (640, 70, 0xB9879A), (720, 55, 0x8E6A84),
    ]
    for (base, amplitude, hex) in layers {
      let ridge = s.peakProfile(base: base, amplitude: amplitude, wavelength: 700)
      s.fillBelow(ridge, RenderColor(hex: hex))
      s.gradient(
        CarouselRect(x: 0, y: base - 20, width: s.width, height: 80),
        [
          (0, RenderColor(hex: 0xFBE3D3, alpha: 0)), (0.6, RenderColor(hex: 0xFBE3D3, alpha: 0.45)),
          (1, RenderColor(hex: 0xFBE3D3, alpha: 0)),
        ])
    }
    let ink = RenderColor(hex: 0x3A2633)
    // Tree line and ground.
    let trees = s.ridgeProfile(base: 790, amplitude: 16, wavelength: 160, octaves: 3, step: 4)
    s.fillBelow(trees, RenderColor(hex: 0x4C3142))
    pagoda(&s, centerX: 840, base: 800, color: ink)
    s.rect(0, 820, s.width, 80, RenderColor(hex: 0x3A2633))
    s.gradient(
      CarouselRect(x: 0, y: 780, width: s.width, height: 60),
      [(0, RenderColor(hex: 0xFBE3D3, alpha: 0)), (1, RenderColor(hex: 0xFBE3D3, alpha: 0.35))])
    cherryBranch(&s)
  }

  /// Five roofs of decreasing width with curved, upturned eaves, a body between each,
  /// and the finial with its rings.
  private static func pagoda(_ s: inout Sketch, centerX x: Double, base: Double, color: RenderColor)
  {
    let cr = s.cr
    let storeys = 5
    var floor = base
    for storey in 0..<storeys {
      let t = Double(storey) / Double(storeys - 1)
      let bodyWidth = 120 - t * 50
      let bodyHeight = 52 - t * 8
      let roofHalf = 150 - t * 62
      s.rect(x - bodyWidth / 2, floor - bodyHeight, bodyWidth, bodyHeight + 1, color)
      // Lit window strip.
      s.rect(
        x - bodyWidth * 0.3, floor - bodyHeight * 0.7, bodyWidth * 0.6, bodyHeight * 0.35,
        RenderColor(hex: 0xF29C6B, alpha: 0.45))
      let eave = floor - bodyHeight
      let roofTop = eave - 30
      cairo_move_to(cr, x - roofHalf, eave - 16)
      cairo_curve_to(
        cr, x - roofHalf * 0.7, eave - 2, x - roofHalf * 0.35, roofTop + 8, x - bodyWidth * 0.3,
        roofTop)
      cairo_line_to(cr, x + bodyWidth * 0.3, roofTop)
      cairo_curve_to(
        cr, x + roofHalf * 0.35, roofTop + 8, x + roofHalf * 0.7, eave - 2, x + roofHalf, eave - 16)
      cairo_line_to(cr, x + roofHalf * 0.92, eave + 6)
      cairo_curve_to(cr, x + roofHalf * 0.6, eave + 4, x + roofHalf * 0.3, eave, x, eave)
      cairo_curve_to(
        cr, x - roofHalf * 0.3, eave, x - roofHalf * 0.6, eave + 4, x - roofHalf * 0.92, eave + 6)
      cairo_close_path(cr)
      s.fill(color)
      floor = roofTop + 2
    }
    s.rect(x - 4, floor - 120, 8, 122, color)
    for ring in 0..<7 {
      s.rect(x - 12, floor - 26 - Double(ring) * 12, 24, 5, color)
    }
    s.disc(CarouselPoint(x: x, y: floor - 124), radius: 8, color: color)
  }

  /// A dark branch from the top-right corner with clusters of pink blossoms.
  private static func cherryBranch(_ s: inout Sketch) {
    let cr = s.cr
    let bark = RenderColor(hex: 0x3A2430)
    var tips: [(Double, Double)] = []
    func branch(_ from: (Double, Double), angle: Double, length: Double, width: Double, depth: Int)
    {
      let to = (from.0 + cos(angle) * length, from.1 + sin(angle) * length)
      cairo_move_to(cr, from.0, from.1)
      cairo_line_to(cr, to.0, to.1)
      cairo_set_line_width(cr, width)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      s.setColor(bark)
      cairo_stroke(cr)
      tips.append(to)
      guard depth > 0 else { return }
      branch(
        to, angle: angle + s.random.value(in: -0.5...0.1), length: length * 0.72,
        width: width * 0.65, depth: depth - 1)
      branch(
        to, angle: angle + s.random.value(in: 0.3...0.8), length: length * 0.6, width: width * 0.6,
        depth: depth - 1)
    }
    branch((1230, 40), angle: 2.7, length: 170, width: 18, depth: 4)
    for tip in tips.dropFirst(2) {
      for _ in 0..<5 {
        let center = (tip.0 + s.random.value(in: -26...26), tip.1 + s.random.value(in: -22...22))
        blossom(&s, at: center, radius: s.random.value(in: 7...12))
      }
    }
  }

  private static func blossom(_ s: inout Sketch, at center: (Double, Double), radius: Double) {
    let rotation = s.random.value(in: 0...(2 * Double.pi))
    let petal = RenderColor(hex: s.random.chance(0.5) ? 0xF7B7C8 : 0xF39BB3)
    for index in 0..<5 {
      let angle = rotation + 2 * Double.pi * Double(index) / 5
      s.disc(
        CarouselPoint(
          x: center.0 + cos(angle) * radius * 0.55, y: center.1 + sin(angle) * radius * 0.55),
        radius: radius * 0.52, color: petal)
    }
    s.disc(
      CarouselPoint(x: center.0, y: center.1), radius: radius * 0.25,
      color: RenderColor(hex: 0xC2456B))
  }
}
