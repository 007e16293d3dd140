/// Something that turns an image file into display-sized pixels.
///
/// ``ImageDecoder`` is the real one; ``ImageLoader`` takes any conforming type, so tests
/// and hosts can wrap or replace it. Implementations MUST be safe to call from several
/// threads at once.
public protocol ImageDecoding: Sendable {
  /// Decodes the file at `path` to an image that fits within `maxSize`, keeping its aspect
  /// ratio and never enlarging it.
  func decode(path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage
}
