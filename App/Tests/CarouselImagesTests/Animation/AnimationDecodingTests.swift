import CAVIF
import CWebP
@_spi(CarouselHost) import CarouselCore
import CarouselImages
import Foundation
import Testing

/// Animated GIF, WebP and AVIF decode to every frame, composited, with their timing.
@Suite struct AnimationDecodingTests {
  static let bound = PixelSize(width: 64, height: 64)
  static let palette: [RGB] = [.red, .green, .blue, .white]

  /// The pixel of frame `frame` at `(x, y)`; `nil` for a transparent one.
  static func colour(_ animation: DecodedAnimation, frame: Int, x: Int, y: Int) -> RGB? {
    let word = animation.argb(frame: frame, x: x, y: y)
    guard word >> 24 != 0 else { return nil }
    return RGB(
      red: UInt8(word >> 16 & 0xFF), green: UInt8(word >> 8 & 0xFF), blue: UInt8(word & 0xFF))
  }

  /// Disposal: 1 leaves a frame, 2 clears its rectangle to transparent, 3 restores what
  /// was under it; a transparent index leaves the canvas showing through.
  @Test func gifFramesAreCompositedWithTheirDisposal() throws {
    let frames = [
      // Red over the whole screen, left in place.
      TestImages.GIFFrame(
        width: 4, height: 4, indices: Array(repeating: 0, count: 16), delay: 10, disposal: 1),
      // Green top-left 2×2, then cleared.
      TestImages.GIFFrame(
        width: 2, height: 2, indices: Array(repeating: 1, count: 4), delay: 20, disposal: 2),
      // Blue at (3, 3), then restored away.
      TestImages.GIFFrame(
        left: 3, top: 3, width: 1, height: 1, indices: [2], delay: 30, disposal: 3),
      // At (2, 0): a transparent pixel (index 3), then green.
      TestImages.GIFFrame(
        left: 2, top: 0, width: 2, height: 1, indices: [3, 1], delay: 0, transparentIndex: 3),
    ]
    let animation = try ImageDecoder().decodeAnimation(
      contents: TestImages.gif(width: 4, height: 4, palette: Self.palette, frames: frames),
      path: "a.gif", maxSize: Self.bound)
    #expect(animation.frameCount == 4)
    #expect(animation.frameSize == PixelSize(width: 4, height: 4))
    #expect(animation.timing.delays == [100, 200, 300, 100])
    #expect(animation.timing.plays == 1)
    func row(_ frame: Int, _ y: Int) -> [RGB?] {
      (0..<4).map { Self.colour(animation, frame: frame, x: $0, y: y) }
    }
    let red = RGB.red
    #expect(row(0, 0) == [red, red, red, red])
    #expect(row(1, 0) == [.green, .green, red, red])
    #expect(row(1, 3) == [red, red, red, red])
    // Frame 1's rectangle was cleared; frame 2 adds blue.
    #expect(row(2, 0) == [nil, nil, red, red])
    #expect(row(2, 3) == [red, red, red, .blue])
    // Blue restored away; the transparent pixel shows red beneath.
    #expect(row(3, 0) == [nil, nil, red, .green])
    #expect(row(3, 3) == [red, red, red, red])
    #expect(animation.frames.damage == nil)
  }

  /// NETSCAPE2.0: none plays once, 0 for ever, n plays n + 1 times (as browsers count).
  @Test func gifLoopCountsBecomePlays() throws {
    let frames = [0, 1].map {
      TestImages.GIFFrame(width: 2, height: 2, indices: Array(repeating: UInt8($0), count: 4))
    }
    for (loops, plays) in [(nil, 1), (0, nil), (3, 4)] as [(Int?, Int?)] {
      let bytes = try TestImages.gif(
        width: 2, height: 2, palette: Self.palette, frames: frames, loops: loops)
      let animation = try ImageDecoder().decodeAnimation(
        contents: bytes, path: "l.gif", maxSize: Self.bound)
      #expect(animation.timing.plays == plays, "loops \(String(describing: loops))")
    }
  }

  /// A still GIF, a JPEG or PNG: nothing to play.
  @Test func aStillImageDoesNotPlay() throws {
    let still = try TestImages.gif(
      width: 2, height: 2, palette: Self.palette,
      frames: [TestImages.GIFFrame(width: 2, height: 2, indices: [0, 1, 2, 3])])
    #expect(throws: AnimationRefusal.still) {
      try ImageDecoder().decodeAnimation(contents: still, path: "s.gif", maxSize: Self.bound)
    }
    #expect(throws: AnimationRefusal.still) {
      try ImageDecoder().decodeAnimation(
        contents: TestImages.webp(width: 4, height: 4) { _, _ in .red }, path: "s.webp",
        maxSize: Self.bound)
    }
  }

  /// Frames larger than the display are scaled to it; frames that would hold more than the
  /// animation byte budget are all shrunk until they fit.
  @Test func framesAreScaledToTheDisplayAndTheBudget() throws {
    let frames = (0..<4).map {
      TestImages.GIFFrame(
        width: 40, height: 20, indices: Array(repeating: UInt8($0), count: 800))
    }
    let bytes = try TestImages.gif(width: 40, height: 20, palette: Self.palette, frames: frames)
    let fitted = try ImageDecoder().decodeAnimation(
      contents: bytes, path: "f.gif", maxSize: PixelSize(width: 20, height: 20))
    #expect(fitted.frameSize == PixelSize(width: 20, height: 10))
    #expect(Self.colour(fitted, frame: 2, x: 5, y: 5) == .blue)
    var configuration = ImageDecoder.Configuration.default
    // 4 frames of 20 × 10 need 3,200 bytes; half of that: each side × √½.
    configuration.maxAnimationByteCount = 1_600
    let shrunk = try ImageDecoder(configuration: configuration).decodeAnimation(
      contents: bytes, path: "f.gif", maxSize: PixelSize(width: 20, height: 20))
    #expect(shrunk.frameSize == PixelSize(width: 14, height: 7))
    #expect(shrunk.byteCount <= 1_600)
  }

  /// A GIF cut in the middle of its third frame plays the frames that arrived, the last
  /// one in part, marked damaged.
  @Test func aTruncatedGIFPlaysTheFramesThatArrived() throws {
    let frames = (0..<4).map {
      TestImages.GIFFrame(
        width: 16, height: 16, indices: (0..<256).map { UInt8(($0 / 7 + $0) % 3) }, delay: 5 + $0)
    }
    let bytes = try TestImages.gif(width: 16, height: 16, palette: Self.palette, frames: frames)
    let whole = try ImageDecoder().decodeAnimation(
      contents: bytes, path: "w.gif", maxSize: Self.bound)
    #expect(whole.frameCount == 4)
    // The last frame's image data: cut halfway through the file's last quarter.
    let cut = Array(bytes.prefix(bytes.count - (bytes.count / 4) / 2))
    let animation = try ImageDecoder().decodeAnimation(
      contents: cut, path: "cut.gif", maxSize: Self.bound)
    #expect((2...4).contains(animation.frameCount))
    #expect(animation.frames.damage != nil)
    #expect(animation.timing.delays == Array([50, 60, 70, 80].prefix(animation.frameCount)))
  }

  /// 100,000 frames, or frames × pixels past the limit, are refused from the records
  /// before any pixel is decoded; 1 ms delays play at 100 ms.
  @Test func animationsPastTheLimitsAreRefusedWithOneLine() throws {
    let tiny = TestImages.GIFFrame(width: 1, height: 1, indices: [0], delay: 0)
    let many = try TestImages.gif(
      width: 1, height: 1, palette: Self.palette,
      frames: Array(repeating: tiny, count: CarouselLimits.maxAnimationFrames + 1))
    do {
      _ = try ImageDecoder().decodeAnimation(contents: many, path: "many.gif", maxSize: Self.bound)
      Issue.record("decoded an animation past the frame limit")
    } catch {
      guard case .overLimit(_, let count, 1, 1, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(count > CarouselLimits.maxAnimationFrames)
      #expect(error.description.hasPrefix("many.gif: an animation of"))
      #expect(error.description.hasSuffix("shown still"))
      #expect(!error.description.contains("\n"))
    }
    // 9 frames on a 4000 × 4000 screen: 1.44 × 10^8 canvas pixels > 2^27.
    let heavy = try TestImages.gif(
      width: 4_000, height: 4_000, palette: Self.palette, frames: Array(repeating: tiny, count: 9))
    #expect {
      try ImageDecoder().decodeAnimation(contents: heavy, path: "heavy.gif", maxSize: Self.bound)
    } throws: { error in
      guard case .overLimit(_, 9, 4_000, 4_000, let limit) = error as? AnimationRefusal else {
        return false
      }
      return limit.contains("pixels")
    }
    // 1 ms frames (stored as 0 hundredths) play at 100 ms.
    let fast = try TestImages.gif(
      width: 1, height: 1, palette: Self.palette, frames: Array(repeating: tiny, count: 50))
    let animation = try ImageDecoder().decodeAnimation(
      contents: fast, path: "fast.gif", maxSize: Self.bound)
    #expect(animation.timing.delays == Array(repeating: 100, count: 50))
  }

  /// An animated WebP (libwebp's animation encoder): every frame, its timing and loop count.
  @Test func webpAnimationsDecodeEveryFrame() throws {
    let bytes = try Self.animatedWebP(
      colours: [.red, .green, .blue], endTimes: [50, 120, 300], loops: 2)
    let animation = try ImageDecoder().decodeAnimation(
      contents: bytes, path: "a.webp", maxSize: Self.bound)
    #expect(animation.frameCount == 3)
    #expect(animation.timing.delays == [50, 70, 180])
    #expect(animation.timing.plays == 2)
    for (frame, colour) in [RGB.red, .green, .blue].enumerated() {
      #expect(Self.colour(animation, frame: frame, x: 3, y: 3) == colour)
    }
  }

  /// An AVIF image sequence (libavif's encoder): every frame and its duration.
  @Test func avifSequencesDecodeEveryFrame() throws {
    let bytes = try Self.avifSequence(colours: [.red, .blue], milliseconds: [40, 250])
    let animation = try ImageDecoder().decodeAnimation(
      contents: bytes, path: "a.avif", maxSize: Self.bound)
    #expect(animation.frameCount == 2)
    #expect(animation.timing.delays == [40, 250])
    for (frame, colour) in [RGB.red, .blue].enumerated() {
      let actual = try #require(Self.colour(animation, frame: frame, x: 2, y: 2))
      #expect(actual.isClose(to: colour, tolerance: 2), "\(actual)")
    }
  }

  // MARK: - Fixtures

  /// An 8 × 8 lossless animated WebP: one solid frame per colour, ending at `endTimes` ms.
  static func animatedWebP(colours: [RGB], endTimes: [Int], loops: Int) throws -> [UInt8] {
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0 else {
      throw Failure(description: "WebPAnimEncoderOptionsInit")
    }
    options.anim_params.loop_count = Int32(loops)
    options.allow_mixed = 0
    guard let encoder = WebPAnimEncoderNew(8, 8, &options) else {
      throw Failure(description: "WebPAnimEncoderNew")
    }
    defer { WebPAnimEncoderDelete(encoder) }
    var start = 0
    for (colour, end) in zip(colours, endTimes) {
      var config = WebPConfig()
      guard WebPConfigInit(&config) != 0 else { throw Failure(description: "WebPConfigInit") }
      config.lossless = 1
      var picture = WebPPicture()
      guard WebPPictureInit(&picture) != 0 else { throw Failure(description: "WebPPictureInit") }
      picture.width = 8
      picture.height = 8
      picture.use_argb = 1
      guard WebPPictureAlloc(&picture) != 0 else { throw Failure(description: "WebPPictureAlloc") }
      defer { WebPPictureFree(&picture) }
      let word =
        0xFF00_0000 | UInt32(colour.red) << 16 | UInt32(colour.green) << 8 | UInt32(colour.blue)
      for index in 0..<64 { picture.argb[index] = word }
      guard WebPAnimEncoderAdd(encoder, &picture, Int32(start), &config) != 0 else {
        throw Failure(description: "WebPAnimEncoderAdd")
      }
      start = end
    }
    guard WebPAnimEncoderAdd(encoder, nil, Int32(start), nil) != 0 else {
      throw Failure(description: "WebPAnimEncoderAdd (end)")
    }
    var data = WebPData()
    guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
      throw Failure(description: "WebPAnimEncoderAssemble")
    }
    defer { WebPFree(UnsafeMutableRawPointer(mutating: data.bytes)) }
    return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
  }

  /// A 4 × 4 AVIF sequence (lossless 4:4:4): one frame per colour, lasting `milliseconds`.
  static func avifSequence(colours: [RGB], milliseconds: [Int]) throws -> [UInt8] {
    guard let encoder = avifEncoderCreate() else { throw Failure(description: "avifEncoder") }
    defer { avifEncoderDestroy(encoder) }
    encoder.pointee.speed = 10
    encoder.pointee.minQuantizer = 0
    encoder.pointee.maxQuantizer = 0
    encoder.pointee.timescale = 1_000
    for (colour, duration) in zip(colours, milliseconds) {
      guard let image = avifImageCreate(4, 4, 8, AVIF_PIXEL_FORMAT_YUV444) else {
        throw Failure(description: "avifImageCreate")
      }
      defer { avifImageDestroy(image) }
      image.pointee.matrixCoefficients = avifMatrixCoefficients(AVIF_MATRIX_COEFFICIENTS_IDENTITY)
      image.pointee.yuvRange = avifRange(AVIF_RANGE_FULL.rawValue)
      var rgb = avifRGBImage()
      avifRGBImageSetDefaults(&rgb, image)
      rgb.format = AVIF_RGB_FORMAT_RGB
      var pixels = [UInt8](repeating: 0, count: 48)
      for index in 0..<16 {
        pixels[index * 3] = colour.red
        pixels[index * 3 + 1] = colour.green
        pixels[index * 3 + 2] = colour.blue
      }
      rgb.rowBytes = 12
      let converted = pixels.withUnsafeMutableBufferPointer { buffer in
        rgb.pixels = buffer.baseAddress
        return avifImageRGBToYUV(image, &rgb)
      }
      guard converted == AVIF_RESULT_OK,
        avifEncoderAddImage(encoder, image, UInt64(duration), avifAddImageFlags(0))
          == AVIF_RESULT_OK
      else { throw Failure(description: "avifEncoderAddImage") }
    }
    var output = avifRWData()
    defer { avifRWDataFree(&output) }
    guard avifEncoderFinish(encoder, &output) == AVIF_RESULT_OK else {
      throw Failure(description: "avifEncoderFinish")
    }
    return Array(UnsafeBufferPointer(start: output.data, count: output.size))
  }

  struct Failure: Error, CustomStringConvertible { let description: String }
}
