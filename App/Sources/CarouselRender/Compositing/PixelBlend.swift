@_spi(CarouselHost) import CarouselCore

/// Cross-fades two surfaces straight into a third in one pass over the pixels.
///
/// Cairo draws a cross-fade as two full-frame operations: a copy of `from`, then `to` OVER
/// it with a constant alpha (0.14 ms + 0.66 ms at 1920×1080, more when the three buffers
/// no longer fit the cache together). Between opaque layers that is a linear interpolation
/// of every byte, which this computes reading each source once and writing each
/// destination byte once:
///
///     out = (from × (256 − w) + to × w + 128) >> 8,   w = round(fraction × 256)
///
/// Premultiplied pixels stay valid for any inputs, not just opaque ones: the same weights
/// apply to colour and alpha, so a channel at most its alpha in both inputs stays at most
/// the blended alpha. Over opaque layers the result is within two steps per channel of
/// Cairo's copy + `paint_with_alpha` (which quantises the alpha to 1/255 and rounds twice;
/// this quantises to 1/256 and rounds once).
///
/// With a `magnification` of 2 the sources are half the destination's size and each of
/// their pixels covers a 2 × 2 block: the blend then runs over a quarter of the pixels and
/// reads a quarter of the bytes, and the destination is only written (0.2 against 0.52 ms
/// at 1920×1080). That suits layers with no detail at the pixel scale, such as a blurred
/// backdrop.
///
/// Why plain element loops: the optimiser vectorises them (SSE2 unpack, `pmullw`,
/// `packuswb`, 16 bytes per step). Written with `SIMD16<UInt8>` → `SIMD16<UInt16>`
/// conversions the blend ran twice as slow (1.0 against 0.52 ms per 1920×1080 frame),
/// because the standard library's converting initialisers go element by element.
///
/// Threading: each call is synchronous and touches only its three surfaces, which MUST NOT
/// be drawn into by another thread meanwhile.
public enum PixelBlend {
  /// The weight that means "all `to`": fractions are rounded to multiples of 1/256.
  public static let fullWeight = 256

  /// The integer weight of `to` for `fraction` (clamped to 0…1): `round(fraction × 256)`.
  public static func weight(fraction: Double) -> Int {
    guard fraction.isFinite else { return 0 }
    return Int(clamping: fraction * Double(fullWeight), to: 0...fullWeight)
  }

  /// The pixel size of a source covering `destination` pixels at `magnification`: each side
  /// divided by it, rounded up.
  public static func sourceSize(
    destinationWidth: Int, destinationHeight: Int, magnification: Int
  ) -> (width: Int, height: Int) {
    precondition(magnification == 1 || magnification == 2, "magnification must be 1 or 2")
    return (
      (destinationWidth + magnification - 1) / magnification,
      (destinationHeight + magnification - 1) / magnification
    )
  }

  /// Writes the cross-fade from `from` to `to` at `fraction` (0 = `from`, 1 = `to`) into
  /// `destination`, leaving the pixels in `skipping` untouched (for example the opaque
  /// parts of cards that will be drawn over them anyway).
  ///
  /// With `magnification` 1 the sources have the destination's size; with 2 each source
  /// pixel covers a 2 × 2 block of the destination (nearest neighbour), and the sources
  /// MUST have ``sourceSize(destinationWidth:destinationHeight:magnification:)``. Sizes
  /// that do not match trap. At weight 0 or 256 (see ``weight(fraction:)``) nothing is
  /// blended, only copied. `destination` may be `from` or `to` itself at magnification 1.
  /// Rectangles in `skipping` may overlap each other and the destination's edges.
  ///
  /// - Complexity: O(destination pixels not skipped + source pixels
  ///   + rows × rectangles + rectangles² log rectangles).
  public static func crossFade(
    from: RenderSurface, to: RenderSurface, fraction: Double, into destination: RenderSurface,
    skipping: [PixelRect] = [], magnification: Int = 1
  ) {
    let width = destination.pixelWidth
    let height = destination.pixelHeight
    let source = sourceSize(
      destinationWidth: width, destinationHeight: height, magnification: magnification)
    precondition(
      from.pixelWidth == source.width && from.pixelHeight == source.height
        && to.pixelWidth == source.width && to.pixelHeight == source.height,
      "cross-fade of \(from.pixelWidth)×\(from.pixelHeight) and \(to.pixelWidth)×"
        + "\(to.pixelHeight) px into \(width)×\(height) px at magnification \(magnification)")
    let weight = self.weight(fraction: fraction)
    let bytesPerPixel = RenderSurface.bytesPerPixel
    let strides = (from: from.stride, to: to.stride, destination: destination.stride)
    from.withUnsafeBytes { fromBytes in
      to.withUnsafeBytes { toBytes in
        destination.withUnsafeMutableBytes { destinationBytes in
          let fromBase = fromBytes.baseAddress!
          let toBase = toBytes.baseAddress!
          let destinationBase = destinationBytes.baseAddress!
          guard magnification == 2 else {
            forEachSpan(width: width, height: height, skipping: skipping) { row, columns in
              let offset = columns.lowerBound * bytesPerPixel
              let count = columns.count * bytesPerPixel
              let target = destinationBase + row * strides.destination + offset
              let a = fromBase + row * strides.from + offset
              let b = toBase + row * strides.to + offset
              switch weight {
              case 0: target.copyMemory(from: a, byteCount: count)
              case fullWeight: target.copyMemory(from: b, byteCount: count)
              default:
                blend(
                  a.assumingMemoryBound(to: UInt8.self), b.assumingMemoryBound(to: UInt8.self),
                  into: target.assumingMemoryBound(to: UInt8.self), count: count, weight: weight)
              }
            }
            return
          }
          // One source row serves two destination rows: blend it once into `scratch`.
          let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: source.width)
          defer { scratch.deallocate() }
          var sourceRow = -1
          var pixels = UnsafePointer(scratch)
          forEachSpan(width: width, height: height, skipping: skipping) { row, columns in
            if row / magnification != sourceRow {
              sourceRow = row / magnification
              let a = fromBase + sourceRow * strides.from
              let b = toBase + sourceRow * strides.to
              switch weight {
              case 0: pixels = UnsafePointer(a.assumingMemoryBound(to: UInt32.self))
              case fullWeight: pixels = UnsafePointer(b.assumingMemoryBound(to: UInt32.self))
              default:
                let scratchBytes = UnsafeMutableRawPointer(scratch)
                blend(
                  a.assumingMemoryBound(to: UInt8.self), b.assumingMemoryBound(to: UInt8.self),
                  into: scratchBytes.assumingMemoryBound(to: UInt8.self),
                  count: source.width * bytesPerPixel, weight: weight)
                pixels = UnsafePointer(scratch)
              }
            }
            let target = (destinationBase + row * strides.destination)
              .assumingMemoryBound(to: UInt32.self)
            doubled(pixels, into: target, columns: columns)
          }
        }
      }
    }
  }

  /// Writes `target[c] = source[c / 2]` for the columns `columns`.
  @inline(__always)
  static func doubled(
    _ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>,
    columns: Range<Int>
  ) {
    var column = columns.lowerBound
    let end = columns.upperBound
    if !column.isMultiple(of: 2), column < end {
      target[column] = source[column / 2]
      column += 1
    }
    let pairs = (end - column) / 2
    // A loop over a count from 0 vectorises; one over `first..<last` with `2 × p` did not.
    let from = source + column / 2
    let to = target + column
    for pair in 0..<pairs {
      let pixel = from[pair]
      to[2 * pair] = pixel
      to[2 * pair + 1] = pixel
    }
    column += 2 * pairs
    if column < end { target[column] = source[column / 2] }
  }

  /// Blends `count` bytes: `out[i] = (a[i] × (256 − weight) + b[i] × weight + 128) >> 8`.
  ///
  /// `weight` MUST be in 0…256. `out` may be `a` or `b` (each byte is read before it is
  /// written), but MUST NOT partially overlap them.
  ///
  /// - Complexity: O(count).
  @inline(__always)
  static func blend(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
    count: Int, weight: Int
  ) {
    let weightB = UInt16(truncatingIfNeeded: weight)
    let weightA = UInt16(truncatingIfNeeded: fullWeight - weight)
    // 255 × 256 + 128 < 65536: the 16-bit sums cannot overflow.
    let half = UInt16(fullWeight / 2)
    for index in 0..<count {
      let sum = UInt16(a[index]) &* weightA &+ UInt16(b[index]) &* weightB &+ half
      out[index] = UInt8(truncatingIfNeeded: sum &>> 8)
    }
  }

  /// Calls `body` for each run of columns of each row of a `width` × `height` surface that
  /// no rectangle in `skipping` covers, top to bottom and left to right.
  ///
  /// Rows are grouped into bands between the rectangles' top and bottom edges, so the runs
  /// are worked out once per band, not once per row.
  static func forEachSpan(
    width: Int, height: Int, skipping: [PixelRect], _ body: (Int, Range<Int>) -> Void
  ) {
    let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
    let holes = skipping.compactMap { $0.intersection(bounds) }
    guard !holes.isEmpty else {
      for row in 0..<height { body(row, 0..<width) }
      return
    }
    let edges = Set([0, height] + holes.flatMap { [$0.minY, $0.maxY] }).sorted()
    for (top, bottom) in zip(edges, edges.dropFirst()) {
      let covered = holes.filter { $0.minY <= top && $0.maxY >= bottom }
        .map { $0.minX..<$0.maxX }
        .sorted { $0.lowerBound < $1.lowerBound }
      var spans: [Range<Int>] = []
      var column = 0
      for hole in covered {
        if hole.lowerBound > column { spans.append(column..<hole.lowerBound) }
        column = max(column, hole.upperBound)
      }
      if column < width { spans.append(column..<width) }
      for row in top..<bottom {
        for span in spans { body(row, span) }
      }
    }
  }
}
