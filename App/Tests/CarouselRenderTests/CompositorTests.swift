import CarouselCore
import CarouselRender
import Testing

@Suite struct CompositorTests {
  /// An opaque item of `size` points at `scale`, one colour.
  private func item(_ size: CarouselSize, scale: Double, color: RenderColor) throws -> RenderSurface
  {
    let surface = try RenderSurface(size: size, scale: scale)
    surface.fill(color)
    return surface
  }

  @Test func placesAnItemAtItsPixelsAtScaleOne() throws {
    let frame = try RenderSurface(size: CarouselSize(width: 100, height: 100), scale: 1)
    let compositor = Compositor(frame: frame)
    let red = try item(
      CarouselSize(width: 10, height: 10), scale: 1, color: RenderColor(hex: 0xFF0000))
    compositor.draw(red, in: CarouselRect(x: 20, y: 30, width: 10, height: 10))
    #expect(frame.pixel(x: 20, y: 30).argb == 0xFFFF_0000)
    #expect(frame.pixel(x: 29, y: 39).argb == 0xFFFF_0000)
    #expect(frame.pixel(x: 19, y: 30).alpha == 0)
    #expect(frame.pixel(x: 30, y: 30).alpha == 0)
    #expect(frame.pixel(x: 20, y: 40).alpha == 0)
  }

  @Test func placesAnItemAtItsPixelsAtScaleTwo() throws {
    let frame = try RenderSurface(size: CarouselSize(width: 100, height: 100), scale: 2)
    let compositor = Compositor(frame: frame)
    let green = try item(
      CarouselSize(width: 10, height: 10), scale: 2, color: RenderColor(hex: 0x00FF00))
    compositor.draw(green, in: CarouselRect(x: 20, y: 30, width: 10, height: 10))
    // Points (20, 30)…(30, 40) are pixels (40, 60)…(60, 80).
    #expect(frame.pixel(x: 40, y: 60).argb == 0xFF00_FF00)
    #expect(frame.pixel(x: 59, y: 79).argb == 0xFF00_FF00)
    #expect(frame.pixel(x: 39, y: 60).alpha == 0)
    #expect(frame.pixel(x: 60, y: 79).alpha == 0)
    #expect(frame.pixel(x: 59, y: 80).alpha == 0)
  }

  @Test func scalesAnItemToItsDestination() throws {
    let frame = try RenderSurface(pixelWidth: 100, pixelHeight: 100)
    let compositor = Compositor(frame: frame)
    let blue = try item(
      CarouselSize(width: 10, height: 10), scale: 1, color: RenderColor(hex: 0x0000FF))
    compositor.draw(blue, in: CarouselRect(x: 10, y: 10, width: 40, height: 20))
    #expect(frame.pixel(x: 10, y: 10).argb == 0xFF00_00FF)
    #expect(frame.pixel(x: 49, y: 29).argb == 0xFF00_00FF)
    #expect(frame.pixel(x: 50, y: 20).alpha == 0)
    #expect(frame.pixel(x: 30, y: 30).alpha == 0)
  }

  @Test func laterItemsCoverEarlierOnes() throws {
    let frame = try RenderSurface(pixelWidth: 50, pixelHeight: 50)
    let compositor = Compositor(frame: frame)
    let red = try item(
      CarouselSize(width: 20, height: 20), scale: 1, color: RenderColor(hex: 0xFF0000))
    let blue = try item(
      CarouselSize(width: 20, height: 20), scale: 1, color: RenderColor(hex: 0x0000FF))
    compositor.draw([
      CompositeItem(surface: red, destination: CarouselRect(x: 0, y: 0, width: 20, height: 20)),
      CompositeItem(surface: blue, destination: CarouselRect(x: 10, y: 0, width: 20, height: 20)),
    ])
    #expect(frame.pixel(x: 5, y: 5).argb == 0xFFFF_0000)
    #expect(frame.pixel(x: 15, y: 5).argb == 0xFF00_00FF)
    compositor.clear()
    compositor.draw([
      CompositeItem(surface: blue, destination: CarouselRect(x: 10, y: 0, width: 20, height: 20)),
      CompositeItem(surface: red, destination: CarouselRect(x: 0, y: 0, width: 20, height: 20)),
    ])
    #expect(frame.pixel(x: 15, y: 5).argb == 0xFFFF_0000)
  }

  @Test func alphaAndClipApply() throws {
    let frame = try RenderSurface(pixelWidth: 50, pixelHeight: 50)
    let compositor = Compositor(frame: frame)
    let white = try item(CarouselSize(width: 20, height: 20), scale: 1, color: .white)
    compositor.draw(
      white, in: CarouselRect(x: 0, y: 0, width: 20, height: 20), alpha: 0.5,
      clip: CarouselRect(x: 0, y: 0, width: 10, height: 50))
    let half = frame.pixel(x: 5, y: 5)
    #expect(abs(Int(half.alpha) - 128) <= 1)
    #expect(frame.pixel(x: 10, y: 5).alpha == 0, "clipped away")
  }

  @Test func clearFillsTheFrame() throws {
    let frame = try RenderSurface(pixelWidth: 4, pixelHeight: 4)
    Compositor(frame: frame).clear(RenderColor(hex: 0x101010))
    #expect(frame.pixel(x: 3, y: 3).argb == 0xFF10_1010)
  }
}
