/// What the loader decodes and caches: one source at one display size, as a quick preview
/// or the real thing.
public struct ImageRequestKey: Hashable, Sendable, CustomStringConvertible {
  /// The image file.
  public var source: ImageSource
  /// The display size the image is decoded to fit.
  public var size: PixelSize
  /// Which decode: the quick first look or the display-size image.
  public var pass: ImageDecodePass

  /// Creates a key.
  public init(source: ImageSource, size: PixelSize, pass: ImageDecodePass = .display) {
    self.source = source
    self.size = size
    self.pass = pass
  }

  /// `"photos/1.jpg @ 800×600"`, `"photos/1.jpg @ 800×600 (preview)"`.
  public var description: String {
    "\(source.path) @ \(size)\(pass == .preview ? " (preview)" : "")"
  }
}

/// The two decodes of an image.
public enum ImageDecodePass: Sendable, Hashable {
  /// ``ImageDecoding/decodePreview(path:maxSize:)``: an EXIF thumbnail or a 1/8 decode,
  /// ready within a frame, shown until the display decode arrives.
  case preview
  /// ``ImageDecoding/decode(path:maxSize:)``: sharp at the display size.
  case display
}
