import CJXL

extension ImageDecoder {
  /// libjxl's EXIF orientations 5–8 swap width and height.
  private static let firstTransposingOrientation = 5

  /// Decodes JPEG XL `bytes` (already read from `path`) to fit `maxSize`, upright.
  ///
  /// libjxl decodes the first frame at full size with its orientation applied, as 8-bit
  /// RGBA straight into the image's pixel memory (checked against the limits first, from
  /// the basic info); it is premultiplied in place and shrunk with the area filter. Lossy
  /// (XYB) images are asked for in sRGB; others come in their own colour space, converted
  /// through the ICC profile libjxl gives for it.
  func decodeJXL(
    _ bytes: [UInt8], path: String, maxSize: PixelSize, fit: DecodeFit = .within
  ) throws(ImageError)
    -> DecodedImage
  {
    try Self.requireCodec(carousel_jxl_load(), named: "libjxl", path: path)
    guard let decoder = carousel_JxlDecoderCreate(nil) else { throw Self.outOfMemory(path) }
    defer { carousel_JxlDecoderDestroy(decoder) }
    let events =
      JXL_DEC_BASIC_INFO.rawValue | JXL_DEC_COLOR_ENCODING.rawValue
      | JXL_DEC_FULL_IMAGE.rawValue
    guard carousel_JxlDecoderSubscribeEvents(decoder, Int32(events)) == JXL_DEC_SUCCESS else {
      throw .decoderFailure(path: path, reason: "libjxl refused the decoder's settings")
    }
    var format = JxlPixelFormat(
      num_channels: 4, data_type: JXL_TYPE_UINT8, endianness: JXL_NATIVE_ENDIAN, align: 0)

    return try bytes.withUnsafeBufferPointer { buffer throws(ImageError) -> DecodedImage in
      carousel_JxlDecoderSetInput(decoder, buffer.baseAddress, buffer.count)
      carousel_JxlDecoderCloseInput(decoder)
      var image: DecodedImage?
      var colourSpace: EmbeddedColourSpace?
      while true {
        let status = carousel_JxlDecoderProcessInput(decoder)
        switch status {
        case JXL_DEC_ERROR:
          throw .corrupt(path: path, format: .jxl, reason: "the codestream is invalid")
        case JXL_DEC_NEED_MORE_INPUT:
          throw .corrupt(path: path, format: .jxl, reason: "the file ends early")
        case JXL_DEC_BASIC_INFO:
          var info = JxlBasicInfo()
          guard carousel_JxlDecoderGetBasicInfo(decoder, &info) == JXL_DEC_SUCCESS, info.xsize > 0,
            info.ysize > 0
          else { throw .corrupt(path: path, format: .jxl, reason: "the header is invalid") }
          let stored = PixelSize(width: Int(info.xsize), height: Int(info.ysize))
          let source =
            Int(info.orientation.rawValue) >= Self.firstTransposingOrientation
            ? stored.transposed : stored
          try checkPixelBudget(source, imageSize: source, path: path)
          // Our RGBA image and libjxl's own frame buffers (float planes: 3 × 4 bytes a pixel).
          let codecBytes = 12
          try checkDecodeMemory(
            source.pixelCount * (DecodedImage.bytesPerPixel + codecBytes), size: source,
            path: path)
          guard let blank = DecodedImage.blank(source, zeroed: false) else {
            throw Self.outOfMemory(path)
          }
          image = blank
        case JXL_DEC_COLOR_ENCODING:
          colourSpace = Self.jxlColourSpace(
            decoder, byteLimit: configuration.maxColourProfileByteCount)
        case JXL_DEC_NEED_IMAGE_OUT_BUFFER:
          guard let image else {
            throw .corrupt(path: path, format: .jxl, reason: "pixels came before the header")
          }
          var needed = 0
          guard carousel_JxlDecoderImageOutBufferSize(decoder, &format, &needed) == JXL_DEC_SUCCESS,
            needed == image.byteCount,
            carousel_JxlDecoderSetImageOutBuffer(
              decoder, &format, image.buffer.mutableBytes.baseAddress, needed) == JXL_DEC_SUCCESS
          else {
            throw .corrupt(path: path, format: .jxl, reason: "the frame does not fit the image")
          }
        case JXL_DEC_FULL_IMAGE, JXL_DEC_SUCCESS:
          // The first frame is complete: an animation shows it.
          guard let image else {
            throw .corrupt(path: path, format: .jxl, reason: "the file holds no frame")
          }
          Self.premultiplyRGBAInPlace(image)
          guard
            var fitted = AreaDownsampler.resampled(
              image, to: image.size.fitted(to: maxSize, fit))
          else { throw Self.outOfMemory(path) }
          manageColour(of: &fitted, from: colourSpace, path: path)
          return fitted
        default:
          continue
        }
      }
    }
  }

  /// The colour space libjxl will deliver pixels in: for lossy (XYB) images it is asked for
  /// sRGB (`nil`: nothing to convert); other images keep their own, as an ICC profile.
  private static func jxlColourSpace(_ decoder: OpaquePointer, byteLimit: Int)
    -> EmbeddedColourSpace?
  {
    var srgb = JxlColorEncoding()
    carousel_JxlColorEncodingSetToSRGB(&srgb, 0)
    _ = carousel_JxlDecoderSetPreferredColorProfile(decoder, &srgb)
    var encoding = JxlColorEncoding()
    if carousel_JxlDecoderGetColorAsEncodedProfile(decoder, nil, JXL_COLOR_PROFILE_TARGET_DATA, &encoding)
      == JXL_DEC_SUCCESS, encoding.color_space == JXL_COLOR_SPACE_RGB,
      encoding.white_point == JXL_WHITE_POINT_D65, encoding.primaries == JXL_PRIMARIES_SRGB,
      encoding.transfer_function == JXL_TRANSFER_FUNCTION_SRGB
    {
      return nil
    }
    var size = 0
    guard
      carousel_JxlDecoderGetICCProfileSize(decoder, nil, JXL_COLOR_PROFILE_TARGET_DATA, &size)
        == JXL_DEC_SUCCESS, size > 0
    else { return nil }
    guard size <= byteLimit else {
      return .unusable(.tooLarge(byteCount: size, byteLimit: byteLimit))
    }
    var profile = [UInt8](repeating: 0, count: size)
    guard
      carousel_JxlDecoderGetColorAsICCProfile(
        decoder, nil, JXL_COLOR_PROFILE_TARGET_DATA, &profile, size) == JXL_DEC_SUCCESS
    else { return .unusable(.malformed) }
    return .icc(profile)
  }

  /// Turns the straight R, G, B, A bytes of `image` into premultiplied native-endian
  /// ARGB32 words in place.
  static func premultiplyRGBAInPlace(_ image: DecodedImage) {
    copyStraightRGBA(
      from: image.buffer.bytes.baseAddress!, stride: image.stride, into: image,
      isPremultiplied: false)
  }
}
