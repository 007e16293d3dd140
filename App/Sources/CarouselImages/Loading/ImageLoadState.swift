/// What ``ImageLoader/request(_:size:priority:)`` knows about an image right now.
public enum ImageLoadState: Sendable, Equatable {
  /// Decoded and cached: draw it.
  case ready(DecodedImage)
  /// Waiting or being decoded: draw a placeholder; a completion will follow.
  case loading
  /// Decoding failed before; it is not tried again until
  /// ``ImageLoader/forgetFailures()``. Draw an error tile.
  case failed(ImageError)
}
