import CLCMS2

/// An lcms2 transform from an image's colour space to the display profile, applied to
/// decoded pixels in place.
///
/// Thread safety: created with `cmsFLAGS_NOCACHE`, so any number of threads MAY convert
/// with one transform at once (lcms2 then keeps no per-transform state between calls).
final class ColourTransform: @unchecked Sendable {
  /// The D65 white point as CIE xyY, shared by sRGB, Display P3, Adobe RGB and BT.2020.
  static let d65 = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)

  private let handle: cmsHTRANSFORM
  /// What the transform reads.
  let layout: ColourPixelLayout

  /// Builds the transform from `source` to `display` (`nil`: sRGB) for pixels laid out as
  /// `layout`.
  ///
  /// - Throws: Why `source` cannot be used: malformed, the wrong colour space or class,
  ///   unsupported H.273 code points.
  init(from source: EmbeddedColourSpace, to display: [UInt8]?, layout: ColourPixelLayout)
    throws(ColourProfileProblem)
  {
    let input = try Self.openProfile(source)
    defer { cmsCloseProfile(input) }
    if let problem = Self.problem(with: input, forPixels: layout) { throw problem }
    let output: cmsHPROFILE? =
      if let display {
        display.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
      } else {
        cmsCreate_sRGBProfile()
      }
    guard let output else { throw .malformed }
    defer { cmsCloseProfile(output) }
    let outputFormat = 1.littleEndian == 1 ? CLCMS_TYPE_BGRA_8 : CLCMS_TYPE_ARGB_8
    let inputFormat: cmsUInt32Number
    let flags: cmsUInt32Number
    switch layout {
    case .argb32:
      // Straight colour: lcms2 2.14's premultiplied 8-bit formats unpremultiply on input
      // but do not premultiply again on output, so ``convert(_:)`` does both itself. No
      // cmsFLAGS_COPY_ALPHA: converting in place leaves the alpha byte as it is.
      inputFormat = outputFormat
      flags = cmsUInt32Number(cmsFLAGS_NOCACHE)
    case .cmyk(let inverted):
      inputFormat = inverted ? CLCMS_TYPE_CMYK_8_REV : CLCMS_TYPE_CMYK_8
      flags = cmsUInt32Number(cmsFLAGS_NOCACHE)
    }
    guard
      let handle = cmsCreateTransform(
        input, inputFormat, output, outputFormat, cmsUInt32Number(INTENT_PERCEPTUAL), flags)
    else { throw .malformed }
    self.handle = handle
    self.layout = layout
  }

  deinit { cmsDeleteTransform(handle) }

  /// Converts every pixel of `image` in place; CMYK pixels become opaque ARGB32.
  ///
  /// A row with translucent pixels is unpremultiplied, converted and premultiplied again
  /// (the colour of a pixel with alpha `a` keeps about `a` levels of precision, as it has).
  ///
  /// - Complexity: O(pixels).
  func convert(_ image: DecodedImage) {
    let base = image.buffer.mutableBytes.baseAddress!
    let width = cmsUInt32Number(image.width)
    // lcms2 reads each pixel before it writes it and input and output are 4 bytes a pixel,
    // so converting a row onto itself is safe.
    for row in 0..<image.height {
      let pixels = base + row * image.stride
      let isTranslucent =
        layout == .argb32 && Self.premultiplies(pixels, count: image.width, undo: true)
      cmsDoTransform(handle, pixels, pixels, width)
      if isTranslucent { _ = Self.premultiplies(pixels, count: image.width, undo: false) }
    }
    if case .cmyk = layout { ImageDecoder.setOpaque(image) }
  }

  /// Premultiplies `count` ARGB32 words at `pixels` by their alpha, or (`undo`) divides
  /// them by it; returns whether any pixel is translucent (when none is, nothing changed).
  private static func premultiplies(_ pixels: UnsafeMutableRawPointer, count: Int, undo: Bool)
    -> Bool
  {
    let maxChannel: UInt32 = 255
    let byteMask: UInt32 = 0xFF
    var isTranslucent = false
    for index in 0..<count {
      let offset = index * DecodedImage.bytesPerPixel
      let word = pixels.load(fromByteOffset: offset, as: UInt32.self)
      let alpha = word >> 24
      guard alpha != maxChannel else { continue }
      isTranslucent = true
      guard alpha != 0 else { continue }  // premultiplied black either way
      func scaled(_ channel: UInt32) -> UInt32 {
        undo
          ? min(maxChannel, (channel * maxChannel + alpha / 2) / alpha)
          : (channel * alpha + maxChannel / 2) / maxChannel
      }
      let red = scaled(word >> 16 & byteMask)
      let green = scaled(word >> 8 & byteMask)
      let blue = scaled(word & byteMask)
      pixels.storeBytes(
        of: alpha << 24 | red << 16 | green << 8 | blue, toByteOffset: offset, as: UInt32.self)
    }
    return isTranslucent
  }

  /// Why the opened `profile` cannot describe pixels laid out as `layout`, or `nil`.
  ///
  /// Accepted: RGB profiles of the input, display or colour-space class for ARGB32 pixels;
  /// CMYK profiles of those classes or the output (printer) class for CMYK pixels.
  static func problem(with profile: cmsHPROFILE, forPixels layout: ColourPixelLayout)
    -> ColourProfileProblem?
  {
    let space = cmsGetColorSpace(profile)
    let deviceClass = cmsGetDeviceClass(profile)
    let expected: cmsColorSpaceSignature
    var classes: Set<UInt32> = [
      cmsSigInputClass.rawValue, cmsSigDisplayClass.rawValue, cmsSigColorSpaceClass.rawValue,
    ]
    switch layout {
    case .argb32: expected = cmsSigRgbData
    case .cmyk:
      expected = cmsSigCmykData
      classes.insert(cmsSigOutputClass.rawValue)
    }
    guard classes.contains(deviceClass.rawValue) else {
      return .wrongClass(Self.className(deviceClass))
    }
    guard space == expected else {
      return .wrongColourSpace(profile: Self.spaceName(space), image: Self.spaceName(expected))
    }
    return nil
  }

  private static func className(_ signature: cmsProfileClassSignature) -> String {
    switch signature {
    case cmsSigOutputClass: "printer"
    case cmsSigLinkClass: "device link"
    case cmsSigAbstractClass: "abstract"
    case cmsSigNamedColorClass: "named colour"
    case cmsSigInputClass: "input device"
    case cmsSigDisplayClass: "display"
    default: "colour space"
    }
  }

  private static func spaceName(_ signature: cmsColorSpaceSignature) -> String {
    switch signature {
    case cmsSigRgbData: "RGB"
    case cmsSigCmykData: "CMYK"
    case cmsSigGrayData: "grey"
    case cmsSigLabData: "Lab"
    case cmsSigXYZData: "XYZ"
    default: "other"
    }
  }

  /// Opens `source` as an lcms2 profile: the embedded bytes, or one built from H.273 code
  /// points (primaries and white point → matrix, transfer → tone curve).
  private static func openProfile(_ source: EmbeddedColourSpace) throws(ColourProfileProblem)
    -> cmsHPROFILE
  {
    switch source {
    case .unusable(let problem): throw problem
    case .icc(let bytes):
      let profile = bytes.withUnsafeBytes {
        cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count))
      }
      guard let profile else { throw .malformed }
      return profile
    case .cicp(let primaries, let transfer):
      guard let chromaticities = CICP.primaries(primaries),
        let curve = CICP.toneCurve(transfer)
      else { throw .unsupportedCICP(primaries: primaries, transfer: transfer) }
      defer { cmsFreeToneCurve(curve) }
      var white = d65
      var points = chromaticities
      var curves: [OpaquePointer?] = [curve, curve, curve]
      guard let profile = cmsCreateRGBProfile(&white, &points, &curves) else { throw .malformed }
      return profile
    }
  }
}
