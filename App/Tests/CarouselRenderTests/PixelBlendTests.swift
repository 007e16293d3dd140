import CarouselCore
import CarouselCoreTesting
import CarouselTestSupport
import Testing

@testable import CarouselRender

@Suite struct PixelBlendTests {
  /// The formula, one byte at a time, in plain integer arithmetic.
  private func reference(_ a: UInt8, _ b: UInt8, weight: Int) -> UInt8 {
    UInt8((Int(a) * (256 - weight) + Int(b) * weight + 128) / 256)
  }

  /// A surface of premultiplied pixels from a seeded generator: every alpha (or only 255 when
  /// `opaque`), every colour up to it, so the blend meets all byte values.
  private func noise(width: Int, height: Int, seed: UInt64, opaque: Bool = false) throws
    -> RenderSurface
  {
    let surface = try RenderSurface(pixelWidth: width, pixelHeight: height)
    var random = SeededGenerator(seed: seed)
    surface.withUnsafeMutableBytes { bytes in
      for row in 0..<height {
        for column in 0..<width {
          let z = random.next()
          let alpha = opaque ? 0xFF : UInt32(truncatingIfNeeded: z) & 0xFF
          let channel = { (shift: UInt64) in UInt32(truncatingIfNeeded: z >> shift) % (alpha + 1) }
          let word = alpha << 24 | channel(8) << 16 | channel(16) << 8 | channel(24)
          bytes.storeBytes(
            of: word, toByteOffset: row * surface.stride + column * 4, as: UInt32.self)
        }
      }
    }
    return surface
  }

  private func pixels(_ surface: RenderSurface) -> [RenderPixel] {
    (0..<surface.pixelHeight).flatMap { y in
      (0..<surface.pixelWidth).map { x in surface.pixel(x: x, y: y) }
    }
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [0, 1, 2, 77, 128, 129, 200, 254, 255, 256])
  func blendMatchesTheScalarFormulaForEveryBytePair(weight: Int) {
    // All 65,536 pairs; an odd count so the vector loop's tail runs too.
    let count = 256 * 256 + 7
    let a = (0..<count).map { UInt8(truncatingIfNeeded: $0) }
    let b = (0..<count).map { UInt8(truncatingIfNeeded: $0 >> 8) }
    var out = [UInt8](repeating: 0, count: count)
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        out.withUnsafeMutableBufferPointer { out in
          PixelBlend.blend(
            a.baseAddress!, b.baseAddress!, into: out.baseAddress!, count: count, weight: weight)
        }
      }
    }
    let wrong = (0..<count).filter { out[$0] != reference(a[$0], b[$0], weight: weight) }
    #expect(wrong.count == 0, "first wrong byte at \(wrong.first ?? -1)")
  }

  @Test func weightRoundsAndClampsTheFraction() {
    #expect(PixelBlend.weight(fraction: 0) == 0)
    #expect(PixelBlend.weight(fraction: 1) == 256)
    #expect(PixelBlend.weight(fraction: 0.5) == 128)
    #expect(PixelBlend.weight(fraction: 100.4 / 256) == 100)
    #expect(PixelBlend.weight(fraction: 100.6 / 256) == 101)
    #expect(PixelBlend.weight(fraction: -3) == 0)
    #expect(PixelBlend.weight(fraction: 7) == 256)
    #expect(PixelBlend.weight(fraction: .nan) == 0)
  }

  @Test(arguments: [0.0, 0.3, 0.5, 0.999, 1.0])
  func crossFadeOfSurfacesMatchesTheFormulaPerChannel(fraction: Double) throws {
    // 37 columns: rows are not a multiple of 16 bytes.
    let from = try noise(width: 37, height: 9, seed: 1)
    let to = try noise(width: 37, height: 9, seed: 2)
    let frame = try RenderSurface(pixelWidth: 37, pixelHeight: 9)
    PixelBlend.crossFade(from: from, to: to, fraction: fraction, into: frame)
    let weight = PixelBlend.weight(fraction: fraction)
    var mismatches = 0
    var invalid = 0
    for (index, (a, b)) in zip(pixels(from), pixels(to)).enumerated() {
      let out = frame.pixel(x: index % 37, y: index / 37)
      let expected = RenderPixel(
        alpha: reference(a.alpha, b.alpha, weight: weight),
        red: reference(a.red, b.red, weight: weight),
        green: reference(a.green, b.green, weight: weight),
        blue: reference(a.blue, b.blue, weight: weight))
      if out != expected { mismatches += 1 }
      // Premultiplied: no colour above its alpha.
      if max(out.red, out.green, out.blue) > out.alpha { invalid += 1 }
    }
    #expect(mismatches == 0)
    #expect(invalid == 0)
  }

  @Test func theEndsAreExactCopies() throws {
    let from = try noise(width: 20, height: 6, seed: 3)
    let to = try noise(width: 20, height: 6, seed: 4)
    let frame = try RenderSurface(pixelWidth: 20, pixelHeight: 6)
    PixelBlend.crossFade(from: from, to: to, fraction: 0, into: frame)
    #expect(pixels(frame) == pixels(from))
    PixelBlend.crossFade(from: from, to: to, fraction: 1, into: frame)
    #expect(pixels(frame) == pixels(to))
  }

  @Test func crossFadeAgreesWithCairosPaintWithAlphaOverOpaqueLayers() throws {
    // Opaque, as the trips backdrops are.
    let from = try noise(width: 64, height: 16, seed: 5, opaque: true)
    let to = try noise(width: 64, height: 16, seed: 6, opaque: true)
    for fraction in [0.01, 0.1, 0.33, 0.5, 0.77, 0.9, 0.99] {
      let cairoFrame = try RenderSurface(pixelWidth: 64, pixelHeight: 16)
      let compositor = Compositor(frame: cairoFrame)
      let rect = CarouselRect(x: 0, y: 0, width: 64, height: 16)
      compositor.draw(from, in: rect)
      compositor.draw(to, in: rect, alpha: fraction)
      let blended = try RenderSurface(pixelWidth: 64, pixelHeight: 16)
      PixelBlend.crossFade(from: from, to: to, fraction: fraction, into: blended)
      var largest = 0
      for (c, p) in zip(pixels(cairoFrame), pixels(blended)) {
        #expect(p.alpha == 255)
        largest = max(
          largest, abs(Int(c.red) - Int(p.red)), abs(Int(c.green) - Int(p.green)),
          abs(Int(c.blue) - Int(p.blue)))
      }
      // Cairo quantises the alpha to 1/255 and rounds twice (the source times the alpha,
      // the destination times its complement); the blend quantises to 1/256 and rounds once.
      #expect(largest <= 2, "fraction \(fraction)")
    }
  }

  @Test func skippedRectanglesAreLeftUntouched() throws {
    let width = 50
    let height = 30
    let from = try noise(width: width, height: height, seed: 7)
    let to = try noise(width: width, height: height, seed: 8)
    let frame = try RenderSurface(pixelWidth: width, pixelHeight: height)
    let sentinel = RenderColor(red: 1, green: 0, blue: 1)
    frame.fill(sentinel)
    let holes = [
      PixelRect(x: 5, y: 4, width: 10, height: 10),
      PixelRect(x: 12, y: 8, width: 10, height: 10),  // overlaps the first
      PixelRect(x: 40, y: -5, width: 20, height: 12),  // crosses the top and right edges
      PixelRect(x: 0, y: 25, width: 0, height: 3),  // empty
    ]
    PixelBlend.crossFade(from: from, to: to, fraction: 0.4, into: frame, skipping: holes)
    let weight = PixelBlend.weight(fraction: 0.4)
    let magenta = RenderPixel(alpha: 255, red: 255, green: 0, blue: 255)
    var wrong: [(Int, Int)] = []
    for y in 0..<height {
      for x in 0..<width {
        let inHole = holes.contains { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY }
        let a = from.pixel(x: x, y: y)
        let b = to.pixel(x: x, y: y)
        let expected =
          inHole
          ? magenta
          : RenderPixel(
            alpha: reference(a.alpha, b.alpha, weight: weight),
            red: reference(a.red, b.red, weight: weight),
            green: reference(a.green, b.green, weight: weight),
            blue: reference(a.blue, b.blue, weight: weight))
        if frame.pixel(x: x, y: y) != expected { wrong.append((x, y)) }
      }
    }
    #expect(wrong.count == 0, "first wrong pixel \(wrong.first.map { "\($0)" } ?? "")")
  }

  @Test func spansCoverEveryPixelOutsideTheHolesExactlyOnce() {
    let width = 23
    let height = 17
    let holes = [
      PixelRect(x: 2, y: 3, width: 5, height: 4), PixelRect(x: 6, y: 5, width: 8, height: 9),
      PixelRect(x: 20, y: 0, width: 9, height: 17),
    ]
    var visits = [Int](repeating: 0, count: width * height)
    var lastRow = -1
    PixelBlend.forEachSpan(width: width, height: height, skipping: holes) { row, columns in
      #expect(row >= lastRow, "rows go top to bottom")
      lastRow = row
      for column in columns { visits[row * width + column] += 1 }
    }
    for y in 0..<height {
      for x in 0..<width {
        let inHole = holes.contains { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY }
        #expect(visits[y * width + x] == (inHole ? 0 : 1), "pixel (\(x), \(y))")
      }
    }
  }

  @Test func theDestinationMayBeASource() throws {
    let from = try noise(width: 24, height: 5, seed: 9)
    let to = try noise(width: 24, height: 5, seed: 10)
    let expected = try RenderSurface(pixelWidth: 24, pixelHeight: 5)
    PixelBlend.crossFade(from: from, to: to, fraction: 0.25, into: expected)
    PixelBlend.crossFade(from: from, to: to, fraction: 0.25, into: from)
    #expect(pixels(from) == pixels(expected))
  }

  @Test(arguments: [0.0, 0.6, 1.0])
  func magnifiedCrossFadeCoversTwoByTwoBlocks(fraction: Double) throws {
    // Odd sides: the last column and row of the sources cover one destination pixel each.
    let width = 41
    let height = 13
    let source = PixelBlend.sourceSize(
      destinationWidth: width, destinationHeight: height, magnification: 2)
    #expect(source.width == 21 && source.height == 7)
    let from = try noise(width: source.width, height: source.height, seed: 11)
    let to = try noise(width: source.width, height: source.height, seed: 12)
    let frame = try RenderSurface(pixelWidth: width, pixelHeight: height)
    frame.fill(RenderColor(red: 1, green: 0, blue: 1))
    // Holes starting and ending on odd and even columns.
    let holes = [
      PixelRect(x: 3, y: 2, width: 6, height: 5), PixelRect(x: 20, y: 0, width: 3, height: 13),
    ]
    PixelBlend.crossFade(
      from: from, to: to, fraction: fraction, into: frame, skipping: holes, magnification: 2)
    let weight = PixelBlend.weight(fraction: fraction)
    let magenta = RenderPixel(alpha: 255, red: 255, green: 0, blue: 255)
    var wrong = 0
    for y in 0..<height {
      for x in 0..<width {
        let inHole = holes.contains { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY }
        let a = from.pixel(x: x / 2, y: y / 2)
        let b = to.pixel(x: x / 2, y: y / 2)
        let expected =
          inHole
          ? magenta
          : RenderPixel(
            alpha: reference(a.alpha, b.alpha, weight: weight),
            red: reference(a.red, b.red, weight: weight),
            green: reference(a.green, b.green, weight: weight),
            blue: reference(a.blue, b.blue, weight: weight))
        if frame.pixel(x: x, y: y) != expected { wrong += 1 }
      }
    }
    #expect(wrong == 0)
  }

  @Test func pixelRectIntersection() {
    let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      a.intersection(PixelRect(x: 5, y: -2, width: 10, height: 5))
        == PixelRect(x: 5, y: 0, width: 5, height: 3))
    #expect(a.intersection(PixelRect(x: 10, y: 0, width: 3, height: 3)) == nil)
    #expect(a.insetBy(dx: 2, dy: 3) == PixelRect(x: 2, y: 3, width: 6, height: 4))
    #expect(a.offsetBy(dx: -1, dy: 4).maxY == 14)
  }
}
