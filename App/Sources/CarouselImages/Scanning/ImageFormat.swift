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
  /// HEIF with HEVC images (phones' `.heic` photos; the primary image), decoded with libheif.
  case heif
  /// JPEG XL (bare codestream or ISO container; the first frame), decoded with libjxl.
  case jxl
  /// GIF (the first frame of an animation), decoded with giflib.
  case gif

  /// The format a file name's extension names (`.jpg`, `.jpeg`, `.png`, `.webp`, `.avif`,
  /// `.heic`, `.heif`, `.jxl`, `.gif`, any case), or `nil`.
  public init?(fileName: String) {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    switch fileName[fileName.index(after: dot)...].lowercased() {
    case "jpg", "jpeg", "jpe", "jfif": self = .jpeg
    case "png": self = .png
    case "webp": self = .webp
    case "avif": self = .avif
    case "heic", "heif", "hif": self = .heif
    case "jxl": self = .jxl
    case "gif": self = .gif
    default: return nil
    }
  }

  /// Extensions of image formats this pipeline does not decode: a folder scan names such
  /// files as skipped instead of passing over them in silence.
  public static let unsupportedExtensions: Set<String> = [
    "bmp", "tif", "tiff", "svg", "ico", "psd", "raw", "dng",
    "cr2", "cr3", "nef", "arw", "orf", "rw2",
  ]

  /// The extension of `fileName` when it names an image format that is not decoded.
  public static func unsupportedExtension(of fileName: String) -> String? {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    let ext = fileName[fileName.index(after: dot)...].lowercased()
    return unsupportedExtensions.contains(ext) ? ext : nil
  }

  /// `"JPEG"`, `"PNG"`, `"WebP"`, `"AVIF"`, `"HEIF"`, `"JPEG XL"` or `"GIF"`, for messages.
  public var displayName: String {
    switch self {
    case .jpeg: return "JPEG"
    case .png: return "PNG"
    case .webp: return "WebP"
    case .avif: return "AVIF"
    case .heif: return "HEIF"
    case .jxl: return "JPEG XL"
    case .gif: return "GIF"
    }
  }
}
