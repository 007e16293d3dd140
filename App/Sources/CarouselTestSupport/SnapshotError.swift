/// A failure reading or writing snapshot images.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A PNG file could not be read.
  case unreadablePNG(path: String, reason: String)
  /// A PNG file could not be written.
  case unwritablePNG(path: String, reason: String)
  /// A folder could not be created.
  case unwritableDirectory(path: String, reason: String)
  /// Pixel data does not match the stated size.
  case invalidPixelData(width: Int, height: Int, byteCount: Int)

  public var description: String {
    switch self {
    case .unreadablePNG(let path, let reason): return "cannot read PNG \(path): \(reason)"
    case .unwritablePNG(let path, let reason): return "cannot write PNG \(path): \(reason)"
    case .unwritableDirectory(let path, let reason):
      return "cannot create folder \(path): \(reason)"
    case .invalidPixelData(let width, let height, let byteCount):
      return "\(byteCount) bytes cannot hold \(width)×\(height) ARGB32 pixels"
    }
  }
}
