import CarouselImages
import Foundation

extension FuzzTarget {
  /// The decoder the image targets use: the app's policies with smaller ceilings (4 Mpx,
  /// 64 MiB per decode), so that one input costs milliseconds; the checks are the same code.
  static let imageDecoder: ImageDecoder = {
    var configuration = ImageDecoder.Configuration(
      maxDecodedPixelCount: 4_000_000, maxFileByteCount: 1 << 20, rejectsDamagedJPEG: false)
    configuration.maxDecodeByteCount = 64 << 20
    return ImageDecoder(configuration: configuration)
  }()

  /// Display bounds of the image targets: a card-sized decode, a slide it fills (cropped
  /// as it is shrunk) and a preview.
  static let displayBounds = PixelSize(width: 200, height: 150)
  static let slideBounds = PixelSize(width: 160, height: 90)
  static let previewBounds = PixelSize(width: 64, height: 64)

  /// Decodes the bytes for display, to fill a slide and as a preview. A refused file gives
  /// one bounded error line; a decoded one fits its bounds (a preview its pixel budget), has
  /// rows of at least its width, and every one of its pixel bytes can be read.
  static func runImage(_ bytes: [UInt8], format: String) throws(FuzzFailure) {
    let path = "fuzz.\(format)"
    let passes: [(what: String, bounds: PixelSize)] = [
      ("display", displayBounds), ("fill", slideBounds), ("preview", previewBounds),
    ]
    // The display decodes from memory, which the decodes from a file must match.
    var decodedFromMemory: [MemoryDecode] = []
    for (what, bounds) in passes {
      let isPreview = what == "preview"
      let fit: DecodeFit = what == "fill" ? .filling : .within
      let decoded = Result { () throws(ImageError) in
        isPreview
          ? try imageDecoder.decodePreview(contents: bytes, path: path, maxSize: bounds)
          : try imageDecoder.decode(contents: bytes, path: path, maxSize: bounds, fit: fit)
      }
      if !isPreview { decodedFromMemory.append((bounds, fit, decoded)) }
      let image: DecodedImage
      switch decoded {
      case .success(let decodedImage): image = decodedImage
      case .failure(let error):
        try FuzzFailure.checkErrorLine(error.description)
        continue
      }
      // A preview is held to the pixel budget only, not to its bounds.
      let fits =
        isPreview
        ? image.size.pixelCount <= imageDecoder.configuration.maxDecodedPixelCount
        : image.width <= bounds.width && image.height <= bounds.height
      guard image.width >= 1, image.height >= 1, fits else {
        throw FuzzFailure("\(what) decode is \(image.size), bounds \(bounds)")
      }
      guard image.stride >= image.width * DecodedImage.bytesPerPixel,
        image.buffer.bytes.count >= image.byteCount
      else {
        throw FuzzFailure("\(what) decode \(image.size): stride \(image.stride), short buffer")
      }
      var sum: UInt8 = 0
      for byte in image.buffer.bytes[..<image.byteCount] { sum &+= byte }
      keep(sum)
      if let damage = image.damage { try FuzzFailure.checkErrorLine(damage) }
    }
    try checkFileDecodes(bytes, path: path, against: decodedFromMemory)
  }

  /// A display decode of an input's bytes in memory: its bounds, fit and result.
  typealias MemoryDecode = (bounds: PixelSize, fit: DecodeFit, Result<DecodedImage, ImageError>)

  /// The bytes decoded from a file, its first 600 bytes read first and (a JPEG whose
  /// segments before the image data lie within them) the rest read as the rows are
  /// decoded: the same image, or the same error, as each decode `fromMemory` made.
  static func checkFileDecodes(
    _ bytes: [UInt8], path: String,
    against decodedFromMemory: [MemoryDecode]
  ) throws(FuzzFailure) {
    guard !bytes.isEmpty, let file = scratchFile, ftruncate(file, 0) == 0,
      bytes.withUnsafeBytes({ pwrite(file, $0.baseAddress, $0.count, 0) }) == bytes.count
    else { return }
    for (bounds, fit, fromMemory) in decodedFromMemory {
      let fromFile = Result { () throws(ImageError) in
        try imageDecoder.decode(
          file: file, byteCount: bytes.count, path: path, size: bounds, fit: fit,
          pass: .display, prefixLength: 600)
      }
      switch (fromFile, fromMemory) {
      case (.success(let streamed), .success(let whole)) where streamed == whole: continue
      case (.failure(let streamed), .failure(let whole)) where streamed == whole: continue
      default:
        throw FuzzFailure(
          "decoded from a file at \(bounds): \(fromFile), from memory: \(fromMemory)")
      }
    }
  }

  /// A file of the fuzz process's own, unlinked at once, that each input is written to.
  private static let scratchFile: Int32? = {
    let path = NSTemporaryDirectory() + "carousel-fuzz-\(getpid())"
    let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    unlink(path)
    return descriptor >= 0 ? descriptor : nil
  }()

  /// Keeps the pixel reads of ``runImage(_:format:)`` from being optimised away.
  @inline(never) @_optimize(none)
  private static func keep(_ value: UInt8) {}

  /// A baseline 8×8 grey JPEG (JFIF, quality 50): the image that carries the EXIF target's
  /// APP1 segment.
  static let exifCarrier: [UInt8] = hexBytes(
    """
    ffd8ffe000104a46494600010100000100010000ffdb004300100b0c0e0c0a100e0d0e1211101318281a1816
    16183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c6567
    63ffc0000b080008000801011100ffc4001f0000010501010101010100000000000000000102030405060708
    090a0bffc400b5100002010303020403050504040000017d0102030004110512213141061351610722711432
    8191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a43444546474849
    4a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3
    a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9ea
    f1f2f3f4f5f6f7f8f9faffda0008010100003f004f0543feaf8affd9
    """)

  /// `tiff` as the TIFF payload of an EXIF APP1 segment right after the start of
  /// ``exifCarrier`` (cut to the 65,533 bytes a segment holds).
  static func jpegWithEXIF(_ tiff: [UInt8]) -> [UInt8] {
    let payload = Array("Exif".utf8) + [0, 0] + tiff.prefix(65_533 - 6)
    let length = payload.count + 2
    return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
      + exifCarrier.dropFirst(2)
  }

  private static func hexBytes(_ text: String) -> [UInt8] {
    let digits = text.utf8.filter { $0 != 0x0A && $0 != 0x20 }
    return stride(from: 0, to: digits.count - 1, by: 2).map { index in
      func nibble(_ digit: UInt8) -> UInt8 { digit <= 0x39 ? digit - 0x30 : digit - 0x61 + 10 }
      return nibble(digits[index]) << 4 | nibble(digits[index + 1])
    }
  }

  /// `profile` in the APP2 `ICC_PROFILE` segments of ``exifCarrier`` (pieces of at most
  /// 65,519 bytes, at most 255 of them).
  static func jpegWithICCProfile(_ profile: [UInt8]) -> [UInt8] {
    let pieceLength = 65_519
    let pieces = stride(from: 0, to: max(profile.count, 1), by: pieceLength).prefix(255).map {
      Array(profile[$0..<min($0 + pieceLength, profile.count)])
    }
    var segments: [UInt8] = []
    for (index, piece) in pieces.enumerated() {
      let payload = Array("ICC_PROFILE".utf8) + [0, UInt8(index + 1), UInt8(pieces.count)] + piece
      let length = payload.count + 2
      segments += [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }
    return [0xFF, 0xD8] + segments + exifCarrier.dropFirst(2)
  }

  /// `profile`, zlib-stored, in the iCCP chunk of a 2×2 RGB PNG.
  static func pngWithICCProfile(_ profile: [UInt8]) -> [UInt8] {
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + data
      return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }
    let header = bigEndian(2) + bigEndian(2) + [8, 2, 0, 0, 0]
    let rows: [UInt8] = [0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 128, 128, 128]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("iCCP", Array("fuzz".utf8) + [0, 0] + zlibStored(profile))
      + chunk("IDAT", zlibStored(rows)) + chunk("IEND", [])
  }

  /// A zlib stream of stored deflate blocks holding `data`.
  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let length = min(65_535, data.count - offset)
      out += [offset + length == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
      out += [UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)] + data[offset..<(offset + length)]
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

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
