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
