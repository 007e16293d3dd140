import CCairo
@_spi(CarouselHost) import CarouselCore
import CarouselRender
import Foundation

/// Gallery 5: a summer meadow — rolling green hills under a bright sky, a lone tree, and
/// a foreground thick with grass and hundreds of small flowers.
enum MeadowScene: ArtworkScene {
  static let name = "5"
  static let seed: UInt64 = 0x4D45_4144

  static func draw(_ s: inout Sketch) {
    s.sky([
      (0, RenderColor(hex: 0x4A9BE0)), (0.55, RenderColor(hex: 0xA8D4F2)),
      (1, RenderColor(hex: 0xE5F3FB)),
    ])
    s.cloud(
      at: CarouselPoint(x: 330, y: 200), width: 340, color: RenderColor(white: 1, alpha: 0.95))
    s.cloud(
      at: CarouselPoint(x: 1150, y: 150), width: 260, color: RenderColor(white: 1, alpha: 0.9))
    s.cloud(
      at: CarouselPoint(x: 800, y: 300), width: 180, color: RenderColor(white: 1, alpha: 0.75))
    let hills: [(Double, Double, UInt32, UInt32)] = [
      (560, 60, 0x9CCB7A, 0x7FB463), (640, 50, 0x7DB85A, 0x5E9C42), (740, 40, 0x5FA040, 0x44822E),
    ]
    for (index, (base, amplitude, top, bottom)) in hills.enumerated() {
      let profile = s.ridgeProfile(base: base, amplitude: amplitude, wavelength: 1100, octaves: 2)
      s.addBelow(profile)
      s.fillPathVertical(
        from: base - amplitude, to: base + 200,
        [(0, RenderColor(hex: top)), (1, RenderColor(hex: bottom))])
      if index == 1 {
        let treeX = 1080.0
        let sample = Int(
          clamping: treeX / 6 + 1, rounding: .towardZero, to: 0...profile.count - 1)
        let y = profile[sample].1
        s.roundTree(x: treeX, y: y + 6, height: 210, color: RenderColor(hex: 0x2F5E2A))
      }
    }
    // Foreground: grass blades and flowers, far (small) to near (large).
    let flowerColors: [UInt32] = [0xF25C78, 0xFFD23F, 0xFFFFFF, 0xB37DF2, 0xFF8C42]
    var y = 700.0
    while y < s.height + 20 {
      let depth = (y - 700) / 300
      let count = 40 + Int(clamping: depth * 40, rounding: .towardZero, to: 0...400)
      for _ in 0..<count {
        let x = s.random.value(in: -10...(s.width + 10))
        let jitterY = y + s.random.value(in: -8...8)
        let blade = 10 + depth * 40
        s.line(
          (x, jitterY),
          (x + s.random.value(in: -8...8), jitterY - blade * s.random.value(in: 0.6...1.2)),
          width: 1.2 + depth * 1.8,
          RenderColor(hex: 0x3E7B2A).mixed(
            with: RenderColor(hex: 0x8CC46A), fraction: s.random.value(in: 0...0.5)))
        if s.random.chance(0.28) {
          let radius = 2.5 + depth * 9
          let color = RenderColor(
            hex: flowerColors[s.random.integer(in: 0...(flowerColors.count - 1))])
          flower(&s, center: CarouselPoint(x: x, y: jitterY - blade), radius: radius, color: color)
        }
      }
      y += 10 + depth * 8
    }
  }

  private static func flower(
    _ s: inout Sketch, center: CarouselPoint, radius: Double, color: RenderColor
  ) {
    let petals = 5
    let rotation = s.random.value(in: 0...(2 * Double.pi))
    for index in 0..<petals {
      let angle = rotation + Double(index) * 2 * Double.pi / Double(petals)
      s.disc(
        CarouselPoint(
          x: center.x + cos(angle) * radius * 0.6, y: center.y + sin(angle) * radius * 0.6),
        radius: radius * 0.5, color: color)
    }
    s.disc(center, radius: radius * 0.32, color: RenderColor(hex: 0xF5B300))
  }
}
