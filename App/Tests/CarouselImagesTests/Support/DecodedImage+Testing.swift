import CarouselImages

extension DecodedImage {
  /// The colour at (`x`, `y`), un-premultiplied is not needed: tests sample opaque pixels.
  func rgb(x: Int, y: Int) -> RGB {
    let pixel = argb(x: x, y: y)
    return RGB(
      red: UInt8(truncatingIfNeeded: pixel >> 16), green: UInt8(truncatingIfNeeded: pixel >> 8),
      blue: UInt8(truncatingIfNeeded: pixel))
  }

  /// The alpha at (`x`, `y`).
  func alpha(x: Int, y: Int) -> UInt8 { UInt8(truncatingIfNeeded: argb(x: x, y: y) >> 24) }
}
