import CarouselImages
import Testing

/// A 40×20 photo stored sideways or mirrored, with a red block in its stored top-left
/// corner and a green block in its stored top-right corner, on blue.
@Suite struct OrientationTests {
  static let stored = PixelSize(width: 40, height: 20)
  static let block = 8
  static let tolerance = 40

  enum Corner: CustomStringConvertible {
    case topLeft, topRight, bottomLeft, bottomRight
    var description: String {
      "\(self == .topLeft ? "top-left" : self == .topRight ? "top-right" : self == .bottomLeft ? "bottom-left" : "bottom-right")"
    }

    /// A pixel well inside the block at this corner of `image`.
    func sample(in image: DecodedImage) -> RGB {
      let inset = OrientationTests.block / 2
      let x = (self == .topLeft || self == .bottomLeft) ? inset : image.width - 1 - inset
      let y = (self == .topLeft || self == .topRight) ? inset : image.height - 1 - inset
      return image.rgb(x: x, y: y)
    }
  }

  static func photo() throws -> [UInt8] {
    try TestImages.jpeg(width: stored.width, height: stored.height) { x, y in
      guard y < block else { return .blue }
      if x < block { return .red }
      if x >= stored.width - block { return .green }
      return .blue
    }
  }

  /// Where the stored top-left (red) and top-right (green) corners appear when upright.
  static let cases: [(orientation: Int, red: Corner, green: Corner)] = [
    (1, .topLeft, .topRight),
    (2, .topRight, .topLeft),
    (3, .bottomRight, .bottomLeft),
    (4, .bottomLeft, .bottomRight),
    (5, .topLeft, .bottomLeft),
    (6, .topRight, .bottomRight),
    (7, .bottomRight, .topRight),
    (8, .bottomLeft, .topLeft),
  ]

  @Test(arguments: cases, [false, true])
  func orientationIsApplied(
    expectation: (orientation: Int, red: Corner, green: Corner), bigEndian: Bool
  ) throws {
    let folder = try TestFolder()
    let bytes = TestImages.withEXIFOrientation(
      try Self.photo(), expectation.orientation, bigEndian: bigEndian)
    let path = try folder.write(bytes, to: "o\(expectation.orientation).jpg")
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 100, height: 100))

    let upright = expectation.orientation >= 5 ? Self.stored.transposed : Self.stored
    #expect(image.size == upright)
    #expect(expectation.red.sample(in: image).isClose(to: .red, tolerance: Self.tolerance))
    #expect(expectation.green.sample(in: image).isClose(to: .green, tolerance: Self.tolerance))
    for corner in [Corner.topLeft, .topRight, .bottomLeft, .bottomRight]
    where corner != expectation.red && corner != expectation.green {
      #expect(corner.sample(in: image).isClose(to: .blue, tolerance: Self.tolerance), "\(corner)")
    }
  }

  @Test func boundsApplyToTheUprightImage() throws {
    // Stored 40×20, turned by orientation 6 to 20×40; bounds 10×20 fit it exactly at half size.
    let folder = try TestFolder()
    let path = try folder.write(TestImages.withEXIFOrientation(try Self.photo(), 6), to: "o6.jpg")
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 10, height: 20))
    #expect(image.size == PixelSize(width: 10, height: 20))
    // The 8×8 red block is 4×4 at half size, in the top-right corner.
    #expect(image.rgb(x: 8, y: 1).isClose(to: .red, tolerance: Self.tolerance))
    #expect(image.rgb(x: 1, y: 1).isClose(to: .blue, tolerance: Self.tolerance))
    #expect(image.rgb(x: 8, y: 18).isClose(to: .green, tolerance: Self.tolerance))
  }

  @Test func invalidOrientationValuesAreIgnored() throws {
    let folder = try TestFolder()
    for value in [0, 9, 300] {
      let path = try folder.write(
        TestImages.withEXIFOrientation(try Self.photo(), value), to: "bad\(value).jpg")
      let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 100, height: 100))
      #expect(image.size == Self.stored)
      #expect(Corner.topLeft.sample(in: image).isClose(to: .red, tolerance: Self.tolerance))
    }
  }

  @Test func orientedMatchesTheEXIFDefinitionPixelForPixel() {
    // 3×2 image whose pixel values are their own coordinates: 0xFF00_00yx.
    let width = 3
    let height = 2
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let value = UInt32(0xFF00_0000) | UInt32(y << 4 | x)
        withUnsafeBytes(of: value) { pixels.append(contentsOf: $0) }
      }
    }
    let image = DecodedImage(width: width, height: height, stride: width * 4, pixels: pixels)
    func grid(_ image: DecodedImage?) -> [[UInt32]] {
      guard let image else { return [] }
      return (0..<image.height).map { y in
        (0..<image.width).map { x in image.argb(x: x, y: y) & 0xFF }
      }
    }
    #expect(grid(image.oriented(.up)) == [[0x00, 0x01, 0x02], [0x10, 0x11, 0x12]])
    #expect(grid(image.oriented(.upMirrored)) == [[0x02, 0x01, 0x00], [0x12, 0x11, 0x10]])
    #expect(grid(image.oriented(.down)) == [[0x12, 0x11, 0x10], [0x02, 0x01, 0x00]])
    #expect(grid(image.oriented(.downMirrored)) == [[0x10, 0x11, 0x12], [0x00, 0x01, 0x02]])
    #expect(grid(image.oriented(.leftMirrored)) == [[0x00, 0x10], [0x01, 0x11], [0x02, 0x12]])
    #expect(grid(image.oriented(.right)) == [[0x10, 0x00], [0x11, 0x01], [0x12, 0x02]])
    #expect(grid(image.oriented(.rightMirrored)) == [[0x12, 0x02], [0x11, 0x01], [0x10, 0x00]])
    #expect(grid(image.oriented(.left)) == [[0x02, 0x12], [0x01, 0x11], [0x00, 0x10]])
  }
}
