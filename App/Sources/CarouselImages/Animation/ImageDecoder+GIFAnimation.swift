import CGIF
@_spi(CarouselHost) import CarouselCore

#if canImport(Glibc)
  import Glibc
#endif

extension ImageDecoder {
  /// What a graphic control extension says about the frame after it.
  struct GIFFrameControl: Equatable {
    /// 0–1: leave the frame; 2: clear its rectangle to transparent; 3: restore what was
    /// under it (4–7 are taken as 0, as browsers do).
    var disposal = 0
    /// Milliseconds (the file stores hundredths of a second).
    var delay = 0
    var transparentIndex: Int?
  }

  /// The records of a GIF, read without decoding its pixels.
  struct GIFOutline {
    var screen: PixelSize
    var frames: [GIFFrameControl] = []
    /// Times the frames play (`nil`: for ever): no NETSCAPE2.0 loop extension plays once,
    /// a loop count of 0 for ever, `n` plays `n + 1` times (as browsers count).
    var plays: Int? = 1
    /// The file ends (or breaks) before its terminator.
    var isCut = false
  }

  private static let applicationLabel = Int32(APPLICATION_EXT_FUNC_CODE)

  /// Decodes every frame of the animated GIF `bytes` (read from `path`), composited on its
  /// logical screen with each frame's disposal and scaled to fit `maxSize`, shrunk further
  /// when all of them would not fit ``Configuration/maxAnimationByteCount``.
  ///
  /// Two passes: the first reads the records without decompressing any pixels (so the
  /// frame count is known, and refused past the limits, before anything is allocated), the
  /// second decodes. A file cut short plays the frames that arrived, the last one in part,
  /// with ``DecodedImage/damage`` set.
  ///
  /// - Throws: ``AnimationRefusal/still`` for one frame, ``AnimationRefusal/overLimit`` past
  ///   ``CarouselLimits/maxAnimationFrames`` or ``CarouselLimits/maxAnimationFramePixels``.
  func decodeGIFAnimation(_ bytes: [UInt8], path: String, maxSize: PixelSize)
    throws(AnimationRefusal) -> DecodedAnimation
  {
    let outline = try Self.withGIF(bytes, path: path) { gif throws(AnimationRefusal) in
      try outlineGIF(gif, path: path)
    }
    let frames = outline.frames.count
    guard frames >= 2 else { throw .still }
    let target = try animationSize(
      canvas: outline.screen, frames: frames, maxSize: maxSize, path: path)
    return try Self.withGIF(bytes, path: path) { gif throws(AnimationRefusal) in
      try compositeGIF(gif, outline: outline, target: target, path: path)
    }
  }

  /// The display size of each frame of an animation of `frames` frames on a `canvas`, after
  /// checking the limits: fitted to `maxSize`, then shrunk (keeping the aspect ratio) until
  /// every frame fits ``Configuration/maxAnimationByteCount``.
  func animationSize(canvas: PixelSize, frames: Int, maxSize: PixelSize, path: String)
    throws(AnimationRefusal) -> PixelSize
  {
    let canvasPixels = canvas.pixelCount.multipliedReportingOverflow(by: frames)
    if frames > CarouselLimits.maxAnimationFrames {
      throw .overLimit(
        path: path, frames: frames, width: canvas.width, height: canvas.height,
        limit: "\(CarouselLimits.maxAnimationFrames) frames")
    }
    if canvasPixels.overflow || canvasPixels.partialValue > CarouselLimits.maxAnimationFramePixels
      || canvas.pixelCount > configuration.maxDecodedPixelCount
    {
      throw .overLimit(
        path: path, frames: frames, width: canvas.width, height: canvas.height,
        limit: "\(CarouselLimits.maxAnimationFramePixels) pixels over all frames")
    }
    var target = canvas.fitting(within: maxSize)
    let bytes = target.pixelCount * DecodedImage.bytesPerPixel * frames
    if bytes > configuration.maxAnimationByteCount {
      let shrink = (Double(configuration.maxAnimationByteCount) / Double(bytes)).squareRoot()
      target = PixelSize(
        width: max(1, Int(Double(target.width) * shrink)),
        height: max(1, Int(Double(target.height) * shrink)))
    }
    return target
  }

  /// Opens `bytes` with giflib for `body`.
  private static func withGIF<T>(
    _ bytes: [UInt8], path: String,
    _ body: (UnsafeMutablePointer<GifFileType>) throws(AnimationRefusal) -> T
  ) throws(AnimationRefusal) -> T {
    try bytes.withUnsafeBufferPointer { buffer throws(AnimationRefusal) -> T in
      var input = GIFInput(bytes: buffer)
      return try withUnsafeMutablePointer(to: &input) { input throws(AnimationRefusal) -> T in
        var error: Int32 = 0
        guard let gif = DGifOpen(input, readGIFBytes, &error) else {
          throw .failed(.corrupt(path: path, format: .gif, reason: gifReason(error)))
        }
        defer { DGifCloseFile(gif, &error) }
        return try body(gif)
      }
    }
  }

  /// Reads every record, skipping the pixel data; stops past the frame limit.
  private func outlineGIF(_ gif: UnsafeMutablePointer<GifFileType>, path: String)
    throws(AnimationRefusal) -> GIFOutline
  {
    guard gif.pointee.SWidth > 0, gif.pointee.SHeight > 0 else { throw .still }
    let screen = PixelSize(width: Int(gif.pointee.SWidth), height: Int(gif.pointee.SHeight))
    var outline = GIFOutline(screen: screen)
    var control = GIFFrameControl()
    while outline.frames.count <= CarouselLimits.maxAnimationFrames {
      var type = UNDEFINED_RECORD_TYPE
      guard DGifGetRecordType(gif, &type) != GIF_ERROR else {
        outline.isCut = true
        break
      }
      switch type {
      case EXTENSION_RECORD_TYPE:
        guard readExtension(gif, control: &control, plays: &outline.plays) else {
          outline.isCut = true
          return outline
        }
      case IMAGE_DESC_RECORD_TYPE:
        guard DGifGetImageDesc(gif) != GIF_ERROR else {
          outline.isCut = true
          return outline
        }
        outline.frames.append(control)
        control = GIFFrameControl()
        // The pixel data's blocks, still compressed.
        var codeSize: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetCode(gif, &codeSize, &block) != GIF_ERROR else {
          outline.isCut = true
          return outline
        }
        while block != nil {
          guard DGifGetCodeNext(gif, &block) != GIF_ERROR else {
            outline.isCut = true
            return outline
          }
        }
        // giflib keeps every image's descriptor (SavedImages): a hostile file's 100,000
        // frames would each cost one. Only the count is needed.
        Self.forgetSavedImages(gif)
      case TERMINATE_RECORD_TYPE:
        return outline
      default:
        outline.isCut = true
        return outline
      }
    }
    return outline
  }

  /// giflib's DGifGetImageDesc appends each frame's descriptor and colour map to
  /// SavedImages; the readers here need only the current one.
  private static func forgetSavedImages(_ gif: UnsafeMutablePointer<GifFileType>) {
    guard gif.pointee.ImageCount > 0, let saved = gif.pointee.SavedImages else { return }
    for index in 0..<Int(gif.pointee.ImageCount) {
      if let map = saved[index].ImageDesc.ColorMap {
        GifFreeMapObject(map)
        saved[index].ImageDesc.ColorMap = nil
      }
    }
    free(saved)
    gif.pointee.SavedImages = nil
    gif.pointee.ImageCount = 0
  }

  /// Reads one extension record: a graphic control extension sets `control`; NETSCAPE2.0
  /// sets `plays`. Returns `false` when the file breaks.
  private func readExtension(
    _ gif: UnsafeMutablePointer<GifFileType>, control: inout GIFFrameControl, plays: inout Int?
  ) -> Bool {
    var label: Int32 = 0
    var block: UnsafeMutablePointer<GifByteType>?
    guard DGifGetExtension(gif, &label, &block) != GIF_ERROR else { return false }
    var isLoop = false
    // block[0] is the block's length.
    if label == Self.graphicsControlLabel, let block, block[0] >= 4 {
      let disposal = Int(block[1] >> 2 & 7)
      control.disposal = disposal <= 3 ? disposal : 0
      control.delay = (Int(block[2]) | Int(block[3]) << 8) * 10
      control.transparentIndex =
        block[1] & Self.transparencyFlag != 0 ? Int(block[4]) : nil
    } else if label == Self.applicationLabel, let block, block[0] == 11 {
      isLoop =
        Array(UnsafeBufferPointer(start: block + 1, count: 11)) == Array("NETSCAPE2.0".utf8)
        || Array(UnsafeBufferPointer(start: block + 1, count: 11)) == Array("ANIMEXTS1.0".utf8)
    }
    while true {
      guard DGifGetExtensionNext(gif, &block) != GIF_ERROR else { return false }
      guard let data = block else { return true }
      if isLoop, data[0] >= 3, data[1] == 1 {
        let count = Int(data[2]) | Int(data[3]) << 8
        plays = count == 0 ? nil : count + 1
        isLoop = false
      }
    }
  }

  /// The second pass: decodes and composites each frame of `outline`.
  private func compositeGIF(
    _ gif: UnsafeMutablePointer<GifFileType>, outline: GIFOutline, target: PixelSize,
    path: String
  ) throws(AnimationRefusal) -> DecodedAnimation {
    let screen = outline.screen
    let frameCount = outline.frames.count
    let screenBytes = screen.pixelCount * DecodedImage.bytesPerPixel
    let outputBytes = target.pixelCount * DecodedImage.bytesPerPixel * frameCount
    // The canvas, the copy a "restore previous" frame needs, the stacked frames.
    do throws(ImageError) {
      try checkDecodeMemory(2 * screenBytes + outputBytes, size: screen, path: path)
    } catch {
      throw .failed(error)
    }
    guard let canvas = DecodedImage.blank(screen),
      var stacked = DecodedImage.blank(
        PixelSize(width: target.width, height: target.height * frameCount))
    else { throw .failed(Self.outOfMemory(path)) }
    var saved: DecodedImage?
    var frame = 0
    var damage: String?
    var control = GIFFrameControl()
    var ignoredPlays: Int? = nil
    reading: while frame < frameCount {
      var type = UNDEFINED_RECORD_TYPE
      guard DGifGetRecordType(gif, &type) != GIF_ERROR else {
        damage = Self.gifReason(gif.pointee.Error)
        break
      }
      switch type {
      case EXTENSION_RECORD_TYPE:
        guard readExtension(gif, control: &control, plays: &ignoredPlays) else {
          damage = Self.gifReason(gif.pointee.Error)
          break reading
        }
      case IMAGE_DESC_RECORD_TYPE:
        guard DGifGetImageDesc(gif) != GIF_ERROR else {
          damage = Self.gifReason(gif.pointee.Error)
          break reading
        }
        let descriptor = gif.pointee.Image
        let rectangle = (
          left: Int(descriptor.Left), top: Int(descriptor.Top), width: Int(descriptor.Width),
          height: Int(descriptor.Height)
        )
        if control.disposal == 3 {
          saved = saved ?? DecodedImage.blank(screen, zeroed: false)
          if let saved {
            saved.buffer.mutableBytes.baseAddress!.copyMemory(
              from: canvas.buffer.baseAddress, byteCount: screenBytes)
          }
        }
        do throws(ImageError) {
          damage = try paintGIFFrame(
            gif, onto: canvas, transparentIndex: control.transparentIndex, path: path)
        } catch {
          // Nothing of this frame arrived: the frames before it play.
          damage = error.reason
          break reading
        }
        Self.forgetSavedImages(gif)
        guard store(canvas, in: stacked, frame: frame, target: target) else {
          throw .failed(Self.outOfMemory(path))
        }
        frame += 1
        if damage != nil { break reading }
        switch control.disposal {
        case 2:
          Self.clear(
            canvas, left: rectangle.left, top: rectangle.top,
            width: rectangle.width, height: rectangle.height)
        case 3:
          if let saved {
            canvas.buffer.mutableBytes.baseAddress!.copyMemory(
              from: saved.buffer.baseAddress, byteCount: screenBytes)
          }
        default: break
        }
        control = GIFFrameControl()
      default:
        damage = "the file ends before its last frame"
        break reading
      }
    }
    if outline.isCut && damage == nil { damage = "the file ends before its last frame" }
    guard frame >= 2 else {
      if frame == 0 {
        throw .failed(.corrupt(path: path, format: .gif, reason: damage ?? "no frame arrived"))
      }
      throw .still
    }
    if frame < frameCount {
      stacked = DecodedImage(
        width: stacked.width, height: target.height * frame, stride: stacked.stride,
        buffer: stacked.buffer)
    }
    stacked.damage = damage
    // GIF has no colour profile: sRGB, converted only for a screen with a profile of its own.
    manageColour(of: &stacked, from: nil, path: path)
    let timing = AnimationTiming(
      delays: outline.frames.prefix(frame).map(\.delay), plays: outline.plays)
    return DecodedAnimation(frames: stacked, frameHeight: target.height, timing: timing)
  }

  /// Scales `canvas` to `target` into frame `frame` of `stacked`; `false` without memory.
  func store(_ canvas: DecodedImage, in stacked: DecodedImage, frame: Int, target: PixelSize)
    -> Bool
  {
    guard let scaled = AreaDownsampler.resampled(canvas, to: target) else { return false }
    let out = stacked.buffer.mutableBytes.baseAddress! + frame * target.height * stacked.stride
    let rowBytes = target.width * DecodedImage.bytesPerPixel
    for row in 0..<target.height {
      (out + row * stacked.stride).copyMemory(
        from: scaled.buffer.baseAddress + row * scaled.stride, byteCount: rowBytes)
    }
    return true
  }

  /// Makes a rectangle of `canvas` (clipped to it) transparent.
  static func clear(_ canvas: DecodedImage, left: Int, top: Int, width: Int, height: Int) {
    let x0 = max(0, left)
    let x1 = min(canvas.width, left + width)
    let y0 = max(0, top)
    let y1 = min(canvas.height, top + height)
    guard x0 < x1, y0 < y1 else { return }
    let base = canvas.buffer.mutableBytes.baseAddress!
    for y in y0..<y1 {
      (base + y * canvas.stride + x0 * DecodedImage.bytesPerPixel).initializeMemory(
        as: UInt8.self, repeating: 0, count: (x1 - x0) * DecodedImage.bytesPerPixel)
    }
  }
}
