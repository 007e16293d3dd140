import CarouselImages
import Testing

@Suite struct ImageDecoderColourTests {
  /// JPEG at quality 95, 4:4:4: flat areas come back within a few levels.
  static let jpegTolerance = 6

  private static func quadrant(_ x: Int, _ y: Int, size: Int) -> RGB {
    switch (x < size / 2, y < size / 2) {
    case (true, true): return .red
    case (false, true): return .green
    case (true, false): return .blue
    case (false, false): return .white
    }
  }

  @Test func jpegColoursSurvive() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.jpeg(width: 64, height: 64) { Self.quadrant($0, $1, size: 64) }, to: "q.jpg")
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 64, height: 64))
    #expect(image.size == PixelSize(width: 64, height: 64))
    for (x, y, colour) in [(16, 16, RGB.red), (48, 16, .green), (16, 48, .blue), (48, 48, .white)] {
      #expect(
        image.rgb(x: x, y: y).isClose(to: colour, tolerance: Self.jpegTolerance), "at \(x),\(y)")
      #expect(image.alpha(x: x, y: y) == 255)
    }
  }

  @Test func bytesAreInCairoARGB32Order() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.jpeg(width: 16, height: 16) { _, _ in .red }, to: "r.jpg")
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 16, height: 16))
    // Little-endian machines store 0xAARRGGBB as B, G, R, A.
    let first = Array(image.pixels[0..<4])
    let expected: [UInt8] = 1.littleEndian == 1 ? [0, 0, 255, 255] : [255, 255, 0, 0]
    for (byte, want) in zip(first, expected) {
      #expect(abs(Int(byte) - Int(want)) <= Self.jpegTolerance)
    }
  }

  @Test func jpegColoursSurviveDownscaling() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.jpeg(width: 800, height: 800) { Self.quadrant($0, $1, size: 800) }, to: "q.jpg")
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 60, height: 60))
    #expect(image.size == PixelSize(width: 60, height: 60))
    for (x, y, colour) in [(10, 10, RGB.red), (50, 10, .green), (10, 50, .blue), (50, 50, .white)] {
      #expect(
        image.rgb(x: x, y: y).isClose(to: colour, tolerance: Self.jpegTolerance), "at \(x),\(y)")
    }
  }

  @Test func pngColoursAndPremultipliedAlphaAreExact() throws {
    let folder = try TestFolder()
    let path = folder.file("a.png")
    try TestImages.writePNG(to: path, width: 4, height: 1) { x, _ in
      [(RGB.red, 255), (RGB.green, 255), (RGB.blue, 128), (RGB.white, 0)][x]
    }
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 4, height: 4))
    #expect(image.argb(x: 0, y: 0) == 0xFFFF_0000)
    #expect(image.argb(x: 1, y: 0) == 0xFF00_FF00)
    #expect(image.argb(x: 2, y: 0) == 0x8000_0080)  // half-transparent blue, premultiplied
    #expect(image.argb(x: 3, y: 0) == 0x0000_0000)
  }

  @Test func opaquePNGWithoutAlphaChannelIsOpaque() throws {
    // Cairo writes an all-opaque ARGB32 surface as an RGB PNG and reads it back as RGB24,
    // whose top byte the decoder must set.
    let folder = try TestFolder()
    let path = folder.file("rgb.png")
    try TestImages.writePNG(to: path, width: 8, height: 8) { _, _ in
      (RGB(red: 10, green: 20, blue: 30), 255)
    }
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 8, height: 8))
    #expect(image.argb(x: 7, y: 7) == 0xFF0A_141E)
  }

  @Test func areaFilterAveragesAFineCheckerboard() throws {
    let folder = try TestFolder()
    let path = folder.file("checker.png")
    try TestImages.writePNG(to: path, width: 64, height: 64) { x, y in
      ((x + y) % 2 == 0 ? .white : .black, 255)
    }
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 16, height: 16))
    #expect(image.size == PixelSize(width: 16, height: 16))
    for y in 0..<16 {
      for x in 0..<16 {
        #expect(
          image.rgb(x: x, y: y).isClose(to: RGB(red: 128, green: 128, blue: 128), tolerance: 1))
      }
    }
  }

  @Test func areaFilterHandlesNonIntegerRatios() throws {
    // 3 columns → 2: each output covers 1.5 source columns. [0, 255, 0] gives
    // (0 + 0.5·255)/1.5 = 85 for both.
    let folder = try TestFolder()
    let path = folder.file("thirds.png")
    try TestImages.writePNG(to: path, width: 3, height: 1) { x, _ in (x == 1 ? .white : .black, 255)
    }
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 2, height: 2))
    #expect(image.size == PixelSize(width: 2, height: 1))
    #expect(image.rgb(x: 0, y: 0) == RGB(red: 85, green: 85, blue: 85))
    #expect(image.rgb(x: 1, y: 0) == RGB(red: 85, green: 85, blue: 85))
  }

  @Test func grayscaleJPEGBecomesGreyARGB() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.grayJPEG(width: 32, height: 32) { x, _ in x < 16 ? 40 : 200 }, to: "g.jpg")
    let image = try ImageDecoder.decode(path: path, maxSize: PixelSize(width: 32, height: 32))
    #expect(
      image.rgb(x: 4, y: 4).isClose(
        to: RGB(red: 40, green: 40, blue: 40), tolerance: Self.jpegTolerance))
    #expect(
      image.rgb(x: 28, y: 4).isClose(
        to: RGB(red: 200, green: 200, blue: 200), tolerance: Self.jpegTolerance))
    #expect(image.alpha(x: 28, y: 4) == 255)
  }

  @Test func cmykJPEGIsConvertedToRGB() throws {
    // Inverted (Adobe) ink: C=255 (none), M=0 (full), Y=0 (full), K=255 (none) is red.
    let folder = try TestFolder()
    let red = try folder.write(
      TestImages.cmykJPEG(width: 16, height: 16, invertedInk: [255, 0, 0, 255]), to: "red.jpg")
    let grey = try folder.write(
      TestImages.cmykJPEG(width: 16, height: 16, invertedInk: [255, 255, 255, 128]), to: "grey.jpg")
    let size = PixelSize(width: 16, height: 16)
    #expect(
      try ImageDecoder.decode(path: red, maxSize: size).rgb(x: 8, y: 8).isClose(
        to: .red, tolerance: Self.jpegTolerance))
    #expect(
      try ImageDecoder.decode(path: grey, maxSize: size).rgb(x: 8, y: 8)
        .isClose(to: RGB(red: 128, green: 128, blue: 128), tolerance: Self.jpegTolerance))
  }
}
