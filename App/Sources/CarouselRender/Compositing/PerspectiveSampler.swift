@_spi(CarouselHost) import CarouselCore

/// Fills a convex outline in a frame with a projectively mapped surface (bilinear, perspective
/// correct) or a solid colour, with antialiased or feathered edges, compositing OVER.
///
/// Why our own: pixman's projective path (under Cairo) took 9–18 ms for one card turned 45°
/// at 1080p, returns garbage where source coordinates go negative, and draws nothing when
/// any of the destination lies beyond the horizon. Here the caller clips the outline to the
/// viewer's side first (see ``Compositor/draw(_:itemSize:appearance:viewportCenter:clip:)``),
/// and every frame pixel inside it is mapped back to the source exactly:
///
///     (u, v) = ((a·X + b·Y + c) / w, (d·X + e·Y + f) / w),   w = g·X + h·Y + i
///
/// at the pixel's centre (X, Y). The divide is where the time goes, so it is hoisted
/// whenever the geometry allows, with a bounded error (``divideTolerance``):
/// - w constant along rows (h·Y varies, g ≈ 0: rotations about the horizontal axis, and
///   every affine map): one divide per row, then u and v step linearly along it;
/// - w constant down columns (g·X varies, h ≈ 0: rotations about the vertical axis, what a
///   horizontal carousel does): one divide per column, tabulated once per draw, then u and
///   v step linearly down each column;
/// - anything else: one divide per pixel.
///
/// Edges: each pixel's coverage is `clamp((distance + feather) / (2·feather), 0, 1)`, the
/// distance (positive inside) from its centre to the nearest edge line, or to the bevel
/// line at a corner (so acute corners reach no further than `feather · √2` outside). With a
/// feather of ½ that is one pixel of antialiasing, and no pixel whose square lies outside
/// the outline is touched; larger feathers make soft shadows.
struct PerspectiveSampler {
  /// What fills the outline.
  enum Paint {
    /// A surface, sampled at `frameToSource` of each frame pixel's centre (source pixels,
    /// edges clamped).
    case surface(RenderSurface, frameToSource: PlaneProjection)
    /// One premultiplied ARGB32 colour.
    case solid(UInt32)
  }

  /// A ramp of the weight over source rows: 0 at source y `zero`, 1 at `one` (a reflection
  /// fading away from the item).
  struct Fade {
    var zero: Double
    var one: Double
  }

  /// The outline in frame pixels: a convex polygon, either winding.
  var outline: [SIMD2<Double>]
  var paint: Paint
  /// Multiplies the coverage, 0…1.
  var opacity: Double = 1
  /// Multiplies the colour (not the alpha), 0…1.
  var brightness: Double = 1
  /// Half the width of the edge ramp, in pixels (½: antialiasing).
  var feather: Double = 0.5
  /// An optional ramp of the weight over source rows (surfaces only).
  var fade: Fade?
  /// Opaque items that will be drawn over this one: the pixels they fully cover are skipped.
  var hidden: [Occluder] = []

  /// What an opaque item certainly covers: the frame pixels whose centres lie at least ½
  /// pixel inside `lines` (see ``lines(of:)``), within `rows` and `columns`.
  struct Occluder {
    var lines: [Line]
    var rows: ClosedRange<Int>
    var columns: ClosedRange<Int>
  }

  /// Largest error, in source pixels, that hoisting a divide may cause: far below what
  /// bilinear filtering at 8-bit weights can show (1/256 pixel).
  static let divideTolerance = 1.0 / 256

  /// One edge or bevel line: `a·x + b·y + c` is the signed distance, positive inside.
  struct Line {
    var a, b, c: Double
  }

  /// Draws into `frame`, touching only pixels inside `clip`.
  ///
  /// - Complexity: O(pixels covered + rows × edges).
  func draw(into frame: RenderSurface, clip requested: PixelRect) {
    let bounds = PixelRect(x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight)
    guard opacity > 0, outline.count >= 3, let clip = requested.intersection(bounds),
      let lines = Self.lines(of: outline)
    else { return }
    let radius = max(feather, 0.5)
    var minX = Double.infinity
    var maxX = -Double.infinity
    var minY = Double.infinity
    var maxY = -Double.infinity
    for p in outline {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
    // Rows and columns any coverage can reach, within the clip.
    let top = Int(clamping: minY - radius, rounding: .down, to: clip.minY...clip.maxY)
    let bottom = Int(clamping: maxY + radius, rounding: .up, to: clip.minY - 1...clip.maxY - 1)
    let left = Int(clamping: minX - radius, rounding: .down, to: clip.minX...clip.maxX)
    let right = Int(clamping: maxX + radius, rounding: .up, to: clip.minX - 1...clip.maxX - 1)
    guard top <= bottom, left <= right else { return }

    let opacityWeight = Int(clamping: opacity * 256, to: 0...256)
    let brightnessWeight = UInt32((min(max(brightness, 0), 1) * 256).rounded())
    // Only occluders that overlap this outline's box cost anything per row.
    let hidden = self.hidden.filter {
      $0.rows.overlaps(top...bottom) && $0.columns.overlaps(left...right)
    }
    frame.withUnsafeMutableBytes { frameBytes in
      withUnsafeTemporaryAllocation(of: ClosedRange<Int>.self, capacity: max(hidden.count, 1)) {
        buffer in
        let hiddenBuffer = buffer.baseAddress!
        let frameBase = frameBytes.baseAddress!
        let frameStride = frame.stride
        switch paint {
        case .solid(let colour):
          for row in top...bottom {
            guard
              let span = Self.span(row: row, lines: lines, radius: radius, columns: left...right)
            else { continue }
            let target = (frameBase + row * frameStride).assumingMemoryBound(to: UInt32.self)
            let hiddenCount = Self.hiddenColumns(
              row: row, occluders: hidden, columns: left...right, into: hiddenBuffer)
            let y = Double(row) + 0.5
            var runs = CoveredRuns(span: span, hidden: hiddenBuffer, hiddenCount: hiddenCount)
            while let run = runs.next() {
              for column in run.columns {
                let coverage =
                  run.isFull
                  ? 256 : Self.coverage(atColumn: column, y: y, lines: lines, radius: radius)
                guard coverage > 0 else { continue }
                let weight = UInt32(truncatingIfNeeded: (coverage * opacityWeight + 128) >> 8)
                Self.blend(colour, weight: weight, brightness: 256, over: &target[column])
              }
            }
          }
        case .surface(let source, let map):
          source.withUnsafeBytes { sourceBytes in
            let texture = Texture(
              base: sourceBytes.baseAddress!, stride: source.stride, width: source.pixelWidth,
              height: source.pixelHeight)
            drawSurface(
              texture, map: map, frameBase: frameBase, frameStride: frameStride, lines: lines,
              radius: radius, rows: top...bottom, columns: left...right,
              opacityWeight: opacityWeight, brightnessWeight: brightnessWeight,
              hiddenBuffer: hiddenBuffer, hidden: hidden)
          }
        }
      }
    }
  }

  /// Writes into `buffer` the columns of `row` within `columns` that `occluders` fully
  /// cover, sorted and merged into disjoint intervals; returns how many.
  ///
  /// - Complexity: O(occluders × edges + occluders²); a few dozen steps.
  @inline(__always)
  static func hiddenColumns(
    row: Int, occluders: [Occluder], columns: ClosedRange<Int>,
    into buffer: UnsafeMutablePointer<ClosedRange<Int>>
  ) -> Int {
    var count = 0
    for occluder in occluders where occluder.rows.contains(row) {
      guard
        let covered = span(row: row, lines: occluder.lines, radius: 0.5, columns: columns),
        covered.innerFirst <= covered.innerLast
      else { continue }
      // Insertion by lower bound: there are only a handful.
      var k = count
      buffer[k] = covered.innerFirst...covered.innerLast
      count += 1
      while k > 0 && buffer[k - 1].lowerBound > buffer[k].lowerBound {
        (buffer[k - 1], buffer[k]) = (buffer[k], buffer[k - 1])
        k -= 1
      }
    }
    var merged = 0
    for k in 0..<count {
      if merged > 0 && buffer[k].lowerBound <= buffer[merged - 1].upperBound + 1 {
        let upper = max(buffer[merged - 1].upperBound, buffer[k].upperBound)
        buffer[merged - 1] = buffer[merged - 1].lowerBound...upper
      } else {
        buffer[merged] = buffer[k]
        merged += 1
      }
    }
    return merged
  }

  /// The source pixels, read-only.
  struct Texture {
    let base: UnsafeRawPointer
    let stride: Int
    let width: Int
    let height: Int
    /// The largest fixed-point coordinates (1/256 pixel) of a sample's top-left tap.
    let maximumX: Int
    let maximumY: Int

    init(base: UnsafeRawPointer, stride: Int, width: Int, height: Int) {
      self.base = base
      self.stride = stride
      self.width = width
      self.height = height
      maximumX = (width - 1) * 256
      maximumY = (height - 1) * 256
    }

    /// The bilinear sample whose top-left tap is at fixed-point (`x`, `y`), in 1/256 pixel
    /// (a source point (u, v) is at x = 256·u − 128: pixel centres at half-integers), edges
    /// clamped.
    ///
    /// Why fixed point: the integer part is the tap and the fraction its weight, and
    /// clamping first keeps every tap inside the surface; no branch depends on the
    /// coordinates.
    @inline(__always)
    func sample(x unclampedX: Int, y unclampedY: Int) -> SIMD8<UInt16> {
      // Comparisons, not min and max: the optimizer leaves those as calls here.
      let x = unclampedX < 0 ? 0 : unclampedX > maximumX ? maximumX : unclampedX
      let y = unclampedY < 0 ? 0 : unclampedY > maximumY ? maximumY : unclampedY
      let x0 = x &>> 8
      let y0 = y &>> 8
      // At the last column (row) the weight is 0: the neighbour is the tap itself.
      let right = x0 < width - 1 ? 1 : 0
      let down = y0 < height - 1 ? stride : 0
      let row0 = (base + y0 * stride).assumingMemoryBound(to: UInt32.self)
      let row1 = (base + y0 * stride + down).assumingMemoryBound(to: UInt32.self)
      // Both rows at once, the left taps and the right ones, a channel per 16-bit lane:
      // a·(256 − f) + b·f = 256·a + (b − a)·f, exact in wrapping 16-bit arithmetic because
      // the result fits.
      let left = PerspectiveSampler.channels(row0[x0], row1[x0])
      let rightTaps = PerspectiveSampler.channels(row0[x0 + right], row1[x0 + right])
      let fx = SIMD8(repeating: UInt16(truncatingIfNeeded: x & 255))
      let across = ((left &<< 8) &+ (rightTaps &- left) &* fx) &>> 8
      // Then down: the bottom row's lanes moved onto the top row's.
      let below = SIMD8(lowHalf: across.highHalf, highHalf: across.lowHalf)
      let fy = SIMD8(repeating: UInt16(truncatingIfNeeded: y & 255))
      return ((across &<< 8) &+ (below &- across) &* fy) &>> 8
    }

    /// The fixed-point coordinate (see ``sample(x:y:)``) of source coordinate `u`, clamped
    /// to the surface first (and 0 when not finite) so that no conversion can trap.
    @inline(__always)
    static func fixed(_ u: Double, maximum: Int) -> Int {
      u.isFinite ? Int(clamping: u * 256 - 128, rounding: .towardZero, to: 0...maximum) : 0
    }
  }

  /// Source coordinates that are linear in one integer: `(start + step·n) >> 16` is the
  /// fixed-point coordinate (1/256 pixel, see ``Texture/sample(x:y:)``) at step `n`.
  ///
  /// Why 2⁻¹⁶ of the fixed point: a step is then exact to 2⁻²⁵ pixel, so even 16,384 steps
  /// drift less than 1/2048 pixel, within ``divideTolerance``; and an integer add per pixel
  /// replaces a multiply-add, a clamp and a conversion of doubles.
  struct Ramp {
    var start: Int
    var step: Int

    /// Coordinates beyond this many pixels are clamped before the conversion (they lie off
    /// the surface anyway), so that no product of step and count overflows.
    static let reach = Double(1 << 30)

    /// The ramp `u(n) = origin + slope·n` (source pixels), in the fixed point above.
    init(origin: Double, slope: Double) {
      func scaled(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let bound = Int(Self.reach) << 16
        return Int(clamping: value * 65536, to: -bound...bound)
      }
      start = scaled(origin * 256 - 128)
      step = scaled(slope * 256)
    }

  }

  private func drawSurface(
    _ texture: Texture, map: PlaneProjection, frameBase: UnsafeMutableRawPointer,
    frameStride: Int, lines: [Line], radius: Double, rows: ClosedRange<Int>,
    columns: ClosedRange<Int>, opacityWeight: Int, brightnessWeight: UInt32,
    hiddenBuffer: UnsafeMutablePointer<ClosedRange<Int>>, hidden: [Occluder]
  ) {
    let mode = Self.mode(
      of: map, rows: rows, columns: columns,
      sourceExtent: Double(max(texture.width, texture.height)))
    let firstRow = rows.lowerBound
    let firstColumn = columns.lowerBound
    let width = columns.count
    // The source coordinates of the row's pixels, column by column: `us[k] >> 16` is the
    // fixed-point x (1/256 pixel, see ``Texture/sample(x:y:)``) of column `firstColumn + k`,
    // `vs[k] >> 16` its y. Per column, they are ramps down the rows (one divide each):
    // stepping every column by its own step once per row is exact integer arithmetic, a
    // loop the compiler vectorizes.
    let table = UnsafeMutablePointer<Int>.allocate(capacity: 4 * width)
    table.initialize(repeating: 0, count: 4 * width)
    defer { table.deallocate() }
    let (us, vs) = (table, table + width)
    let (uSteps, vSteps) = (table + 2 * width, table + 3 * width)
    if mode == .perColumn {
      let middleY = Double(rows.lowerBound + rows.upperBound + 1) / 2
      let top = Double(firstRow) + 0.5
      for k in 0..<width {
        let x = Double(firstColumn + k) + 0.5
        let r = 1 / (map.g * x + map.h * middleY + map.i)
        let (uBase, uSlope) = ((map.a * x + map.c) * r, map.b * r)
        let (vBase, vSlope) = ((map.d * x + map.f) * r, map.e * r)
        let u = Ramp(origin: uBase + uSlope * top, slope: uSlope)
        let v = Ramp(origin: vBase + vSlope * top, slope: vSlope)
        (us[k], uSteps[k], vs[k], vSteps[k]) = (u.start, u.step, v.start, v.step)
      }
    }
    // The reflection's weight over source rows, in fixed point: 0…256 as the tap's y goes
    // from `zero` to `one` (see ``Fade``).
    let fixedReach = Int(Ramp.reach) << 8
    let fadeZero =
      fade.map { Int(clamping: $0.zero * 256 - 128, to: -fixedReach...fixedReach) } ?? 0
    let fadeScale =
      fade.map { Int(clamping: 65536 / ($0.one - $0.zero), to: -fixedReach...fixedReach) } ?? 0
    let isFading = fade != nil
    let level = UInt16(truncatingIfNeeded: brightnessWeight)
    // Alpha's lane multiplies by 256: it stays.
    let brightness = SIMD8<UInt16>(level, level, level, 256, 0, 0, 0, 0)
    for row in rows {
      defer {
        if mode == .perColumn {
          for k in 0..<width {
            us[k] &+= uSteps[k]
            vs[k] &+= vSteps[k]
          }
        }
      }
      guard
        let span = Self.span(row: row, lines: lines, radius: radius, columns: columns)
      else { continue }
      let y = Double(row) + 0.5
      switch mode {
      case .perColumn:
        break
      case .perRow:
        // One divide for the row; u and v are ramps along it.
        let middleX = Double(columns.lowerBound + columns.upperBound + 1) / 2
        let r = 1 / (map.g * middleX + map.h * y + map.i)
        let left = Double(firstColumn) + 0.5
        let u = Ramp(origin: (map.b * y + map.c + map.a * left) * r, slope: map.a * r)
        let v = Ramp(origin: (map.e * y + map.f + map.d * left) * r, slope: map.d * r)
        for k in (span.first - firstColumn)...(span.last - firstColumn) {
          us[k] = u.start &+ u.step &* k
          vs[k] = v.start &+ v.step &* k
        }
      case .perPixel:
        for column in span.first...span.last {
          let x = Double(column) + 0.5
          let r = 1 / (map.g * x + map.h * y + map.i)
          let k = column - firstColumn
          let u = (map.a * x + map.b * y + map.c) * r
          let v = (map.d * x + map.e * y + map.f) * r
          us[k] = Texture.fixed(u, maximum: texture.maximumX) << 16
          vs[k] = Texture.fixed(v, maximum: texture.maximumY) << 16
        }
      }
      let target = (frameBase + row * frameStride).assumingMemoryBound(to: UInt32.self)
      let hiddenCount = Self.hiddenColumns(
        row: row, occluders: hidden, columns: columns, into: hiddenBuffer)
      var runs = CoveredRuns(span: span, hidden: hiddenBuffer, hiddenCount: hiddenCount)
      while let run = runs.next() {
        for column in run.columns {
          let coverage =
            run.isFull
            ? 256 : Self.coverage(atColumn: column, y: y, lines: lines, radius: radius)
          guard coverage > 0 else { continue }
          let k = column - firstColumn
          var weight = (coverage * opacityWeight + 128) >> 8
          if isFading {
            let ramp = (((vs[k] &>> 16) &- fadeZero) &* fadeScale) &>> 16
            let t = ramp < 0 ? 0 : ramp > 256 ? 256 : ramp
            weight = (weight * t + 128) >> 8
            if weight == 0 { continue }
          }
          Self.blend(
            texture.sample(x: us[k] &>> 16, y: vs[k] &>> 16),
            weight: UInt16(truncatingIfNeeded: weight), brightness: brightness,
            over: &target[column])
        }
      }
    }
  }

  /// Where the divide happens (see the type's documentation).
  enum Mode { case perRow, perColumn, perPixel }

  /// The cheapest mode whose error stays within ``divideTolerance`` for a source of
  /// `sourceExtent` pixels: hoisting the divide to the middle column (row) changes w by at
  /// most |g| (|h|) times half the span, and u, v by that relative amount.
  static func mode(
    of map: PlaneProjection, rows: ClosedRange<Int>, columns: ClosedRange<Int>,
    sourceExtent: Double
  ) -> Mode {
    var smallestW = Double.infinity
    for y in [Double(rows.lowerBound), Double(rows.upperBound + 1)] {
      for x in [Double(columns.lowerBound), Double(columns.upperBound + 1)] {
        smallestW = min(smallestW, abs(map.g * x + map.h * y + map.i))
      }
    }
    // u, v within the drawn area stay within a pixel or two of the source: bound by its size.
    let reach = sourceExtent + 2
    let halfWidth = Double(columns.count) / 2
    let halfHeight = Double(rows.count) / 2
    if abs(map.g) * halfWidth * reach <= divideTolerance * smallestW { return .perRow }
    if abs(map.h) * halfHeight * reach <= divideTolerance * smallestW { return .perColumn }
    return .perPixel
  }

  /// The columns of `row` within `columns` that the polygon bounded by `lines` covers at
  /// all (`first…last`) and fully (`innerFirst…innerLast`, empty when `innerFirst` is
  /// past `last`), for an edge ramp of half-width `radius`; nil when it covers none.
  @inline(__always)
  static func span(
    row: Int, lines: [Line], radius: Double, columns: ClosedRange<Int>
  ) -> (first: Int, last: Int, innerFirst: Int, innerLast: Int)? {
    let y = Double(row) + 0.5
    var outerLow = Double(columns.lowerBound) - 1
    var outerHigh = Double(columns.upperBound) + 2
    var innerLow = outerLow
    var innerHigh = outerHigh
    for line in lines {
      let k = line.b * y + line.c
      if line.a == 0 {
        if k <= -radius { return nil }
        if k < radius { innerHigh = -Double.infinity }
        continue
      }
      // Centre x where the distance is −radius (coverage starts) and +radius (full).
      let start = (-radius - k) / line.a
      let full = (radius - k) / line.a
      if line.a > 0 {
        outerLow = max(outerLow, start)
        innerLow = max(innerLow, full)
      } else {
        outerHigh = min(outerHigh, start)
        innerHigh = min(innerHigh, full)
      }
    }
    guard outerLow < outerHigh else { return nil }
    // Pixel centres are at column + ½.
    let (low, high) = (columns.lowerBound, columns.upperBound)
    let first = Int(clamping: outerLow - 0.5, rounding: .down, to: low...high + 1)
    let last = Int(clamping: outerHigh - 0.5, rounding: .up, to: low - 1...high)
    guard first <= last else { return nil }
    var innerFirst = last + 1
    var innerLast = last
    if innerLow <= innerHigh {
      innerFirst = Int(clamping: innerLow - 0.5, rounding: .up, to: first...last + 1)
      innerLast = Int(clamping: innerHigh - 0.5, rounding: .down, to: first - 1...last)
      if innerFirst > innerLast { (innerFirst, innerLast) = (last + 1, last) }
    }
    return (first, last, innerFirst, innerLast)
  }

  /// The columns of one row that the outline covers at all, in runs: the full-coverage run
  /// in the middle, the edge ramps at the ends (coverage per pixel, see
  /// ``coverage(atColumn:y:lines:radius:)``), less the columns of the `hiddenCount` sorted,
  /// disjoint intervals at `hidden` (what opaque items in front will cover anyway).
  ///
  /// Why runs rather than a closure per pixel: the pixel loops stay in the caller, where
  /// the optimizer keeps them tight (a closure it left uninlined cost a fifth of a frame).
  struct CoveredRuns {
    /// The row's span, from ``span(row:lines:radius:columns:)``.
    let span: (first: Int, last: Int, innerFirst: Int, innerLast: Int)
    let hidden: UnsafePointer<ClosedRange<Int>>?
    let hiddenCount: Int
    /// The first column not yet returned.
    private var column: Int
    /// The first hidden interval not wholly left of `column`.
    private var nextHidden = 0

    init(
      span: (first: Int, last: Int, innerFirst: Int, innerLast: Int),
      hidden: UnsafePointer<ClosedRange<Int>>? = nil, hiddenCount: Int = 0
    ) {
      self.span = span
      self.hidden = hidden
      self.hiddenCount = hiddenCount
      column = span.first
    }

    /// The next run, left to right, and whether all of it is fully covered.
    @inline(__always)
    mutating func next() -> (columns: ClosedRange<Int>, isFull: Bool)? {
      while column <= span.last {
        while nextHidden < hiddenCount, hidden![nextHidden].upperBound < column {
          nextHidden += 1
        }
        if nextHidden < hiddenCount, hidden![nextHidden].lowerBound <= column {
          column = hidden![nextHidden].upperBound + 1
          continue
        }
        let shown = nextHidden < hiddenCount ? hidden![nextHidden].lowerBound - 1 : span.last
        let stop = shown < span.last ? shown : span.last
        let start = column
        let isFull = column >= span.innerFirst && column <= span.innerLast
        let end: Int
        if isFull {
          end = span.innerLast < stop ? span.innerLast : stop
        } else {
          end = column < span.innerFirst && span.innerFirst - 1 < stop ? span.innerFirst - 1 : stop
        }
        column = end + 1
        return (start...end, isFull)
      }
      return nil
    }
  }

  /// The coverage, 1…256 (0: none), of the pixel at `column` of the row whose
  /// centre is at `y`, for an edge ramp of half-width `radius`.
  @inline(__always)
  static func coverage(atColumn column: Int, y: Double, lines: [Line], radius: Double) -> Int {
    let x = Double(column) + 0.5
    var distance = Double.infinity
    for line in lines {
      let along = line.a * x + line.b * y + line.c
      if along < distance { distance = along }
    }
    // Rounds half up where it counts: the value is ≥ 0.5 wherever the coverage is at
    // least 1.
    return Int(clamping: (distance + radius) * (256 / (2 * radius)), to: 0...256)
  }

  /// The edge lines of a convex polygon, oriented positive inside, followed by a bevel line
  /// at each corner; nil when the polygon has no area.
  static func lines(of polygon: [SIMD2<Double>]) -> [Line]? {
    var area = 0.0
    for (k, p) in polygon.enumerated() {
      let q = polygon[(k + 1) % polygon.count]
      area += p.x * q.y - q.x * p.y
    }
    guard area.isFinite, abs(area) > 1e-9 else { return nil }
    let sign: Double = area > 0 ? 1 : -1
    // Inward unit normals of the edges (degenerate edges dropped).
    var normals: [(SIMD2<Double>, SIMD2<Double>)] = []
    for (k, p) in polygon.enumerated() {
      let q = polygon[(k + 1) % polygon.count]
      let direction = q - p
      let length = (direction * direction).sum().squareRoot()
      guard length > 1e-12 else { continue }
      normals.append((SIMD2(-direction.y, direction.x) * (sign / length), p))
    }
    guard normals.count >= 3 else { return nil }
    var lines = normals.map { n, p in Line(a: n.x, b: n.y, c: -(n * p).sum()) }
    for k in normals.indices {
      let (incoming, _) = normals[(k + normals.count - 1) % normals.count]
      let (outgoing, corner) = normals[k]
      let inward = incoming + outgoing
      let length = (inward * inward).sum().squareRoot()
      guard length > 1e-9 else { continue }
      let n = inward / length
      lines.append(Line(a: n.x, b: n.y, c: -(n * corner).sum()))
    }
    return lines
  }

  /// The channels of two ARGB32 pixels, one per 16-bit lane, in memory order (blue, green,
  /// red, alpha of `first`, then of `second`).
  ///
  /// Why 16-bit lanes: a channel times a weight of 0…256 fits, so a bilinear tap or a blend
  /// is one vector multiply for all channels where 32-bit words need two masked multiplies
  /// per pair of channels. Eight lanes fill a 128-bit register: narrower vectors compile
  /// to lane-by-lane code.
  @inline(__always)
  static func channels(_ first: UInt32, _ second: UInt32) -> SIMD8<UInt16> {
    let bytes = unsafeBitCast(UInt64(first) | UInt64(second) << 32, to: SIMD8<UInt8>.self)
    return SIMD8(truncatingIfNeeded: bytes)
  }

  /// The ARGB32 pixel of the first four lanes of `channels` (each 0…255).
  @inline(__always)
  static func pixel(_ channels: SIMD8<UInt16>) -> UInt32 {
    UInt32(
      truncatingIfNeeded: unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: channels), to: UInt64.self)
    )
  }

  /// ``blend(_:weight:brightness:over:)`` for a pixel in the first four lanes of `source`
  /// (see ``channels(_:_:)``), its colour scaled by `brightness` (lanes of 0…256, alpha's
  /// 256): the same arithmetic, the same result, a vector operation per step.
  @inline(__always)
  static func blend(
    _ source: SIMD8<UInt16>, weight: UInt16, brightness: SIMD8<UInt16>,
    over target: inout UInt32
  ) {
    // Always multiplied: a multiply costs less than a branch here.
    var colour = (source &* brightness) &>> 8
    if weight < 256 { colour = (colour &* SIMD8(repeating: weight)) &>> 8 }
    let alpha = colour[3]
    if alpha == 255 {
      target = pixel(colour)
      return
    }
    if alpha == 0 && pixel(colour) == 0 { return }
    // target × (255 − alpha) / 255, rounded.
    var kept = channels(target, 0) &* SIMD8(repeating: 255 &- alpha) &+ 0x80
    kept = (kept &+ (kept &>> 8)) &>> 8
    target = pixel(colour &+ kept)
  }

  /// Composites premultiplied `source`, its colour scaled by `brightness` and all of it by
  /// `weight` (both 0…256), OVER `target`.
  @inline(__always)
  static func blend(
    _ source: UInt32, weight: UInt32, brightness: UInt32, over target: inout UInt32
  ) {
    var pixel = source
    if brightness < 256 {
      // Shifts bind tighter than multiplications in Swift: the parentheses matter.
      let redBlue = (((pixel & 0x00FF_00FF) &* brightness) >> 8) & 0x00FF_00FF
      let green = (((pixel >> 8) & 0xFF) &* brightness) >> 8
      pixel = (pixel & 0xFF00_0000) | redBlue | (green << 8)
    }
    if weight < 256 {
      let redBlue = (((pixel & 0x00FF_00FF) &* weight) >> 8) & 0x00FF_00FF
      let alphaGreen = ((((pixel >> 8) & 0x00FF_00FF) &* weight) >> 8) & 0x00FF_00FF
      pixel = redBlue | (alphaGreen << 8)
    }
    let alpha = pixel >> 24
    if alpha == 255 {
      target = pixel
      return
    }
    if pixel == 0 { return }
    // target × (255 − alpha) / 255, rounded, two channels at a time.
    let keep = 255 &- alpha
    let destination = target
    var redBlue = (destination & 0x00FF_00FF) &* keep &+ 0x0080_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var alphaGreen = ((destination >> 8) & 0x00FF_00FF) &* keep &+ 0x0080_0080
    alphaGreen = ((alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    target = pixel &+ (redBlue | (alphaGreen << 8))
  }
}
