import CLCMS2
import CarouselImages
import Testing

/// A profile that cannot be used is ignored: the image decodes exactly as without colour
/// management, with a note saying why (the line on standard error).
@Suite struct HostileColourProfileTests {
  private static func decoder(profileLimit: Int? = nil) -> ImageDecoder {
    var configuration = ImageDecoder.Configuration.default
    configuration.reportsColourProblems = false
    configuration.displayProfile = .sRGB
    if let profileLimit { configuration.maxColourProfileByteCount = profileLimit }
    return ImageDecoder(configuration: configuration)
  }

  private static let unmanaged: ImageDecoder = {
    var configuration = ImageDecoder.Configuration.default
    configuration.managesColour = false
    return ImageDecoder(configuration: configuration)
  }()

  private static func chartJPEG() throws -> [UInt8] {
    try TestImages.jpeg(
      width: TestImages.chartWidth, height: TestImages.chartHeight, TestImages.chartColour)
  }

  /// Decodes `bytes` with and without colour management; expects the same pixels and a
  /// note containing `reason`.
  private static func expectIgnored(
    _ bytes: [UInt8], name: String, reason: String, decoder: ImageDecoder = decoder(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folder = try TestFolder()
    let path = try folder.write(bytes, to: name)
    let size = PixelSize(width: 64, height: 64)
    let image = try decoder.decode(path: path, maxSize: size)
    let plain = try unmanaged.decode(path: path, maxSize: size)
    #expect(image == plain, sourceLocation: sourceLocation)
    #expect(
      image.colourNote?.contains(reason) == true, "\(image.colourNote ?? "no note")",
      sourceLocation: sourceLocation)
    #expect(image.colourNote?.hasSuffix("shown as sRGB") == true, sourceLocation: sourceLocation)
  }

  @Test func malformedProfileIsIgnored() throws {
    var garbage = try TestImages.displayP3Profile()
    // Keep the header's size and 'acsp' signature; break the tag table.
    for index in 128..<garbage.count { garbage[index] = UInt8(truncatingIfNeeded: index * 37) }
    try Self.expectIgnored(
      TestImages.withICCProfile(try Self.chartJPEG(), garbage), name: "bad.jpg",
      reason: "malformed")
    try Self.expectIgnored(
      TestImages.withICCProfile(try Self.chartJPEG(), Array(repeating: 0xFF, count: 300)),
      name: "noise.jpg", reason: "malformed")
  }

  @Test func labAndGreyProfilesOnRGBPixelsAreIgnored() throws {
    // lcms2's Lab profile is of the abstract class (Lab to Lab): refused for its class.
    try Self.expectIgnored(
      TestImages.withICCProfile(try Self.chartJPEG(), try TestImages.labProfile()),
      name: "lab.jpg", reason: "an abstract profile")
    try Self.expectIgnored(
      TestImages.withICCProfile(try Self.chartJPEG(), try TestImages.greyProfile()),
      name: "grey.jpg", reason: "for grey colours, the image's are RGB")
  }

  @Test func printerAndDeviceLinkProfilesAreIgnored() throws {
    try Self.expectIgnored(
      TestImages.withICCProfile(
        try Self.chartJPEG(), try TestImages.srgbProfile(deviceClass: cmsSigOutputClass)),
      name: "printer.jpg", reason: "a printer profile")
    try Self.expectIgnored(
      TestImages.withICCProfile(
        try Self.chartJPEG(), try TestImages.srgbProfile(deviceClass: cmsSigLinkClass)),
      name: "link.jpg", reason: "a device link profile")
  }

  @Test func profileOverTheSizeLimitIsIgnoredUnparsed() throws {
    let profile = try TestImages.displayP3Profile()
    let limit = profile.count - 1
    try Self.expectIgnored(
      TestImages.withICCProfile(try Self.chartJPEG(), profile), name: "big.jpg",
      reason: "\(profile.count) bytes, over the limit of \(limit)",
      decoder: Self.decoder(profileLimit: limit))
    // A PNG's compressed profile that inflates past the limit stops inflating there.
    let png = TestImages.pngWithICCProfile(width: 8, height: 8, profile: profile) { _, _ in .red }
    try Self.expectIgnored(
      png, name: "big.png", reason: "over the limit of \(limit)",
      decoder: Self.decoder(profileLimit: limit))
  }

  @Test func missingOrRepeatedPiecesAreIgnored() throws {
    let profile = try TestImages.displayP3Profile()
    try Self.expectIgnored(
      TestImages.withICCProfile(try Self.chartJPEG(), profile, pieceLength: 200, claimedCount: 9),
      name: "missing.jpg", reason: "pieces are missing or out of order")
  }

  @Test func brokenPNGProfileStreamIsIgnored() throws {
    var png = TestImages.pngWithICCProfile(
      width: 8, height: 8, profile: try TestImages.displayP3Profile()
    ) { _, _ in .blue }
    // The zlib header of the iCCP stream (after IHDR: 8 + 25 bytes; then length, type,
    // "test profile", NUL, method) made invalid; the chunk's CRC is not checked here.
    let streamStart = 8 + 25 + 8 + "test profile".utf8.count + 2
    png[streamStart] = 0x00
    try Self.expectIgnored(png, name: "zlib.png", reason: "malformed")
  }
}
