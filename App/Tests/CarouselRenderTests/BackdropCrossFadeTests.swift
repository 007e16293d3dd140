import CarouselCore
import CarouselRender
import Testing

/// The backdrop cross-fade's pixels: each backdrop alone at rest, the exact per-byte blend
/// between, the background where an image is not decoded, skipped pixels untouched.
@Suite struct BackdropCrossFadeTests {
  /// Backdrops that keep an image's colour: no blur, no darkening.
  static let plain = BackdropAppearance(workingSide: 16, blurRadius: 0, passes: 0, darkening: 0)
  static let backgroundHex: UInt32 = 0x102030
  static let colours: [UInt32] = [0x204060, 0xE0A080, 0x40C020]

  /// A cross-fade of plain backdrops over ``background``, and its layer cache.
  private func makeCrossFade() -> (BackdropCrossFade, ItemSurfaceCache) {
    let layers = ItemSurfaceCache(byteLimit: 1 << 20)
    return (
      BackdropCrossFade(
        backgroundColor: RenderColor(hex: Self.backgroundHex), appearance: Self.plain,
        layers: layers),
      layers
    )
  }

  /// A solid image of item `index`'s colour.
  private func image(_ index: Int) -> RenderSurface? {
    guard let surface = try? RenderSurface(pixelWidth: 32, pixelHeight: 24) else { return nil }
    surface.fill(RenderColor(hex: Self.colours[index]))
    return surface
  }

  /// The distinct pixels of `surface` inside `rect` (all of it by default).
  private func pixels(_ surface: RenderSurface, in rect: PixelRect? = nil) -> Set<RenderPixel> {
    let area =
      rect ?? PixelRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)
    var seen: Set<RenderPixel> = []
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { seen.insert(surface.pixel(x: x, y: y)) }
    }
    return seen
  }

  /// The opaque pixel of `hex`.
  private func pixel(_ hex: UInt32) -> RenderPixel {
    RenderPixel(argb: 0xFF00_0000 | hex)
  }

  /// `(a × (256 − w) + b × w + 128) >> 8` per channel.
  private func blended(_ a: UInt32, _ b: UInt32, weight: UInt32) -> RenderPixel {
    let channel = { (shift: UInt32) -> UInt32 in
      ((a >> shift & 0xFF) * (256 - weight) + (b >> shift & 0xFF) * weight + 128) >> 8
    }
    return pixel(channel(16) << 16 | channel(8) << 8 | channel(0))
  }

  private func draw(
    _ crossFade: BackdropCrossFade, _ blend: BackdropBlend, into frame: RenderSurface,
    skipping: [PixelRect] = [], decoded: Set<Int> = [0, 1, 2]
  ) {
    crossFade.draw(
      blend, into: frame, scale: frame.scale, skipping: skipping,
      identity: { Self.colours.indices.contains($0) ? "image \($0)" : nil },
      image: { decoded.contains($0) ? image($0) : nil })
  }

  @Test func atZeroHalfAndOneTheFrameIsFromTheBlendAndTo() throws {
    let (crossFade, _) = makeCrossFade()
    // Odd sides: the half-resolution layers' last column and row cover one pixel.
    let frame = try RenderSurface(pixelWidth: 61, pixelHeight: 33)
    draw(crossFade, BackdropBlend(from: 0, to: 1, fraction: 0), into: frame)
    #expect(pixels(frame) == [pixel(Self.colours[0])])
    draw(crossFade, BackdropBlend(from: 0, to: 1, fraction: 0.5), into: frame)
    #expect(pixels(frame) == [blended(Self.colours[0], Self.colours[1], weight: 128)])
    draw(crossFade, BackdropBlend(from: 0, to: 1, fraction: 1), into: frame)
    #expect(pixels(frame) == [pixel(Self.colours[1])])
    // A quarter of the way: weight 64 of 256.
    draw(crossFade, BackdropBlend(from: 2, to: 0, fraction: 0.25), into: frame)
    #expect(pixels(frame) == [blended(Self.colours[2], Self.colours[0], weight: 64)])
  }

  @Test func anUndecodedImageShowsTheBackground() throws {
    let (crossFade, _) = makeCrossFade()
    let frame = try RenderSurface(pixelWidth: 40, pixelHeight: 30)
    let background = Self.backgroundHex
    // Fading in from the background.
    draw(
      crossFade, BackdropBlend(from: 0, to: 1, fraction: 0.5), into: frame, decoded: [1])
    #expect(pixels(frame) == [blended(background, Self.colours[1], weight: 128)])
    // Holding the outgoing backdrop while the next decodes.
    draw(
      makeCrossFade().0, BackdropBlend(from: 0, to: 1, fraction: 0.5), into: frame, decoded: [0])
    #expect(pixels(frame) == [pixel(Self.colours[0])])
    // Neither decoded, or no such item: the background.
    let fresh = makeCrossFade().0
    draw(fresh, BackdropBlend(from: 0, to: 1, fraction: 0.5), into: frame, decoded: [])
    #expect(pixels(frame) == [pixel(background)])
    draw(fresh, BackdropBlend(from: 7, to: 7, fraction: 0), into: frame)
    #expect(pixels(frame) == [pixel(background)])
    #expect(fresh.backdropCount == 0)
  }

  @Test func skippedPixelsAreLeftAsTheyWere() throws {
    let (crossFade, _) = makeCrossFade()
    let frame = try RenderSurface(pixelWidth: 40, pixelHeight: 30)
    frame.fill(.white)
    let card = PixelRect(x: 5, y: 7, width: 11, height: 9)
    draw(
      crossFade, BackdropBlend(from: 0, to: 1, fraction: 0.5), into: frame, skipping: [card])
    #expect(pixels(frame, in: card) == [pixel(0xFFFFFF)])
    let outside = [
      PixelRect(x: 0, y: 0, width: 40, height: 7), PixelRect(x: 0, y: 16, width: 40, height: 14),
      PixelRect(x: 0, y: 7, width: 5, height: 9), PixelRect(x: 16, y: 7, width: 24, height: 9),
    ]
    for rect in outside {
      #expect(pixels(frame, in: rect) == [blended(Self.colours[0], Self.colours[1], weight: 128)])
    }
  }

  @Test func eachBackdropIsMadeOnceAndOnlyTheLayersThatShowAreDrawn() throws {
    let (crossFade, layers) = makeCrossFade()
    let frame = try RenderSurface(pixelWidth: 40, pixelHeight: 30, scale: 2)
    var asked: [Int] = []
    let drawFrame = { (blend: BackdropBlend) in
      crossFade.draw(
        blend, into: frame, scale: 2, identity: { "image \($0)" },
        image: {
          asked.append($0)
          return image($0)
        })
    }
    // At rest only the current item's backdrop is made.
    drawFrame(BackdropBlend(from: 0, to: 1, fraction: 0))
    #expect(asked == [0])
    #expect(crossFade.backdropCount == 1)
    for step in 1...8 { drawFrame(BackdropBlend(from: 0, to: 1, fraction: Double(step) / 8)) }
    // Item 1's image is asked for once, when its backdrop is made; the last frame (all item
    // 1) needs no item 0.
    #expect(asked == [0, 1])
    #expect(crossFade.backdropCount == 2)
    // Two layers at half the frame's pixels (20 × 15 at scale 1), kept with the items.
    #expect(layers.count == 2)
    #expect(
      Set(layers.keysByRecency.map(\.description)) == [
        "backdrop|image 0 @20×15px ×1.0", "backdrop|image 1 @20×15px ×1.0",
      ])
  }
}
