import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

@Suite struct ImageDecoderSizeTests {
  @Test(arguments: [
    // (stored, bounds, expected)
    (
      PixelSize(width: 640, height: 480), PixelSize(width: 320, height: 320),
      PixelSize(width: 320, height: 240)
    ),
    (
      PixelSize(width: 480, height: 640), PixelSize(width: 320, height: 320),
      PixelSize(width: 240, height: 320)
    ),
    (
      PixelSize(width: 1001, height: 333), PixelSize(width: 500, height: 500),
      PixelSize(width: 500, height: 166)
    ),
    (
      PixelSize(width: 100, height: 50), PixelSize(width: 1000, height: 1000),
      PixelSize(width: 100, height: 50)
    ),
    (
      PixelSize(width: 100, height: 50), PixelSize(width: 100, height: 50),
      PixelSize(width: 100, height: 50)
    ),
    (
      PixelSize(width: 300, height: 10), PixelSize(width: 20, height: 20),
      PixelSize(width: 20, height: 1)
    ),
  ])
  func jpegFitsBoundsKeepingAspect(stored: PixelSize, bounds: PixelSize, expected: PixelSize) throws
  {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.jpeg(width: stored.width, height: stored.height) { _, _ in .blue }, to: "a.jpg")
    let image = try ImageDecoder.decode(path: path, maxSize: bounds)
    #expect(image.size == expected)
    #expect(image.stride == expected.width * 4)
    #expect(image.byteCount == expected.pixelCount * 4)
  }

  @Test(arguments: [
    (
      PixelSize(width: 300, height: 100), PixelSize(width: 150, height: 150),
      PixelSize(width: 150, height: 50)
    ),
    (
      PixelSize(width: 37, height: 91), PixelSize(width: 1920, height: 1080),
      PixelSize(width: 37, height: 91)
    ),
    (
      PixelSize(width: 200, height: 200), PixelSize(width: 64, height: 48),
      PixelSize(width: 48, height: 48)
    ),
  ])
  func pngFitsBoundsKeepingAspect(stored: PixelSize, bounds: PixelSize, expected: PixelSize) throws
  {
    let folder = try TestFolder()
    let path = folder.file("a.png")
    try TestImages.writePNG(to: path, width: stored.width, height: stored.height) { _, _ in
      (.green, 255)
    }
    let image = try ImageDecoder.decode(path: path, maxSize: bounds)
    #expect(image.size == expected)
  }

  @Test func fittingNeverUpscales() {
    let size = PixelSize(width: 10, height: 5)
    #expect(size.fitting(within: PixelSize(width: 10_000, height: 10_000)) == size)
    #expect(
      size.fitting(within: PixelSize(width: 4, height: 100)) == PixelSize(width: 4, height: 2))
  }

  /// A 4000×3000 photo shown at 400×300 is decoded at 1/8 (500×375) and shrunk from there.
  /// The pixel budget proves the full image is never allocated: 187,500 pixels fit a
  /// 200,000 budget; 12,000,000 would not.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func bigJPEGIsDecodedWithDCTScaling() throws {
    let folder = try TestFolder()
    let bytes = try TestImages.jpeg(width: 4000, height: 3000, quality: 85) { x, _ in
      let level = UInt8(x * 255 / 3999)
      return RGB(red: level, green: level / 2, blue: 255 - level)
    }
    let path = try folder.write(bytes, to: "big.jpg")
    let budget = ImageDecoder(
      configuration: .init(
        maxDecodedPixelCount: 200_000, maxFileByteCount: 64 << 20, rejectsDamagedJPEG: true))

    let small = try budget.decode(path: path, maxSize: PixelSize(width: 400, height: 300))
    #expect(small.size == PixelSize(width: 400, height: 300))

    #expect(throws: ImageError.tooLarge(path: path, width: 4000, height: 3000, pixelLimit: 200_000))
    {
      try budget.decode(path: path, maxSize: PixelSize(width: 4000, height: 3000))
    }
    // 1/4 would give 1000×750 = 750,000 pixels: over the budget, reported with the photo's
    // own dimensions (what the person knows it by).
    #expect(throws: ImageError.tooLarge(path: path, width: 4000, height: 3000, pixelLimit: 200_000))
    {
      try budget.decode(path: path, maxSize: PixelSize(width: 1000, height: 750))
    }

    let full = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 4000, height: 3000))
    #expect(full.size == PixelSize(width: 4000, height: 3000))

    // The gradient survives scaling: left edge dark, right edge bright.
    #expect(small.rgb(x: 2, y: 150).red < 20)
    #expect(small.rgb(x: 397, y: 150).red > 235)
  }

  @Test func hugePNGIsRefusedFromItsHeaderBeforeAllocating() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.pngHeaderOnly(width: 100_000, height: 100_000), to: "huge.png")
    let limit = ImageDecoder.Configuration.default.maxDecodedPixelCount
    #expect(
      throws: ImageError.tooLarge(path: path, width: 100_000, height: 100_000, pixelLimit: limit)
    ) {
      try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 100, height: 100))
    }
  }

  @Test func fileOverTheByteLimitIsNotRead() throws {
    let folder = try TestFolder()
    let bytes = try TestImages.jpeg(width: 64, height: 64) { x, _ in x < 32 ? .red : .blue }
    let path = try folder.write(bytes, to: "a.jpg")
    let decoder = ImageDecoder(
      configuration: .init(
        maxDecodedPixelCount: 1 << 20, maxFileByteCount: 100, rejectsDamagedJPEG: true))
    #expect(throws: ImageError.fileTooLarge(path: path, byteCount: bytes.count, byteLimit: 100)) {
      try decoder.decode(path: path, maxSize: PixelSize(width: 64, height: 64))
    }
  }
}
