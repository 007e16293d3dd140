import CCairo

/// An item surface resampled once at a fixed vertical sub-pixel phase, so that it can then
/// be drawn at any horizontal sub-pixel position for the price of one interpolation pass
/// over its opaque interior.
///
/// Cairo composites an item at a fractional position with a bilinear filter in both
/// directions and the OVER operator: for the two trip cards of a 1920×1080 frame that took
/// 0.23 ms, several times a copy. But a carousel moves its items along one axis; the other
/// coordinate, and so its sub-pixel phase, stays put. This layer bakes that vertical phase
/// in once, with Cairo's own filter and clip (the pixels Cairo would draw), one row taller
/// than the source. Per frame only the horizontal phase `w` (1/256 pixel) is left, and where
/// a pixel and its left neighbour are both opaque, OVER is a plain copy of their
/// interpolation, written straight into the frame by ``drawInterior(into:at:within:)``:
///
///     frame[left + k] = (layer[k] × (256 − w) + layer[k − 1] × w + 128) >> 8
///
/// (``PixelBlend``'s formula). The rest of the item — rounded corners, antialiased edges, a
/// translucent seam — is a thin ring the caller still composites with Cairo, excluding
/// ``interior(at:within:)`` (see ``Compositor/draw(_:in:alpha:clip:excluding:)``). Both parts
/// agree with Cairo's single pass to within a step or two per channel.
///
/// Threading: MUST be used from one thread at a time.
public final class SubpixelLayer {
  /// The source resampled at ``verticalPhase`` (the source itself when the phase is 0).
  public let surface: RenderSurface
  /// The vertical phase baked in, in 1/256 pixel (see ``SubpixelPlacement``).
  public let verticalPhase: Int
  /// The fully opaque pixels of ``surface``, as bands of consecutive rows sharing one run of
  /// columns (the longest run of each row), top to bottom.
  public let opaqueBands: [PixelRect]

  /// Resamples `source` at `verticalPhase` (0..<256, in 1/256 pixel) and finds its opaque
  /// interior.
  ///
  /// - Complexity: O(source pixels), once; a frame then costs O(interior pixels).
  /// - Throws: ``RenderError`` if the resampled surface cannot be allocated.
  public init(source: RenderSurface, verticalPhase: Int) throws(RenderError) {
    precondition(
      (0..<PixelBlend.fullWeight).contains(verticalPhase),
      "vertical phase must be in 0..<\(PixelBlend.fullWeight), got \(verticalPhase)")
    if verticalPhase == 0 {
      surface = source
    } else {
      let baked = try RenderSurface(
        pixelWidth: source.pixelWidth, pixelHeight: source.pixelHeight + 1, scale: source.scale)
      let offset = Double(verticalPhase) / Double(PixelBlend.fullWeight)
      // What Compositor.draw does for an unscaled surface at a fractional position.
      let cr = cairo_create(baked.cairoSurface)!
      cairo_rectangle(
        cr, 0, offset, Double(source.pixelWidth), Double(source.pixelHeight))
      cairo_clip(cr)
      cairo_translate(cr, 0, offset)
      cairo_set_source_surface(cr, source.cairoSurface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_paint(cr)
      cairo_destroy(cr)
      surface = baked
    }
    self.verticalPhase = verticalPhase
    opaqueBands = Self.opaqueBands(of: surface)
  }

  /// The frame pixels ``drawInterior(into:at:within:)`` writes for the layer at `placement`,
  /// limited to `bounds`: disjoint rectangles, top to bottom, every pixel of them opaque.
  ///
  /// - Complexity: O(bands).
  public func interior(at placement: SubpixelPlacement, within bounds: PixelRect) -> [PixelRect] {
    precondition(
      placement.verticalPhase == verticalPhase,
      "layer made for vertical phase \(verticalPhase), placed at \(placement)")
    // A pixel blends with its left neighbour: the first column of each run has none.
    let shift = placement.horizontalPhase > 0 ? 1 : 0
    return opaqueBands.compactMap { band in
      PixelRect(
        x: placement.left + band.minX + shift, y: placement.top + band.minY,
        width: band.width - shift, height: band.height
      ).intersection(bounds)
    }
  }

  /// Writes the layer's opaque interior at `placement` into `frame` (replacing its pixels,
  /// which is what OVER does with opaque ones), limited to `bounds`.
  ///
  /// `frame` MUST NOT be this layer's surface.
  ///
  /// - Complexity: O(interior pixels).
  public func drawInterior(
    into frame: RenderSurface, at placement: SubpixelPlacement, within bounds: PixelRect
  ) {
    precondition(frame !== surface, "a layer cannot be drawn into itself")
    let frameBounds = PixelRect(x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight)
    guard let bounds = bounds.intersection(frameBounds) else { return }
    let rects = interior(at: placement, within: bounds)
    guard !rects.isEmpty else { return }
    let weight = placement.horizontalPhase
    let bytesPerPixel = RenderSurface.bytesPerPixel
    let strides = (frame: frame.stride, layer: surface.stride)
    surface.withUnsafeBytes { layerBytes in
      frame.withUnsafeMutableBytes { frameBytes in
        for rect in rects {
          let count = rect.width * bytesPerPixel
          for row in rect.minY..<rect.maxY {
            let target = frameBytes.baseAddress! + row * strides.frame + rect.minX * bytesPerPixel
            let pixel =
              layerBytes.baseAddress! + (row - placement.top) * strides.layer
              + (rect.minX - placement.left) * bytesPerPixel
            if weight == 0 {
              target.copyMemory(from: pixel, byteCount: count)
            } else {
              PixelBlend.blend(
                pixel.assumingMemoryBound(to: UInt8.self),
                (pixel - bytesPerPixel).assumingMemoryBound(to: UInt8.self),
                into: target.assumingMemoryBound(to: UInt8.self), count: count, weight: weight)
            }
          }
        }
      }
    }
  }

  /// The longest run of fully opaque pixels of each row, consecutive rows with the same run
  /// merged into one band.
  static func opaqueBands(of surface: RenderSurface) -> [PixelRect] {
    let width = surface.pixelWidth
    let stride = surface.stride
    let opaque = UInt32(UInt8.max) << 24
    var bands: [PixelRect] = []
    surface.withUnsafeBytes { bytes in
      for row in 0..<surface.pixelHeight {
        let words = (bytes.baseAddress! + row * stride).assumingMemoryBound(to: UInt32.self)
        var longest = 0..<0
        var start: Int?
        for column in 0...width {
          if column < width, words[column] >= opaque {
            if start == nil { start = column }
          } else if let first = start {
            if column - first > longest.count { longest = first..<column }
            start = nil
          }
        }
        guard !longest.isEmpty else { continue }
        if let last = bands.last, last.maxY == row, last.minX == longest.lowerBound,
          last.maxX == longest.upperBound
        {
          bands[bands.count - 1].height += 1
        } else {
          bands.append(
            PixelRect(x: longest.lowerBound, y: row, width: longest.count, height: 1))
        }
      }
    }
    return bands
  }
}
