import CLCMS2
import CarouselImages
import CarouselTestSupport
import Testing

/// Embedded profiles are converted to sRGB: the decoded chart is compared, patch by patch,
/// with sRGB values computed from the source space's primaries and transfer function
/// (``ColourScience``, independent of lcms2), as a CIE76 ΔE.
@Suite struct ColourManagementTests {
  /// The largest ΔE allowed per patch: below what people notice side by side (about 2.3).
  static let maxDeltaE = 2.0
  /// What an unmanaged wide-gamut chart must miss the reference by somewhere, so the
  /// comparison is shown able to fail.
  static let unmanagedMinimumDeltaE = 10.0
  static let chartSize = PixelSize(width: TestImages.chartWidth, height: TestImages.chartHeight)

  private static let unmanaged: ImageDecoder = {
    var configuration = ImageDecoder.Configuration.default
    configuration.managesColour = false
    return ImageDecoder(configuration: configuration)
  }()

  private static let quiet: ImageDecoder = {
    var configuration = ImageDecoder.Configuration.default
    configuration.reportsColourProblems = false
    configuration.displayProfile = .sRGB
    return ImageDecoder(configuration: configuration)
  }()

  /// The ΔE of each patch's centre pixel against the reference for `space`.
  private static func deltaEs(_ image: DecodedImage, space: ColourScience.RGBSpace) -> [Double] {
    TestImages.chart.indices.map { index in
      let x = (index % TestImages.chartColumns) * TestImages.patchSide + TestImages.patchSide / 2
      let y = (index / TestImages.chartColumns) * TestImages.patchSide + TestImages.patchSide / 2
      let measured = image.rgb(x: x, y: y)
      let expected = ColourScience.srgbValues(of: TestImages.chart[index], in: space)
      return ColourScience.deltaE76(
        (Double(measured.red), Double(measured.green), Double(measured.blue)), expected)
    }
  }

  private static func decode(_ bytes: [UInt8], _ name: String, decoder: ImageDecoder = quiet)
    throws -> DecodedImage
  {
    let folder = try TestFolder()
    return try decoder.decode(path: folder.write(bytes, to: name), maxSize: chartSize)
  }

  @Test func displayP3PNGRendersTheReferenceSRGBValues() throws {
    let png = TestImages.pngWithICCProfile(
      width: TestImages.chartWidth, height: TestImages.chartHeight,
      profile: try TestImages.displayP3Profile(), TestImages.chartColour)
    let image = try Self.decode(png, "p3.png")
    let errors = Self.deltaEs(image, space: ColourScience.displayP3)
    #expect(errors.allSatisfy { $0 <= Self.maxDeltaE }, "ΔE per patch: \(errors)")
    #expect(image.colourNote == nil)
    // P3 red is outside sRGB: clipped to pure red; P3 mid grey stays grey (same curve, white).
    #expect(image.rgb(x: 4, y: 12).isClose(to: RGB(red: 255, green: 0, blue: 0), tolerance: 1))
    #expect(image.rgb(x: 20, y: 4).isClose(to: RGB(red: 128, green: 128, blue: 128), tolerance: 1))

    let unmanaged = try Self.decode(png, "p3.png", decoder: Self.unmanaged)
    #expect(
      Self.deltaEs(unmanaged, space: ColourScience.displayP3).max()! > Self.unmanagedMinimumDeltaE)
  }

  @Test func adobeRGBPNGRendersTheReferenceSRGBValues() throws {
    let png = TestImages.pngWithICCProfile(
      width: TestImages.chartWidth, height: TestImages.chartHeight,
      profile: try TestImages.adobeRGBProfile(), TestImages.chartColour)
    let image = try Self.decode(png, "adobe.png")
    let errors = Self.deltaEs(image, space: ColourScience.adobeRGB)
    #expect(errors.allSatisfy { $0 <= Self.maxDeltaE }, "ΔE per patch: \(errors)")
    let unmanaged = try Self.decode(png, "adobe.png", decoder: Self.unmanaged)
    #expect(
      Self.deltaEs(unmanaged, space: ColourScience.adobeRGB).max()! > Self.unmanagedMinimumDeltaE)
  }

  @Test func adobeRGBWebPRendersTheReferenceSRGBValues() throws {
    let webp = TestImages.withICCProfile(
      webp: try TestImages.webp(
        width: TestImages.chartWidth, height: TestImages.chartHeight, TestImages.chartColour),
      width: TestImages.chartWidth, height: TestImages.chartHeight,
      profile: try TestImages.adobeRGBProfile())
    let image = try Self.decode(webp, "adobe.webp")
    let errors = Self.deltaEs(image, space: ColourScience.adobeRGB)
    #expect(errors.allSatisfy { $0 <= Self.maxDeltaE }, "ΔE per patch: \(errors)")
    let unmanaged = try Self.decode(webp, "adobe.webp", decoder: Self.unmanaged)
    #expect(
      Self.deltaEs(unmanaged, space: ColourScience.adobeRGB).max()! > Self.unmanagedMinimumDeltaE)
  }

  @Test func adobeRGBJPEGRendersTheReferenceSRGBValues() throws {
    let jpeg = TestImages.withICCProfile(
      try TestImages.jpeg(
        width: TestImages.chartWidth, height: TestImages.chartHeight, quality: 100,
        TestImages.chartColour),
      try TestImages.adobeRGBProfile())
    let image = try Self.decode(jpeg, "adobe.jpg")
    let errors = Self.deltaEs(image, space: ColourScience.adobeRGB)
    #expect(errors.allSatisfy { $0 <= Self.maxDeltaE }, "ΔE per patch: \(errors)")
  }

  @Test func displayP3JPEGProfileInPiecesOutOfOrderIsReassembled() throws {
    let plain = try TestImages.jpeg(
      width: TestImages.chartWidth, height: TestImages.chartHeight, quality: 100,
      TestImages.chartColour)
    let profile = try TestImages.displayP3Profile()
    let whole = try Self.decode(TestImages.withICCProfile(plain, profile), "whole.jpg")
    let pieces = try Self.decode(
      TestImages.withICCProfile(plain, profile, pieceLength: 100, reversed: true), "pieces.jpg")
    #expect(profile.count > 3 * 100, "the profile spans several pieces")
    #expect(pieces == whole)
    #expect(pieces.colourNote == nil)
    let errors = Self.deltaEs(pieces, space: ColourScience.displayP3)
    #expect(errors.allSatisfy { $0 <= Self.maxDeltaE }, "ΔE per patch: \(errors)")
  }

  /// Premultiplied pixels are converted as colours: a half-transparent P3 chart gives the
  /// opaque chart's converted colours times the alpha, and keeps its alpha.
  @Test func translucentPixelsAreConvertedBeforeTheirAlpha() throws {
    let profile = try TestImages.displayP3Profile()
    let opaque = try Self.decode(
      TestImages.pngWithICCProfile(
        width: TestImages.chartWidth, height: TestImages.chartHeight, profile: profile,
        TestImages.chartColour), "opaque.png")
    let alpha: UInt8 = 128
    let translucent = try Self.decode(
      TestImages.pngWithICCProfile(
        width: TestImages.chartWidth, height: TestImages.chartHeight, profile: profile,
        alpha: alpha, TestImages.chartColour), "translucent.png")
    for y in stride(from: 4, to: TestImages.chartHeight, by: TestImages.patchSide) {
      for x in stride(from: 4, to: TestImages.chartWidth, by: TestImages.patchSide) {
        let full = opaque.rgb(x: x, y: y)
        let premultiplied = translucent.rgb(x: x, y: y)
        #expect(translucent.alpha(x: x, y: y) == alpha)
        for (channel, value) in [
          (full.red, premultiplied.red), (full.green, premultiplied.green),
          (full.blue, premultiplied.blue),
        ] {
          // ±2: the PNG decoder rounds when it premultiplies, lcms2 when it unpremultiplies.
          #expect(
            abs(Int(channel) * Int(alpha) / 255 - Int(value)) <= 2,
            "at \(x),\(y): \(full) × \(alpha) vs \(premultiplied)")
        }
      }
    }
  }

  @Test func displayP3ChartMatchesItsGolden() throws {
    let png = TestImages.pngWithICCProfile(
      width: TestImages.chartWidth, height: TestImages.chartHeight,
      profile: try TestImages.displayP3Profile(), TestImages.chartColour)
    let image = try Self.decode(png, "p3.png")
    Snapshot.assertMatches(
      try SnapshotImage(
        argb32: image.pixels, width: image.width, height: image.height, stride: image.stride),
      named: "display_p3_chart", tolerance: .exact)
  }

  /// A file that declares no colour space is sRGB: on an Adobe RGB screen it is converted
  /// like an sRGB-tagged one, in every format (GIF, which has no profiles, included).
  @Test func untaggedImagesAreConvertedForAScreenWithAProfile() throws {
    var configuration = ImageDecoder.Configuration.default
    configuration.displayProfile = .icc(try TestImages.adobeRGBProfile())
    let decoder = ImageDecoder(configuration: configuration)
    let colour = RGB(red: 200, green: 100, blue: 50)
    let tagged = try Self.decode(
      TestImages.pngWithICCProfile(width: 8, height: 8, profile: try TestImages.srgbProfile()) {
        _, _ in colour
      }, "tagged.png", decoder: decoder)
    let expected = tagged.rgb(x: 4, y: 4)
    #expect(!expected.isClose(to: colour, tolerance: 5), "the screen's profile changed it")
    let untagged: [(String, [UInt8])] = [
      ("png", TestImages.pngWithICCProfile(width: 8, height: 8, profile: nil) { _, _ in colour }),
      ("jpg", try TestImages.jpeg(width: 8, height: 8, quality: 100) { _, _ in colour }),
      ("jxl", try TestImages.jxl(width: 8, height: 8) { _, _ in colour }),
      (
        "gif",
        try TestImages.gif(
          width: 8, height: 8, palette: [colour, .black],
          frames: [
            TestImages.GIFFrame(width: 8, height: 8, indices: Array(repeating: 0, count: 64))
          ])
      ),
    ]
    for (format, bytes) in untagged {
      let image = try Self.decode(bytes, "untagged.\(format)", decoder: decoder)
      #expect(image.rgb(x: 4, y: 4).isClose(to: expected, tolerance: 2), "\(format)")
    }
  }

  @Test func aDisplayProfileOtherThanSRGBIsTheTarget() throws {
    // Decoding an sRGB-tagged chart for an Adobe RGB screen must give the Adobe RGB values
    // of the sRGB colours: check the round trip through the reference math on green.
    var configuration = ImageDecoder.Configuration.default
    configuration.displayProfile = .icc(try TestImages.adobeRGBProfile())
    let png = TestImages.pngWithICCProfile(
      width: 8, height: 8, profile: try TestImages.srgbProfile()
    ) { _, _ in RGB.green }
    let image = try Self.decode(
      png, "srgb.png", decoder: ImageDecoder(configuration: configuration))
    let shown = image.rgb(x: 4, y: 4)
    let seen = ColourScience.srgbValues(of: shown, in: ColourScience.adobeRGB)
    #expect(ColourScience.deltaE76(seen, (0, 255, 0)) <= Self.maxDeltaE, "\(shown)")
    // sRGB green is inside Adobe RGB, whose own green is more saturated: about (144, 255, 60).
    #expect(shown.red > 100 && shown.blue > 30, "\(shown)")
  }
}
