import CarouselCore
import Testing

@testable import CarouselRender

@Suite struct SubpixelLayerTests {
  /// A card-like item: a rounded rectangle with a vertical gradient and a sharp stripe, on a
  /// transparent surface (so corners and edges are translucent).
  private func card(width: Int, height: Int) throws -> RenderSurface {
    let surface = try RenderSurface(pixelWidth: width, pixelHeight: height)
    let context = surface.makeContext()
    let bounds = CarouselRect(x: 0, y: 0, width: Double(width), height: Double(height))
    context.withSavedState {
      context.clip(toRoundedRect: bounds, radius: 6)
      context.fillVerticalGradient(
        bounds, stops: [(0, RenderColor(hex: 0x2040C0)), (1, RenderColor(hex: 0xE0A020))])
      context.fill(
        CarouselRect(x: 9, y: 0, width: 3, height: Double(height)),
        color: RenderColor(hex: 0xFFFFFF))
    }
    return surface
  }

  /// A frame filled with a backdrop colour.
  private func frame() throws -> RenderSurface {
    let surface = try RenderSurface(pixelWidth: 80, pixelHeight: 50)
    surface.fill(RenderColor(hex: 0x303030))
    return surface
  }

  private func largestDifference(_ a: RenderSurface, _ b: RenderSurface) -> Int {
    var largest = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        for (u, v) in [(p.alpha, q.alpha), (p.red, q.red), (p.green, q.green), (p.blue, q.blue)] {
          largest = max(largest, abs(Int(u) - Int(v)))
        }
      }
    }
    return largest
  }

  @Test func placementSplitsPixelsIntoWholeAndPhase() {
    let placement = SubpixelPlacement(origin: CarouselPoint(x: 10.25, y: 3.5), scale: 2)
    // 20.5 and 7.0 pixels.
    #expect(
      placement == SubpixelPlacement(left: 20, top: 7, horizontalPhase: 128, verticalPhase: 0))
    #expect(!placement.isPixelAligned)
    let negative = SubpixelPlacement(origin: CarouselPoint(x: -1.25, y: -0.001), scale: 1)
    // −1.25 = −2 + 0.75; −0.001 rounds to 0 in 1/256 steps.
    #expect(negative == SubpixelPlacement(left: -2, top: 0, horizontalPhase: 192, verticalPhase: 0))
    // 4.999 is 1279.7 / 256: it rounds up to the next whole pixel.
    let almost = SubpixelPlacement(origin: CarouselPoint(x: 4.999, y: 2), scale: 1)
    #expect(almost.left == 5 && almost.horizontalPhase == 0 && almost.isPixelAligned)
  }

  @Test func aLayerAtPhaseZeroIsTheSourceItself() throws {
    let source = try card(width: 30, height: 20)
    let layer = try SubpixelLayer(source: source, verticalPhase: 0)
    #expect(layer.surface === source)
    let shifted = try SubpixelLayer(source: source, verticalPhase: 64)
    #expect(shifted.surface.pixelHeight == 21)
  }

  @Test func opaqueBandsLeaveOutTheRoundedCorners() throws {
    let layer = try SubpixelLayer(source: try card(width: 30, height: 20), verticalPhase: 0)
    let bands = layer.opaqueBands
    #expect(!bands.isEmpty)
    // Every band pixel is opaque, and no corner pixel is in a band.
    for band in bands {
      for y in band.minY..<band.maxY {
        for x in band.minX..<band.maxX {
          #expect(layer.surface.pixel(x: x, y: y).alpha == 255, "(\(x), \(y))")
        }
      }
    }
    let inBand = { (x: Int, y: Int) in
      bands.contains { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY }
    }
    #expect(!inBand(0, 0) && !inBand(29, 0) && !inBand(0, 19) && !inBand(29, 19))
    // The middle rows are opaque across the whole width.
    #expect(inBand(0, 10) && inBand(29, 10))
    // Bands are top to bottom and do not overlap.
    for (upper, lower) in zip(bands, bands.dropFirst()) { #expect(upper.maxY <= lower.minY) }
  }

  @Test(arguments: [(0.0, 0.0), (0.5, 0.0), (0.0, 0.3), (0.37, 0.61), (0.9, 0.99)])
  func interiorPlusRingMatchesCairoAtAnySubpixelPosition(dx: Double, dy: Double) throws {
    let source = try card(width: 30, height: 20)
    let destination = CarouselRect(x: 21 + dx, y: 11 + dy, width: 30, height: 20)
    let clip = CarouselRect(x: 5, y: 5, width: 40, height: 40)  // cuts the card's right side

    let expected = try frame()
    Compositor(frame: expected).draw(source, in: destination, clip: clip)

    let actual = try frame()
    let placement = SubpixelPlacement(origin: destination.origin, scale: 1)
    let layer = try SubpixelLayer(source: source, verticalPhase: placement.verticalPhase)
    let bounds = PixelRect(x: 5, y: 5, width: 40, height: 40)
    let interior = layer.interior(at: placement, within: bounds)
    #expect(!interior.isEmpty)
    layer.drawInterior(into: actual, at: placement, within: bounds)
    Compositor(frame: actual).draw(source, in: destination, clip: clip, excluding: interior)

    // Cairo filters both axes at once with 7-bit weights; the layer in two steps at 1/256.
    #expect(largestDifference(expected, actual) <= 2)
    // Nothing right of the clip was touched.
    #expect(actual.pixel(x: 46, y: 20).argb == 0xFF30_3030)
  }

  @Test func theInteriorStaysInsideTheItemAndTheBounds() throws {
    let layer = try SubpixelLayer(source: try card(width: 30, height: 20), verticalPhase: 100)
    let placement = SubpixelPlacement(left: 21, top: 11, horizontalPhase: 77, verticalPhase: 100)
    let bounds = PixelRect(x: 0, y: 0, width: 40, height: 25)
    let interior = layer.interior(at: placement, within: bounds)
    for rect in interior {
      // Column 21 blends with a column left of the item: the interior starts at 22.
      #expect(rect.minX >= 22 && rect.maxX <= 40)
      // The first and last rows of the resampled layer are partly covered, not opaque.
      #expect(rect.minY >= 12 && rect.maxY <= 25)
    }
  }

  @Test func compositorLeavesExcludedPixelsAlone() throws {
    let target = try frame()
    let red = try RenderSurface(pixelWidth: 20, pixelHeight: 20)
    red.fill(RenderColor(hex: 0xFF0000))
    let holes = [
      PixelRect(x: 12, y: 12, width: 4, height: 4), PixelRect(x: 20, y: 10, width: 30, height: 2),
    ]
    Compositor(frame: target).draw(
      red, in: CarouselRect(x: 10, y: 10, width: 20, height: 20), excluding: holes)
    #expect(target.pixel(x: 11, y: 11).argb == 0xFFFF_0000)
    #expect(target.pixel(x: 13, y: 13).argb == 0xFF30_3030)
    #expect(target.pixel(x: 25, y: 11).argb == 0xFF30_3030)
    #expect(target.pixel(x: 25, y: 12).argb == 0xFFFF_0000)
    #expect(target.pixel(x: 35, y: 11).argb == 0xFF30_3030)
  }
}
