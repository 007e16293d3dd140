import CHEIF

extension ImageDecoder {
  /// Decodes HEIF `bytes` (already read from `path`; phones' HEVC `.heic` photos) to fit
  /// `maxSize`, upright.
  ///
  /// libheif decodes the primary image at full size with its rotation and mirroring
  /// applied, as interleaved RGBA (checked against the pixel and memory limits first, from
  /// the container's header); it is copied to premultiplied ARGB32 and shrunk with the area
  /// filter. The `colr` box (ICC profile or nclx code points) is honoured.
  func decodeHEIF(
    _ bytes: [UInt8], path: String, maxSize: PixelSize, fit: DecodeFit = .within
  ) throws(ImageError)
    -> DecodedImage
  {
    try Self.requireCodec(carousel_heif_load(), named: "libheif", path: path)
    guard let context = carousel_heif_context_alloc() else { throw Self.outOfMemory(path) }
    defer { carousel_heif_context_free(context) }
    let (image, colourSpace) = try bytes.withUnsafeBufferPointer {
      buffer throws(ImageError) -> (DecodedImage, EmbeddedColourSpace?) in
      var error = carousel_heif_context_read_from_memory_without_copy(
        context, buffer.baseAddress, buffer.count, nil)
      guard error.code == heif_error_Ok else {
        throw .corrupt(path: path, format: .heif, reason: Self.heifReason(error))
      }
      var handle: OpaquePointer?
      error = carousel_heif_context_get_primary_image_handle(context, &handle)
      guard error.code == heif_error_Ok, let handle else {
        throw .corrupt(path: path, format: .heif, reason: Self.heifReason(error))
      }
      defer { carousel_heif_image_handle_release(handle) }
      let width = Int(carousel_heif_image_handle_get_width(handle))
      let height = Int(carousel_heif_image_handle_get_height(handle))
      guard width > 0, height > 0 else {
        throw .corrupt(path: path, format: .heif, reason: "the image has no pixels")
      }
      let source = PixelSize(width: width, height: height)
      try checkPixelBudget(source, imageSize: source, path: path)
      // libheif's RGBA image and the HEVC decoder's YUV planes (4:4:4 at most, 8-bit: 3
      // bytes a pixel), then our ARGB32 copy.
      let planeBytes = 3
      try checkDecodeMemory(
        source.pixelCount * (2 * DecodedImage.bytesPerPixel + planeBytes), size: source,
        path: path)
      var decoded: OpaquePointer?
      error = carousel_heif_decode_image(
        handle, &decoded, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, nil)
      guard error.code == heif_error_Ok, let decoded else {
        throw .corrupt(path: path, format: .heif, reason: Self.heifReason(error))
      }
      defer { carousel_heif_image_release(decoded) }
      var stride: Int32 = 0
      guard
        let plane = carousel_heif_image_get_plane_readonly(
          decoded, heif_channel_interleaved, &stride),
        Int(carousel_heif_image_get_width(decoded, heif_channel_interleaved)) == width,
        Int(carousel_heif_image_get_height(decoded, heif_channel_interleaved)) == height,
        Int(stride) >= width * DecodedImage.bytesPerPixel
      else {
        throw .corrupt(path: path, format: .heif, reason: "the decoded image has no RGBA plane")
      }
      guard let image = DecodedImage.blank(source, zeroed: false) else {
        throw Self.outOfMemory(path)
      }
      Self.copyStraightRGBA(
        from: plane, stride: Int(stride), into: image,
        isPremultiplied: carousel_heif_image_handle_is_premultiplied_alpha(handle) != 0)
      return (
        image, Self.heifColourSpace(handle, byteLimit: configuration.maxColourProfileByteCount)
      )
    }
    guard
      var fitted = AreaDownsampler.resampled(
        image, to: image.size.fitted(to: maxSize, fit), keeping: fit == .filling ? maxSize : nil)
    else { throw Self.outOfMemory(path) }
    manageColour(of: &fitted, from: colourSpace, path: path)
    return fitted
  }

  /// The `colr` box of the primary image: its ICC profile, else its nclx code points, else
  /// `nil` (sRGB).
  private static func heifColourSpace(_ handle: OpaquePointer, byteLimit: Int)
    -> EmbeddedColourSpace?
  {
    let type = carousel_heif_image_handle_get_color_profile_type(handle)
    if type == heif_color_profile_type_prof || type == heif_color_profile_type_rICC {
      let size = carousel_heif_image_handle_get_raw_color_profile_size(handle)
      guard size <= byteLimit else {
        return .unusable(.tooLarge(byteCount: size, byteLimit: byteLimit))
      }
      var profile = [UInt8](repeating: 0, count: size)
      let error = carousel_heif_image_handle_get_raw_color_profile(handle, &profile)
      return error.code == heif_error_Ok ? .icc(profile) : .unusable(.malformed)
    }
    var nclx: UnsafeMutablePointer<heif_color_profile_nclx>?
    let error = carousel_heif_image_handle_get_nclx_color_profile(handle, &nclx)
    guard error.code == heif_error_Ok, let nclx else { return nil }
    defer { carousel_heif_nclx_color_profile_free(nclx) }
    return .cicp(
      primaries: Int(nclx.pointee.color_primaries.rawValue),
      transfer: Int(nclx.pointee.transfer_characteristics.rawValue))
  }

  /// Copies 8-bit R, G, B, A pixels (`stride` bytes a row) into `image` as premultiplied
  /// native-endian ARGB32 words, premultiplying unless `isPremultiplied`. `source` MAY be
  /// `image`'s own memory with the same stride (each pixel is read whole before its word
  /// is written; raw loads and stores, so the aliasing is allowed).
  static func copyStraightRGBA(
    from source: UnsafeRawPointer, stride: Int, into image: DecodedImage,
    isPremultiplied: Bool
  ) {
    let half: UInt32 = 127
    let maxChannel: UInt32 = 255
    let base = image.buffer.mutableBytes.baseAddress!
    for y in 0..<image.height {
      let row = source + y * stride
      let out = base + y * image.stride
      for x in 0..<image.width {
        let offset = x * DecodedImage.bytesPerPixel
        var red = UInt32(row.load(fromByteOffset: offset, as: UInt8.self))
        var green = UInt32(row.load(fromByteOffset: offset + 1, as: UInt8.self))
        var blue = UInt32(row.load(fromByteOffset: offset + 2, as: UInt8.self))
        let alpha = UInt32(row.load(fromByteOffset: offset + 3, as: UInt8.self))
        if alpha != maxChannel && !isPremultiplied {
          red = (red * alpha + half) / maxChannel
          green = (green * alpha + half) / maxChannel
          blue = (blue * alpha + half) / maxChannel
        }
        out.storeBytes(
          of: alpha << 24 | red << 16 | green << 8 | blue, toByteOffset: offset, as: UInt32.self)
      }
    }
  }

  /// libheif's own message ("Invalid input: No 'ftyp' box"), lowered.
  private static func heifReason(_ error: heif_error) -> String {
    guard let message = error.message else { return "libheif error \(error.code.rawValue)" }
    return DecoderMessage.clean(String(cString: message))
  }
}
