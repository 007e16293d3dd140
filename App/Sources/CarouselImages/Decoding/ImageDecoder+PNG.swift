import CPNGDecode

extension ImageDecoder {
  private static let messageCapacity = 256

  /// Decodes PNG `bytes` (already read from `path`) to fit `maxSize`.
  ///
  /// libpng decodes progressively at full size (PNG has no scaled decode), then the area
  /// filter shrinks the result. A file cut short, or damaged part way, gives the rows
  /// decoded before the damage with ``DecodedImage/damage`` set (unless
  /// ``Configuration/rejectsDamagedJPEG``, which covers every format's partial images).
  func decodePNG(
    _ bytes: [UInt8], path: String, maxSize: PixelSize, fit: DecodeFit = .within
  ) throws(ImageError)
    -> DecodedImage
  {
    var message = [CChar](repeating: 0, count: Self.messageCapacity)
    var width: UInt32 = 0
    var height: UInt32 = 0
    let headerStatus = bytes.withUnsafeBufferPointer {
      carousel_png_read_size($0.baseAddress, $0.count, &width, &height, &message, message.count)
    }
    guard headerStatus == 0 else {
      throw .corrupt(path: path, format: .png, reason: Self.text(message))
    }
    let source = PixelSize(width: Int(width), height: Int(height))
    try checkPixelBudget(source, imageSize: source, path: path)
    // The full-size image libpng fills (its row buffers are one row).
    try checkDecodeMemory(
      source.pixelCount * DecodedImage.bytesPerPixel, size: source, path: path)
    guard var image = DecodedImage.blank(source) else { throw Self.outOfMemory(path) }

    var rows: UInt32 = 0
    let status = bytes.withUnsafeBufferPointer {
      carousel_png_decode(
        $0.baseAddress, $0.count, image.buffer.baseAddress.assumingMemoryBound(to: UInt8.self),
        image.stride, width, height, &rows, &message, message.count)
    }
    switch status {
    case CAROUSEL_PNG_COMPLETE: break
    case CAROUSEL_PNG_PARTIAL where !configuration.rejectsDamagedJPEG:
      image.damage = Self.text(message)
    default:
      throw .corrupt(path: path, format: .png, reason: Self.text(message))
    }
    guard
      var fitted = AreaDownsampler.resampled(
        image, to: source.fitted(to: maxSize, fit), keeping: fit == .filling ? maxSize : nil)
    else { throw Self.outOfMemory(path) }
    manageColour(
      of: &fitted,
      from: .png(bytes, byteLimit: configuration.maxColourProfileByteCount), path: path)
    return fitted
  }

  private static func text(_ message: [CChar]) -> String {
    let length = message.firstIndex(of: 0) ?? message.count
    return DecoderMessage.clean(
      String(decoding: message[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }
}
