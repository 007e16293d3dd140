import CLCMS2
import CarouselTestSupport

/// Images with embedded colour profiles: profiles built by lcms2 from primaries, put into
/// JPEG APP2 segments and PNG iCCP chunks written here.
extension TestImages {
  /// Twelve patches: greys, primaries and secondaries at full strength (outside sRGB in
  /// the wide spaces, so clipped), and mid-saturation colours well inside every gamut.
  static let chart: [RGB] = [
    RGB(red: 0, green: 0, blue: 0), RGB(red: 64, green: 64, blue: 64),
    RGB(red: 128, green: 128, blue: 128), RGB(red: 255, green: 255, blue: 255),
    RGB(red: 255, green: 0, blue: 0), RGB(red: 0, green: 255, blue: 0),
    RGB(red: 0, green: 0, blue: 255), RGB(red: 255, green: 255, blue: 0),
    RGB(red: 200, green: 100, blue: 50), RGB(red: 50, green: 150, blue: 200),
    RGB(red: 128, green: 64, blue: 192), RGB(red: 230, green: 180, blue: 150),
  ]
  /// Patches are 8×8 pixels (one JPEG block each), four across.
  static let patchSide = 8
  static let chartColumns = 4

  /// The chart's patch at `(x, y)`.
  static func chartColour(_ x: Int, _ y: Int) -> RGB {
    chart[(y / patchSide) * chartColumns + x / patchSide]
  }

  static var chartWidth: Int { chartColumns * patchSide }
  static var chartHeight: Int { chart.count / chartColumns * patchSide }

  /// An ICC profile (display class, matrix/TRC) of these primaries, D65 white. `gamma`
  /// nil means the sRGB curve.
  static func iccProfile(
    red: (Double, Double), green: (Double, Double), blue: (Double, Double), gamma: Double?
  ) throws -> [UInt8] {
    try ICCProfiles.rgb(red: red, green: green, blue: blue, gamma: gamma)
  }

  static func displayP3Profile() throws -> [UInt8] { try ICCProfiles.displayP3() }

  static func adobeRGBProfile() throws -> [UInt8] {
    try iccProfile(
      red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06),
      gamma: ColourScience.adobeRGBGamma)
  }

  /// A CIELAB profile (colour-space class, Lab data): valid, but not for RGB pixels.
  static func labProfile() throws -> [UInt8] {
    guard let profile = cmsCreateLab4Profile(nil) else { throw Failure(description: "Lab") }
    defer { cmsCloseProfile(profile) }
    return try save(profile)
  }

  /// A grey display profile (gamma 2.2): valid, but not for RGB pixels.
  static func greyProfile() throws -> [UInt8] {
    var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
    let curve = cmsBuildGamma(nil, 2.2)
    defer { cmsFreeToneCurve(curve) }
    guard let profile = cmsCreateGrayProfile(&white, curve) else {
      throw Failure(description: "grey")
    }
    defer { cmsCloseProfile(profile) }
    return try save(profile)
  }

  /// An sRGB profile whose class is changed to `signature` (a printer's, a device link).
  static func srgbProfile(deviceClass signature: cmsProfileClassSignature? = nil) throws
    -> [UInt8]
  {
    guard let profile = cmsCreate_sRGBProfile() else { throw Failure(description: "sRGB") }
    defer { cmsCloseProfile(profile) }
    if let signature { cmsSetDeviceClass(profile, signature) }
    return try save(profile)
  }

  static func save(_ profile: cmsHPROFILE) throws -> [UInt8] { try ICCProfiles.save(profile) }

  /// `jpeg` with `profile` in APP2 `ICC_PROFILE` segments of at most `pieceLength` bytes,
  /// after the JFIF APP0 segment; `order` permutes the pieces (the decoder must sort them).
  static func withICCProfile(
    _ jpeg: [UInt8], _ profile: [UInt8], pieceLength: Int = 65_519, reversed: Bool = false,
    claimedCount: Int? = nil
  ) -> [UInt8] {
    let pieces = stride(from: 0, to: profile.count, by: pieceLength).map {
      Array(profile[$0..<min($0 + pieceLength, profile.count)])
    }
    var segments: [[UInt8]] = pieces.enumerated().map { index, piece in
      let payload =
        Array("ICC_PROFILE".utf8) + [0, UInt8(index + 1), UInt8(claimedCount ?? pieces.count)]
        + piece
      let length = payload.count + 2
      return [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }
    if reversed { segments.reverse() }
    var insertAt = 2
    if jpeg[2] == 0xFF && jpeg[3] == 0xE0 { insertAt = 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5])) }
    return Array(jpeg[..<insertAt]) + Array(segments.joined()) + Array(jpeg[insertAt...])
  }

  /// `webp` (a simple lossless file: RIFF header, one VP8L chunk) made an extended file
  /// (VP8X, ICC flag) with `profile` in an ICCP chunk before the image data.
  static func withICCProfile(webp: [UInt8], width: Int, height: Int, profile: [UInt8]) -> [UInt8] {
    func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      Array(type.utf8) + littleEndian(data.count, 4) + data + (data.count % 2 == 1 ? [0] : [])
    }
    let iccFlag: UInt8 = 0x20
    let header = [iccFlag, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3)
    let body =
      Array("WEBP".utf8) + chunk("VP8X", header) + chunk("ICCP", profile)
      + Array(webp[12...])
    return Array("RIFF".utf8) + littleEndian(body.count, 4) + body
  }

  /// An opaque 8-bit RGB PNG of `width × height` painted by `paint`, with `profile` in an
  /// iCCP chunk, written here (stored deflate blocks: no compressor needed).
  /// With `alpha`, every pixel has that straight alpha (8-bit RGBA).
  static func pngWithICCProfile(
    width: Int, height: Int, profile: [UInt8]?, alpha: UInt8? = nil,
    _ paint: (Int, Int) -> RGB
  ) -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<height {
      raw.append(0)  // filter: none
      for x in 0..<width {
        let colour = paint(x, y)
        raw += [colour.red, colour.green, colour.blue]
        if let alpha { raw.append(alpha) }
      }
    }
    let colourType: UInt8 = alpha == nil ? 2 : 6  // 8-bit RGB or RGBA
    let header =
      bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colourType, 0, 0, 0]
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", header)
    if let profile {
      png += chunk("iCCP", Array("test profile".utf8) + [0, 0] + zlibStored(profile))
    }
    png += chunk("IDAT", zlibStored(raw))
    png += chunk("IEND", [])
    return png
  }

  /// A zlib stream of stored (uncompressed) deflate blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    let blockLimit = 65_535
    var offset = 0
    repeat {
      let length = min(blockLimit, data.count - offset)
      let isLast: UInt8 = offset + length == data.count ? 1 : 0
      out += [isLast, UInt8(length & 0xFF), UInt8(length >> 8)]
      out += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      out += data[offset..<(offset + length)]
      offset += length
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
