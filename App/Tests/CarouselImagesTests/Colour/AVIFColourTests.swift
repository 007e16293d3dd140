import CarouselImages
import Testing

/// AVIF's `colr` box: nclx code points or an ICC profile, converted like any profile.
@Suite struct AVIFColourTests {
  static let colour = RGB(red: 200, green: 100, blue: 50)
  /// H.273 code points: Display P3 (SMPTE EG 432) primaries, the sRGB transfer.
  static let displayP3CICP: (UInt16, UInt16) = (12, 13)

  private static func decode(_ bytes: [UInt8]) throws -> DecodedImage {
    var configuration = ImageDecoder.Configuration.default
    configuration.displayProfile = .sRGB
    configuration.reportsColourProblems = false
    let folder = try TestFolder()
    return try ImageDecoder(configuration: configuration).decode(
      path: folder.write(bytes, to: "a.avif"), maxSize: PixelSize(width: 16, height: 16))
  }

  private static func deltaE(_ image: DecodedImage, space: ColourScience.RGBSpace) -> Double {
    let shown = image.rgb(x: 8, y: 8)
    return ColourScience.deltaE76(
      (Double(shown.red), Double(shown.green), Double(shown.blue)),
      ColourScience.srgbValues(of: colour, in: space))
  }

  @Test func nclxDisplayP3IsConverted() throws {
    let image = try Self.decode(
      TestImages.avif(width: 16, height: 16, colour: Self.colour, cicp: Self.displayP3CICP))
    #expect(Self.deltaE(image, space: ColourScience.displayP3) <= ColourManagementTests.maxDeltaE)
    #expect(Self.deltaE(image, space: ColourScience.sRGB) > 3, "the conversion changed it")
  }

  @Test func iccAdobeRGBIsConverted() throws {
    let image = try Self.decode(
      TestImages.avif(
        width: 16, height: 16, colour: Self.colour, profile: try TestImages.adobeRGBProfile()))
    #expect(Self.deltaE(image, space: ColourScience.adobeRGB) <= ColourManagementTests.maxDeltaE)
  }

  @Test func hdrTransferIsIgnoredWithANote() throws {
    // BT.2020 primaries with the PQ transfer (16): HDR, not tone-mapped here.
    let image = try Self.decode(
      TestImages.avif(width: 16, height: 16, colour: Self.colour, cicp: (9, 16)))
    #expect(image.colourNote?.contains("H.273 primaries 9, transfer 16") == true)
    #expect(image.rgb(x: 8, y: 8).isClose(to: Self.colour, tolerance: 2))
  }
}
