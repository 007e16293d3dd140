import Glibc

/// Decoded pixels in Cairo's `CAIRO_FORMAT_ARGB32` layout, ready to wrap in a Cairo image
/// surface without conversion.
///
/// Each pixel is a native-endian 32-bit value `0xAARRGGBB` with premultiplied alpha; on a
/// little-endian machine the bytes are B, G, R, A. Rows are ``stride`` bytes apart. The
/// bytes live in a pooled ``PixelBuffer`` that goes back to its pool when the last image
/// (or surface) holding it goes away.
public struct DecodedImage: Sendable, Equatable, CustomStringConvertible {
  /// Bytes per ARGB32 pixel.
  public static let bytesPerPixel = 4

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from the start of one row to the next (a multiple of 4, at least `4 · width`).
  public let stride: Int
  /// The pixel memory, `stride · height` bytes.
  public let buffer: PixelBuffer
  /// Why only part of the image could be decoded (a file cut short: the rest is grey), or
  /// `nil` for a complete image. Screens show a warning badge on partial images.
  public var damage: String?
  /// Why the file's embedded colour profile was ignored (malformed, too large, the wrong
  /// kind), the pixels then shown as sRGB; `nil` when it was applied or there was none.
  public var colourNote: String?

  /// Wraps a filled buffer of at least `stride · height` bytes.
  public init(width: Int, height: Int, stride: Int, buffer: PixelBuffer, damage: String? = nil) {
    precondition(width > 0 && height > 0, "image must not be empty, got \(width)×\(height)")
    precondition(
      stride >= width * Self.bytesPerPixel && stride % Self.bytesPerPixel == 0,
      "stride \(stride) does not fit \(width) ARGB32 pixels")
    precondition(
      buffer.count >= stride * height,
      "\(buffer.count) bytes do not hold \(height) rows of \(stride) bytes")
    self.width = width
    self.height = height
    self.stride = stride
    self.buffer = buffer
    self.damage = damage
  }

  /// Copies `pixels` (`stride · height` bytes) into a pooled buffer.
  public init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
    precondition(
      pixels.count == stride * height,
      "\(pixels.count) bytes do not match \(height) rows of \(stride) bytes")
    guard let buffer = PixelBufferPool.shared.buffer(count: max(1, pixels.count)) else {
      fatalError("out of memory for \(pixels.count) bytes of pixels")
    }
    pixels.withUnsafeBytes { buffer.mutableBytes.copyMemory(from: $0) }
    self.init(width: width, height: height, stride: stride, buffer: buffer)
  }

  /// The image's dimensions.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// Memory held by the pixels, the unit of ``ImageCache``'s budget.
  public var byteCount: Int { stride * height }

  /// Whether only part of the image could be decoded.
  public var isPartial: Bool { damage != nil }

  /// A copy of the pixel bytes (for tests and small images: O(bytes)).
  public var pixels: [UInt8] { Array(UnsafeRawBufferPointer(rebasing: buffer.bytes[..<byteCount])) }

  /// The pixel at column `x`, row `y` as `0xAARRGGBB` (premultiplied).
  public func argb(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
    let offset = y * stride + x * Self.bytesPerPixel
    return buffer.bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
  }

  /// Same size, stride, damage and bytes.
  public static func == (lhs: DecodedImage, rhs: DecodedImage) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.stride == rhs.stride,
      lhs.damage == rhs.damage
    else { return false }
    if lhs.buffer === rhs.buffer { return true }
    return memcmp(lhs.buffer.baseAddress, rhs.buffer.baseAddress, lhs.byteCount) == 0
  }

  /// `"DecodedImage(640×480, stride 2560)"`, without the pixels.
  public var description: String {
    "DecodedImage(\(size), stride \(stride)\(damage.map { ", partial: \($0)" } ?? ""))"
  }
}

extension DecodedImage {
  /// An image of `size` with a tight stride from `pool`, for a decoder to fill, zero-filled
  /// unless `zeroed` is false (for a writer that sets every pixel); `nil` when there is no
  /// memory for it.
  static func blank(
    _ size: PixelSize, zeroed: Bool = true, pool: PixelBufferPool = .shared
  ) -> DecodedImage? {
    let stride = size.width * bytesPerPixel
    guard let buffer = pool.buffer(count: stride * size.height, zeroed: zeroed) else {
      return nil
    }
    return DecodedImage(width: size.width, height: size.height, stride: stride, buffer: buffer)
  }

  /// The centre `size` of this image (each side no larger than this one's), copied into a
  /// buffer of its own; `self` when it already fits; `nil` without memory for the copy.
  /// What is kept of the image's notes (damage, colour) is kept.
  ///
  /// - Complexity: O(pixels kept).
  func croppedToCentre(_ size: PixelSize) -> DecodedImage? {
    let kept = PixelSize(width: min(width, size.width), height: min(height, size.height))
    guard kept != self.size else { return self }
    guard var cropped = DecodedImage.blank(kept, zeroed: false) else { return nil }
    let left = (width - kept.width) / 2
    let top = (height - kept.height) / 2
    let rowBytes = kept.width * Self.bytesPerPixel
    for row in 0..<kept.height {
      (cropped.buffer.baseAddress + row * cropped.stride).copyMemory(
        from: buffer.baseAddress + (top + row) * stride + left * Self.bytesPerPixel,
        byteCount: rowBytes)
    }
    cropped.damage = damage
    cropped.colourNote = colourNote
    return cropped
  }
}
