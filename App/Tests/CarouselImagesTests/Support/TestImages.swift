import CCairo
import CTurboJPEG
import Foundation

/// Makes real JPEG and PNG files for tests: JPEGs with TurboJPEG's encoder, PNGs with Cairo.
enum TestImages {
  struct Failure: Error, CustomStringConvertible { let description: String }

  static let defaultQuality: Int32 = 95

  /// Packed 8-bit RGB pixels, `paint(x, y)` for each.
  static func rgbPixels(width: Int, height: Int, _ paint: (Int, Int) -> RGB) -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    pixels.withUnsafeMutableBufferPointer { buffer in
      for y in 0..<height {
        for x in 0..<width {
          let colour = paint(x, y)
          let base = (y * width + x) * 3
          buffer[base] = colour.red
          buffer[base + 1] = colour.green
          buffer[base + 2] = colour.blue
        }
      }
    }
    return pixels
  }

  /// A JPEG of `width × height` painted by `paint`, 4:4:4 unless told (so colours stay
  /// sharp), baseline unless `progressive`.
  static func jpeg(
    width: Int, height: Int, quality: Int32 = defaultQuality, subsampling: TJSAMP = TJSAMP_444,
    progressive: Bool = false, _ paint: (Int, Int) -> RGB
  ) throws -> [UInt8] {
    try compress(
      rgbPixels(width: width, height: height, paint), width: width, height: height,
      pixelFormat: TJPF_RGB, subsampling: subsampling, quality: quality,
      flags: progressive ? TJFLAG_PROGRESSIVE : 0)
  }

  /// A grayscale JPEG; `level(x, y)` gives each pixel's brightness.
  static func grayJPEG(width: Int, height: Int, _ level: (Int, Int) -> UInt8) throws -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height { for x in 0..<width { pixels[y * width + x] = level(x, y) } }
    return try compress(
      pixels, width: width, height: height, pixelFormat: TJPF_GRAY, subsampling: TJSAMP_GRAY,
      quality: defaultQuality)
  }

  /// A CMYK JPEG (TurboJPEG writes it as YCCK with an Adobe segment) of one ink colour,
  /// given in Adobe's inverted convention (255 = no ink).
  static func cmykJPEG(width: Int, height: Int, invertedInk: [UInt8]) throws -> [UInt8] {
    precondition(invertedInk.count == 4)
    let pixels = Array((0..<(width * height)).map { _ in invertedInk }.joined())
    return try compress(
      pixels, width: width, height: height, pixelFormat: TJPF_CMYK, subsampling: TJSAMP_444,
      quality: defaultQuality)
  }

  private static func compress(
    _ pixels: [UInt8], width: Int, height: Int, pixelFormat: TJPF, subsampling: TJSAMP,
    quality: Int32, flags: Int32 = 0
  ) throws -> [UInt8] {
    guard let handle = tjInitCompress() else { throw Failure(description: "tjInitCompress") }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let bytesPerPixel = pixelSize(pixelFormat)
    let status = pixels.withUnsafeBufferPointer { buffer in
      tjCompress2(
        handle, buffer.baseAddress, Int32(width), Int32(width * bytesPerPixel), Int32(height),
        Int32(pixelFormat.rawValue), &output, &size, Int32(subsampling.rawValue), quality, flags)
    }
    defer { tjFree(output) }
    guard status == 0, let output else {
      throw Failure(description: String(cString: tjGetErrorStr2(handle)))
    }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }

  private static func pixelSize(_ format: TJPF) -> Int {
    switch format {
    case TJPF_GRAY: return 1
    case TJPF_RGB, TJPF_BGR: return 3
    default: return 4
    }
  }

  /// `jpeg` with an APP1 EXIF segment holding `orientation`, inserted after the JFIF APP0
  /// segment, in little-endian ("II") or big-endian ("MM") TIFF byte order.
  static func withEXIFOrientation(_ jpeg: [UInt8], _ orientation: Int, bigEndian: Bool = false)
    -> [UInt8]
  {
    func u16(_ value: Int) -> [UInt8] {
      let bytes = [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
      return bigEndian ? bytes : bytes.reversed()
    }
    func u32(_ value: Int) -> [UInt8] {
      let bytes = [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) }
      return bigEndian ? bytes : bytes.reversed()
    }
    // Another tag first, so the parser has to walk the entries.
    let tiff =
      (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + u16(42) + u32(8) + u16(2)
      + u16(0x010F) + u16(2) + u32(4) + Array("ACME".utf8)  // Make = "ACME"
      + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)  // Orientation
      + u32(0)  // no next IFD
    let payload = Array("Exif".utf8) + [0, 0] + tiff
    let length = payload.count + 2
    let segment = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    // After SOI (2 bytes) and the APP0 segment that TurboJPEG writes.
    var insertAt = 2
    if jpeg[2] == 0xFF && jpeg[3] == 0xE0 {
      insertAt = 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5]))
    }
    return Array(jpeg[..<insertAt]) + segment + Array(jpeg[insertAt...])
  }

  /// Writes a PNG of `width × height` to `path`; `paint(x, y)` gives straight (not
  /// premultiplied) colour and alpha.
  static func writePNG(
    to path: String, width: Int, height: Int, _ paint: (Int, Int) -> (RGB, UInt8)
  ) throws {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw Failure(description: "cairo_image_surface_create") }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    for y in 0..<height {
      for x in 0..<width {
        let (colour, alpha) = paint(x, y)
        func premultiplied(_ channel: UInt8) -> UInt32 {
          (UInt32(channel) * UInt32(alpha) + 127) / 255
        }
        let pixel =
          UInt32(alpha) << 24 | premultiplied(colour.red) << 16 | premultiplied(colour.green) << 8
          | premultiplied(colour.blue)
        data.storeBytes(of: pixel, toByteOffset: y * stride + x * 4, as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface)
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw Failure(description: String(cString: cairo_status_to_string(status)))
    }
  }

  /// The first bytes of a PNG whose IHDR claims `width × height`, with no image data.
  static func pngHeaderOnly(width: UInt32, height: UInt32) -> [UInt8] {
    func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let ihdr = be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0]
    return signature + ihdr + [0, 0, 0, 0]  // CRC not checked before the size limit
  }

  /// PNG's CRC-32 of `bytes`.
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
