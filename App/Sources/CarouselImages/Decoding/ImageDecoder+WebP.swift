import CWebP

extension ImageDecoder {
  /// Decodes WebP `bytes` (already read from `path`) to fit `maxSize`.
  ///
  /// libwebp scales while it decodes, so only the display-size pixels are allocated
  /// (premultiplied BGRA, Cairo's byte order on little-endian machines). Animated files
  /// show their first frame.
  func decodeWebP(
    _ bytes: [UInt8], path: String, maxSize: PixelSize, fit: DecodeFit = .within
  ) throws(ImageError)
    -> DecodedImage
  {
    var config = WebPDecoderConfig()
    guard WebPInitDecoderConfig(&config) != 0 else {
      throw .decoderFailure(path: path, reason: "libwebp is not the version this app was built for")
    }
    let featureStatus = bytes.withUnsafeBufferPointer {
      WebPGetFeatures($0.baseAddress, $0.count, &config.input)
    }
    guard featureStatus == VP8_STATUS_OK, config.input.width > 0, config.input.height > 0 else {
      throw .corrupt(path: path, format: .webp, reason: Self.webpReason(featureStatus))
    }
    let source = PixelSize(width: Int(config.input.width), height: Int(config.input.height))
    let target = source.fitted(to: maxSize, fit)
    try checkPixelBudget(target, imageSize: source, path: path)
    try checkDecodeMemory(
      target.pixelCount * DecodedImage.bytesPerPixel, size: source, path: path)
    guard var image = DecodedImage.blank(target) else { throw Self.outOfMemory(path) }

    if target != source {
      config.options.use_scaling = 1
      config.options.scaled_width = Int32(target.width)
      config.options.scaled_height = Int32(target.height)
    }
    config.options.use_threads = 0
    config.output.colorspace = 1.littleEndian == 1 ? MODE_bgrA : MODE_Argb
    config.output.is_external_memory = 1
    config.output.u.RGBA.rgba = image.buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
    config.output.u.RGBA.stride = Int32(image.stride)
    config.output.u.RGBA.size = image.byteCount
    let status = bytes.withUnsafeBufferPointer {
      WebPDecode($0.baseAddress, $0.count, &config)
    }
    WebPFreeDecBuffer(&config.output)
    guard status == VP8_STATUS_OK else {
      throw .corrupt(path: path, format: .webp, reason: Self.webpReason(status))
    }
    if config.input.has_alpha == 0 { Self.setOpaque(image) }
    manageColour(
      of: &image,
      from: .webp(bytes, byteLimit: configuration.maxColourProfileByteCount), path: path)
    return image
  }

  /// One sentence per libwebp status.
  static func webpReason(_ status: VP8StatusCode) -> String {
    switch status {
    case VP8_STATUS_NOT_ENOUGH_DATA: return "the file ends early"
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "it uses a feature libwebp cannot decode"
    case VP8_STATUS_OUT_OF_MEMORY: return "there is not enough memory to decode it"
    case VP8_STATUS_INVALID_PARAM: return "the decoder was given invalid parameters"
    default: return "the bitstream is invalid"
    }
  }

  /// Sets every alpha byte to 255 (libwebp leaves it undefined for opaque images in some
  /// versions; premultiplied ARGB32 needs it opaque).
  static func setOpaque(_ image: DecodedImage) {
    let opaque: UInt32 = 0xFF00_0000
    let words = image.buffer.mutableBytes.bindMemory(to: UInt32.self)
    for index in 0..<(image.byteCount / DecodedImage.bytesPerPixel) { words[index] |= opaque }
  }
}
