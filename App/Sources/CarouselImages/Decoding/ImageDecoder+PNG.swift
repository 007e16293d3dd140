import CCairo

extension ImageDecoder {
  private static let pngSignatureLength = 8
  private static let chunkTypeLength = 4
  private static let chunkLengthFieldLength = 4
  private static let headerChunkType = Array("IHDR".utf8)
  private static let headerDataLength = 13
  private static let largestPNGDimension = Int(Int32.max)
  private static let opaqueAlpha: UInt32 = 0xFF00_0000

  /// Decodes PNG `bytes` (already read from `path`) to fit `maxSize`.
  func decodePNG(_ bytes: [UInt8], path: String, maxSize: PixelSize) throws(ImageError)
    -> DecodedImage
  {
    let headerSize = try Self.pngHeaderSize(bytes, path: path)
    try checkPixelBudget(headerSize, path: path)
    // Cairo's surface, then the packed ARGB32 copy of it.
    let copies = 2
    try checkDecodeMemory(
      headerSize.pixelCount * DecodedImage.bytesPerPixel * copies, size: headerSize, path: path)

    let reader = PNGStreamReader(bytes)
    let surface = reader.makeSurface()
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      // The size was checked against the pixel budget above, and Cairo 1.16 reports every
      // libpng error as NO_MEMORY, so a failure here means damaged data.
      let reason =
        reader.ranPastEnd
        ? "the file ends early"
        : PNGChunkDiagnosis.firstDamage(in: bytes)
          ?? "libpng rejected the image data"
      throw .corrupt(path: path, format: .png, reason: reason)
    }
    let image = Self.argb32Copy(of: surface)
    return AreaDownsampler.resampled(image, to: image.size.fitting(within: maxSize))
  }

  /// The width and height in the PNG's IHDR chunk, read before anything is allocated.
  private static func pngHeaderSize(_ bytes: [UInt8], path: String) throws(ImageError)
    -> PixelSize
  {
    let typeOffset = pngSignatureLength + chunkLengthFieldLength
    let widthOffset = typeOffset + chunkTypeLength
    let heightOffset = widthOffset + 4
    guard bytes.count >= heightOffset + 4,
      Array(bytes[typeOffset..<widthOffset]) == headerChunkType,
      bigEndian32(bytes, at: pngSignatureLength) == headerDataLength
    else {
      throw .corrupt(path: path, format: .png, reason: "missing IHDR header")
    }
    let width = bigEndian32(bytes, at: widthOffset)
    let height = bigEndian32(bytes, at: heightOffset)
    guard (1...largestPNGDimension).contains(width), (1...largestPNGDimension).contains(height)
    else {
      throw .corrupt(path: path, format: .png, reason: "invalid size \(width)×\(height)")
    }
    return PixelSize(width: width, height: height)
  }

  private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The surface's pixels as a tightly packed ARGB32 image.
  ///
  /// Cairo reads PNGs with alpha as ARGB32 and opaque ones as RGB24, whose top byte is
  /// unused: it is set to 0xFF here so the result is valid premultiplied ARGB32. Any other
  /// format is converted by painting it onto an ARGB32 surface.
  private static func argb32Copy(of surface: OpaquePointer) -> DecodedImage {
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
      let width = cairo_image_surface_get_width(surface)
      let height = cairo_image_surface_get_height(surface)
      let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
      defer { cairo_surface_destroy(converted) }
      let context = cairo_create(converted)
      cairo_set_source_surface(context, surface, 0, 0)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_paint(context)
      cairo_destroy(context)
      return argb32Copy(of: converted)
    }
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let sourceStride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    let stride = width * DecodedImage.bytesPerPixel
    var pixels = [UInt8](repeating: 0, count: stride * height)
    pixels.withUnsafeMutableBufferPointer { destination in
      for row in 0..<height {
        (destination.baseAddress! + row * stride).update(
          from: data + row * sourceStride, count: stride)
      }
      if format == CAIRO_FORMAT_RGB24 {
        destination.withMemoryRebound(to: UInt32.self) { words in
          for index in words.indices { words[index] |= opaqueAlpha }
        }
      }
    }
    return DecodedImage(width: width, height: height, stride: stride, pixels: pixels)
  }
}
