import CCairo
import CarouselCore
import CarouselRender
import Foundation

/// Gallery 4: a zellige mosaic — eight-pointed stars and crosses in a repeating grid,
/// each tile glazed in a slightly different shade, with thin grout lines.
enum MosaicScene: ArtworkScene {
  static let name = "4"
  static let seed: UInt64 = 0x5A45_4C4C

  static func draw(_ s: inout Sketch) {
    let cr = s.cr
    let grout = RenderColor(hex: 0xEFE6D2)
    s.sky([(0, grout), (1, grout)])
    let cell = 120.0
    let palette: [RenderColor] = [
      RenderColor(hex: 0x1F5F8B), RenderColor(hex: 0x2E8B7A), RenderColor(hex: 0xC8553D),
      RenderColor(hex: 0xE2A23B), RenderColor(hex: 0x1B3A5C),
    ]
    var row = 0
    var y = 0.0
    while y < s.height + cell {
      var column = 0
      var x = 0.0
      while x < s.width + cell {
        let center = CarouselPoint(x: x, y: y)
        let starColor = palette[(row + column) % 2 == 0 ? 0 : 1]
        let glaze = s.random.value(in: -0.08...0.08)
        star(cr, center: center, outer: cell * 0.46, inner: cell * 0.3)
        s.fill(starColor.mixed(with: glaze > 0 ? .white : .black, fraction: abs(glaze)))
        // Inner rosette.
        star(cr, center: center, outer: cell * 0.24, inner: cell * 0.16)
        s.fill(
          palette[2 + (row * 3 + column) % 2].mixed(
            with: .white, fraction: s.random.value(in: 0...0.1)))
        s.disc(center, radius: cell * 0.07, color: palette[4])
        // Cross-shaped tile between four stars.
        let between = CarouselPoint(x: x + cell / 2, y: y + cell / 2)
        cairo_save(cr)
        cairo_translate(cr, between.x, between.y)
        cairo_rotate(cr, Double.pi / 4)
        cairo_rectangle(cr, -cell * 0.09, -cell * 0.2, cell * 0.18, cell * 0.4)
        cairo_rectangle(cr, -cell * 0.2, -cell * 0.09, cell * 0.4, cell * 0.18)
        cairo_restore(cr)
        s.fill(palette[3].mixed(with: .black, fraction: s.random.value(in: 0...0.12)))
        // Grout outlines.
        star(cr, center: center, outer: cell * 0.46, inner: cell * 0.3)
        cairo_set_line_width(cr, 3)
        s.setColor(grout)
        cairo_stroke(cr)
        x += cell
        column += 1
      }
      y += cell
      row += 1
    }
    // Soft vignette for depth.
    let vignette = cairo_pattern_create_radial(
      s.width / 2, s.height / 2, s.height * 0.3, s.width / 2, s.height / 2, s.width * 0.65)!
    cairo_pattern_add_color_stop_rgba(vignette, 0, 0, 0, 0, 0)
    cairo_pattern_add_color_stop_rgba(vignette, 1, 0, 0, 0, 0.35)
    cairo_set_source(cr, vignette)
    cairo_paint(cr)
    cairo_pattern_destroy(vignette)
  }

  /// Adds an eight-pointed star (sixteen vertices alternating outer and inner radius).
  private static func star(_ cr: OpaquePointer, center: CarouselPoint, outer: Double, inner: Double)
  {
    let points = 16
    for index in 0..<points {
      let angle = Double(index) * 2 * Double.pi / Double(points) - Double.pi / 2
      let radius = index % 2 == 0 ? outer : inner
      let x = center.x + cos(angle) * radius
      let y = center.y + sin(angle) * radius
      if index == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
    }
    cairo_close_path(cr)
  }
}
