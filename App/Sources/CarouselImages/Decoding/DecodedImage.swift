/// Decoded pixels in Cairo's `CAIRO_FORMAT_ARGB32` layout, ready to wrap in a Cairo image
/// surface without conversion.
///
/// Each pixel is a native-endian 32-bit value `0xAARRGGBB` with premultiplied alpha; on a
/// little-endian machine the bytes are B, G, R, A. Rows are ``stride`` bytes apart.
public struct DecodedImage: Sendable, Equatable, CustomStringConvertible {
  /// Bytes per ARGB32 pixel.
  public static let bytesPerPixel = 4

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from the start of one row to the next (a multiple of 4, at least `4 · width`).
  public let stride: Int
  /// `stride · height` bytes of pixel data.
  public let pixels: [UInt8]

  /// Wraps pixel data; `pixels` MUST hold `stride · height` bytes.
  public init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
    precondition(width > 0 && height > 0, "image must not be empty, got \(width)×\(height)")
    precondition(
      stride >= width * Self.bytesPerPixel && stride % Self.bytesPerPixel == 0,
      "stride \(stride) does not fit \(width) ARGB32 pixels")
    precondition(
      pixels.count == stride * height,
      "\(pixels.count) bytes do not match \(height) rows of \(stride) bytes")
    self.width = width
    self.height = height
    self.stride = stride
    self.pixels = pixels
  }

  /// The image's dimensions.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// Memory held by the pixels, the unit of ``ImageCache``'s budget.
  public var byteCount: Int { pixels.count }

  /// The pixel at column `x`, row `y` as `0xAARRGGBB` (premultiplied).
  public func argb(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
    let offset = y * stride + x * Self.bytesPerPixel
    return pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
  }

  /// `"DecodedImage(640×480, stride 2560)"`, without the pixels.
  public var description: String { "DecodedImage(\(size), stride \(stride))" }
}
