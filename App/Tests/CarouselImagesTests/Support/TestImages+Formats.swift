import CAVIF
import CWebP
import Foundation

extension TestImages {
  /// A WebP of `width × height` painted by `paint` (lossless, so colours are exact).
  static func webp(width: Int, height: Int, _ paint: (Int, Int) -> RGB) throws -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let colour = paint(x, y)
        let base = (y * width + x) * 4
        pixels[base] = colour.red
        pixels[base + 1] = colour.green
        pixels[base + 2] = colour.blue
      }
    }
    var output: UnsafeMutablePointer<UInt8>?
    let size = WebPEncodeLosslessRGBA(
      pixels, Int32(width), Int32(height), Int32(width * 4), &output)
    defer { WebPFree(output) }
    guard size > 0, let output else { throw Failure(description: "WebPEncodeLosslessRGBA") }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// An AVIF of `width × height` in one colour (4:4:4, lossless, so it decodes exactly),
  /// tagged with nclx code points `cicp` (primaries, transfer) or an ICC `profile` if given.
  static func avif(
    width: Int, height: Int, colour: RGB, cicp: (UInt16, UInt16)? = nil, profile: [UInt8]? = nil
  ) throws -> [UInt8] {
    guard let image = avifImageCreate(UInt32(width), UInt32(height), 8, AVIF_PIXEL_FORMAT_YUV444)
    else { throw Failure(description: "avifImageCreate") }
    defer { avifImageDestroy(image) }
    if let cicp {
      image.pointee.colorPrimaries = cicp.0
      image.pointee.transferCharacteristics = cicp.1
    }
    if let profile { avifImageSetProfileICC(image, profile, profile.count) }
    image.pointee.matrixCoefficients = avifMatrixCoefficients(AVIF_MATRIX_COEFFICIENTS_IDENTITY)
    image.pointee.yuvRange = avifRange(AVIF_RANGE_FULL.rawValue)
    var rgb = avifRGBImage()
    avifRGBImageSetDefaults(&rgb, image)
    rgb.format = AVIF_RGB_FORMAT_RGB
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    for index in 0..<(width * height) {
      pixels[index * 3] = colour.red
      pixels[index * 3 + 1] = colour.green
      pixels[index * 3 + 2] = colour.blue
    }
    rgb.rowBytes = UInt32(width * 3)
    let converted = pixels.withUnsafeMutableBufferPointer { buffer in
      rgb.pixels = buffer.baseAddress
      return avifImageRGBToYUV(image, &rgb)
    }
    guard converted == AVIF_RESULT_OK else { throw Failure(description: "avifImageRGBToYUV") }
    guard let encoder = avifEncoderCreate() else { throw Failure(description: "avifEncoder") }
    defer { avifEncoderDestroy(encoder) }
    encoder.pointee.speed = 10
    encoder.pointee.minQuantizer = 0
    encoder.pointee.maxQuantizer = 0
    var output = avifRWData()
    defer { avifRWDataFree(&output) }
    let result = avifEncoderWrite(encoder, image, &output)
    guard result == AVIF_RESULT_OK else {
      throw Failure(description: "avifEncoderWrite: \(String(cString: avifResultToString(result)))")
    }
    return Array(UnsafeBufferPointer(start: output.data, count: output.size))
  }

  /// `jpeg` with an APP1 EXIF segment holding a thumbnail (IFD1) right after SOI.
  static func withEXIFThumbnail(_ jpeg: [UInt8], thumbnail: [UInt8]) -> [UInt8] {
    func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }
    func entry(_ tag: Int, _ type: Int, _ value: [UInt8]) -> [UInt8] {
      u16(tag) + u16(type) + u32(1) + value + [UInt8](repeating: 0, count: 4 - value.count)
    }
    let ifd0 = u16(1) + entry(0x0112, 3, u16(1))
    let ifd1Offset = 8 + ifd0.count + 4
    let thumbnailOffset = ifd1Offset + 2 + 2 * 12 + 4
    let ifd1 =
      u16(2) + entry(0x0201, 4, u32(thumbnailOffset)) + entry(0x0202, 4, u32(thumbnail.count))
      + u32(0)
    let tiff =
      Array("MM".utf8) + u16(42) + u32(8) + ifd0 + u32(ifd1Offset) + ifd1 + thumbnail
    let payload = Array("Exif".utf8) + [0, 0] + tiff
    return Array(jpeg[0..<2]) + [0xFF, 0xE1] + u16(payload.count + 2) + payload
      + Array(jpeg[2...])
  }

  /// A JPEG header (SOI, SOF0, nothing after) claiming `width × height`.
  static func jpegHeaderOnly(width: Int, height: Int) throws -> [UInt8] {
    let real = try jpeg(width: 16, height: 16) { _, _ in RGB(red: 1, green: 2, blue: 3) }
    // Patch the real file's SOF0 frame size, keeping every table valid.
    var bytes = real
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { break }
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if marker == 0xC0 || marker == 0xC2 {
        bytes[index + 5] = UInt8(height >> 8)
        bytes[index + 6] = UInt8(height & 0xFF)
        bytes[index + 7] = UInt8(width >> 8)
        bytes[index + 8] = UInt8(width & 0xFF)
        return bytes
      }
      index += 2 + length
    }
    throw Failure(description: "no SOF segment")
  }
}
