/// The thumbnail sizes of the freedesktop.org specification this app reads and writes: the
/// folder under the cache and the longest side a thumbnail in it may have.
public enum ThumbnailSize: String, Sendable, CaseIterable, Hashable {
  /// At most 128×128 pixels, in `thumbnails/normal`.
  case normal
  /// At most 256×256 pixels, in `thumbnails/large`.
  case large

  /// The longest side in pixels.
  public var side: Int {
    switch self {
    case .normal: 128
    case .large: 256
    }
  }

  /// The folder's name under `thumbnails/`.
  public var folderName: String { rawValue }

  /// The smallest size whose thumbnails still cover a cell of `pixels` pixels on its
  /// longest side (`large` for anything above 128).
  public static func covering(pixels: Int) -> ThumbnailSize {
    pixels <= ThumbnailSize.normal.side ? .normal : .large
  }
}
