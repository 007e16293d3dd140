/// Something that turns an image file into display-sized pixels.
///
/// ``ImageDecoder`` is the real one; ``ImageLoader`` takes any conforming type, so tests
/// and hosts can wrap or replace it. Implementations MUST be safe to call from several
/// threads at once.
public protocol ImageDecoding: Sendable {
  /// Decodes the file at `path` to an image that fits within `maxSize`, keeping its aspect
  /// ratio and never enlarging it.
  func decode(path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage

  /// Decodes the file at `path` to an image that fits within `size` (`fit` ``DecodeFit/within``,
  /// as ``decode(path:maxSize:)``) or covers it (``DecodeFit/covering``: the smallest
  /// decode whose sides both reach `size`'s, for a slide that shows it aspect-filled),
  /// keeping its aspect ratio and never enlarging it.
  func decode(path: String, size: PixelSize, fit: DecodeFit) throws(ImageError) -> DecodedImage

  /// A quick, possibly smaller and softer, first look at the file, shown while the full
  /// decode runs. It MUST keep the image's aspect ratio.
  func decodePreview(path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage

  /// Every frame of the animated image at `path`, composited and fitted to `maxSize`
  /// (see ``ImageDecoder/decodeAnimation(path:maxSize:)``).
  ///
  /// - Throws: ``AnimationRefusal/still`` when it does not play.
  func decodeAnimation(path: String, maxSize: PixelSize) throws(AnimationRefusal)
    -> DecodedAnimation
}

extension ImageDecoding {
  /// Without the image's header at hand, a cover is decoded within a square twice the
  /// longer side: it covers `size` for every image whose aspect ratio differs from its by
  /// up to 2×.
  public func decode(path: String, size: PixelSize, fit: DecodeFit) throws(ImageError)
    -> DecodedImage
  {
    switch fit {
    case .within: return try decode(path: path, maxSize: size)
    case .covering, .filling:
      let side = min(2 * max(size.width, size.height), Int(Int32.max))
      let image = try decode(path: path, maxSize: PixelSize(width: side, height: side))
      guard fit == .filling else { return image }
      guard let cropped = image.croppedToCentre(size) else {
        throw .decoderFailure(path: path, reason: "there is not enough memory for its pixels")
      }
      return cropped
    }
  }

  /// Without a faster path the preview is the full decode.
  public func decodePreview(path: String, maxSize: PixelSize) throws(ImageError)
    -> DecodedImage
  {
    try decode(path: path, maxSize: maxSize)
  }

  /// Without animation support nothing plays.
  public func decodeAnimation(path: String, maxSize: PixelSize) throws(AnimationRefusal)
    -> DecodedAnimation
  {
    throw .still
  }
}
