import CarouselCore
import CarouselTestSupport
import Testing

@testable import CarouselRender

/// The perspective sampler seen from outside: lines stay straight, nothing is drawn beyond
/// the projected outline (also where the item crosses the horizon), the inside is filled,
/// and at rest it draws what the flat compositor draws.
@Suite struct PerspectiveSamplerTests {
  static let degree = Double.pi / 180

  /// A white card of `width` × `height` pixels with a 2-pixel black vertical line at
  /// x = `lineX`…`lineX` + 2 and a horizontal one at y = `lineY`…`lineY` + 2.
  static func card(width: Int, height: Int, lineX: Double, lineY: Double) throws
    -> RenderSurface
  {
    let surface = try RenderSurface(pixelWidth: width, pixelHeight: height)
    surface.fill(.white)
    let context = surface.makeContext()
    context.fill(
      CarouselRect(x: lineX, y: 0, width: 2, height: Double(height)), color: RenderColor(hex: 0))
    context.fill(
      CarouselRect(x: 0, y: lineY, width: Double(width), height: 2), color: RenderColor(hex: 0))
    return surface
  }

  /// Where item point (x, y) lands in frame pixels (viewport centre at `center`), or nil
  /// behind the viewer.
  static func project(_ m: CarouselTransform3D, _ x: Double, _ y: Double, center: Double)
    -> (x: Double, y: Double)?
  {
    guard let p = m.projected(x: x, y: y) else { return nil }
    return (p.x + center, p.y + center)
  }

  /// The item point shown at frame pixel position (X, Y), solving the 2 × 2 linear system
  /// X·W = m00·x + m01·y + m03, Y·W = m10·x + m11·y + m13 with W = m30·x + m31·y + m33.
  static func unproject(_ m: CarouselTransform3D, _ px: Double, _ py: Double, center: Double)
    -> (x: Double, y: Double, w: Double)?
  {
    let (X, Y) = (px - center, py - center)
    let a = m[0, 0] - X * m[3, 0]
    let b = m[0, 1] - X * m[3, 1]
    let c = X * m[3, 3] - m[0, 3]
    let d = m[1, 0] - Y * m[3, 0]
    let e = m[1, 1] - Y * m[3, 1]
    let f = Y * m[3, 3] - m[1, 3]
    let det = a * e - b * d
    guard abs(det) > 1e-12 else { return nil }
    let x = (c * e - b * f) / det
    let y = (a * f - c * d) / det
    return (x, y, m[3, 0] * x + m[3, 1] * y + m[3, 3])
  }

  /// Fits x = α·y + β to `points` (least squares) and returns the largest distance from it.
  static func straightness(_ points: [(Double, Double)]) -> Double {
    let n = Double(points.count)
    let sy = points.map(\.1).reduce(0, +)
    let sx = points.map(\.0).reduce(0, +)
    let syy = points.map { $0.1 * $0.1 }.reduce(0, +)
    let sxy = points.map { $0.0 * $0.1 }.reduce(0, +)
    let alpha = (n * sxy - sx * sy) / (n * syy - sy * sy)
    let beta = (sx - alpha * sy) / n
    return points.map { abs($0.0 - (alpha * $0.1 + beta)) / (1 + alpha * alpha).squareRoot() }
      .max() ?? 0
  }

  /// Darkness-weighted centre of the dark pixels of row `y` between columns `range`.
  static func darkCentre(_ frame: RenderSurface, row y: Int, columns: ClosedRange<Int>)
    -> Double?
  {
    var weight = 0.0
    var sum = 0.0
    for x in columns where (0..<frame.pixelWidth).contains(x) {
      let darkness = 255 - Double(frame.pixel(x: x, y: y).green)
      weight += darkness
      sum += darkness * (Double(x) + 0.5)
    }
    return weight > 50 ? sum / weight : nil
  }

  @Test(arguments: [
    ("per column", 0.0, 40.0),  // turned about the vertical axis only: the per-column path
    ("per pixel", 25.0, 35.0),  // turned about both axes: a divide per pixel
  ])
  func aStraightLineStaysStraight(path: String, pitch: Double, yaw: Double) throws {
    let size = 400
    let frame = try RenderSurface(pixelWidth: size, pixelHeight: size)
    frame.fill(.white)
    let card = try Self.card(width: 240, height: 320, lineX: 159, lineY: 99)
    let m =
      CarouselTransform3D.perspective(distance: 500) * .translation(x: 10, y: 0, z: -60)
      * .rotation(aboutY: yaw * Self.degree) * .rotation(aboutX: pitch * Self.degree)
    let appearance = CarouselItemAppearance(transform: m)
    let compositor = Compositor(frame: frame)
    compositor.draw(
      card, itemSize: CarouselSize(width: 240, height: 320), appearance: appearance,
      viewportCenter: CarouselPoint(x: 200, y: 200))
    // The vertical line's centre, x = 160 − 120 = 40 in item points: project its ends.
    let top = try #require(Self.project(m, 40, -150, center: 200))
    let bottom = try #require(Self.project(m, 40, 150, center: 200))
    var points: [(Double, Double)] = []
    for row in Int(min(top.y, bottom.y) + 8)...Int(max(top.y, bottom.y) - 8) {
      let y = Double(row) + 0.5
      let t = (y - top.y) / (bottom.y - top.y)
      let expected = top.x + t * (bottom.x - top.x)
      guard
        let centre = Self.darkCentre(
          frame, row: row, columns: Int(expected) - 6...Int(expected) + 6)
      else { continue }
      // Away from where the horizontal line crosses it.
      let crossing = try #require(Self.project(m, 40, -60, center: 200))
      if abs(y - crossing.y) < 6 { continue }
      #expect(abs(centre - expected) < 0.5, "\(path): row \(row) at \(centre), want \(expected)")
      points.append((centre, y))
    }
    #expect(points.count > 200)
    #expect(Self.straightness(points) < 0.5, "\(path)")
  }

  /// Seeded random placements, several crossing the horizon: every pixel drawn lies within
  /// 0.75 px of the item's projected outline (a pixel's half-diagonal is 0.71: its square
  /// touches the outline), and every pixel whose neighbourhood lies wholly inside is filled.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func nothingIsDrawnOutsideTheOutline() throws {
    var random = SeededGenerator(seed: 7)
    let size = 160
    let card = try RenderSurface(pixelWidth: 96, pixelHeight: 72)
    card.fill(RenderColor(hex: 0x3366CC))
    // Offsets within 0.75 px of a pixel centre: a ring and a cross.
    var probes: [(Double, Double)] = [(0, 0)]
    for k in 0..<24 {
      let angle = Double(k) * 15 * Self.degree
      for r in [0.375, 0.75] { probes.append((r * _cos(angle), r * _sin(angle))) }
    }
    for trial in 0..<40 {
      let frame = try RenderSurface(pixelWidth: size, pixelHeight: size)
      let distance = 300.0
      let z =
        trial % 4 == 0
        ? Double.random(in: 150...350, using: &random)
        : Double.random(in: -200...50, using: &random)
      let m =
        CarouselTransform3D.perspective(distance: distance)
        * .translation(
          x: Double.random(in: -40...40, using: &random),
          y: Double.random(in: -40...40, using: &random), z: z)
        * .rotation(aboutY: Double.random(in: -80...80, using: &random) * Self.degree)
        * .rotation(aboutX: Double.random(in: -80...80, using: &random) * Self.degree)
        * .rotation(aboutZ: Double.random(in: -30...30, using: &random) * Self.degree)
      Compositor(frame: frame).draw(
        card, itemSize: CarouselSize(width: 96, height: 72),
        appearance: CarouselItemAppearance(transform: m),
        viewportCenter: CarouselPoint(x: 80, y: 80))
      var drawn = 0
      // Near a sharp corner the disc can miss the polygon between probes: corners count too.
      let corners = [(-48.0, -36.0), (48, -36), (48, 36), (-48, 36)].compactMap {
        Self.project(m, $0.0, $0.1, center: 80)
      }
      for y in 0..<size {
        for x in 0..<size {
          func inside(_ probe: (Double, Double)) -> Bool {
            guard
              let p = Self.unproject(
                m, Double(x) + 0.5 + probe.0, Double(y) + 0.5 + probe.1, center: 80)
            else { return false }
            return p.w > 0 && abs(p.x) <= 48 && abs(p.y) <= 36
          }
          let alpha = frame.pixel(x: x, y: y).alpha
          if alpha > 0 {
            drawn += 1
            #expect(
              probes.contains(where: inside)
                || corners.contains { corner in
                  let (dx, dy) = (corner.x - Double(x) - 0.5, corner.y - Double(y) - 0.5)
                  return dx * dx + dy * dy <= 0.75 * 0.75
                },
              "trial \(trial): pixel \(x),\(y) drawn outside the outline")
          }
          if alpha < 255, m.isFrontFacing, probes.allSatisfy(inside),
            let p = Self.unproject(m, Double(x) + 0.5, Double(y) + 0.5, center: 80), p.w > 0.01
          {
            Issue.record("trial \(trial): pixel \(x),\(y) inside but not filled")
          }
        }
      }
      if !m.isFrontFacing { #expect(drawn == 0, "trial \(trial): a back face was drawn") }
    }
  }

  @Test func anItemAcrossTheHorizonIsCutOffNotWrapped() throws {
    let frame = try RenderSurface(pixelWidth: 200, pixelHeight: 200)
    let card = try RenderSurface(pixelWidth: 100, pixelHeight: 300)
    card.fill(.white)
    // Tilted 60° about the horizontal axis, 200 in front of the screen, viewer 300 away: the
    // top edge is at z = 200 − 150·sin 60° = 70 (drawn at y ≈ 2), the bottom edge at
    // z = 330, behind the viewer.
    let m =
      CarouselTransform3D.perspective(distance: 300) * .translation(x: 0, y: 0, z: 200)
      * .rotation(aboutX: 60 * Self.degree)
    #expect(m.projected(x: 0, y: 150) == nil)
    let topEdge = try #require(m.projected(x: 0, y: -150))
    #expect(abs(topEdge.y + 100 - 2.2) < 0.1)
    Compositor(frame: frame).draw(
      card, itemSize: CarouselSize(width: 100, height: 300),
      appearance: CarouselItemAppearance(transform: m),
      viewportCenter: CarouselPoint(x: 100, y: 100))
    // What is in front of the viewer fills the frame below the top edge; nothing above it.
    #expect(frame.pixel(x: 100, y: 0).alpha == 0)
    for y in [4, 50, 100, 199] { #expect(frame.pixel(x: 100, y: y).alpha == 255) }
    // Near the viewer the card is enlarged beyond the frame's sides.
    #expect(frame.pixel(x: 0, y: 199).alpha == 255 && frame.pixel(x: 199, y: 199).alpha == 255)
  }

  @Test func atRestItDrawsWhatTheFlatCompositorDraws() throws {
    let card = try Self.card(width: 120, height: 80, lineX: 30, lineY: 50)
    let flat = try RenderSurface(pixelWidth: 300, pixelHeight: 200)
    let projected = try RenderSurface(pixelWidth: 300, pixelHeight: 200)
    Compositor(frame: flat).draw(card, in: CarouselRect(x: 70, y: 40, width: 120, height: 80))
    // Item centre (130, 80) is (−20, −20) from the viewport centre (150, 100).
    let look = CarouselEffect.linear.appearance(
      progress: 0,
      layout: CarouselEffectLayout(
        viewport: CarouselSize(width: 300, height: 200),
        itemSize: CarouselSize(width: 120, height: 80),
        center: CarouselPoint(x: -20, y: -20), pitch: 120))
    Compositor(frame: projected).draw(
      card, itemSize: CarouselSize(width: 120, height: 80), appearance: look,
      viewportCenter: CarouselPoint(x: 150, y: 100))
    #expect(flat.copyPixelBytes() == projected.copyPixelBytes())
  }

  /// White at opacity ½ over black is mid grey; at brightness ½ it is an opaque mid grey;
  /// both halve to a quarter; a reflection fades from its edge.
  @Test func opacityBrightnessAndReflection() throws {
    let card = try RenderSurface(pixelWidth: 40, pixelHeight: 40)
    card.fill(.white)
    func draw(_ look: CarouselItemAppearance) throws -> RenderSurface {
      let frame = try RenderSurface(pixelWidth: 100, pixelHeight: 140)
      frame.fill(.black)
      Compositor(frame: frame).draw(
        card, itemSize: CarouselSize(width: 40, height: 40), appearance: look,
        viewportCenter: CarouselPoint(x: 50, y: 50))
      return frame
    }
    let half = try draw(CarouselItemAppearance(transform: .identity, opacity: 0.5))
    #expect(abs(Int(half.pixel(x: 50, y: 50).red) - 128) <= 1)
    #expect(half.pixel(x: 50, y: 50).alpha == 255)
    let dim = try draw(CarouselItemAppearance(transform: .identity, brightness: 0.5))
    #expect(abs(Int(dim.pixel(x: 50, y: 50).green) - 128) <= 1)
    let both = try draw(CarouselItemAppearance(transform: .identity, opacity: 0.5, brightness: 0.5))
    #expect(abs(Int(both.pixel(x: 50, y: 50).blue) - 64) <= 1)
    // The item spans y 30…70; its reflection starts at 70 at ½ opacity, fading out over
    // 0.3 × 40 = 12 rows: row 70 (centre 0.5 below the edge) 0.5 × (1 − 0.5 / 12) ≈ 0.479,
    // row 76 0.5 × (1 − 6.5 / 12) ≈ 0.229, nothing from row 82 on.
    let mirrored = try draw(CarouselItemAppearance(transform: .identity, reflection: 0.5))
    #expect(mirrored.pixel(x: 50, y: 69).red == 255)
    #expect(abs(Int(mirrored.pixel(x: 50, y: 70).red) - 122) <= 4)
    #expect(abs(Int(mirrored.pixel(x: 50, y: 76).red) - 58) <= 4)
    #expect(mirrored.pixel(x: 50, y: 83).red == 0)
  }

  /// Skipping what an opaque item in front covers changes no pixel of the result.
  @Test func skippingWhatIsHiddenChangesNothing() throws {
    // Rounded corners and a translucent seam across the middle, like a trip card.
    let card = try RenderSurface(pixelWidth: 120, pixelHeight: 160)
    let context = card.makeContext()
    context.fill(CarouselRect(x: 0, y: 0, width: 120, height: 160), color: .white)
    card.withUnsafeMutableBytes { bytes in
      let words = bytes.bindMemory(to: UInt32.self)
      for (x, y) in [(0, 0), (1, 0), (0, 1), (119, 159)] { words[y * card.stride / 4 + x] = 0 }
      for x in 0..<120 { words[80 * card.stride / 4 + x] = 0x8080_8080 }
    }
    // Consecutive rows with a single opaque run form a band, inset by the most any needs.
    #expect(
      card.opaqueBands
        == [
          PixelRect(x: 2, y: 0, width: 116, height: 80),
          PixelRect(x: 1, y: 81, width: 118, height: 79),
        ])
    let viewer = CarouselTransform3D.perspective(distance: 600)
    let back = CarouselItemAppearance(
      transform: viewer * .translation(x: -40, y: 0, z: -80) * .rotation(aboutY: 0.6),
      reflection: 0.4, shadow: 0.3)
    let front = CarouselItemAppearance(
      transform: viewer * .translation(x: 20, y: 5) * .rotation(aboutY: -0.3))
    let size = CarouselSize(width: 120, height: 160)
    let center = CarouselPoint(x: 150, y: 120)
    func compose(skipping: Bool) throws -> RenderSurface {
      let frame = try RenderSurface(pixelWidth: 300, pixelHeight: 300)
      frame.fill(RenderColor(hex: 0x204060))
      let compositor = Compositor(frame: frame)
      let occluder = try #require(
        compositor.occluder(of: card, itemSize: size, appearance: front, viewportCenter: center))
      compositor.draw(
        card, itemSize: size, appearance: back, viewportCenter: center,
        behind: skipping ? [occluder] : [])
      compositor.draw(card, itemSize: size, appearance: front, viewportCenter: center)
      return frame
    }
    #expect(
      try compose(skipping: true).copyPixelBytes() == compose(skipping: false).copyPixelBytes())
    // A translucent item hides nothing.
    var faded = front
    faded.opacity = 0.9
    let compositor = Compositor(frame: try RenderSurface(pixelWidth: 10, pixelHeight: 10))
    #expect(
      compositor.occluder(of: card, itemSize: size, appearance: faded, viewportCenter: center)
        == nil)
  }

  @Test func theDivideIsHoistedWhereTheGeometryAllows() {
    func map(_ m: CarouselTransform3D) -> PlaneProjection {
      Compositor.itemToFrame(m, viewportCenter: CarouselPoint(x: 960, y: 540), scale: 1).inverse!
    }
    let viewer = CarouselTransform3D.perspective(distance: 2000)
    let (rows, columns) = (100...900, 300...1500)
    #expect(
      PerspectiveSampler.mode(
        of: map(viewer * .rotation(aboutY: 0.7)), rows: rows, columns: columns,
        sourceExtent: 1000) == .perColumn)
    #expect(
      PerspectiveSampler.mode(
        of: map(viewer * .rotation(aboutX: 0.7)), rows: rows, columns: columns,
        sourceExtent: 1000) == .perRow)
    #expect(
      PerspectiveSampler.mode(
        of: map(viewer * .rotation(aboutX: 0.3) * .rotation(aboutY: 0.3)), rows: rows,
        columns: columns, sourceExtent: 1000) == .perPixel)
    #expect(
      PerspectiveSampler.mode(
        of: map(.rotation(aboutZ: 0.3) * .scale(0.7)), rows: rows, columns: columns,
        sourceExtent: 1000) == .perRow)
  }
}
