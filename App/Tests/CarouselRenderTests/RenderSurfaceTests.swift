import CarouselCore
import CarouselRender
import Foundation
import Testing

@Suite struct RenderSurfaceTests {
  @Test func pointSizeAndScaleGivePixelSize() throws {
    let surface = try RenderSurface(size: CarouselSize(width: 100.5, height: 40), scale: 2)
    #expect(surface.pixelWidth == 201)
    #expect(surface.pixelHeight == 80)
    #expect(surface.size == CarouselSize(width: 100.5, height: 40))
    #expect(surface.stride >= 201 * 4)
    #expect(surface.byteCount == surface.stride * 80)
  }

  @Test func newSurfaceIsTransparentAndFillReplacesPixels() throws {
    let surface = try RenderSurface(pixelWidth: 4, pixelHeight: 3)
    #expect(surface.pixel(x: 3, y: 2) == RenderPixel(alpha: 0, red: 0, green: 0, blue: 0))
    surface.fill(RenderColor(hex: 0x336699))
    #expect(
      surface.pixel(x: 3, y: 2) == RenderPixel(alpha: 255, red: 0x33, green: 0x66, blue: 0x99))
  }

  @Test func rejectsImpossibleSizes() {
    #expect(throws: RenderError.invalidSize(width: 0, height: 10)) {
      try RenderSurface(pixelWidth: 0, pixelHeight: 10)
    }
    #expect(throws: RenderError.invalidSize(width: 40_000, height: 10)) {
      try RenderSurface(pixelWidth: 40_000, pixelHeight: 10)
    }
  }

  @Test func copiesRawPixelsHonouringTheirStride() throws {
    // 2×2 pixels, rows 12 bytes apart (4 bytes of padding), native-endian 0xAARRGGBB words.
    let words: [UInt32] = [0xFF11_2233, 0x8040_2010, 0, 0xFFFF_FFFF]
    var bytes = [UInt8](repeating: 0xEE, count: 12 * 2)
    for (index, word) in words.enumerated() {
      let offset = (index / 2) * 12 + (index % 2) * 4
      withUnsafeBytes(of: word) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }
    let surface = try RenderSurface(argb32: bytes, width: 2, height: 2, stride: 12)
    #expect(surface.pixel(x: 0, y: 0).argb == 0xFF11_2233)
    #expect(surface.pixel(x: 1, y: 0).argb == 0x8040_2010)
    #expect(surface.pixel(x: 0, y: 1).argb == 0)
    #expect(surface.pixel(x: 1, y: 1).argb == 0xFFFF_FFFF)
  }

  @Test func rejectsShortPixelBuffersAndNarrowStrides() {
    #expect(throws: RenderError.invalidStride(stride: 4, width: 2)) {
      try RenderSurface(argb32: [UInt8](repeating: 0, count: 64), width: 2, height: 2, stride: 4)
    }
    #expect(throws: RenderError.pixelBufferTooSmall(expectedBytes: 16, actualBytes: 15)) {
      try RenderSurface(argb32: [UInt8](repeating: 0, count: 15), width: 2, height: 2, stride: 8)
    }
  }

  @Test func pngRoundTripKeepsOpaquePixels() throws {
    let surface = try RenderSurface(pixelWidth: 8, pixelHeight: 8)
    surface.fill(RenderColor(hex: 0x0A84FF))
    let context = surface.makeContext()
    context.fill(CarouselRect(x: 2, y: 2, width: 3, height: 3), color: RenderColor(hex: 0xFF3B30))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("render-surface-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try surface.writePNG(to: path)
    let loaded = try RenderSurface(contentsOfPNG: path)
    #expect(loaded.copyPixelBytes() == surface.copyPixelBytes())
    #expect(loaded.pixel(x: 3, y: 3).argb == 0xFFFF_3B30)
  }

  @Test func missingPNGIsAReadError() {
    #expect {
      try RenderSurface(contentsOfPNG: "/nonexistent/none.png")
    } throws: { error in
      guard case .pngRead(let path, _) = error as? RenderError else { return false }
      return path == "/nonexistent/none.png"
    }
  }

  @Test func contextDrawsInPointsAtScaleTwo() throws {
    let surface = try RenderSurface(size: CarouselSize(width: 10, height: 10), scale: 2)
    surface.makeContext().fill(
      CarouselRect(x: 5, y: 0, width: 5, height: 10), color: .white)
    // Point x = 5 is pixel x = 10.
    #expect(surface.pixel(x: 9, y: 5).alpha == 0)
    #expect(surface.pixel(x: 10, y: 5).alpha == 255)
    #expect(surface.pixel(x: 19, y: 19).alpha == 255)
  }
}
