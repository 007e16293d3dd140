import CarouselImages
import Foundation
import Testing

@Suite struct ImageDecoderErrorTests {
  let size = PixelSize(width: 64, height: 64)

  private func sampleJPEG() throws -> [UInt8] {
    try TestImages.jpeg(width: 128, height: 96) { x, y in
      RGB(red: UInt8(x * 2), green: UInt8(y * 2), blue: 90)
    }
  }

  @Test func missingFile() throws {
    let folder = try TestFolder()
    let path = folder.file("gone.jpg")
    #expect(throws: ImageError.fileNotFound(path: path)) {
      try ImageDecoder.decode(path: path, maxSize: size)
    }
    #expect(ImageError.fileNotFound(path: path).description == "\(path): file not found")
  }

  @Test func folderInsteadOfFile() throws {
    let folder = try TestFolder()
    try folder.touch("dir.jpg", folder: true)
    let path = folder.file("dir.jpg")
    #expect(throws: ImageError.unreadable(path: path, reason: "not a regular file (a folder)")) {
      try ImageDecoder.decode(path: path, maxSize: size)
    }
  }

  @Test func emptyFile() throws {
    let folder = try TestFolder()
    let path = try folder.write([], to: "empty.jpg")
    #expect(throws: ImageError.emptyFile(path: path)) {
      try ImageDecoder.decode(path: path, maxSize: size)
    }
  }

  @Test func garbageIsNotAnImage() throws {
    let folder = try TestFolder()
    let path = try folder.write(Array("Dear diary, today I took photos.\n".utf8), to: "diary.jpg")
    #expect(
      throws: ImageError.unsupportedFormat(
        path: path, reason: "not a JPEG, PNG, WebP, AVIF, HEIF, JPEG XL or GIF image")
    ) {
      try ImageDecoder.decode(path: path, maxSize: size)
    }
  }

  @Test func otherFormatsAreNamed() throws {
    let folder = try TestFolder()
    let bmp = try folder.write(Array("BM".utf8) + [1, 0, 1, 0, 0, 0, 0], to: "anim.png")
    let tiff = try folder.write([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0], to: "scan.jpg")
    #expect(throws: ImageError.unsupportedFormat(path: bmp, reason: "BMP images are not supported"))
    {
      try ImageDecoder.decode(path: bmp, maxSize: size)
    }
    #expect(
      throws: ImageError.unsupportedFormat(path: tiff, reason: "TIFF images are not supported")
    ) {
      try ImageDecoder.decode(path: tiff, maxSize: size)
    }
  }

  @Test func wrongExtensionIsDecodedByContent() throws {
    let folder = try TestFolder()
    let pngNamedJPG = folder.file("really-a-png.jpg")
    try TestImages.writePNG(to: pngNamedJPG, width: 8, height: 4) { _, _ in (.red, 255) }
    let jpegNamedPNG = try folder.write(try sampleJPEG(), to: "really-a-jpeg.png")
    #expect(
      try ImageDecoder.decode(path: pngNamedJPG, maxSize: size).size
        == PixelSize(width: 8, height: 4))
    #expect(
      try ImageDecoder.decode(path: jpegNamedPNG, maxSize: size).size
        == PixelSize(width: 64, height: 48))
  }

  private static let strict = ImageDecoder(
    configuration: .init(
      maxDecodedPixelCount: 1 << 20, maxFileByteCount: 1 << 20, rejectsDamagedJPEG: true))

  @Test func truncatedJPEGIsCorruptWhenConfigured() throws {
    let folder = try TestFolder()
    let bytes = try sampleJPEG()
    let path = try folder.write(Array(bytes[..<(bytes.count * 6 / 10)]), to: "3.jpg")
    let expected = ImageError.corrupt(
      path: path, format: .jpeg, reason: "premature end of JPEG file")
    #expect(throws: expected) { try Self.strict.decode(path: path, maxSize: size) }
    #expect(expected.description == "\(path): damaged JPEG: premature end of JPEG file")
  }

  @Test func truncatedJPEGIsShownByDefault() throws {
    let folder = try TestFolder()
    let bytes = try sampleJPEG()
    let path = try folder.write(Array(bytes[..<(bytes.count * 6 / 10)]), to: "partial.jpg")
    let image = try ImageDecoder.decode(path: path, maxSize: size)
    #expect(image.size == PixelSize(width: 64, height: 48))
    #expect(image.isPartial)
  }

  @Test func damagedJPEGHeaderIsCorrupt() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0x42, count: 200), to: "bad.jpg")
    #expect {
      try ImageDecoder.decode(path: path, maxSize: size)
    } throws: { error in
      guard case .corrupt(let errorPath, .jpeg, let reason) = error as? ImageError else {
        return false
      }
      return errorPath == path && !reason.isEmpty
    }
  }

  @Test func onlyTheJPEGSignatureIsCorrupt() throws {
    let folder = try TestFolder()
    let path = try folder.write([0xFF, 0xD8, 0xFF], to: "stub.jpg")
    #expect {
      try ImageDecoder.decode(path: path, maxSize: size)
    } throws: { error in
      guard case .corrupt(_, .jpeg, _) = error as? ImageError else { return false }
      return true
    }
  }

  @Test func truncatedPNGIsCorruptWhenConfigured() throws {
    let folder = try TestFolder()
    let whole = folder.file("whole.png")
    try TestImages.writePNG(to: whole, width: 64, height: 64) { x, y in
      (RGB(red: UInt8(x * 4), green: UInt8(y * 4), blue: 7), 255)
    }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: whole)))
    let path = try folder.write(Array(bytes[..<(bytes.count / 2)]), to: "half.png")
    #expect(throws: ImageError.corrupt(path: path, format: .png, reason: "the file ends early")) {
      try Self.strict.decode(path: path, maxSize: size)
    }
  }

  @Test func pngWithDamagedDataIsCorrupt() throws {
    let folder = try TestFolder()
    let whole = folder.file("whole.png")
    try TestImages.writePNG(to: whole, width: 64, height: 64) { x, y in
      (RGB(red: UInt8(x * 4), green: UInt8(y * 4), blue: 7), 255)
    }
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: whole)))
    // Flip bits inside the first IDAT chunk's data: its CRC no longer matches.
    let idat = try #require(Self.offset(of: "IDAT", in: bytes)) - 4
    for index in (idat + 12)..<(idat + 40) { bytes[index] ^= 0x5A }
    let path = try folder.write(bytes, to: "scrambled.png")
    #expect(
      throws: ImageError.corrupt(
        path: path, format: .png, reason: "IDAT: ADLER32 checksum mismatch")
    ) {
      try ImageDecoder.decode(path: path, maxSize: size)
    }
  }

  @Test func pngWithBadCompressedDataButGoodCRCIsCorrupt() throws {
    let folder = try TestFolder()
    let whole = folder.file("whole.png")
    try TestImages.writePNG(to: whole, width: 64, height: 64) { x, y in
      (RGB(red: UInt8(x * 4), green: UInt8(y * 4), blue: 7), 255)
    }
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: whole)))
    let idat = try #require(Self.offset(of: "IDAT", in: bytes)) - 4
    let length = bytes[idat..<(idat + 4)].reduce(0) { $0 << 8 | Int($1) }
    for index in (idat + 8)..<(idat + 8 + length) { bytes[index] = 0xFF }
    let crc = TestImages.crc32(bytes[(idat + 4)..<(idat + 8 + length)])
    for (offset, shift) in [24, 16, 8, 0].enumerated() {
      bytes[idat + 8 + length + offset] = UInt8(crc >> UInt32(shift) & 0xFF)
    }
    let path = try folder.write(bytes, to: "zlib.png")
    #expect(
      throws: ImageError.corrupt(
        path: path, format: .png, reason: "IDAT: ADLER32 checksum mismatch")
    ) {
      try ImageDecoder.decode(path: path, maxSize: size)
    }
  }

  private static func offset(of tag: String, in bytes: [UInt8]) -> Int? {
    let needle = Array(tag.utf8)
    return (0...(bytes.count - needle.count)).first {
      Array(bytes[$0..<($0 + needle.count)]) == needle
    }
  }

  @Test func pngWithoutHeaderIsCorrupt() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], to: "short.png")
    #expect(
      throws: ImageError.corrupt(path: path, format: .png, reason: "the IHDR header is missing")
    ) {
      try ImageDecoder.decode(path: path, maxSize: size)
    }
  }
}
