import CarouselImages
import CarouselTestSupport
import Testing

/// CMYK JPEGs: through their embedded CMYK profile when they have one, else the plain ink
/// formula browsers use (``ImageDecoderColourTests/cmykJPEGIsConvertedToRGB()``).
@Suite struct CMYKColourTests {
  /// Solid inks and two-ink overprints: the profile's grid nodes, where lcms2 does not
  /// interpolate.
  static let patches: [(name: String, amounts: [Double])] = [
    ("paper", [0, 0, 0, 0]), ("cyan", [1, 0, 0, 0]), ("magenta", [0, 1, 0, 0]),
    ("yellow", [0, 0, 1, 0]), ("black", [0, 0, 0, 1]), ("green", [1, 0, 1, 0]),
    ("half cyan", [0.5, 0, 0, 0]),
  ]

  private static let decoder: ImageDecoder = {
    var configuration = ImageDecoder.Configuration.default
    configuration.displayProfile = .sRGB
    configuration.reportsColourProblems = false
    return ImageDecoder(configuration: configuration)
  }()

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func cmykJPEGWithAProfileShowsTheProfilesColours() throws {
    let folder = try TestFolder()
    let profile = try TestImages.cmykProfile()
    for patch in Self.patches {
      // Adobe's inverted convention: 255 is no ink.
      let ink = patch.amounts.map { UInt8((255 - $0 * 255).rounded()) }
      let jpeg = TestImages.withICCProfile(
        try TestImages.cmykJPEG(width: 16, height: 16, invertedInk: ink), profile)
      let path = try folder.write(jpeg, to: "\(patch.name).jpg")
      let image = try Self.decoder.decode(path: path, maxSize: PixelSize(width: 16, height: 16))
      let shown = image.rgb(x: 8, y: 8)
      let expected = TestImages.inkModelSRGB(patch.amounts)
      let error = ColourScience.deltaE76(
        (Double(shown.red), Double(shown.green), Double(shown.blue)), expected)
      #expect(error <= ColourManagementTests.maxDeltaE, "\(patch.name): \(shown) vs \(expected)")
      #expect(image.alpha(x: 8, y: 8) == 255)
      #expect(image.colourNote == nil)
    }
  }

  @Test func cmykJPEGWithoutAProfileUsesTheInkFormula() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.cmykJPEG(width: 16, height: 16, invertedInk: [0, 255, 255, 255]), to: "c.jpg")
    let image = try Self.decoder.decode(path: path, maxSize: PixelSize(width: 16, height: 16))
    // Full cyan, no other ink: red = (255 − C)(255 − K) / 255 = 0.
    #expect(image.rgb(x: 8, y: 8).isClose(to: RGB(red: 0, green: 255, blue: 255), tolerance: 4))
  }

  @Test func rgbProfileOnACMYKJPEGIsIgnored() throws {
    let folder = try TestFolder()
    let jpeg = TestImages.withICCProfile(
      try TestImages.cmykJPEG(width: 16, height: 16, invertedInk: [0, 255, 255, 255]),
      try TestImages.displayP3Profile())
    let path = try folder.write(jpeg, to: "wrong.jpg")
    let image = try Self.decoder.decode(path: path, maxSize: PixelSize(width: 16, height: 16))
    #expect(image.colourNote?.contains("for RGB colours, the image's are CMYK") == true)
    #expect(image.rgb(x: 8, y: 8).isClose(to: RGB(red: 0, green: 255, blue: 255), tolerance: 4))
  }
}
