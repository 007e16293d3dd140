import CarouselCore

/// The backdrop behind a carousel: each item's ``Backdrop`` aspect-filling the window over
/// a background colour, cross-fading from one item's to the next as a ``BackdropBlend``
/// says.
///
/// A frame is written in one pass by ``PixelBlend`` from two cached, opaque layers — a copy
/// at rest, a per-byte interpolation mid-swipe — with no fill before it, skipping the pixels
/// the caller covers anyway (opaque card interiors). An item whose image is not decoded yet
/// shows the background colour's layer instead, which gives what filling and drawing over
/// the fill would: fading in from the background, or holding the outgoing backdrop.
///
/// Threading: MUST be used from one thread at a time (the render thread).
public final class BackdropCrossFade {
  /// How many window pixels (per side) one pixel of a cached layer covers.
  ///
  /// A backdrop is a ~100-pixel image blurred and scaled up 10 to 20 times, so neighbouring
  /// window pixels differ by a level or so: a layer at half the window's resolution, each
  /// pixel drawn as a 2 × 2 block, looks the same. It holds a quarter of the bytes, and the
  /// cross-fade blends a quarter of the pixels (0.2 against 0.52 ms at 1920×1080).
  public static let magnification = 2

  /// What shows where an item has no backdrop yet, and under every backdrop.
  public let backgroundColor: RenderColor
  /// How each item's image is blurred and darkened.
  public let appearance: BackdropAppearance
  /// Where the window-sized layers are kept (shared with the item surfaces, so one byte
  /// budget covers both).
  private let layers: ItemSurfaceCache
  /// Blurred backdrops by their image's identity, made once per image.
  private var backdrops: [String: Backdrop] = [:]

  /// A cross-fade over `backgroundColor` of backdrops made with `appearance`, keeping its
  /// layers in `layers`.
  public init(
    backgroundColor: RenderColor, appearance: BackdropAppearance = .tripCard,
    layers: ItemSurfaceCache
  ) {
    self.backgroundColor = backgroundColor
    self.appearance = appearance
    self.layers = layers
  }

  /// How many backdrops have been made (one per image shown).
  public var backdropCount: Int { backdrops.count }

  /// Writes `blend` over the whole of `destination`, whose pixels are `scale` per point,
  /// except the pixels in `skipping`.
  ///
  /// Only the backdrops that show are asked for (at rest, just `blend.from`'s).
  /// `identity(item)` names the pixels of the item's image (nil: no such item, which shows
  /// the background); `image(item)` is its decoded image, asked for only until the item's
  /// backdrop is made (nil: not decoded yet).
  ///
  /// - Complexity: O(destination pixels not skipped), plus O(window pixels) to make a layer
  ///   the first time an image shows at a size.
  public func draw(
    _ blend: BackdropBlend, into destination: RenderSurface, scale: Double,
    skipping: [PixelRect] = [], identity: (Int) -> String?, image: (Int) -> RenderSurface?
  ) {
    // Layers match the destination's pixels (⌈side ÷ magnification⌉), whatever its point
    // size.
    let magnification = Self.magnification
    let layerPixels = PixelBlend.sourceSize(
      destinationWidth: destination.pixelWidth, destinationHeight: destination.pixelHeight,
      magnification: magnification)
    let layerScale = scale / Double(magnification)
    let layerSize = CarouselSize(
      width: Double(layerPixels.width) / layerScale,
      height: Double(layerPixels.height) / layerScale)
    let weight = PixelBlend.weight(fraction: blend.fraction)
    func layer(ofItem item: Int) -> RenderSurface? {
      guard let identity = identity(item) else { return nil }
      return self.layer(
        identity: identity, image: { image(item) }, size: layerSize, scale: layerScale)
    }
    let fromLayer = weight < PixelBlend.fullWeight ? layer(ofItem: blend.from) : nil
    let toLayer = weight > 0 ? layer(ofItem: blend.to) : nil
    // At full weight `from` is not read: `to`'s layer stands in rather than the background's.
    let unread = weight == PixelBlend.fullWeight ? toLayer : nil
    guard
      let fromSource = fromLayer ?? unread ?? backgroundLayer(size: layerSize, scale: layerScale),
      let toSource = toLayer ?? fromLayer ?? backgroundLayer(size: layerSize, scale: layerScale)
    else { return }
    PixelBlend.crossFade(
      from: fromSource, to: toSource, fraction: blend.fraction, into: destination,
      skipping: skipping, magnification: magnification)
  }

  /// The backdrop of the image named `identity` over the background colour, aspect-filling
  /// a layer of `size` points at `scale`, cached: opaque, so a frame only copies or blends
  /// it instead of filtering the small blurred image up to the window's size twice per
  /// frame. Nil until the image is decoded.
  private func layer(
    identity: String, image: () -> RenderSurface?, size: CarouselSize, scale: Double
  ) -> RenderSurface? {
    guard let backdrop = backdrop(identity: identity, image: image) else { return nil }
    return try? layers.surface(identity: "backdrop|\(identity)", size: size, scale: scale) {
      context, rect in
      context.fill(rect, color: backgroundColor)
      backdrop.draw(in: context, rect: rect)
    }
  }

  /// A layer of `size` points at `scale` filled with the background colour, cached: what
  /// shows in place of a backdrop whose image is not decoded.
  private func backgroundLayer(size: CarouselSize, scale: Double) -> RenderSurface? {
    try? layers.surface(identity: "backdrop|none", size: size, scale: scale) { context, rect in
      context.fill(rect, color: backgroundColor)
    }
  }

  /// The backdrop of the image named `identity`, made from `image()` the first time it is
  /// decoded.
  private func backdrop(identity: String, image: () -> RenderSurface?) -> Backdrop? {
    if let made = backdrops[identity] { return made }
    guard let image = image(), let made = try? Backdrop(image: image, appearance: appearance)
    else { return nil }
    backdrops[identity] = made
    return made
  }
}
