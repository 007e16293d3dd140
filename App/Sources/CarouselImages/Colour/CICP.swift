import CLCMS2

/// The ITU-T H.273 code points AVIF, HEIF and JPEG XL files use instead of an ICC profile,
/// turned into what lcms2 builds a profile from.
enum CICP {
  /// "Unspecified": treated as sRGB, as browsers do.
  static let unspecified = 2
  private static let bt709Primaries = 1
  private static let bt2020Primaries = 9
  private static let displayP3Primaries = 12
  private static let srgbTransfer = 13
  private static let bt709Transfers: Set<Int> = [1, 6, 14, 15]
  private static let gamma22Transfer = 4
  private static let gamma28Transfer = 5
  private static let linearTransfer = 8
  /// lcms2's parametric curve type 4: Y = (aX + b)^γ for X ≥ d, else cX.
  private static let parametricType: Int32 = 4

  /// Whether `primaries` and `transfer` describe sRGB (so no conversion to sRGB is needed).
  static func isSRGB(primaries: Int, transfer: Int) -> Bool {
    [bt709Primaries, unspecified].contains(primaries)
      && [srgbTransfer, unspecified].contains(transfer)
  }

  /// The red, green and blue primaries (CIE xy) for a colour-primaries code point, or `nil`
  /// for one not handled.
  static func primaries(_ code: Int) -> cmsCIExyYTRIPLE? {
    func triple(_ r: (Double, Double), _ g: (Double, Double), _ b: (Double, Double))
      -> cmsCIExyYTRIPLE
    {
      cmsCIExyYTRIPLE(
        Red: cmsCIExyY(x: r.0, y: r.1, Y: 1), Green: cmsCIExyY(x: g.0, y: g.1, Y: 1),
        Blue: cmsCIExyY(x: b.0, y: b.1, Y: 1))
    }
    switch code {
    case bt709Primaries, unspecified: return triple((0.64, 0.33), (0.30, 0.60), (0.15, 0.06))
    case bt2020Primaries: return triple((0.708, 0.292), (0.170, 0.797), (0.131, 0.046))
    case displayP3Primaries: return triple((0.680, 0.320), (0.265, 0.690), (0.150, 0.060))
    default: return nil
    }
  }

  /// The decoding tone curve (encoded value → linear light) for a transfer code point, or
  /// `nil` for one not handled (PQ and HLG among them: HDR is not tone-mapped here). The
  /// caller frees it with `cmsFreeToneCurve`.
  static func toneCurve(_ code: Int) -> OpaquePointer? {
    var parameters: [Double]
    switch code {
    case srgbTransfer, unspecified:
      parameters = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
    case _ where bt709Transfers.contains(code):
      parameters = [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081]
    case gamma22Transfer: return cmsBuildGamma(nil, 2.2)
    case gamma28Transfer: return cmsBuildGamma(nil, 2.8)
    case linearTransfer: return cmsBuildGamma(nil, 1)
    default: return nil
    }
    return cmsBuildParametricToneCurve(nil, parametricType, &parameters)
  }
}
