/// The image formats the pipeline decodes.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  /// JPEG / JFIF / EXIF, decoded with libjpeg-turbo.
  case jpeg
  /// PNG, decoded with Cairo.
  case png

  /// The format a file name's extension names (`.jpg`, `.jpeg`, `.png`, any case), or `nil`.
  public init?(fileName: String) {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    switch fileName[fileName.index(after: dot)...].lowercased() {
    case "jpg", "jpeg": self = .jpeg
    case "png": self = .png
    default: return nil
    }
  }

  /// `"JPEG"` or `"PNG"`, for messages.
  public var displayName: String {
    switch self {
    case .jpeg: return "JPEG"
    case .png: return "PNG"
    }
  }
}
