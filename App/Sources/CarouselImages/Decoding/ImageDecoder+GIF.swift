import CGIF

extension ImageDecoder {
  static let graphicsControlLabel = Int32(GRAPHICS_EXT_FUNC_CODE)
  /// The graphic control extension's flag bit saying its transparent index is in use.
  static let transparencyFlag: UInt8 = 1
  /// Interlaced GIFs store rows in four passes: every 8th row from 0, every 8th from 4,
  /// every 4th from 2, every 2nd from 1.
  private static let interlacePasses: [(start: Int, step: Int)] = [(0, 8), (4, 8), (2, 4), (1, 2)]

  /// Decodes GIF `bytes` (already read from `path`) to fit `maxSize`: the first frame on
  /// the logical screen (transparent outside it), shrunk with the area filter.
  ///
  /// giflib reads record by record and this stops after the first image, so a file with
  /// 100,000 frames costs what its first frame costs. The screen and the frame are checked
  /// against the pixel and memory limits before anything is allocated. A frame cut short
  /// gives the rows that arrived, with ``DecodedImage/damage`` set.
  func decodeGIF(
    _ bytes: [UInt8], path: String, maxSize: PixelSize, fit: DecodeFit = .within
  ) throws(ImageError)
    -> DecodedImage
  {
    try bytes.withUnsafeBufferPointer { buffer throws(ImageError) -> DecodedImage in
      var input = GIFInput(bytes: buffer)
      return try withUnsafeMutablePointer(to: &input) { input throws(ImageError) -> DecodedImage in
        var error: Int32 = 0
        guard let gif = DGifOpen(input, readGIFBytes, &error) else {
          throw .corrupt(path: path, format: .gif, reason: Self.gifReason(error))
        }
        defer { DGifCloseFile(gif, &error) }
        let image = try decodeFirstGIFFrame(gif, path: path)
        guard
          var fitted = AreaDownsampler.resampled(image, to: image.size.fitted(to: maxSize, fit))
        else { throw Self.outOfMemory(path) }
        // GIF has no colour profile: sRGB, converted only for a screen with its own profile.
        manageColour(of: &fitted, from: nil, path: path)
        return fitted
      }
    }
  }

  private func decodeFirstGIFFrame(_ gif: UnsafeMutablePointer<GifFileType>, path: String)
    throws(ImageError) -> DecodedImage
  {
    // A side of 0 is checked before it makes a size (which must be positive).
    guard gif.pointee.SWidth > 0, gif.pointee.SHeight > 0 else {
      throw .corrupt(path: path, format: .gif, reason: "the logical screen has no pixels")
    }
    let screen = PixelSize(width: Int(gif.pointee.SWidth), height: Int(gif.pointee.SHeight))
    try checkPixelBudget(screen, imageSize: screen, path: path)
    var transparentIndex: Int?
    while true {
      var type = UNDEFINED_RECORD_TYPE
      guard DGifGetRecordType(gif, &type) != GIF_ERROR else {
        throw .corrupt(path: path, format: .gif, reason: Self.gifReason(gif.pointee.Error))
      }
      switch type {
      case EXTENSION_RECORD_TYPE:
        var label: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(gif, &label, &block) != GIF_ERROR else {
          throw .corrupt(path: path, format: .gif, reason: Self.gifReason(gif.pointee.Error))
        }
        // block[0] is the block's length: flags, delay (2 bytes), transparent index.
        if label == Self.graphicsControlLabel, let block, block[0] >= 4 {
          transparentIndex = block[1] & Self.transparencyFlag != 0 ? Int(block[4]) : nil
        }
        while block != nil {
          guard DGifGetExtensionNext(gif, &block) != GIF_ERROR else {
            throw .corrupt(path: path, format: .gif, reason: Self.gifReason(gif.pointee.Error))
          }
        }
      case IMAGE_DESC_RECORD_TYPE:
        guard DGifGetImageDesc(gif) != GIF_ERROR else {
          throw .corrupt(path: path, format: .gif, reason: Self.gifReason(gif.pointee.Error))
        }
        return try paintGIFFrame(
          gif, screen: screen, transparentIndex: transparentIndex, path: path)
      case TERMINATE_RECORD_TYPE:
        throw .corrupt(path: path, format: .gif, reason: "the file holds no image")
      default:
        throw .corrupt(path: path, format: .gif, reason: "a record of unknown type")
      }
    }
  }

  /// Reads the frame whose descriptor was just read and paints it on a transparent screen.
  private func paintGIFFrame(
    _ gif: UnsafeMutablePointer<GifFileType>, screen: PixelSize, transparentIndex: Int?,
    path: String
  ) throws(ImageError) -> DecodedImage {
    let descriptor = gif.pointee.Image
    guard descriptor.Width > 0, descriptor.Height > 0 else {
      throw .corrupt(path: path, format: .gif, reason: "the first frame has no pixels")
    }
    let frame = PixelSize(width: Int(descriptor.Width), height: Int(descriptor.Height))
    try checkPixelBudget(frame, imageSize: screen, path: path)
    // The screen's ARGB32 pixels and one byte a pixel of colour indices for the frame.
    try checkDecodeMemory(
      screen.pixelCount * DecodedImage.bytesPerPixel + frame.pixelCount, size: screen, path: path)
    guard var image = DecodedImage.blank(screen) else { throw Self.outOfMemory(path) }
    image.damage = try paintGIFFrame(
      gif, onto: image, transparentIndex: transparentIndex, path: path)
    return image
  }

  /// Reads the frame whose descriptor was just read and paints its opaque pixels onto
  /// `canvas` (the logical screen; the part of the frame outside it is dropped).
  ///
  /// - Returns: Why the frame stopped part way (its rows that arrived are painted), or
  ///   `nil` when it is whole.
  /// - Throws: When no row arrived, the frame has no pixels or colours, or damaged frames
  ///   are refused.
  func paintGIFFrame(
    _ gif: UnsafeMutablePointer<GifFileType>, onto canvas: DecodedImage, transparentIndex: Int?,
    path: String
  ) throws(ImageError) -> String? {
    let descriptor = gif.pointee.Image
    guard descriptor.Width > 0, descriptor.Height > 0,
      Int(descriptor.Width) * Int(descriptor.Height) <= configuration.maxDecodedPixelCount
    else { throw .corrupt(path: path, format: .gif, reason: "a frame has no pixels or too many") }
    let frame = PixelSize(width: Int(descriptor.Width), height: Int(descriptor.Height))
    guard let colourMap = descriptor.ColorMap ?? gif.pointee.SColorMap,
      let colours = colourMap.pointee.Colors
    else { throw .corrupt(path: path, format: .gif, reason: "there is no colour table") }
    let colourCount = Int(colourMap.pointee.ColorCount)

    var indices = [GifByteType](repeating: 0, count: frame.pixelCount)
    var damage: String?
    let rowOrder: [Int] =
      descriptor.Interlace
      ? Self.interlacePasses.flatMap {
        Array(stride(from: $0.start, to: frame.height, by: $0.step))
      }
      : Array(0..<frame.height)
    var decodedRows = 0
    indices.withUnsafeMutableBufferPointer { buffer in
      for row in rowOrder {
        if DGifGetLine(gif, buffer.baseAddress! + row * frame.width, Int32(frame.width))
          == GIF_ERROR
        {
          damage = Self.gifReason(gif.pointee.Error)
          return
        }
        decodedRows += 1
      }
    }
    if let damage {
      if decodedRows == 0 || configuration.rejectsDamagedJPEG {
        throw .corrupt(path: path, format: .gif, reason: damage)
      }
    }

    let base = canvas.buffer.mutableBytes.baseAddress!
    let left = Int(descriptor.Left)
    let top = Int(descriptor.Top)
    // Only the rows that arrived: the rest stay as they were.
    for y in rowOrder.prefix(decodedRows) where top + y < canvas.height {
      let out = base + (top + y) * canvas.stride
      for x in 0..<frame.width where left + x < canvas.width {
        let index = Int(indices[y * frame.width + x])
        guard index != transparentIndex, index < colourCount else { continue }
        let colour = colours[index]
        let word =
          0xFF00_0000 | UInt32(colour.Red) << 16 | UInt32(colour.Green) << 8
          | UInt32(colour.Blue)
        out.storeBytes(
          of: word, toByteOffset: (left + x) * DecodedImage.bytesPerPixel, as: UInt32.self)
      }
    }
    return damage
  }

  /// giflib's sentence for an error code, lowered.
  static func gifReason(_ code: Int32) -> String {
    guard let text = GifErrorString(code) else { return "giflib error \(code)" }
    return DecoderMessage.clean(String(cString: text))
  }
}

/// The bytes giflib reads from, through ``readGIFBytes``.
struct GIFInput {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
}

/// giflib's input function: copies up to `length` bytes from the ``GIFInput`` in the file's
/// user data; fewer at the end (giflib then reports a read error).
func readGIFBytes(
  _ gif: UnsafeMutablePointer<GifFileType>?, _ out: UnsafeMutablePointer<GifByteType>?,
  _ length: Int32
) -> Int32 {
  guard let gif, let out, length > 0, let user = gif.pointee.UserData else { return 0 }
  let input = user.assumingMemoryBound(to: GIFInput.self)
  let count = min(Int(length), input.pointee.bytes.count - input.pointee.offset)
  guard count > 0, let base = input.pointee.bytes.baseAddress else { return 0 }
  out.update(from: base + input.pointee.offset, count: count)
  input.pointee.offset += count
  return Int32(count)
}
