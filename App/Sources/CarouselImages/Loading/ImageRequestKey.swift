/// What the loader decodes and caches: one source at one display size.
public struct ImageRequestKey: Hashable, Sendable, CustomStringConvertible {
  /// The image file.
  public var source: ImageSource
  /// The display size the image is decoded to fit.
  public var size: PixelSize

  /// Creates a key.
  public init(source: ImageSource, size: PixelSize) {
    self.source = source
    self.size = size
  }

  /// `"photos/1.jpg @ 800×600"`.
  public var description: String { "\(source.path) @ \(size)" }
}
