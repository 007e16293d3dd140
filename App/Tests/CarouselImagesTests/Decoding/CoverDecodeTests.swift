import Testing

@testable import CarouselImages

/// Decodes that cover a size (``DecodeFit/covering``, the slider's aspect-filled slides):
/// the smallest decode whose sides both reach the slide's, chosen from the image's header,
/// in the image's upright axes, never enlarged.
@Suite struct CoverDecodeTests {
  @Test(arguments: [
    // (image, slide, cover)
    // A 12 MP 4:3 photo in a 16:9 slide: the width sets the scale, the height overhangs.
    (
      PixelSize(width: 4000, height: 3000), PixelSize(width: 1920, height: 1080),
      PixelSize(width: 1920, height: 1440)
    ),
    // The same photo turned portrait: 2.37 times the slide's pixels.
    (
      PixelSize(width: 3000, height: 4000), PixelSize(width: 1920, height: 1080),
      PixelSize(width: 1920, height: 2560)
    ),
    // A panorama: the height sets the scale.
    (
      PixelSize(width: 8000, height: 2000), PixelSize(width: 1920, height: 1080),
      PixelSize(width: 4320, height: 1080)
    ),
    // The overhanging side is rounded up: 2000 × 1000 / 3001 = 666.4 → 667.
    (
      PixelSize(width: 3001, height: 2000), PixelSize(width: 1000, height: 500),
      PixelSize(width: 1000, height: 667)
    ),
    // Exactly the slide's shape: the slide itself.
    (
      PixelSize(width: 3840, height: 2160), PixelSize(width: 1920, height: 1080),
      PixelSize(width: 1920, height: 1080)
    ),
    // Tiny photos and photos short of the slide on the side that sets the scale are
    // never enlarged.
    (
      PixelSize(width: 100, height: 80), PixelSize(width: 1920, height: 1080),
      PixelSize(width: 100, height: 80)
    ),
    (
      PixelSize(width: 4000, height: 500), PixelSize(width: 1920, height: 1080),
      PixelSize(width: 4000, height: 500)
    ),
  ])
  func theCoverIsTheSmallestScaleReachingBothSides(
    image: PixelSize, slide: PixelSize, cover: PixelSize
  ) {
    #expect(image.covering(slide) == cover)
    #expect(image.fitted(to: slide, .covering) == cover)
    #expect(image.fitted(to: slide, .within) == image.fitting(within: slide))
  }

  /// A JPEG is decoded to its cover, in its upright axes when EXIF turns it: a 480×320
  /// photo stored sideways (orientation 6) shows 320×480, which covers 200×100 at 200×300
  /// (fitted within the same slide it would be 67×100).
  @Test(arguments: [1, 6])
  func aJPEGIsDecodedToItsCoverUpright(orientation: Int) throws {
    let folder = try TestFolder()
    let jpeg = try TestImages.jpeg(width: 480, height: 320) { _, _ in .blue }
    let path = try folder.write(
      TestImages.withEXIFOrientation(jpeg, orientation), to: "o\(orientation).jpg")
    let slide = PixelSize(width: 200, height: 100)
    let covered = try ImageDecoder().decode(path: path, size: slide, fit: .covering)
    let fitted = try ImageDecoder().decode(path: path, size: slide, fit: .within)
    if orientation == 6 {
      #expect(covered.size == PixelSize(width: 200, height: 300))
      #expect(fitted.size == PixelSize(width: 67, height: 100))
    } else {
      #expect(covered.size == PixelSize(width: 200, height: 134))
      #expect(fitted.size == PixelSize(width: 150, height: 100))
    }
  }

  /// The other formats take the cover from their header too (PNG here); a photo smaller
  /// than the slide stays its own size.
  @Test func aPNGIsDecodedToItsCoverAndASmallOneIsNotEnlarged() throws {
    let folder = try TestFolder()
    let wide = folder.path + "/wide.png"
    try TestImages.writePNG(to: wide, width: 300, height: 100) { _, _ in (.red, 255) }
    let slide = PixelSize(width: 60, height: 60)
    #expect(
      try ImageDecoder().decode(path: wide, size: slide, fit: .covering).size
        == PixelSize(width: 180, height: 60))
    let small = try folder.write(
      TestImages.jpeg(width: 40, height: 30) { _, _ in .green }, to: "small.jpg")
    #expect(
      try ImageDecoder().decode(
        path: small, size: PixelSize(width: 1920, height: 1080), fit: .covering
      ).size == PixelSize(width: 40, height: 30))
  }

  /// A decoder that only knows how to fit within a bound covers with a square bound twice
  /// the slide's longer side (it has no header to read).
  @Test func aDecoderWithoutCoverSupportGetsASquareBoundTwiceTheLongerSide() throws {
    let decoder = GatedDecoder(open: true)
    let image = try decoder.decode(
      path: "a.jpg", size: PixelSize(width: 300, height: 200), fit: .covering)
    #expect(image.size == PixelSize(width: 600, height: 600))
  }

  /// The loader hands its display decodes the fit it was configured with.
  @Test func theLoaderDecodesToTheConfiguredFit() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.jpeg(width: 640, height: 480) { _, _ in .blue }, to: "a.jpg")
    var configuration = ImageLoader.Configuration.default
    configuration.displayFit = .covering
    let source = ImageSource(path: path, format: .jpeg)
    let loader = ImageLoader(
      sources: [source], cache: ImageCache(capacityBytes: 8 << 20),
      configuration: configuration)
    let slide = PixelSize(width: 320, height: 180)
    _ = loader.request(source, size: slide)
    #expect(loader.waitUntilIdle(timeoutSeconds: 30))
    guard case .ready(let image) = loader.request(source, size: slide) else {
      Issue.record("the photo did not decode")
      return
    }
    #expect(image.size == PixelSize(width: 320, height: 240))
  }
}

/// Decodes that fill a size (``DecodeFit/filling``, the slider's slides): the cover, cut
/// down to the slide around its centre, so no pixel the slide never shows is kept.
@Suite struct FillDecodeTests {
  /// A 480×320 photo filling a 200×100 slide: covered at 200×134, then its middle 200×100
  /// (rows 17…116 of the cover); upright first when EXIF turns it (320×480 covers at
  /// 200×300, cropped to 200×100).
  @Test(arguments: [1, 6])
  func aJPEGIsDecodedToItsCoverCroppedToTheSlide(orientation: Int) throws {
    let folder = try TestFolder()
    // Top half red, bottom half blue (stored axes).
    let jpeg = try TestImages.jpeg(width: 480, height: 320) { _, y in y < 160 ? .red : .blue }
    let path = try folder.write(
      TestImages.withEXIFOrientation(jpeg, orientation), to: "o\(orientation).jpg")
    let slide = PixelSize(width: 200, height: 100)
    let filled = try ImageDecoder().decode(path: path, size: slide, fit: .filling)
    #expect(filled.size == slide)
    #expect(PixelSize(width: 480, height: 320).decoded(for: slide, .filling) == slide)
    if orientation == 1 {
      // The centre of the cover: red above the middle row, blue below.
      #expect(filled.argb(x: 100, y: 10) & 0xFF_FFFF > 0xE0_0000)
      #expect(filled.argb(x: 100, y: 90) & 0xFF > 0xE0)
    }
  }

  /// The fill is cropped as the cover is shrunk, never made whole first, and gives exactly
  /// the cover's centre: JPEG (DCT-scaled, then the area filter) and PNG, at slides that cut
  /// rows, columns, an odd overhang, or nothing.
  @Test func aFillIsExactlyTheCentreOfTheCover() throws {
    let folder = try TestFolder()
    let jpeg = try folder.write(
      TestImages.jpeg(width: 640, height: 480) { x, y in
        RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: UInt8((x + y) % 256))
      }, to: "a.jpg")
    let png = folder.path + "/b.png"
    try TestImages.writePNG(to: png, width: 301, height: 199) { x, y in
      (RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 40), 255)
    }
    let decoder = ImageDecoder()
    for path in [jpeg, png] {
      for slide in [
        PixelSize(width: 200, height: 100), PixelSize(width: 90, height: 160),
        PixelSize(width: 157, height: 61), PixelSize(width: 120, height: 90),
      ] {
        let cover = try decoder.decode(path: path, size: slide, fit: .covering)
        let filled = try decoder.decode(path: path, size: slide, fit: .filling)
        #expect(filled == cover.croppedToCentre(slide), "\(path) at \(slide)")
      }
    }
  }

  /// A photo smaller than the slide is neither enlarged nor cropped on its short side; a
  /// panorama is cropped to the slide's width only.
  @Test func smallPhotosAreNotEnlargedAndOnlyTheOverhangIsCut() throws {
    let slide = PixelSize(width: 1920, height: 1080)
    #expect(PixelSize(width: 100, height: 80).decoded(for: slide, .filling) == PixelSize(width: 100, height: 80))
    #expect(PixelSize(width: 8000, height: 2000).decoded(for: slide, .filling) == slide)
    #expect(PixelSize(width: 4000, height: 500).decoded(for: slide, .filling) == PixelSize(width: 1920, height: 500))
    let folder = try TestFolder()
    let wide = folder.path + "/wide.png"
    try TestImages.writePNG(to: wide, width: 300, height: 100) { _, _ in (.red, 255) }
    #expect(
      try ImageDecoder().decode(path: wide, size: PixelSize(width: 60, height: 60), fit: .filling)
        .size == PixelSize(width: 60, height: 60))
  }

  /// A decoder that only fits within a bound fills from its square bound, then crops.
  @Test func aDecoderWithoutCoverSupportIsCroppedToo() throws {
    let decoder = GatedDecoder(open: true)
    let image = try decoder.decode(
      path: "a.jpg", size: PixelSize(width: 300, height: 200), fit: .filling)
    #expect(image.size == PixelSize(width: 300, height: 200))
  }
}
