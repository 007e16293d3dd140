extension ImageFormat {
  /// How many leading bytes of a file ``init(signature:)`` needs to recognize every format.
  public static let signatureLength = ImageSignature.sniffLength

  /// The decodable format `bytes` (a file's first ``signatureLength`` bytes, or all of a
  /// shorter file) start like, whatever the file is called; `nil` for anything else.
  public init?(signature bytes: [UInt8]) {
    guard let format = ImageSignature.format(of: bytes) else { return nil }
    self = format
  }

  /// Whether this format's codec is loaded on first use (AVIF, HEIF, JPEG XL, see
  /// ``ImageDecoder/loadCodecs()``) rather than linked with the program.
  public var codecLoadsOnFirstUse: Bool {
    switch self {
    case .avif, .heif, .jxl: return true
    case .jpeg, .png, .webp, .gif: return false
    }
  }

  /// A short sentence saying what `bytes` (the start of a file of no decodable format) look
  /// like: "TIFF images are not supported", "not a JPEG, PNG, WebP, AVIF, HEIF, JPEG XL or GIF image".
  public static func unsupportedReason(forSignature bytes: [UInt8]) -> String {
    ImageSignature.unsupportedReason(for: bytes)
  }
}
