/// Why an image's embedded colour profile was ignored (the image is then shown as sRGB).
///
/// Each case's ``description`` is one sentence fragment for the line on standard error.
enum ColourProfileProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// The profile is larger than ``ImageDecoder/Configuration/maxColourProfileByteCount``.
  case tooLarge(byteCount: Int, byteLimit: Int)
  /// The JPEG's APP2 pieces do not form one profile (a piece missing, repeated or numbered
  /// beyond the count).
  case incompletePieces
  /// lcms2 could not parse the profile, or could not build a transform from it.
  case malformed
  /// The profile describes another colour space than the pixels' (a CMYK or Lab profile on
  /// an RGB image).
  case wrongColourSpace(profile: String, image: String)
  /// The profile's class cannot describe an image (a device link, an abstract or a named
  /// colour profile).
  case wrongClass(String)
  /// The H.273 code points name primaries or a transfer function not handled here (HDR
  /// transfers such as PQ and HLG among them).
  case unsupportedCICP(primaries: Int, transfer: Int)

  var description: String {
    switch self {
    case .tooLarge(let byteCount, let byteLimit):
      "its colour profile is \(byteCount) bytes, over the limit of \(byteLimit)"
    case .incompletePieces: "its colour profile's pieces are missing or out of order"
    case .malformed: "its colour profile is malformed"
    case .wrongColourSpace(let profile, let image):
      "its colour profile is for \(profile) colours, the image's are \(image)"
    case .wrongClass(let kind):
      "its colour profile is \(kind.first.map { "aeiou".contains($0) } == true ? "an" : "a") "
        + "\(kind) profile, not an image's"
    case .unsupportedCICP(let primaries, let transfer):
      "its colour space (H.273 primaries \(primaries), transfer \(transfer)) is not supported"
    }
  }
}
