/// The colour space an image file declares for its pixels, as read from the file.
enum EmbeddedColourSpace: Sendable, Hashable {
  /// An embedded ICC profile's bytes (JPEG APP2, PNG iCCP, WebP ICCP, AVIF/HEIF `colr` prof,
  /// JPEG XL's ICC stream).
  case icc([UInt8])
  /// Code points from ITU-T H.273 (AVIF/HEIF `colr` nclx, JPEG XL's encoded colour space):
  /// the colour primaries and the transfer characteristics.
  case cicp(primaries: Int, transfer: Int)
  /// A profile the file holds but that was refused before it was parsed (too large, cut
  /// short): ``ColourProfileProblem`` says why.
  case unusable(ColourProfileProblem)
}

extension EmbeddedColourSpace {
  /// sRGB by its H.273 code points (BT.709 primaries, the sRGB transfer): what a file that
  /// declares nothing is taken to be.
  static let sRGB = EmbeddedColourSpace.cicp(primaries: 1, transfer: 13)

  /// Whether this names sRGB by code points (so an sRGB display needs no conversion).
  var isSRGB: Bool {
    if case .cicp(let primaries, let transfer) = self {
      return CICP.isSRGB(primaries: primaries, transfer: transfer)
    }
    return false
  }
}
