import CLCMS2

/// ICC profiles for tests, built by lcms2 from primaries and saved to memory: the images
/// with embedded profiles, the display profiles sent to decode workers, the profile a test
/// puts on an X display.
public enum ICCProfiles {
  /// A failure of lcms2 to build or save a profile.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// An RGB profile (display class, matrix/TRC) of these primaries (CIE xy), D65 white;
  /// `gamma` nil means the sRGB curve.
  public static func rgb(
    red: (Double, Double), green: (Double, Double), blue: (Double, Double), gamma: Double?
  ) throws -> [UInt8] {
    var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
    var primaries = cmsCIExyYTRIPLE(
      Red: cmsCIExyY(x: red.0, y: red.1, Y: 1), Green: cmsCIExyY(x: green.0, y: green.1, Y: 1),
      Blue: cmsCIExyY(x: blue.0, y: blue.1, Y: 1))
    var srgbParameters = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
    let curve =
      if let gamma { cmsBuildGamma(nil, gamma) } else {
        cmsBuildParametricToneCurve(nil, 4, &srgbParameters)
      }
    defer { cmsFreeToneCurve(curve) }
    var curves: [OpaquePointer?] = [curve, curve, curve]
    guard let profile = cmsCreateRGBProfile(&white, &primaries, &curves) else {
      throw Failure(description: "cmsCreateRGBProfile")
    }
    defer { cmsCloseProfile(profile) }
    return try save(profile)
  }

  /// Display P3: SMPTE EG 432-1 primaries, D65, the sRGB transfer function.
  public static func displayP3() throws -> [UInt8] {
    try rgb(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), gamma: nil)
  }

  /// The bytes of `profile`.
  public static func save(_ profile: cmsHPROFILE) throws -> [UInt8] {
    var length: cmsUInt32Number = 0
    guard cmsSaveProfileToMem(profile, nil, &length) != 0, length > 0 else {
      throw Failure(description: "cmsSaveProfileToMem")
    }
    var bytes = [UInt8](repeating: 0, count: Int(length))
    guard cmsSaveProfileToMem(profile, &bytes, &length) != 0 else {
      throw Failure(description: "cmsSaveProfileToMem")
    }
    return bytes
  }

  /// 8-bit sRGB `colour` converted to `profile` by lcms2 (perceptual intent, as the
  /// decoders convert), as a display with that profile should show it.
  public static func convert(srgb colour: (UInt8, UInt8, UInt8), to profile: [UInt8]) throws
    -> (Int, Int, Int)
  {
    guard let source = cmsCreate_sRGBProfile() else { throw Failure(description: "sRGB") }
    defer { cmsCloseProfile(source) }
    guard
      let target = profile.withUnsafeBytes({
        cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count))
      })
    else { throw Failure(description: "cmsOpenProfileFromMem") }
    defer { cmsCloseProfile(target) }
    let rgb8: cmsUInt32Number = 0x40019  // TYPE_RGB_8: colour space RGB, 3 channels, 1 byte.
    guard
      let transform = cmsCreateTransform(
        source, rgb8, target, rgb8, cmsUInt32Number(INTENT_PERCEPTUAL), 0)
    else { throw Failure(description: "cmsCreateTransform") }
    defer { cmsDeleteTransform(transform) }
    var input = [colour.0, colour.1, colour.2]
    var output: [UInt8] = [0, 0, 0]
    cmsDoTransform(transform, &input, &output, 1)
    return (Int(output[0]), Int(output[1]), Int(output[2]))
  }
}
