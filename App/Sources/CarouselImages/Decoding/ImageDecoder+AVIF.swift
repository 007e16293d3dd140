import CAVIF

extension ImageDecoder {
  /// Decodes AVIF `bytes` (already read from `path`) to fit `maxSize`.
  ///
  /// AV1 has no scaled decode: the primary image is converted to premultiplied BGRA at full
  /// size (checked against the pixel limit first, from the container's header), then
  /// shrunk with the area filter.
  func decodeAVIF(
    _ bytes: [UInt8], path: String, maxSize: PixelSize, fit: DecodeFit = .within
  ) throws(ImageError)
    -> DecodedImage
  {
    try Self.requireCodec(carousel_avif_load(), named: "libavif", path: path)
    guard let decoder = carousel_avifDecoderCreate() else { throw Self.outOfMemory(path) }
    defer { carousel_avifDecoderDestroy(decoder) }
    decoder.pointee.maxThreads = 1
    decoder.pointee.ignoreExif = AVIF_TRUE
    decoder.pointee.ignoreXMP = AVIF_TRUE

    let (image, colourSpace) = try bytes.withUnsafeBufferPointer {
      buffer throws(ImageError) -> (DecodedImage, EmbeddedColourSpace) in
      var result = carousel_avifDecoderSetIOMemory(decoder, buffer.baseAddress, buffer.count)
      if result == AVIF_RESULT_OK { result = carousel_avifDecoderParse(decoder) }
      guard result == AVIF_RESULT_OK, let header = decoder.pointee.image else {
        throw .corrupt(path: path, format: .avif, reason: Self.avifReason(result))
      }
      let width = Int(header.pointee.width)
      let height = Int(header.pointee.height)
      guard width > 0, height > 0 else {
        throw .corrupt(path: path, format: .avif, reason: "the image has no pixels")
      }
      let source = PixelSize(width: width, height: height)
      try checkPixelBudget(source, imageSize: source, path: path)
      // The full-size BGRA image, and libavif's YUV planes of the same size (8-bit 4:4:4
      // at most: 3 bytes a pixel).
      let planeBytes = 3
      try checkDecodeMemory(
        source.pixelCount * (DecodedImage.bytesPerPixel + planeBytes), size: source, path: path)
      result = carousel_avifDecoderNextImage(decoder)
      guard result == AVIF_RESULT_OK, let frame = decoder.pointee.image else {
        throw .corrupt(path: path, format: .avif, reason: Self.avifReason(result))
      }
      guard let image = DecodedImage.blank(source) else { throw Self.outOfMemory(path) }
      var rgb = avifRGBImage()
      carousel_avifRGBImageSetDefaults(&rgb, frame)
      rgb.depth = 8
      rgb.format = 1.littleEndian == 1 ? AVIF_RGB_FORMAT_BGRA : AVIF_RGB_FORMAT_ARGB
      rgb.alphaPremultiplied = AVIF_TRUE
      rgb.pixels = image.buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
      rgb.rowBytes = UInt32(image.stride)
      let converted = carousel_avifImageYUVToRGB(frame, &rgb)
      guard converted == AVIF_RESULT_OK else {
        throw .corrupt(path: path, format: .avif, reason: Self.avifReason(converted))
      }
      if frame.pointee.alphaPlane == nil { Self.setOpaque(image) }
      return (
        image,
        Self.avifColourSpace(frame.pointee, byteLimit: configuration.maxColourProfileByteCount)
      )
    }
    guard
      var fitted = AreaDownsampler.resampled(
        image, to: image.size.fitted(to: maxSize, fit), keeping: fit == .filling ? maxSize : nil)
    else { throw Self.outOfMemory(path) }
    manageColour(of: &fitted, from: colourSpace, path: path)
    return fitted
  }

  /// The colour space of a decoded AVIF frame: its `colr` ICC profile if it has one, else
  /// its nclx code points (libavif reports "unspecified" when there is no `colr` box).
  static func avifColourSpace(_ frame: avifImage, byteLimit: Int) -> EmbeddedColourSpace {
    if frame.icc.size > 0, let data = frame.icc.data {
      guard frame.icc.size <= byteLimit else {
        return .unusable(.tooLarge(byteCount: frame.icc.size, byteLimit: byteLimit))
      }
      return .icc(Array(UnsafeBufferPointer(start: data, count: frame.icc.size)))
    }
    return .cicp(
      primaries: Int(frame.colorPrimaries), transfer: Int(frame.transferCharacteristics))
  }

  /// libavif's own text for `result` ("Truncated data", "BMFF parsing failed"), lowered.
  static func avifReason(_ result: avifResult) -> String {
    DecoderMessage.clean(String(cString: carousel_avifResultToString(result)))
  }
}
