/// Recognizes a file's format from its first bytes, whatever its extension says.
enum ImageSignature {
  private static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
  private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  private static let gifs = [Array("GIF87a".utf8), Array("GIF89a".utf8)]
  /// A bare JPEG XL codestream, and the ISO container's signature box.
  private static let jxlCodestream: [UInt8] = [0xFF, 0x0A]
  private static let jxlContainer: [UInt8] =
    [0, 0, 0, 0x0C] + Array("JXL ".utf8) + [0x0D, 0x0A, 0x87, 0x0A]
  /// Formats people commonly name `.jpg` by mistake, for a helpful message.
  private static let others: [(prefix: [UInt8], name: String)] = [
    (Array("BM".utf8), "BMP"), ([0x49, 0x49, 0x2A, 0x00], "TIFF"),
    ([0x4D, 0x4D, 0x00, 0x2A], "TIFF"), (Array("%PDF".utf8), "PDF"),
  ]
  private static let riffHeader = Array("RIFF".utf8)
  private static let webpTag = Array("WEBP".utf8)
  private static let isoBoxTag = Array("ftyp".utf8)
  private static let riffTagOffset = 8
  private static let isoBoxTagOffset = 4
  private static let isoBrandOffset = 8
  private static let brandLength = 4
  /// AVIF brands: a still image or an image sequence.
  private static let avifBrands: Set<String> = ["avif", "avis"]
  /// HEIF brands of HEVC-coded images (phones' `.heic` photos), and the generic still-image
  /// brand (checked after AVIF's: AVIF files list it too).
  private static let heifBrands: Set<String> = [
    "heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1",
  ]

  /// Bytes enough to recognize every format.
  static let sniffLength = 64

  /// The decodable format of `bytes`, or `nil`.
  static func format(of bytes: [UInt8]) -> ImageFormat? {
    if bytes.starts(with: jpeg) { return .jpeg }
    if bytes.starts(with: png) { return .png }
    if bytes.starts(with: riffHeader) && bytes.dropFirst(riffTagOffset).starts(with: webpTag) {
      return .webp
    }
    let brands = isoBrands(bytes)
    if brands.contains(where: avifBrands.contains) { return .avif }
    if brands.contains(where: heifBrands.contains) { return .heif }
    if bytes.starts(with: jxlCodestream) || bytes.starts(with: jxlContainer) { return .jxl }
    if gifs.contains(where: bytes.starts(with:)) { return .gif }
    return nil
  }

  /// The major and compatible brands of an ISO base media file (`ftyp` box), or `[]`.
  private static func isoBrands(_ bytes: [UInt8]) -> [String] {
    guard bytes.count >= isoBrandOffset + brandLength,
      bytes.dropFirst(isoBoxTagOffset).starts(with: isoBoxTag)
    else { return [] }
    let boxLength = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
    let end = min(bytes.count, max(boxLength, isoBrandOffset + brandLength))
    var brands: [String] = []
    // Major brand at 8, minor version at 12, compatible brands from 16.
    var offset = isoBrandOffset
    while offset + brandLength <= end {
      brands.append(String(decoding: bytes[offset..<(offset + brandLength)], as: UTF8.self))
      offset += offset == isoBrandOffset ? 2 * brandLength : brandLength
    }
    return brands
  }

  /// A short sentence saying what `bytes` (no decodable format) look like.
  static func unsupportedReason(for bytes: [UInt8]) -> String {
    if let match = others.first(where: { bytes.starts(with: $0.prefix) }) {
      return "\(match.name) images are not supported"
    }
    if !isoBrands(bytes).isEmpty { return "this ISO media file holds no AVIF or HEIF image" }
    return "not a JPEG, PNG, WebP, AVIF, HEIF, JPEG XL or GIF image"
  }
}
