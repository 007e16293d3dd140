import CJPEGDecode

extension ImageDecoder {
  private static let maxChannel: UInt32 = 255
  /// Most pixels a JPEG's header may claim (before DCT scaling): 1 Gi, a 32,768² photo.
  /// Beyond it even the header-driven strip buffers of libjpeg-turbo are not worth it.
  static let largestSourcePixelCount = 1 << 30

  /// How a JPEG is decoded.
  enum JPEGPass {
    /// Sharp at the display size: the smallest DCT scale that covers it, then an area
    /// filter down to exactly the display size.
    case display
    /// As fast as possible: the smallest DCT scale (1/8), then the area filter down to the
    /// bounds if it is still larger (a 12 MP photo's 500×375 to 320×240: a preview is held
    /// for each of the 17 photos around the current one). For the first pass shown while
    /// the display decode runs.
    case preview
  }

  /// Decodes JPEG `bytes` (already read from `path`) to fit `maxSize`, upright.
  ///
  /// A file cut short decodes to what arrived (the rest grey) with ``DecodedImage/damage``
  /// set, unless ``Configuration/rejectsDamagedJPEG``.
  func decodeJPEG(
    _ bytes: [UInt8], path: String, maxSize: PixelSize, fit: DecodeFit = .within,
    pass: JPEGPass = .display
  ) throws(ImageError) -> DecodedImage {
    try bytes.withUnsafeBufferPointer { buffer throws(ImageError) in
      var rows = try JPEGRows(buffer, path: path)
      return try decodeJPEG(
        &rows, header: bytes, segments: JPEGSegments(bytes), path: path, maxSize: maxSize,
        fit: fit, pass: pass)
    }
  }

  /// Decodes the JPEG in the open file `descriptor` of `byteCount` bytes as
  /// ``decodeJPEG(_:path:maxSize:fit:pass:)`` decodes its bytes, reading it as the rows are
  /// decoded: `prefix` holds the file's first bytes, whose `segments` reach the first scan
  /// (everything before the image data).
  func decodeJPEG(
    file descriptor: Int32, byteCount: Int, prefix: [UInt8], segments: JPEGSegments,
    path: String, maxSize: PixelSize, fit: DecodeFit = .within, pass: JPEGPass = .display
  ) throws(ImageError) -> DecodedImage {
    precondition(segments.reachesScan, "the prefix must hold every segment before the scan")
    return try prefix.withUnsafeBufferPointer { buffer throws(ImageError) in
      var rows = try JPEGRows(file: descriptor, byteCount: byteCount, prefix: buffer, path: path)
      return try decodeJPEG(
        &rows, header: prefix, segments: segments, path: path, maxSize: maxSize, fit: fit,
        pass: pass)
    }
  }

  /// The decode of both: `header` holds (at least) the file's segments before the scan.
  private func decodeJPEG(
    _ rows: inout JPEGRows, header bytes: [UInt8], segments: JPEGSegments, path: String,
    maxSize: PixelSize, fit: DecodeFit, pass: JPEGPass
  ) throws(ImageError) -> DecodedImage {
    let orientation = segments.orientation
    let source = rows.size
    try checkPixelBudget(
      segments.frame?.size ?? source, limit: Self.largestSourcePixelCount, path: path)
    // The display bounds, expressed in the stored (not yet turned) image's axes.
    let storedBounds = orientation.swapsWidthAndHeight ? maxSize.transposed : maxSize
    let factor =
      pass == .preview
      ? JPEGScaleFactor.available.first ?? .one
      : JPEGScaleFactor.smallest(covering: source.fitted(to: storedBounds, fit), from: source)
    let scaled = factor.scaled(source)
    var target = source.fitted(to: storedBounds, fit)
    // A preview whose 1/8 is smaller than the bounds stays that size (a display decode's
    // scale always covers its target).
    if scaled.width < target.width || scaled.height < target.height { target = scaled }
    // A fill is cropped as it is shrunk (centred, so the same cut in the stored axes).
    let kept = fit == .filling ? storedBounds : nil
    try checkPixelBudget(scaled, imageSize: source, path: path)
    // A decode streams its rows through the area filter and never holds the scaled
    // picture, unless that already is the output. Ink is converted whole (its colour
    // transform needs every channel), then shrunk.
    let streams =
      !rows.isInk
      && (scaled != target || AreaDownsampler.outputSize(target, keeping: kept) != target)
    let heldPixels =
      streams
      ? AreaDownsampler.outputSize(target, keeping: kept).pixelCount
        + scaled.width * JPEGRows.rowsPerBatch
      : scaled.pixelCount
    let codecBytes =
      segments.frame?.codecByteCount ?? JPEGFrame.wholeImageCoefficientBytes(source)
    try checkDecodeMemory(
      heldPixels * DecodedImage.bytesPerPixel + codecBytes, size: source, path: path)

    let decodedSize = try rows.start(at: factor)
    var filtered: DecodedImage
    if streams {
      guard
        let shrunk = try AreaDownsampler.resampled(
          from: decodedSize, to: target, keeping: kept,
          rows: { index throws(ImageError) in
            try rows.row(index)
          })
      else { throw Self.outOfMemory(path) }
      filtered = shrunk
    } else {
      guard let decoded = DecodedImage.blank(decodedSize, zeroed: false) else {
        throw Self.outOfMemory(path)
      }
      try rows.read(into: decoded)
      filtered = decoded
    }
    if let warning = rows.warning {
      if configuration.rejectsDamagedJPEG {
        throw .corrupt(path: path, format: .jpeg, reason: warning)
      }
      filtered.damage = warning
    }
    // Grey JPEGs are expanded to grey RGB by libjpeg; a grey profile is not applied.
    let colourSpace =
      rows.colours == CAROUSEL_JPEG_GREY
      ? nil
      : EmbeddedColourSpace.jpeg(
        bytes, segments: segments, byteLimit: configuration.maxColourProfileByteCount)
    if rows.isInk {
      convertCMYK(
        &filtered, inverted: segments.hasAdobeSegment, colourSpace: colourSpace, path: path)
      guard let shrunk = AreaDownsampler.resampled(filtered, to: target, keeping: kept) else {
        throw Self.outOfMemory(path)
      }
      filtered = shrunk
    }
    guard var upright = filtered.oriented(orientation) else { throw Self.outOfMemory(path) }
    // CMYK pixels were converted to the display profile with their ink (or fall back to
    // sRGB here when the profile could not be used).
    if !rows.isInk || upright.colourNote != nil || colourSpace == nil {
      manageColour(of: &upright, from: rows.isInk ? nil : colourSpace, path: path)
    }
    return upright
  }

  /// Converts CMYK pixels in place to ARGB32 in the display profile: through the file's
  /// CMYK ICC profile when it has a usable one, else with the plain ink formula of
  /// ``convertCMYKToARGB32(_:inverted:)`` (what browsers do without a profile).
  private func convertCMYK(
    _ image: inout DecodedImage, inverted: Bool, colourSpace: EmbeddedColourSpace?,
    path: String
  ) {
    if let colourSpace, configuration.managesColour {
      do throws(ColourProfileProblem) {
        try colourTransform(
          from: colourSpace, display: configuration.displayProfile.resolvedBytes,
          layout: .cmyk(inverted: inverted)
        ).convert(image)
        return
      } catch {
        noteIgnoredProfile(error, on: &image, path: path)
      }
    }
    Self.convertCMYKToARGB32(image, inverted: inverted)
  }

  /// The JPEG's embedded EXIF thumbnail, turned upright, if the file has one that decodes.
  ///
  /// `prefix` holds the start of the file (the thumbnail lives in the first 64 KB).
  func decodeEXIFThumbnail(_ prefix: [UInt8], path: String, maxSize: PixelSize) -> DecodedImage? {
    let segments = JPEGSegments(prefix)
    guard let range = segments.thumbnail, range.upperBound <= prefix.count else { return nil }
    let thumbnail = Array(prefix[range])
    // Decoded as stored; the photo's colour space is applied below, once.
    var asStored = self
    asStored.configuration.managesColour = false
    guard ImageSignature.format(of: thumbnail) == .jpeg,
      var image = try? asStored.decodeJPEG(thumbnail, path: path, maxSize: maxSize)
    else { return nil }
    // Thumbnails carry no orientation or profile of their own: they are stored like the
    // photo. The photo's profile may reach past the prefix; then the thumbnail is shown as
    // sRGB (and nothing reported: the display decode reads the whole file).
    if segments.orientation != .up {
      guard let turned = image.oriented(segments.orientation) else { return nil }
      image = turned
    }
    let colourSpace = EmbeddedColourSpace.jpeg(
      prefix, segments: segments, byteLimit: configuration.maxColourProfileByteCount)
    if case .icc = colourSpace {
      manageColour(of: &image, from: colourSpace, path: path)
    } else {
      manageColour(of: &image, from: nil, path: path)
    }
    return image
  }

  static func outOfMemory(_ path: String) -> ImageError {
    .decoderFailure(path: path, reason: "there is not enough memory for its pixels")
  }

  /// Converts 4-byte C, M, Y, K pixels in place to opaque ARGB32.
  ///
  /// Adobe applications write CMYK JPEGs inverted (255 = no ink) and mark them with an
  /// APP14 "Adobe" segment; browsers read every marked file that way, and so do we:
  /// `red = C·K / 255`. Unmarked files use plain ink values: `red = (255−C)(255−K) / 255`.
  private static func convertCMYKToARGB32(_ image: DecodedImage, inverted: Bool) {
    let opaque: UInt32 = maxChannel << 24
    let half = maxChannel / 2
    let byteMask: UInt32 = 0xFF
    let words = image.buffer.mutableBytes.bindMemory(to: UInt32.self)
    for index in 0..<(image.byteCount / DecodedImage.bytesPerPixel) {
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
