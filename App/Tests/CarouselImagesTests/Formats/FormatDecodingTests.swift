import CarouselImages
import Foundation
import Testing

/// WebP and AVIF through the same decoder as JPEG and PNG, and every broken-file case the
/// gallery shows: a partial image with its damage, "too large" with the dimensions, a
/// named unsupported format, one sentence per error.
@Suite struct FormatDecodingTests {
  static let tolerance = 3
  let bound = PixelSize(width: 64, height: 64)

  @Test func webpDecodesAndScales() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.webp(width: 128, height: 64) { x, _ in x < 64 ? .red : .blue }, to: "a.webp")
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    #expect(image.size == PixelSize(width: 64, height: 32))
    #expect(image.rgb(x: 10, y: 16).isClose(to: .red, tolerance: Self.tolerance))
    #expect(image.rgb(x: 54, y: 16).isClose(to: .blue, tolerance: Self.tolerance))
    #expect(image.alpha(x: 10, y: 16) == 255)
    #expect(image.damage == nil)
  }

  @Test func webpNamedJPGIsDecodedByContent() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.webp(width: 8, height: 8) { _, _ in .green }, to: "not-really.jpg")
    #expect(
      try ImageDecoder.decode(path: path, maxSize: bound).size == PixelSize(width: 8, height: 8))
  }

  @Test func avifDecodesAndShrinks() throws {
    let folder = try TestFolder()
    let colour = RGB(red: 200, green: 60, blue: 30)
    let path = try folder.write(
      TestImages.avif(width: 96, height: 48, colour: colour), to: "a.avif")
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    #expect(image.size == PixelSize(width: 64, height: 32))
    #expect(image.rgb(x: 32, y: 16).isClose(to: colour, tolerance: Self.tolerance))
    #expect(image.alpha(x: 32, y: 16) == 255)
  }

  @Test func truncatedWebPIsOneSentence() throws {
    let folder = try TestFolder()
    let bytes = try TestImages.webp(width: 64, height: 64) { x, y in
      RGB(red: UInt8(x * 4), green: UInt8(y * 4), blue: 7)
    }
    let path = try folder.write(Array(bytes[..<(bytes.count / 2)]), to: "half.webp")
    #expect(throws: ImageError.corrupt(path: path, format: .webp, reason: "the file ends early")) {
      try ImageDecoder.decode(path: path, maxSize: bound)
    }
  }

  @Test func truncatedJPEGShowsTheDecodedPart() throws {
    let folder = try TestFolder()
    let bytes = try TestImages.jpeg(width: 128, height: 128) { _, _ in .red }
    let path = try folder.write(Array(bytes[..<(bytes.count * 6 / 10)]), to: "cut.jpg")
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 128, height: 128))
    #expect(image.size == PixelSize(width: 128, height: 128))
    #expect(image.damage == "premature end of JPEG file")
    // The top rows arrived; libjpeg fills what did not with grey.
    #expect(image.rgb(x: 64, y: 2).isClose(to: .red, tolerance: 8))
    #expect(!image.rgb(x: 64, y: 125).isClose(to: .red, tolerance: 8))
    let error = ImageError.corrupt(path: path, format: .jpeg, reason: image.damage!)
    #expect(error.reason == "damaged JPEG: premature end of JPEG file")
  }

  @Test func truncatedPNGShowsTheDecodedPart() throws {
    let folder = try TestFolder()
    let whole = folder.file("whole.png")
    // Noise so the compressed rows are spread evenly through the file.
    var state: UInt32 = 7
    try TestImages.writePNG(to: whole, width: 64, height: 64) { x, y in
      state = state &* 1_103_515_245 &+ 12_345
      return (RGB(red: 250, green: UInt8(state >> 24 & 0x0F), blue: 0), 255)
    }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: whole)))
    let path = try folder.write(Array(bytes[..<(bytes.count / 2)]), to: "half.png")
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    #expect(image.size == PixelSize(width: 64, height: 64))
    #expect(image.damage == "the file ends early")
    #expect(image.rgb(x: 10, y: 1).red == 250)
    #expect(image.alpha(x: 10, y: 63) == 0)
  }

  @Test func damagedPNGNamesTheChunk() throws {
    let folder = try TestFolder()
    let whole = folder.file("whole.png")
    try TestImages.writePNG(to: whole, width: 64, height: 64) { x, y in
      (RGB(red: UInt8(x * 4), green: UInt8(y * 4), blue: 7), 255)
    }
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: whole)))
    let idat = try #require(Self.offset(of: "IDAT", in: bytes))
    for index in (idat + 8)..<(idat + 30) { bytes[index] ^= 0x5A }
    let path = try folder.write(bytes, to: "scrambled.png")
    #expect {
      try ImageDecoder.decode(path: path, maxSize: bound)
    } throws: { error in
      guard case .corrupt(_, .png, let reason) = error as? ImageError else { return false }
      return reason.contains("IDAT") && !reason.hasSuffix(".")
    }
  }

  @Test func hugeHeaderIsTooLargeWithItsDimensions() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.jpegHeaderOnly(width: 60_000, height: 60_000), to: "huge.jpg")
    let decoder = ImageDecoder(
      configuration: .init(
        maxDecodedPixelCount: 32_000_000, maxFileByteCount: 1 << 20, rejectsDamagedJPEG: false))
    // Refused from the header, naming the photo's own dimensions (whichever limit it meets
    // first: the decoder's absolute one or the 1/8 decode's 32 MP).
    #expect {
      try decoder.decode(path: path, maxSize: PixelSize(width: 1280, height: 800))
    } throws: { error in
      guard case .tooLarge(let errorPath, 60_000, 60_000, _) = error as? ImageError else {
        return false
      }
      return errorPath == path
    }
    let eighth = ImageError.tooLarge(
      path: path, width: 60_000, height: 60_000, pixelLimit: 32_000_000)
    #expect(
      eighth.reason == "too large: 60000×60000 pixels, more than the 32 megapixels it may decode")
  }

  @Test func heifWithoutAnImageIsDamaged() throws {
    let folder = try TestFolder()
    let heic = [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
    let path = try folder.write(heic, to: "IMG_0001.HEIC")
    #expect {
      try ImageDecoder.decode(path: path, maxSize: bound)
    } throws: { error in
      guard case .corrupt(path, .heif, let reason) = error as? ImageError else { return false }
      return !reason.isEmpty && !reason.contains("\n")
    }
  }

  @Test func libraryMessagesAreOneSentence() {
    #expect(
      ImageError.corrupt(path: "a.jpg", format: .jpeg, reason: "x").description
        == "a.jpg: damaged JPEG: x")
    #expect(
      DecoderMessageProbe.clean("tjDecompress2(): Corrupt JPEG data: premature end of data segment")
        == "premature end of data segment")
    #expect(DecoderMessageProbe.clean("Premature end of JPEG file") == "premature end of JPEG file")
    #expect(DecoderMessageProbe.clean("IDAT: CRC error") == "IDAT: CRC error")
    #expect(
      DecoderMessageProbe.clean("IDAT: IDAT: ADLER32 checksum mismatch")
        == "IDAT: ADLER32 checksum mismatch")
  }

  private static func offset(of tag: String, in bytes: [UInt8]) -> Int? {
    let needle = Array(tag.utf8)
    return bytes.indices.first { bytes[$0...].starts(with: needle) }
  }
}

/// The decoder's message cleaning, reached through a corrupt file's error (the type itself
/// is internal).
enum DecoderMessageProbe {
  static func clean(_ raw: String) -> String { ImageError.cleanedLibraryMessage(raw) }
}
