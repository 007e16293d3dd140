import CTurboJPEG

extension ImageDecoder {
  private static let maxChannel: UInt32 = 255
  /// Most pixels a JPEG's header may claim (before DCT scaling): 1 Gi, a 32,768² photo.
  /// Beyond it even the header-driven strip buffers of libjpeg-turbo are not worth it.
  static let largestSourcePixelCount = 1 << 30
  /// TurboJPEG output that matches Cairo's native-endian `0xAARRGGBB` words.
  private static let argb32PixelFormat = 1.littleEndian == 1 ? TJPF_BGRA : TJPF_ARGB

  /// Decodes JPEG `bytes` (already read from `path`) to fit `maxSize`, upright.
  func decodeJPEG(_ bytes: [UInt8], path: String, maxSize: PixelSize) throws(ImageError)
    -> DecodedImage
  {
    guard let handle = tjInitDecompress() else {
      throw .decoderFailure(path: path, reason: String(cString: tjGetErrorStr2(nil)))
    }
    defer { tjDestroy(handle) }

    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let headerStatus = bytes.withUnsafeBufferPointer { buffer in
      tjDecompressHeader3(
        handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling,
        &colorspace)
    }
    guard headerStatus == 0, width > 0, height > 0 else {
      throw .corrupt(path: path, format: .jpeg, reason: Self.message(handle))
    }

    let segments = JPEGSegments(bytes)
    let orientation = segments.orientation
    let source = PixelSize(width: Int(width), height: Int(height))
    try checkPixelBudget(
      segments.frame?.size ?? source, limit: Self.largestSourcePixelCount, path: path)
    // The display bounds, expressed in the stored (not yet turned) image's axes.
    let storedBounds = orientation.swapsWidthAndHeight ? maxSize.transposed : maxSize
    let target = source.fitting(within: storedBounds)
    let factor = JPEGScaleFactor.smallest(covering: target, from: source)
    let scaled = factor.scaled(source)
    try checkPixelBudget(scaled, path: path)
    let codecBytes = segments.frame?.codecByteCount ?? JPEGFrame.wholeImageCoefficientBytes(source)
    try checkDecodeMemory(
      scaled.pixelCount * DecodedImage.bytesPerPixel + codecBytes, size: source, path: path)

    let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
    let pixelFormat = isCMYK ? TJPF_CMYK : Self.argb32PixelFormat
    let stride = scaled.width * DecodedImage.bytesPerPixel
    var pixels = [UInt8](repeating: 0, count: stride * scaled.height)
    let status = bytes.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { destination in
        tjDecompress2(
          handle, source.baseAddress, UInt(source.count), destination.baseAddress,
          Int32(scaled.width), Int32(stride), Int32(scaled.height), Int32(pixelFormat.rawValue), 0)
      }
    }
    if status != 0 {
      let isWarning = tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue)
      if !isWarning || configuration.rejectsDamagedJPEG {
        throw .corrupt(path: path, format: .jpeg, reason: Self.message(handle))
      }
    }
    if isCMYK { Self.convertCMYKToARGB32(&pixels, inverted: segments.hasAdobeSegment) }

    let decoded = DecodedImage(
      width: scaled.width, height: scaled.height, stride: stride, pixels: pixels)
    return AreaDownsampler.resampled(decoded, to: target).oriented(orientation)
  }

  private static func message(_ handle: tjhandle) -> String {
    String(cString: tjGetErrorStr2(handle))
  }

  /// Converts 4-byte C, M, Y, K pixels in place to opaque ARGB32.
  ///
  /// Adobe applications write CMYK JPEGs inverted (255 = no ink) and mark them with an
  /// APP14 "Adobe" segment; browsers read every marked file that way, and so do we:
  /// `red = C·K / 255`. Unmarked files use plain ink values: `red = (255−C)(255−K) / 255`.
  private static func convertCMYKToARGB32(_ pixels: inout [UInt8], inverted: Bool) {
    let opaque: UInt32 = maxChannel << 24
    let half = maxChannel / 2
    let byteMask: UInt32 = 0xFF
    pixels.withUnsafeMutableBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { words in
        for index in words.indices {
          // Memory order C, M, Y, K: read little-endian so C is the low byte everywhere.
          let ink = UInt32(littleEndian: words[index])
          var cyan = ink & byteMask
          var magenta = ink >> 8 & byteMask
          var yellow = ink >> 16 & byteMask
          var black = ink >> 24
          if !inverted {
            cyan = maxChannel - cyan
            magenta = maxChannel - magenta
            yellow = maxChannel - yellow
            black = maxChannel - black
          }
          let red = (cyan * black + half) / maxChannel
          let green = (magenta * black + half) / maxChannel
          let blue = (yellow * black + half) / maxChannel
          words[index] = opaque | red << 16 | green << 8 | blue
        }
      }
    }
  }
}
