import CCairo
@_spi(CarouselHost) import CarouselCore
import CarouselRender
import Foundation

/// Drawing helpers for the procedural artwork, in the artwork's design coordinates
/// (for example 1200 × 900 for posters), on top of a ``RenderContext``.
struct Sketch {
  let context: RenderContext
  let size: CarouselSize
  var random: CarouselSeededGenerator

  var cr: OpaquePointer { context.cairo }
  var width: Double { size.width }
  var height: Double { size.height }
  var bounds: CarouselRect { CarouselRect(size: size) }

  init(context: RenderContext, size: CarouselSize, seed: UInt64) {
    self.context = context
    self.size = size
    self.random = CarouselSeededGenerator(seed: seed)
  }

  // MARK: Fills

  func setColor(_ color: RenderColor) { context.setColor(color) }

  /// Fills the whole canvas with a vertical gradient.
  func sky(_ stops: [(Double, RenderColor)]) {
    context.fillVerticalGradient(bounds, stops: stops)
  }

  /// Fills `rect` with a vertical gradient.
  func gradient(_ rect: CarouselRect, _ stops: [(Double, RenderColor)]) {
    context.fillVerticalGradient(rect, stops: stops)
  }

  /// Fills the current path with a vertical gradient spanning y0…y1.
  func fillPathVertical(from y0: Double, to y1: Double, _ stops: [(Double, RenderColor)]) {
    let pattern = cairo_pattern_create_linear(0, y0, 0, y1)!
    for (offset, color) in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, offset, color.red, color.green, color.blue, color.alpha)
    }
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
    cairo_pattern_destroy(pattern)
  }

  /// Fills the current path with `color`.
  func fill(_ color: RenderColor) {
    setColor(color)
    cairo_fill(cr)
  }

  /// A soft radial glow fading from `color` at the centre to transparent at `radius`.
  func glow(_ center: CarouselPoint, radius: Double, color: RenderColor) {
    let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)!
    cairo_pattern_add_color_stop_rgba(
      pattern, 0, color.red, color.green, color.blue, color.alpha)
    cairo_pattern_add_color_stop_rgba(
      pattern, 0.35, color.red, color.green, color.blue, color.alpha * 0.45)
    cairo_pattern_add_color_stop_rgba(pattern, 1, color.red, color.green, color.blue, 0)
    cairo_set_source(cr, pattern)
    cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
    cairo_fill(cr)
    cairo_pattern_destroy(pattern)
  }

  /// A filled circle.
  func disc(_ center: CarouselPoint, radius: Double, color: RenderColor) {
    cairo_new_sub_path(cr)
    cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
    fill(color)
  }

  /// A filled rectangle.
  func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: RenderColor) {
    cairo_rectangle(cr, x, y, w, h)
    fill(color)
  }

  /// A filled polygon through `points`.
  func polygon(_ points: [(Double, Double)], _ color: RenderColor) {
    addPolygon(points)
    fill(color)
  }

  /// Adds a closed polygon to the path.
  func addPolygon(_ points: [(Double, Double)]) {
    guard let first = points.first else { return }
    cairo_move_to(cr, first.0, first.1)
    for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
    cairo_close_path(cr)
  }

  /// A stroked line.
  func line(
    _ from: (Double, Double), _ to: (Double, Double), width: Double, _ color: RenderColor
  ) {
    cairo_move_to(cr, from.0, from.1)
    cairo_line_to(cr, to.0, to.1)
    cairo_set_line_width(cr, width)
    setColor(color)
    cairo_stroke(cr)
  }

  /// Runs `body` with saved graphics state.
  func saved(_ body: () -> Void) {
    cairo_save(cr)
    body()
    cairo_restore(cr)
  }

  // MARK: Landscape pieces

  /// Heights of a ridge: `base` plus sines of random phase, sampled every `step` points.
  mutating func ridgeProfile(
    base: Double, amplitude: Double, wavelength: Double, octaves: Int = 3, step: Double = 6
  ) -> [(Double, Double)] {
    var waves: [(amplitude: Double, frequency: Double, phase: Double)] = []
    var amp = amplitude
    var frequency = 2 * Double.pi / wavelength
    for _ in 0..<octaves {
      waves.append((amp, frequency, random.value(in: 0...(2 * Double.pi))))
      amp *= 0.45
      frequency *= 2.3
    }
    var points: [(Double, Double)] = []
    var x = -step
    while x <= width + step {
      var y = base
      for wave in waves { y += wave.amplitude * sin(wave.frequency * x + wave.phase) }
      points.append((x, y))
      x += step
    }
    return points
  }

  /// Fills from a ridge line down to the bottom of the canvas.
  func fillBelow(_ profile: [(Double, Double)], _ color: RenderColor) {
    addBelow(profile)
    fill(color)
  }

  /// Adds the region under a ridge line to the path.
  func addBelow(_ profile: [(Double, Double)]) {
    guard let first = profile.first, let last = profile.last else { return }
    cairo_move_to(cr, first.0, height + 1)
    for point in profile { cairo_line_to(cr, point.0, point.1) }
    cairo_line_to(cr, last.0, height + 1)
    cairo_close_path(cr)
  }

  /// A mountain range ridge: sharp peaks from absolute sines.
  mutating func peakProfile(
    base: Double, amplitude: Double, wavelength: Double, step: Double = 5
  ) -> [(Double, Double)] {
    let phase1 = random.value(in: 0...10)
    let phase2 = random.value(in: 0...10)
    let phase3 = random.value(in: 0...10)
    var points: [(Double, Double)] = []
    var x = -step
    while x <= width + step {
      let u = x / wavelength
      let big = 1 - abs(sin(u * Double.pi + phase1))
      let mid = 1 - abs(sin(u * 2.7 * Double.pi + phase2))
      let small = sin(u * 9.1 * Double.pi + phase3)
      let y = base - amplitude * (0.7 * big * big + 0.25 * mid + 0.03 * small)
      points.append((x, y))
      x += step
    }
    return points
  }

  /// Scattered stars of varied size and brightness above `horizon`.
  mutating func stars(count: Int, above horizon: Double, color: RenderColor = .white) {
    for _ in 0..<count {
      let x = random.value(in: 0...width)
      let y = random.value(in: 0...horizon) * random.value(in: 0.3...1)
      let radius = random.value(in: 0.6...1.9)
      let alpha = random.value(in: 0.3...1) * (1 - y / horizon * 0.6)
      disc(CarouselPoint(x: x, y: y), radius: radius, color: color.withAlpha(alpha))
    }
  }

  /// A soft cloud: overlapping discs on a flat base.
  mutating func cloud(at center: CarouselPoint, width cloudWidth: Double, color: RenderColor) {
    let puffs = 6
    for index in 0..<puffs {
      let t = Double(index) / Double(puffs - 1)
      let x = center.x - cloudWidth / 2 + t * cloudWidth
      let lift = sin(t * Double.pi)
      let radius = cloudWidth * (0.12 + 0.12 * lift) * random.value(in: 0.85...1.15)
      cairo_new_sub_path(cr)
      cairo_arc(cr, x, center.y - radius * 0.55 * lift, radius, 0, 2 * Double.pi)
    }
    cairo_rectangle(
      cr, center.x - cloudWidth / 2, center.y - cloudWidth * 0.05, cloudWidth, cloudWidth * 0.1)
    setColor(color)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_fill(cr)
  }

  /// A long thin horizontal cloud streak.
  func streak(x: Double, y: Double, length: Double, thickness: Double, color: RenderColor) {
    context.fillRoundedRect(
      CarouselRect(x: x, y: y, width: length, height: thickness), radius: thickness / 2,
      color: color)
  }

  /// Horizontal shimmer lines on water between `top` and the bottom, brightest near
  /// `centerX`, in `color`.
  mutating func shimmer(
    top: Double, centerX: Double, spread: Double, color: RenderColor, count: Int
  ) {
    for _ in 0..<count {
      let y = random.value(in: top...height)
      let depth = (y - top) / max(1, height - top)
      let x = centerX + random.value(in: -1...1) * spread * (0.4 + depth)
      let length = random.value(in: 20...90) * (0.5 + depth)
      let thickness = random.value(in: 1.5...3.5) * (0.6 + depth)
      streak(
        x: x - length / 2, y: y, length: length, thickness: thickness,
        color: color.withAlpha(color.alpha * random.value(in: 0.35...1)))
    }
  }

  /// A conifer: stacked triangles on a short trunk, base centre at (x, y).
  func pine(x: Double, y: Double, height treeHeight: Double, color: RenderColor) {
    let tiers = 4
    let halfWidth = treeHeight * 0.22
    for tier in 0..<tiers {
      let t = Double(tier) / Double(tiers)
      let bottom = y - treeHeight * 0.12 - t * treeHeight * 0.62
      let top = bottom - treeHeight * 0.42
      let w = halfWidth * (1 - t * 0.55)
      addPolygon([(x - w, bottom), (x, top), (x + w, bottom)])
    }
    cairo_rectangle(
      cr, x - treeHeight * 0.025, y - treeHeight * 0.14, treeHeight * 0.05, treeHeight * 0.14)
    fill(color)
  }

  /// A rounded deciduous tree: a few overlapping discs on a trunk.
  mutating func roundTree(x: Double, y: Double, height treeHeight: Double, color: RenderColor) {
    cairo_rectangle(
      cr, x - treeHeight * 0.04, y - treeHeight * 0.45, treeHeight * 0.08, treeHeight * 0.45)
    for _ in 0..<4 {
      let dx = random.value(in: -0.22...0.22) * treeHeight
      let dy = random.value(in: -0.12...0.12) * treeHeight
      let radius = treeHeight * random.value(in: 0.22...0.3)
      cairo_new_sub_path(cr)
      cairo_arc(cr, x + dx, y - treeHeight * 0.62 + dy, radius, 0, 2 * Double.pi)
    }
    fill(color)
  }

  /// Mirrors whatever `body` draws about the horizontal line `axisY`, into the region
  /// below it, with `alpha`, clipped to `clip`.
  func reflection(axisY: Double, clip: CarouselRect, alpha: Double, _ body: () -> Void) {
    saved {
      cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
      cairo_clip(cr)
      cairo_push_group(cr)
      cairo_translate(cr, 0, 2 * axisY)
      cairo_scale(cr, 1, -1)
      body()
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    }
  }
}
