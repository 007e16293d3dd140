/// The image formats the pipeline decodes.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  /// JPEG / JFIF / EXIF, decoded with libjpeg-turbo.
  case jpeg
  /// PNG, decoded with libpng.
  case png
  /// WebP (lossy, lossless, with alpha; the first frame of an animation), decoded with
  /// libwebp.
  case webp
  /// AVIF (AV1 in HEIF; the primary image), decoded with libavif.
  case avif

  /// The format a file name's extension names (`.jpg`, `.jpeg`, `.png`, `.webp`, `.avif`,
  /// any case), or `nil`.
  public init?(fileName: String) {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    switch fileName[fileName.index(after: dot)...].lowercased() {
    case "jpg", "jpeg", "jpe", "jfif": self = .jpeg
    case "png": self = .png
    case "webp": self = .webp
    case "avif": self = .avif
    default: return nil
    }
  }

  /// Extensions of image formats this pipeline does not decode: a folder scan names such
  /// files as skipped instead of passing over them in silence.
  public static let unsupportedExtensions: Set<String> = [
    "heic", "heif", "gif", "bmp", "tif", "tiff", "jxl", "svg", "ico", "psd", "raw", "dng",
    "cr2", "cr3", "nef", "arw", "orf", "rw2",
  ]

  /// The extension of `fileName` when it names an image format that is not decoded.
  public static func unsupportedExtension(of fileName: String) -> String? {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    let ext = fileName[fileName.index(after: dot)...].lowercased()
    return unsupportedExtensions.contains(ext) ? ext : nil
  }

  /// `"JPEG"`, `"PNG"`, `"WebP"` or `"AVIF"`, for messages.
  public var displayName: String {
    switch self {
    case .jpeg: return "JPEG"
    case .png: return "PNG"
    case .webp: return "WebP"
    case .avif: return "AVIF"
    }
  }
}
