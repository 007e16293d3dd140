/// One finished decode, collected for ``ImageLoader/drainCompleted()``.
public struct ImageLoadCompletion: Sendable, Equatable {
  /// What was decoded.
  public var key: ImageRequestKey
  /// The image, or why it could not be decoded.
  public var result: Result<DecodedImage, ImageError>

  /// Creates a completion.
  public init(key: ImageRequestKey, result: Result<DecodedImage, ImageError>) {
    self.key = key
    self.result = result
  }

  /// The image file.
  public var source: ImageSource { key.source }
}
