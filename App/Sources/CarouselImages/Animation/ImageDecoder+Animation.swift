import CAVIF
import CWebP
@_spi(CarouselHost) import CarouselCore

extension ImageDecoder {
  /// Decodes every frame of the animated image `bytes` (read from `path`) for display at
  /// `maxSize`: GIF (giflib, composited here), WebP (libwebp's animation decoder) and AVIF
  /// image sequences (libavif), each frame composited on the canvas and scaled to one size.
  ///
  /// Bounded before anything large is allocated: at most
  /// ``CarouselLimits/maxAnimationFrames`` frames and
  /// ``CarouselLimits/maxAnimationFramePixels`` canvas pixels over all frames, and the
  /// frames shrunk to fit ``Configuration/maxAnimationByteCount``.
  ///
  /// - Throws: ``AnimationRefusal/still`` for a still image or another format,
  ///   ``AnimationRefusal/overLimit`` past the limits, ``AnimationRefusal/failed`` when the
  ///   file cannot be read as an animation.
  public func decodeAnimation(contents bytes: [UInt8], path: String, maxSize: PixelSize)
    throws(AnimationRefusal) -> DecodedAnimation
  {
    guard maxSize.width > 0, maxSize.height > 0 else { throw .still }
    switch ImageSignature.format(of: bytes) {
    case .gif: return try decodeGIFAnimation(bytes, path: path, maxSize: maxSize)
    case .webp: return try decodeWebPAnimation(bytes, path: path, maxSize: maxSize)
    case .avif: return try decodeAVIFAnimation(bytes, path: path, maxSize: maxSize)
    default: throw .still
    }
  }

  /// ``decodeAnimation(contents:path:maxSize:)`` of the file at `path`.
  public func decodeAnimation(path: String, maxSize: PixelSize) throws(AnimationRefusal)
    -> DecodedAnimation
  {
    let bytes: [UInt8]
    do throws(ImageError) {
      bytes = try ImageFileReader.contents(of: path, byteLimit: configuration.maxFileByteCount)
    } catch {
      throw .failed(error)
    }
    return try decodeAnimation(contents: bytes, path: path, maxSize: maxSize)
  }

  private func decodeWebPAnimation(_ bytes: [UInt8], path: String, maxSize: PixelSize)
    throws(AnimationRefusal) -> DecodedAnimation
  {
    var features = WebPBitstreamFeatures()
    let status = bytes.withUnsafeBufferPointer {
      WebPGetFeatures($0.baseAddress, $0.count, &features)
    }
    guard status == VP8_STATUS_OK, features.has_animation != 0 else { throw .still }
    guard features.width > 0, features.height > 0 else { throw .still }
    let canvas = PixelSize(width: Int(features.width), height: Int(features.height))
    // libwebp holds the canvas and the previous frame: check the canvas before it does.
    guard canvas.pixelCount <= configuration.maxDecodedPixelCount else {
      throw .failed(
        .tooLarge(
          path: path, width: canvas.width, height: canvas.height,
          pixelLimit: configuration.maxDecodedPixelCount))
    }
    return try bytes.withUnsafeBufferPointer { buffer throws(AnimationRefusal) in
      var options = WebPAnimDecoderOptions()
      guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw .still }
      options.color_mode = 1.littleEndian == 1 ? MODE_bgrA : MODE_Argb
      options.use_threads = 0
      var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      guard let decoder = WebPAnimDecoderNew(&data, &options) else {
        throw .failed(.corrupt(path: path, format: .webp, reason: "the animation is damaged"))
      }
      defer { WebPAnimDecoderDelete(decoder) }
      var info = WebPAnimInfo()
      guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw .still }
      let frameCount = Int(info.frame_count)
      guard frameCount >= 2 else { throw .still }
      let target = try animationSize(
        canvas: canvas, frames: frameCount, maxSize: maxSize, path: path)
      let canvasBytes = canvas.pixelCount * DecodedImage.bytesPerPixel
      do throws(ImageError) {
        try checkDecodeMemory(
          3 * canvasBytes + target.pixelCount * DecodedImage.bytesPerPixel * frameCount,
          size: canvas, path: path)
      } catch {
        throw .failed(error)
      }
      guard let frameImage = DecodedImage.blank(canvas, zeroed: false),
        var stacked = DecodedImage.blank(
          PixelSize(width: target.width, height: target.height * frameCount))
      else { throw .failed(Self.outOfMemory(path)) }
      var delays: [Int] = []
      var previousEnd: Int32 = 0
      while delays.count < frameCount, WebPAnimDecoderHasMoreFrames(decoder) != 0 {
        var pixels: UnsafeMutablePointer<UInt8>?
        var end: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &pixels, &end) != 0, let pixels else { break }
        frameImage.buffer.mutableBytes.baseAddress!.copyMemory(from: pixels, byteCount: canvasBytes)
        guard store(frameImage, in: stacked, frame: delays.count, target: target) else {
          throw .failed(Self.outOfMemory(path))
        }
        delays.append(Int(end) - Int(previousEnd))
        previousEnd = end
      }
      guard delays.count >= 2 else { throw .still }
      if delays.count < frameCount {
        stacked = DecodedImage(
          width: stacked.width, height: target.height * delays.count, stride: stacked.stride,
          buffer: stacked.buffer, damage: "the file ends before its last frame")
      }
      manageColour(
        of: &stacked,
        from: .webp(bytes, byteLimit: configuration.maxColourProfileByteCount), path: path)
      let plays = info.loop_count == 0 ? nil : Int(info.loop_count)
      return DecodedAnimation(
        frames: stacked, frameHeight: target.height,
        timing: AnimationTiming(delays: delays, plays: plays))
    }
  }

  private func decodeAVIFAnimation(_ bytes: [UInt8], path: String, maxSize: PixelSize)
    throws(AnimationRefusal) -> DecodedAnimation
  {
    do throws(ImageError) {
      try Self.requireCodec(carousel_avif_load(), named: "libavif", path: path)
    } catch {
      throw .failed(error)
    }
    guard let decoder = carousel_avifDecoderCreate() else { throw .failed(Self.outOfMemory(path)) }
    defer { carousel_avifDecoderDestroy(decoder) }
    decoder.pointee.maxThreads = 1
    decoder.pointee.ignoreExif = AVIF_TRUE
    decoder.pointee.ignoreXMP = AVIF_TRUE
    return try bytes.withUnsafeBufferPointer { buffer throws(AnimationRefusal) in
      var result = carousel_avifDecoderSetIOMemory(decoder, buffer.baseAddress, buffer.count)
      if result == AVIF_RESULT_OK { result = carousel_avifDecoderParse(decoder) }
      guard result == AVIF_RESULT_OK, let header = decoder.pointee.image else {
        throw .failed(.corrupt(path: path, format: .avif, reason: Self.avifReason(result)))
      }
      let frameCount = Int(decoder.pointee.imageCount)
      guard frameCount >= 2 else { throw .still }
      guard header.pointee.width > 0, header.pointee.height > 0 else { throw .still }
      let canvas = PixelSize(width: Int(header.pointee.width), height: Int(header.pointee.height))
      let target = try animationSize(
        canvas: canvas, frames: frameCount, maxSize: maxSize, path: path)
      let canvasBytes = canvas.pixelCount * DecodedImage.bytesPerPixel
      do throws(ImageError) {
        // The BGRA frame, libavif's YUV planes (3 bytes a pixel at most), the stacked frames.
        try checkDecodeMemory(
          canvasBytes + canvas.pixelCount * 3 + target.pixelCount * DecodedImage.bytesPerPixel
            * frameCount, size: canvas, path: path)
      } catch {
        throw .failed(error)
      }
      guard let frameImage = DecodedImage.blank(canvas, zeroed: false),
        var stacked = DecodedImage.blank(
          PixelSize(width: target.width, height: target.height * frameCount))
      else { throw .failed(Self.outOfMemory(path)) }
      var delays: [Int] = []
      var colourSpace: EmbeddedColourSpace?
      while delays.count < frameCount {
        guard carousel_avifDecoderNextImage(decoder) == AVIF_RESULT_OK, let frame = decoder.pointee.image,
          Int(frame.pointee.width) == canvas.width, Int(frame.pointee.height) == canvas.height
        else { break }
        var rgb = avifRGBImage()
        carousel_avifRGBImageSetDefaults(&rgb, frame)
        rgb.depth = 8
        rgb.format = 1.littleEndian == 1 ? AVIF_RGB_FORMAT_BGRA : AVIF_RGB_FORMAT_ARGB
        rgb.alphaPremultiplied = AVIF_TRUE
        rgb.pixels = frameImage.buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
        rgb.rowBytes = UInt32(frameImage.stride)
        guard carousel_avifImageYUVToRGB(frame, &rgb) == AVIF_RESULT_OK else { break }
        if frame.pointee.alphaPlane == nil { Self.setOpaque(frameImage) }
        if colourSpace == nil {
          colourSpace = Self.avifColourSpace(
            frame.pointee, byteLimit: configuration.maxColourProfileByteCount)
        }
        guard store(frameImage, in: stacked, frame: delays.count, target: target) else {
          throw .failed(Self.outOfMemory(path))
        }
        let seconds = decoder.pointee.imageTiming.duration
        delays.append(Int(clamping: seconds * 1_000, rounding: .toNearestOrEven, to: 0...(1 << 40)))
      }
      guard delays.count >= 2 else { throw .still }
      if delays.count < frameCount {
        stacked = DecodedImage(
          width: stacked.width, height: target.height * delays.count, stride: stacked.stride,
          buffer: stacked.buffer, damage: "the file ends before its last frame")
      }
      manageColour(of: &stacked, from: colourSpace, path: path)
      // This libavif does not read a sequence's repetition count: it plays for ever.
      return DecodedAnimation(
        frames: stacked, frameHeight: target.height,
        timing: AnimationTiming(delays: delays, plays: nil))
    }
  }
}

extension ImageDecoder {
  /// Whether the file at `path` is of a format that may animate (GIF, WebP, AVIF), from its
  /// first bytes: a JPEG or PNG is never handed to an animation decode. `false` for a file
  /// that cannot be read.
  public static func mayAnimate(path: String) -> Bool {
    guard
      let prefix = try? ImageFileReader.contents(
        of: path, byteLimit: Configuration.default.maxFileByteCount,
        prefixLength: ImageSignature.sniffLength)
    else { return false }
    switch ImageSignature.format(of: prefix) {
    case .gif, .webp, .avif: return true
    default: return false
    }
  }
}
