import CarouselCore
import CarouselRender
import CarouselTestSupport
import Testing

@Suite struct BackdropTests {
  /// A sharp black-and-white checkerboard, the worst case for a blur.
  private func checkerboard() throws -> RenderSurface {
    let surface = try RenderSurface(pixelWidth: 400, pixelHeight: 300)
    surface.fill(.white)
    let context = surface.makeContext()
    for row in 0..<15 {
      for column in 0..<20 where (row + column) % 2 == 0 {
        context.fill(
          CarouselRect(x: Double(column) * 20, y: Double(row) * 20, width: 20, height: 20),
          color: .black)
      }
    }
    return surface
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func backdropIsSmallBlurredAndDarker() throws {
    let image = try checkerboard()
    let appearance = BackdropAppearance(workingSide: 80, blurRadius: 3, passes: 3, darkening: 0.4)
    let backdrop = try Backdrop(image: image, appearance: appearance)
    #expect(backdrop.surface.pixelWidth == 80)
    #expect(backdrop.surface.pixelHeight == 60)
    let frame = try RenderSurface(pixelWidth: 400, pixelHeight: 300)
    backdrop.draw(in: frame.makeContext(), rect: CarouselRect(x: 0, y: 0, width: 400, height: 300))
    let before = PixelStatistics(image)
    let after = PixelStatistics(frame)
    // Mean brightness 127.5 × (1 − 0.4) ≈ 76.
    #expect(abs(after.meanBrightness - before.meanBrightness * 0.6) < 6)
    #expect(after.meanNeighbourDifference < before.meanNeighbourDifference / 10)
    #expect(frame.pixel(x: 399, y: 299).alpha == 255)
  }
}
