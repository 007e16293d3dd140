import CCairo
@_spi(CarouselHost) import CarouselCore

extension Compositor {
  /// How far the reflection fades out: over this fraction of the item's height.
  static let reflectionFadeFraction = 0.3
  /// The soft shadow under an item: moved down by this fraction of the item's height…
  static let shadowDropFraction = 0.035
  /// …and blurred over this fraction of it (the half-width of its edge ramp).
  static let shadowBlurFraction = 0.04
  /// Homogeneous W below which a point counts as beyond the horizon: outlines are clipped
  /// there, so nothing is magnified more than 1024 times.
  static let nearestW = 1.0 / 1024

  /// Draws `surface`, the content of an item of `itemSize` points, in true perspective where
  /// `appearance` places it (see ``CarouselItemAppearance``), relative to `viewportCenter`
  /// (frame points), clipped to `clip` when given, with `alpha` on top of the appearance's
  /// opacity. Its shadow and reflection, if any, come first; a back face draws nothing.
  ///
  /// Sampling is bilinear and perspective correct; edges are antialiased and nothing is
  /// drawn outside the item's projected outline (clipped at the horizon: the parts behind
  /// the viewer are cut off, not wrapped around).
  ///
  /// - Complexity: O(pixels covered).
  ///
  /// Pixels that `occluders` (opaque items drawn later, over this one) fully cover are
  /// skipped: the result is the same, for less work where items overlap.
  public func draw(
    _ surface: RenderSurface, itemSize: CarouselSize, appearance: CarouselItemAppearance,
    viewportCenter: CarouselPoint, clip: CarouselRect? = nil, alpha: Double = 1,
    behind occluders: [PerspectiveOccluder] = []
  ) {
    let opacity = appearance.opacity * alpha
    guard opacity > 0, itemSize.width > 0, itemSize.height > 0,
      appearance.transform.isFrontFacing
    else { return }
    if appearance.contentScale != 1 || appearance.contentOffset != .zero,
      let moved = Self.movingContent(
        of: surface, itemSize: itemSize, appearance: appearance, scratch: scratch)
    {
      // The content moves inside the item, the item's shape (rounded corners) stays.
      var still = appearance
      still.contentScale = 1
      still.contentOffset = .zero
      draw(
        moved, itemSize: itemSize, appearance: still, viewportCenter: viewportCenter, clip: clip,
        alpha: alpha, behind: occluders)
      return
    }
    let scale = frame.scale
    let pixelClip =
      clip.map { Self.pixelRect($0, scale: scale) }
      ?? PixelRect(
        x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight)
    let toFrame = Self.itemToFrame(
      appearance.transform, viewportCenter: viewportCenter, scale: scale)
    let outline = Self.outline(of: itemSize, through: toFrame)
    guard outline.count >= 3 else { return }
    let hidden = occluders.flatMap(\.parts)

    if appearance.shadow > 0 {
      let drop = Self.shadowDropFraction * itemSize.height * scale
      var shadow = PerspectiveSampler(
        outline: outline.map { $0 + SIMD2(0, drop) }, paint: .solid(0xFF00_0000),
        opacity: appearance.shadow * opacity,
        feather: max(Self.shadowBlurFraction * itemSize.height * scale, 0.5))
      shadow.hidden = hidden
      shadow.draw(into: frame, clip: pixelClip)
    }
    if appearance.reflection > 0 {
      // Mirrored about the bottom edge: item point (x, y) shows the content at (x, h − y).
      var mirror = CarouselTransform3D.scale(x: 1, y: -1)
      mirror[1, 3] = itemSize.height
      let mirrored = Self.itemToFrame(
        appearance.transform * mirror, viewportCenter: viewportCenter, scale: scale)
      // Only the rows that show: content within the fade of the bottom edge.
      let shown = itemSize.height * Self.reflectionFadeFraction
      let reflectionOutline = Self.outline(
        of: CarouselRect(
          x: -itemSize.width / 2, y: itemSize.height / 2 - shown, width: itemSize.width,
          height: shown), through: mirrored)
      if reflectionOutline.count >= 3,
        let map = Self.frameToSource(
          mirrored, surface: surface, itemSize: itemSize,
          appearance: appearance)
      {
        let height = Double(surface.pixelHeight)
        var reflection = PerspectiveSampler(
          outline: reflectionOutline, paint: .surface(surface, frameToSource: map),
          opacity: appearance.reflection * opacity, brightness: appearance.brightness)
        reflection.fade = .init(zero: height * (1 - Self.reflectionFadeFraction), one: height)
        reflection.hidden = hidden
        reflection.draw(into: frame, clip: pixelClip)
      }
    }
    guard
      let map = Self.frameToSource(
        toFrame, surface: surface, itemSize: itemSize, appearance: appearance)
    else { return }
    var item = PerspectiveSampler(
      outline: outline, paint: .surface(surface, frameToSource: map), opacity: opacity,
      brightness: appearance.brightness)
    item.hidden = hidden
    item.draw(into: frame, clip: pixelClip)
  }

  /// What the item would certainly cover with opaque pixels if drawn by
  /// ``draw(_:itemSize:appearance:viewportCenter:clip:alpha:behind:)`` with the same
  /// arguments, for items behind it to skip; nil when it may be translucent anywhere
  /// (partly transparent content, opacity below 1, zoomed content) or shows its back.
  ///
  /// - Complexity: O(surface pixels) the first time a surface is asked (see
  ///   ``RenderSurface/opaqueBands``), then O(bands).
  public func occluder(
    of surface: RenderSurface, itemSize: CarouselSize, appearance: CarouselItemAppearance,
    viewportCenter: CarouselPoint, alpha: Double = 1
  ) -> PerspectiveOccluder? {
    guard appearance.opacity * alpha >= 1, appearance.contentScale == 1,
      appearance.contentOffset == .zero, appearance.transform.isFrontFacing,
      itemSize.width > 0, itemSize.height > 0
    else { return nil }
    let toFrame = Self.itemToFrame(
      appearance.transform, viewportCenter: viewportCenter, scale: frame.scale)
    let sx = itemSize.width / Double(surface.pixelWidth)
    let sy = itemSize.height / Double(surface.pixelHeight)
    let limit = Double(RenderSurface.maximumSide)
    var parts: [PerspectiveSampler.Occluder] = []
    // Each band less one source pixel all round: a bilinear sample reaches that far.
    for band in surface.opaqueBands where band.width > 2 && band.height > 2 {
      let polygon = Self.outline(
        of: CarouselRect(
          x: Double(band.minX + 1) * sx - itemSize.width / 2,
          y: Double(band.minY + 1) * sy - itemSize.height / 2,
          width: Double(band.width - 2) * sx, height: Double(band.height - 2) * sy),
        through: toFrame)
      guard polygon.count >= 3, let lines = PerspectiveSampler.lines(of: polygon) else {
        continue
      }
      func pixels(_ values: [Double]) -> ClosedRange<Int> {
        let side = Int(limit)
        let low = Int(clamping: values.min()!, rounding: .down, to: -side...side)
        return low...Int(clamping: values.max()!, rounding: .up, to: low...side)
      }
      parts.append(
        .init(
          lines: lines, rows: pixels(polygon.map { $0.y }),
          columns: pixels(polygon.map { $0.x })))
    }
    return parts.isEmpty ? nil : PerspectiveOccluder(parts: parts)
  }

  /// `surface` with its content zoomed by the appearance's content scale and moved by its
  /// offset (item point p shows content point (p − offset) / scale), kept within the
  /// original's alpha: the picture moves inside the item's shape, which stays put (a card's
  /// rounded corners do not become square). The result is borrowed from `scratch` when
  /// given (no new surface while a frame like the last one is drawn). Nil when no surface
  /// can be made.
  ///
  /// - Complexity: O(surface pixels).
  static func movingContent(
    of surface: RenderSurface, itemSize: CarouselSize, appearance: CarouselItemAppearance,
    scratch: ScratchSurfaces? = nil
  ) -> RenderSurface? {
    let moved: RenderSurface
    do {
      moved =
        try scratch?.surface(
          pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight, scale: surface.scale)
        ?? RenderSurface(
          pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight, scale: surface.scale)
    } catch {
      return nil
    }
    let sx = Double(surface.pixelWidth) / itemSize.width
    let sy = Double(surface.pixelHeight) / itemSize.height
    let zoom = max(appearance.contentScale, 1e-6)
    let cx = Double(surface.pixelWidth) / 2
    let cy = Double(surface.pixelHeight) / 2
    let context = moved.makeContext()
    let cr = context.cairo
    context.withSavedState {
      cairo_identity_matrix(cr)
      cairo_translate(
        cr, cx + appearance.contentOffset.x * sx, cy + appearance.contentOffset.y * sy)
      cairo_scale(cr, zoom, zoom)
      cairo_translate(cr, -cx, -cy)
      cairo_set_source_surface(cr, surface.cairoSurface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_paint(cr)
    }
    context.withSavedState {
      cairo_identity_matrix(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
      cairo_set_source_surface(cr, surface.cairoSurface, 0, 0)
      cairo_paint(cr)
    }
    return moved
  }

  /// The map from item points (relative to the item's centre) to frame pixels, homogeneous.
  static func itemToFrame(
    _ m: CarouselTransform3D, viewportCenter: CarouselPoint, scale: Double
  ) -> PlaneProjection {
    let (cx, cy) = (viewportCenter.x, viewportCenter.y)
    return PlaneProjection(
      a: scale * (m[0, 0] + cx * m[3, 0]), b: scale * (m[0, 1] + cx * m[3, 1]),
      c: scale * (m[0, 3] + cx * m[3, 3]),
      d: scale * (m[1, 0] + cy * m[3, 0]), e: scale * (m[1, 1] + cy * m[3, 1]),
      f: scale * (m[1, 3] + cy * m[3, 3]),
      g: m[3, 0], h: m[3, 1], i: m[3, 3])
  }

  /// The item's rectangle through `toFrame`, in frame pixels, cut off where W falls below
  /// ``nearestW`` (a convex polygon of up to 5 corners; fewer than 3 when nothing is left).
  static func outline(of size: CarouselSize, through toFrame: PlaneProjection) -> [SIMD2<Double>] {
    let (w, h) = (size.width / 2, size.height / 2)
    return outline(
      of: CarouselRect(x: -w, y: -h, width: size.width, height: size.height), through: toFrame)
  }

  /// `rect` (item points, relative to the item's centre) through `toFrame`, in frame pixels,
  /// cut off at the horizon in the same way.
  static func outline(of rect: CarouselRect, through toFrame: PlaneProjection) -> [SIMD2<Double>] {
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY),
      (rect.minX, rect.maxY),
    ].map { toFrame.homogeneous(x: $0.0, y: $0.1) }
    // Sutherland–Hodgman against the plane W = nearestW, in homogeneous coordinates.
    var kept: [SIMD3<Double>] = []
    for (k, p) in corners.enumerated() {
      let q = corners[(k + 1) % corners.count]
      let pIn = p.z >= nearestW
      let qIn = q.z >= nearestW
      if pIn { kept.append(p) }
      if pIn != qIn {
        let t = (nearestW - p.z) / (q.z - p.z)
        kept.append(p + (q - p) * t)
      }
    }
    return kept.map { SIMD2($0.x / $0.z, $0.y / $0.z) }
  }

  /// The map from frame pixels to `surface`'s pixels for an item drawn through `toFrame`,
  /// with the appearance's content scale and offset; nil when the item is seen edge-on.
  static func frameToSource(
    _ toFrame: PlaneProjection, surface: RenderSurface, itemSize: CarouselSize,
    appearance: CarouselItemAppearance
  ) -> PlaneProjection? {
    guard let fromFrame = toFrame.inverse else { return nil }
    // Item point p shows content point (p − offset) / contentScale, which lies in the surface
    // at ((content + size / 2) · pixels per point).
    let zoom = max(appearance.contentScale, 1e-6)
    let sx = Double(surface.pixelWidth) / itemSize.width
    let sy = Double(surface.pixelHeight) / itemSize.height
    let content = PlaneProjection(
      a: sx / zoom, b: 0, c: sx * (itemSize.width / 2 - appearance.contentOffset.x / zoom),
      d: 0, e: sy / zoom, f: sy * (itemSize.height / 2 - appearance.contentOffset.y / zoom),
      g: 0, h: 0, i: 1)
    return content * fromFrame
  }

  /// The whole pixels of `rect` (frame points at `scale`), edges rounded to the nearest
  /// pixel; empty when the rectangle is not finite.
  static func pixelRect(_ rect: CarouselRect, scale: Double) -> PixelRect {
    let limit = Double(RenderSurface.maximumSide)
    func pixel(_ value: Double) -> Int {
      value.isFinite ? Int(min(max(value * scale, -limit), 2 * limit).rounded()) : 0
    }
    let left = pixel(rect.minX)
    let top = pixel(rect.minY)
    return PixelRect(
      x: left, y: top, width: pixel(rect.maxX) - left, height: pixel(rect.maxY) - top)
  }

}

/// The part of an item certainly drawn opaque, in frame pixels: what it hides of the items
/// behind it (see ``Compositor/occluder(of:itemSize:appearance:viewportCenter:alpha:)``).
public struct PerspectiveOccluder {
  /// One convex part per opaque band of the item's surface.
  let parts: [PerspectiveSampler.Occluder]
}

extension Compositor {
  /// The bounding box, in frame points, of `rect` (points of an item of `itemSize`, from its
  /// top-left corner) where ``draw(_:itemSize:appearance:viewportCenter:clip:alpha:behind:)``
  /// with the same `appearance` and `viewportCenter` draws it; nil when it is not drawn (a
  /// back face, or wholly beyond the horizon).
  public func projectedBounds(
    of rect: CarouselRect, itemSize: CarouselSize, appearance: CarouselItemAppearance,
    viewportCenter: CarouselPoint
  ) -> CarouselRect? {
    guard appearance.transform.isFrontFacing, itemSize.width > 0, itemSize.height > 0 else {
      return nil
    }
    let scale = frame.scale
    let toFrame = Self.itemToFrame(
      appearance.transform, viewportCenter: viewportCenter, scale: scale)
    let polygon = Self.outline(
      of: rect.offsetBy(dx: -itemSize.width / 2, dy: -itemSize.height / 2), through: toFrame)
    guard polygon.count >= 3 else { return nil }
    let xs = polygon.map { $0.x / scale }
    let ys = polygon.map { $0.y / scale }
    let left = xs.min()!
    let top = ys.min()!
    return CarouselRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
  }
}
