import CTurboJPEG
import Foundation
import Testing

@testable import CarouselImages

/// A display decode reads a JPEG row by row through the area filter and never holds the
/// DCT-scaled picture: it gives exactly what TurboJPEG's whole decode at the same scale,
/// shrunk by the area filter (and cropped, for a fill), gives. Baseline and progressive,
/// 4:2:0 and 4:4:4, grey, a file cut short.
@Suite struct JPEGRowsTests {
  static let width = 997
  static let height = 701

  static func paint(_ x: Int, _ y: Int) -> RGB {
    RGB(red: UInt8((x * 7 + y) % 256), green: UInt8((y * 3) % 256), blue: UInt8((x ^ y) % 256))
  }

  static func files() -> [(String, () throws -> [UInt8])] {
    [
      ("baseline 4:4:4", { try TestImages.jpeg(width: width, height: height, paint) }),
      (
        "progressive 4:2:0",
        {
          try TestImages.jpeg(
            width: width, height: height, subsampling: TJSAMP_420, progressive: true, paint)
        }
      ),
      (
        "grey",
        { try TestImages.grayJPEG(width: width, height: height) { x, y in UInt8((x + y) % 256) } }
      ),
      (
        "cut short",
        {
          let whole = try TestImages.jpeg(
            width: width, height: height, subsampling: TJSAMP_420, paint)
          return Array(whole.prefix(whole.count * 3 / 5))
        }
      ),
    ]
  }

  /// (bounds, fit): a shrink, a fill cutting rows, a fill cutting columns, a fill with an
  /// odd overhang, a DCT scale that is the output already, and the full size.
  static let requests: [(PixelSize, DecodeFit)] = [
    (PixelSize(width: 300, height: 200), .within),
    (PixelSize(width: 300, height: 120), .filling),
    (PixelSize(width: 90, height: 160), .filling),
    (PixelSize(width: 157, height: 61), .filling),
    (PixelSize(width: 125, height: 88), .within),
    (PixelSize(width: 997, height: 701), .within),
  ]

  @Test func aStreamedDecodeIsTheWholeDecodeShrunk() throws {
    let decoder = ImageDecoder()
    for (name, make) in Self.files() {
      let bytes = try make()
      for (bounds, fit) in Self.requests {
        let streamed = try decoder.decodeJPEG(bytes, path: "a.jpg", maxSize: bounds, fit: fit)
        let expected = try Self.wholeDecodeShrunk(bytes, bounds: bounds, fit: fit)
        #expect(streamed == expected, "\(name) at \(bounds) \(fit)")
        #expect(streamed.damage == (name == "cut short" ? "premature end of JPEG file" : nil))
      }
    }
  }

  /// Decoding a file reads a JPEG as its rows are decoded (after its first 64 KB) and
  /// gives exactly what decoding its bytes in memory gives, both passes; so does a JPEG
  /// whose segments before the image data outgrow the first 64 KB (read whole).
  @Test func aFileReadAsItDecodesIsItsBytesDecoded() throws {
    let folder = try TestFolder()
    var files = try Self.files().map { ($0.0, try $0.1()) }
    let big = try TestImages.jpeg(width: 640, height: 480, Self.paint)
    // An APP13 segment of 65,000 bytes, twice, right after the start of image.
    let app13 = [0xFF, 0xED, 0xFD, 0xEA] + [UInt8](repeating: 0x20, count: 65_000)
    files.append(("segments past 64 KB", Array(big[0..<2]) + app13 + app13 + big[2...]))
    let decoder = ImageDecoder()
    for (name, bytes) in files {
      #expect(bytes.count > JPEGSegments.exifSearchLength, "\(name) is read from the file")
      let path = try folder.write(bytes, to: "\(name).jpg")
      for (bounds, fit) in Self.requests {
        let fromFile = try decoder.decode(path: path, size: bounds, fit: fit)
        let fromBytes = try decoder.decode(contents: bytes, path: path, maxSize: bounds, fit: fit)
        #expect(fromFile == fromBytes, "\(name) at \(bounds) \(fit)")
      }
      let preview = try decoder.decodePreview(
        path: path, maxSize: PixelSize(width: 100, height: 100))
      #expect(
        preview
          == (try decoder.decodePreview(
            contents: bytes, path: path, maxSize: PixelSize(width: 100, height: 100))),
        "\(name)'s preview")
    }
  }

  /// A file is read up to its size when it was opened: one that grew since (here: a
  /// smaller size told) decodes as its bytes up to that size do, cut short.
  @Test func aFileIsReadNoFurtherThanItsSizeWhenOpened() throws {
    let folder = try TestFolder()
    let bytes = try TestImages.jpeg(width: Self.width, height: Self.height, Self.paint)
    let path = try folder.write(bytes, to: "grown.jpg")
    let opened = bytes.count * 2 / 3
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let decoder = ImageDecoder()
    let bounds = PixelSize(width: 300, height: 200)
    let fromFile = try decoder.decode(
      file: descriptor, byteCount: opened, path: path, size: bounds, pass: .display)
    let cut = try decoder.decode(contents: Array(bytes[..<opened]), path: path, maxSize: bounds)
    #expect(fromFile == cut)
    #expect(fromFile.damage == "premature end of JPEG file")
  }

  /// A preview is the 1/8 decode itself, as TurboJPEG makes it.
  @Test func aPreviewIsTheEighthScaleDecode() throws {
    let bytes = try TestImages.jpeg(
      width: Self.width, height: Self.height, subsampling: TJSAMP_420, Self.paint)
    let preview = try ImageDecoder().decodeJPEG(
      bytes, path: "a.jpg", maxSize: PixelSize(width: 300, height: 300), pass: .preview)
    let eighth = JPEGScaleFactor(numerator: 1, denominator: 8)
    #expect(preview == (try Self.turboDecode(bytes, at: eighth)))
    #expect(preview.size == PixelSize(width: 125, height: 88))
  }

  /// libjpeg-turbo's scale factors, in lowest terms, smallest first.
  @Test func theScaleFactorsAreTheEighths() {
    #expect(
      JPEGScaleFactor.available.map(\.description)
        == ["1/8", "1/4", "3/8", "1/2", "5/8", "3/4", "7/8", "1/1"])
  }

  /// A header that is not a JPEG's is a clear error, not a crash.
  @Test func aDamagedHeaderIsCorrupt() {
    #expect(throws: ImageError.self) {
      try ImageDecoder().decodeJPEG(
        [0xFF, 0xD8, 0xFF, 0xC0, 0, 3, 1], path: "a.jpg", maxSize: PixelSize(width: 10, height: 10))
    }
  }

  /// TurboJPEG's whole decode at the display decode's scale, then the area filter.
  static func wholeDecodeShrunk(
    _ bytes: [UInt8], bounds: PixelSize, fit: DecodeFit
  ) throws -> DecodedImage {
    let source = PixelSize(width: width, height: height)
    let target = source.fitted(to: bounds, fit)
    let factor = JPEGScaleFactor.smallest(covering: target, from: source)
    var whole = try turboDecode(bytes, at: factor)
    whole = try #require(
      AreaDownsampler.resampled(whole, to: target, keeping: fit == .filling ? bounds : nil))
    return whole
  }

  static func turboDecode(_ bytes: [UInt8], at factor: JPEGScaleFactor) throws -> DecodedImage {
    let handle = try #require(tjInitDecompress())
    defer { tjDestroy(handle) }
    let scaled = factor.scaled(PixelSize(width: width, height: height))
    var image = try #require(DecodedImage.blank(scaled))
    let status = tjDecompress2(
      handle, bytes, UInt(bytes.count),
      image.buffer.baseAddress.assumingMemoryBound(to: UInt8.self),
      Int32(scaled.width), Int32(image.stride), Int32(scaled.height), Int32(TJPF_BGRA.rawValue), 0)
    if status != 0 { image.damage = DecoderMessage.clean(tjGetErrorStr2(handle)) }
    return image
  }
}
