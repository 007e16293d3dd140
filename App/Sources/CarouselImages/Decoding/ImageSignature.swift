/// Recognizes a file's format from its first bytes, whatever its extension says.
enum ImageSignature {
  private static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
  private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// Formats people commonly name `.jpg` by mistake, for a helpful message.
  private static let others: [(prefix: [UInt8], name: String)] = [
    (Array("GIF87a".utf8), "GIF"), (Array("GIF89a".utf8), "GIF"),
    (Array("BM".utf8), "BMP"), ([0x49, 0x49, 0x2A, 0x00], "TIFF"),
    ([0x4D, 0x4D, 0x00, 0x2A], "TIFF"), (Array("%PDF".utf8), "PDF"),
  ]
  private static let riffHeader = Array("RIFF".utf8)
  private static let webpTag = Array("WEBP".utf8)
  private static let isoBoxTag = Array("ftyp".utf8)
  private static let riffTagOffset = 8
  private static let isoBoxTagOffset = 4

  /// The decodable format of `bytes`, or `nil`.
  static func format(of bytes: [UInt8]) -> ImageFormat? {
    if bytes.starts(with: jpeg) { return .jpeg }
    if bytes.starts(with: png) { return .png }
    return nil
  }

  /// A short explanation of what `bytes` (not JPEG or PNG) look like.
  static func unsupportedReason(for bytes: [UInt8]) -> String {
    if let match = others.first(where: { bytes.starts(with: $0.prefix) }) {
      return "\(match.name) images are not supported"
    }
    if bytes.starts(with: riffHeader) && bytes.dropFirst(riffTagOffset).starts(with: webpTag) {
      return "WebP images are not supported"
    }
    if bytes.dropFirst(isoBoxTagOffset).starts(with: isoBoxTag) {
      return "HEIF/AVIF images are not supported"
    }
    return "the data is not a JPEG or PNG image"
  }
}
