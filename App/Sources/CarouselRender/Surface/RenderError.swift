/// A recoverable failure while creating, reading or writing render surfaces.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A surface was requested with a non-positive or too large pixel size.
  case invalidSize(width: Int, height: Int)
  /// A pixel buffer handed in is smaller than its width, height and stride require.
  case pixelBufferTooSmall(expectedBytes: Int, actualBytes: Int)
  /// The stride handed in is smaller than `width × 4` bytes.
  case invalidStride(stride: Int, width: Int)
  /// Cairo reported an error; `operation` names what was being done.
  case cairo(operation: String, status: String)
  /// A PNG file could not be read.
  case pngRead(path: String, reason: String)
  /// A PNG file could not be written.
  case pngWrite(path: String, reason: String)
  /// A folder could not be created or written.
  case directory(path: String, reason: String)
  /// No artwork exists with this name.
  case unknownArtwork(name: String, known: [String])
  /// The bundled artwork folder is missing from the resource bundle.
  case artworkBundleMissing(path: String)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      return "invalid surface size \(width)×\(height) pixels (each side must be 1…"
        + "\(RenderSurface.maximumSide), and at most 7680×4320 = 33,177,600 pixels in all)"
    case .pixelBufferTooSmall(let expected, let actual):
      return "pixel buffer holds \(actual) bytes, but \(expected) are needed"
    case .invalidStride(let stride, let width):
      return "stride \(stride) bytes is smaller than width \(width) × 4 bytes"
    case .cairo(let operation, let status):
      return "cairo failed to \(operation): \(status)"
    case .pngRead(let path, let reason):
      return "cannot read PNG \(path): \(reason)"
    case .pngWrite(let path, let reason):
      return "cannot write PNG \(path): \(reason)"
    case .directory(let path, let reason):
      return "cannot use folder \(path): \(reason)"
    case .unknownArtwork(let name, let known):
      return "no artwork named \"\(name)\" (known: \(known.joined(separator: ", ")))"
    case .artworkBundleMissing(let path):
      return "bundled artwork not found (looked for \(path) next to the executable)"
    }
  }
}
