/// Why a thumbnail could not be kept in the disk cache (it is still shown).
public enum ThumbnailError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The thumbnail file or its folder could not be written.
  case cannotWrite(path: String, reason: String)
  /// The thumbnail's pixels could not be encoded as a PNG.
  case cannotEncode(reason: String)

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot write thumbnail \(path): \(reason)"
    case .cannotEncode(let reason): "cannot encode a thumbnail: \(reason)"
    }
  }
}
