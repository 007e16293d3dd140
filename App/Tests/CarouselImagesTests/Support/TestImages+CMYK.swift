import CLCMS2
import Foundation

/// A CMYK printer profile built in memory: each ink has a colour of its own (a real cyan
/// is not sRGB's 0,255,255), mixed by multiplying reflectances in linear light.
extension TestImages {
  /// The sRGB colour of each ink printed solid on white paper: cyan, magenta, yellow, black.
  static let inks: [RGB] = [
    RGB(red: 0, green: 174, blue: 239), RGB(red: 236, green: 0, blue: 140),
    RGB(red: 255, green: 242, blue: 0), RGB(red: 35, green: 31, blue: 32),
  ]

  /// The sRGB colour (unrounded 8-bit values) of ink amounts 0…1 under the model.
  static func inkModelSRGB(_ amounts: [Double]) -> ColourScience.Vector {
    let channels = (0..<3).map { channel -> Double in
      var reflectance = 1.0
      for (ink, amount) in zip(inks, amounts) {
        let solid = [ink.red, ink.green, ink.blue][channel]
        reflectance *= 1 - amount * (1 - ColourScience.srgbDecode(Double(solid) / 255))
      }
      return ColourScience.srgbEncode(reflectance) * 255
    }
    return (channels[0], channels[1], channels[2])
  }

  /// An output-class CMYK profile whose AToB0 table (9 points a side) samples the ink
  /// model; lcms2 turns the model's sRGB into the D50 Lab connection space.
  static func cmykProfile() throws -> [UInt8] {
    guard let srgb = cmsCreate_sRGBProfile(), let lab = cmsCreateLab4Profile(nil) else {
      throw Failure(description: "profiles")
    }
    defer {
      cmsCloseProfile(srgb)
      cmsCloseProfile(lab)
    }
    guard
      let toLab = cmsCreateTransform(
        srgb, CLCMS_TYPE_RGB_DBL, lab, CLCMS_TYPE_Lab_DBL,
        cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), 0)
    else { throw Failure(description: "sRGB to Lab") }
    defer { cmsDeleteTransform(toLab) }
    guard let profile = cmsCreateProfilePlaceholder(nil) else {
      throw Failure(description: "profile")
    }
    defer { cmsCloseProfile(profile) }
    cmsSetProfileVersion(profile, 2.1)
    cmsSetDeviceClass(profile, cmsSigOutputClass)
    cmsSetColorSpace(profile, cmsSigCmykData)
    cmsSetPCS(profile, cmsSigLabData)
    let gridPoints: cmsUInt32Number = 9
    guard let pipeline = cmsPipelineAlloc(nil, 4, 3),
      let table = cmsStageAllocCLut16bit(nil, gridPoints, 4, 3, nil)
    else { throw Failure(description: "pipeline") }
    defer { cmsPipelineFree(pipeline) }
    let sampler: cmsSAMPLER16 = { input, output, cargo in
      guard let input, let output, let cargo else { return 0 }
      let amounts = (0..<4).map { Double(input[$0]) / 65_535 }
      let colour = TestImages.inkModelSRGB(amounts)
      var rgb = [colour.0 / 255, colour.1 / 255, colour.2 / 255]
      var lab = cmsCIELab()
      cmsDoTransform(cargo, &rgb, &lab, 1)
      cmsFloat2LabEncoded(output, &lab)
      return 1
    }
    guard cmsStageSampleCLut16bit(table, sampler, toLab, 0) != 0,
      cmsPipelineInsertStage(pipeline, cmsAT_BEGIN, table) != 0,
      cmsWriteTag(profile, cmsSigAToB0Tag, UnsafeRawPointer(pipeline)) != 0
    else { throw Failure(description: "AToB0") }
    return try save(profile)
  }
}
