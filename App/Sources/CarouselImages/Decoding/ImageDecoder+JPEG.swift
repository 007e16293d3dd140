import CTurboJPEG

extension ImageDecoder {
  private static let maxChannel: UInt32 = 255
  /// Most pixels a JPEG's header may claim (before DCT scaling): 1 Gi, a 32,768² photo.
  /// Beyond it even the header-driven strip buffers of libjpeg-turbo are not worth it.
  static let largestSourcePixelCount = 1 << 30
  /// TurboJPEG output that matches Cairo's native-endian `0xAARRGGBB` words.
  private static let argb32PixelFormat = 1.littleEndian == 1 ? TJPF_BGRA : TJPF_ARGB

  /// How a JPEG is decoded.
  enum JPEGPass {
    /// Sharp at the display size: the smallest DCT scale that covers it, then an area
    /// filter down to exactly the display size.
    case display
    /// As fast as possible: the smallest DCT scale (1/8), no filtering. For the first pass
    /// shown while the display decode runs.
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
    guard let handle = tjInitDecompress() else {
      throw .decoderFailure(path: path, reason: DecoderMessage.clean(tjGetErrorStr2(nil)))
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
    let target = source.fitted(to: storedBounds, fit)
    let factor =
      pass == .preview
      ? JPEGScaleFactor.available.first ?? .one
      : JPEGScaleFactor.smallest(covering: target, from: source)
    let scaled = factor.scaled(source)
    try checkPixelBudget(scaled, imageSize: source, path: path)
    let codecBytes = segments.frame?.codecByteCount ?? JPEGFrame.wholeImageCoefficientBytes(source)
    try checkDecodeMemory(
      scaled.pixelCount * DecodedImage.bytesPerPixel + codecBytes, size: source, path: path)

    let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
    let pixelFormat = isCMYK ? TJPF_CMYK : Self.argb32PixelFormat
    guard var decoded = DecodedImage.blank(scaled) else { throw Self.outOfMemory(path) }
    let status = bytes.withUnsafeBufferPointer { source in
      tjDecompress2(
        handle, source.baseAddress, UInt(source.count),
        decoded.buffer.baseAddress.assumingMemoryBound(to: UInt8.self),
        Int32(scaled.width), Int32(decoded.stride), Int32(scaled.height),
        Int32(pixelFormat.rawValue), 0)
    }
    if status != 0 {
      let isWarning = tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue)
      if !isWarning || configuration.rejectsDamagedJPEG {
        throw .corrupt(path: path, format: .jpeg, reason: Self.message(handle))
      }
      decoded.damage = Self.message(handle)
    }
    // Grey JPEGs are expanded to grey RGB by TurboJPEG; a grey profile is not applied.
    let colourSpace =
      colorspace == Int32(TJCS_GRAY.rawValue)
      ? nil
      : EmbeddedColourSpace.jpeg(
        bytes, segments: segments, byteLimit: configuration.maxColourProfileByteCount)
    if isCMYK {
      convertCMYK(
        &decoded, inverted: segments.hasAdobeSegment, colourSpace: colourSpace, path: path)
    }

    let filtered: DecodedImage?
    switch pass {
    case .display:
      // A fill is cropped as it is shrunk (centred, so the same cut in the stored axes).
      filtered = AreaDownsampler.resampled(
        decoded, to: target, keeping: fit == .filling ? storedBounds : nil)
    case .preview: filtered = decoded
    }
    guard var upright = filtered?.oriented(orientation) else { throw Self.outOfMemory(path) }
    // CMYK pixels were converted to the display profile with their ink (or fall back to
    // sRGB here when the profile could not be used).
    if !isCMYK || upright.colourNote != nil || colourSpace == nil {
      manageColour(of: &upright, from: isCMYK ? nil : colourSpace, path: path)
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

  private static func message(_ handle: tjhandle) -> String {
    DecoderMessage.clean(tjGetErrorStr2(handle))
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
