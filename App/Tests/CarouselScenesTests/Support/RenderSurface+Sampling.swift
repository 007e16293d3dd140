import CarouselCore
import CarouselRender

extension RenderSurface {
  /// The colour at a point (in points), as 8-bit straight-alpha components.
  func color(at point: CarouselPoint) -> (red: Int, green: Int, blue: Int) {
    let pixel = self.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
    return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
  }
}

extension RenderSurface {
  /// Whether both surfaces hold the same pixels, byte for byte.
  func pixelsEqual(_ other: RenderSurface) -> Bool {
    guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else { return false }
    return withUnsafeBytes { mine in other.withUnsafeBytes { theirs in mine.elementsEqual(theirs) }
    }
  }
}
