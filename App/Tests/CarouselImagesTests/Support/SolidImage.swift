import CarouselImages

/// A solid image of `width × height` (default 10×10 = 400 bytes) for cache tests.
func solidImage(width: Int = 10, height: Int = 10, value: UInt8 = 0xFF) -> DecodedImage {
  DecodedImage(
    width: width, height: height, stride: width * 4,
    pixels: [UInt8](repeating: value, count: width * height * 4))
}
