import CarouselImages
import Testing

/// HEIC, JPEG XL and GIF, recognised by their bytes and decoded to the right pixels, behind
/// the same limits as the other formats.
@Suite struct NewFormatDecodingTests {
  /// Lossy HEVC at quality 95 on flat colour, converted through 4:2:0 YCbCr.
  static let heicTolerance = 6
  let bound = PixelSize(width: 64, height: 64)
  static let quadrants: [RGB] = [.red, .green, .blue, .white]

  private static func quadrant(_ x: Int, _ y: Int, width: Int, height: Int) -> RGB {
    quadrants[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]
  }

  @Test func heicDecodesToItsPixels() throws {
    let folder = try TestFolder()
    let path = folder.file("IMG_0001.HEIC")
    try TestImages.writeHEIC(to: path, width: 64, height: 48) {
      Self.quadrant($0, $1, width: 64, height: 48)
    }
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    #expect(image.size == PixelSize(width: 64, height: 48))
    for (x, y, colour) in [(12, 10, RGB.red), (52, 10, .green), (12, 38, .blue), (52, 38, .white)] {
      #expect(
        image.rgb(x: x, y: y).isClose(to: colour, tolerance: Self.heicTolerance),
        "at \(x),\(y): \(image.rgb(x: x, y: y))")
      #expect(image.alpha(x: x, y: y) == 255)
    }
    let small = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 32, height: 32))
    #expect(small.size == PixelSize(width: 32, height: 24))
  }

  /// A `.heic` that is really a JPEG (phones' "most compatible" export keeps the name).
  @Test func heicNamedFileThatIsAJPEGOpens() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.jpeg(width: 16, height: 8) { _, _ in .green }, to: "IMG_0002.HEIC")
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    #expect(image.size == PixelSize(width: 16, height: 8))
    #expect(image.rgb(x: 8, y: 4).isClose(to: .green, tolerance: 4))
    let scan = try ImageDirectory.scan(folder.path, options: .init())
    #expect(scan.sources.map(\.format) == [.heif])
    #expect(
      ImageFormat(
        signature: Array(
          try TestImages.jpeg(width: 4, height: 4) { _, _ in .red }
            .prefix(ImageFormat.signatureLength))) == .jpeg)
  }

  @Test func jxlDecodesToItsExactPixels() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.jxl(width: 40, height: 20) { Self.quadrant($0, $1, width: 40, height: 20) },
      to: "a.jxl")
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    #expect(image.size == PixelSize(width: 40, height: 20))
    for (x, y, colour) in [(5, 5, RGB.red), (35, 5, .green), (5, 15, .blue), (35, 15, .white)] {
      #expect(image.rgb(x: x, y: y) == colour, "at \(x),\(y)")
      #expect(image.alpha(x: x, y: y) == 255)
    }
    #expect(image.colourNote == nil)
  }

  /// A Display P3 JPEG XL: libjxl hands over its ICC profile, lcms2 converts.
  @Test func displayP3JXLIsConvertedToSRGB() throws {
    let folder = try TestFolder()
    var configuration = ImageDecoder.Configuration.default
    configuration.displayProfile = .sRGB
    let decoder = ImageDecoder(configuration: configuration)
    let path = try folder.write(
      TestImages.jxl(
        width: TestImages.chartWidth, height: TestImages.chartHeight, displayP3: true,
        TestImages.chartColour), to: "p3.jxl")
    let image = try decoder.decode(
      path: path, maxSize: PixelSize(width: TestImages.chartWidth, height: TestImages.chartHeight))
    for (index, colour) in TestImages.chart.enumerated() {
      let x = (index % TestImages.chartColumns) * TestImages.patchSide + 4
      let y = (index / TestImages.chartColumns) * TestImages.patchSide + 4
      let measured = image.rgb(x: x, y: y)
      let expected = ColourScience.srgbValues(of: colour, in: ColourScience.displayP3)
      let error = ColourScience.deltaE76(
        (Double(measured.red), Double(measured.green), Double(measured.blue)), expected)
      #expect(error <= ColourManagementTests.maxDeltaE, "patch \(index): \(measured), ΔE \(error)")
    }
  }

  @Test func gifFirstFrameIsPaintedOnATransparentScreen() throws {
    let folder = try TestFolder()
    // A 6×4 frame at (2, 2) on an 8×8 screen: index 3 is transparent.
    let frame = TestImages.GIFFrame(
      left: 2, top: 2, width: 6, height: 4,
      indices: (0..<24).map { UInt8($0 % 6 < 3 ? 0 : ($0 < 12 ? 1 : 3)) }, transparentIndex: 3)
    let path = try folder.write(
      TestImages.gif(width: 8, height: 8, palette: [.red, .blue, .green, .white], frames: [frame]),
      to: "still.gif")
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    #expect(image.size == PixelSize(width: 8, height: 8))
    #expect(image.argb(x: 0, y: 0) == 0, "outside the frame: transparent")
    #expect(image.argb(x: 2, y: 2) == 0xFFFF_0000, "index 0: red")
    #expect(image.argb(x: 6, y: 2) == 0xFF00_00FF, "index 1: blue")
    #expect(image.argb(x: 2, y: 4) == 0xFFFF_0000)
    #expect(image.argb(x: 6, y: 4) == 0, "index 3: transparent")
    #expect(image.damage == nil)
  }

  @Test func interlacedGIFRowsLandInPlace() throws {
    let folder = try TestFolder()
    let rows = 13
    let frame = TestImages.GIFFrame(
      width: 2, height: rows, indices: (0..<(2 * rows)).map { UInt8($0 / 2 % 4) }, interlaced: true)
    let palette: [RGB] = [.red, .green, .blue, .white]
    let path = try folder.write(
      TestImages.gif(width: 2, height: rows, palette: palette, frames: [frame]), to: "i.gif")
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    for y in 0..<rows { #expect(image.rgb(x: 1, y: y) == palette[y % 4], "row \(y)") }
  }

  @Test func animatedGIFShowsItsFirstFrame() throws {
    let folder = try TestFolder()
    let frames = [UInt8(0), 1, 2].map {
      TestImages.GIFFrame(width: 4, height: 4, indices: Array(repeating: $0, count: 16), delay: 5)
    }
    let path = try folder.write(
      TestImages.gif(width: 4, height: 4, palette: [.red, .green, .blue, .white], frames: frames),
      to: "anim.gif")
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    #expect(image.rgb(x: 1, y: 1) == .red)
  }

  @Test func gifOverThePixelLimitIsRefusedFromItsHeader() throws {
    let folder = try TestFolder()
    // A screen of 65,535 × 65,535 (4.3 gigapixels) with a 1×1 frame.
    var bytes = try TestImages.gif(
      width: 1, height: 1, palette: [.red, .blue],
      frames: [TestImages.GIFFrame(width: 1, height: 1, indices: [0])])
    bytes[6] = 0xFF
    bytes[7] = 0xFF
    bytes[8] = 0xFF
    bytes[9] = 0xFF
    let path = try folder.write(bytes, to: "bomb.gif")
    #expect(
      throws: ImageError.tooLarge(
        path: path, width: 65_535, height: 65_535, pixelLimit: 32_000_000)
    ) {
      try ImageDecoder.decode(path: path, maxSize: bound)
    }
  }

  @Test func truncatedGIFShowsTheRowsThatArrived() throws {
    let folder = try TestFolder()
    // Pseudo-random indices (a linear congruential sequence): LZW cannot squeeze them, so
    // the file is long enough for the first two thirds to hold whole rows.
    var state: UInt32 = 1
    let noise = (0..<4096).map { _ -> UInt8 in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(state >> 30)
    }
    let frame = TestImages.GIFFrame(width: 64, height: 64, indices: noise)
    let bytes = try TestImages.gif(
      width: 64, height: 64, palette: [.red, .green, .blue, .white], frames: [frame])
    let path = try folder.write(Array(bytes[..<(bytes.count * 2 / 3)]), to: "cut.gif")
    let image = try ImageDecoder.decode(path: path, maxSize: bound)
    #expect(image.damage != nil)
    #expect(image.alpha(x: 0, y: 0) == 255, "the first row arrived")
    #expect(image.alpha(x: 0, y: 63) == 0, "the last did not")
    let empty = try folder.write(Array(bytes[..<13]), to: "header.gif")
    #expect {
      try ImageDecoder.decode(path: empty, maxSize: bound)
    } throws: { error in
      guard case .corrupt(_, .gif, _) = error as? ImageError else { return false }
      return true
    }
  }
}
