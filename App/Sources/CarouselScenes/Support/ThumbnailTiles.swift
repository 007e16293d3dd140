@_spi(CarouselHost) import CarouselCore
import CarouselImages
import CarouselRender
import CarouselThumbnails

/// Draws photos as thumbnails fitted in squares: the overview grid's cells and the
/// filmstrip's. The thumbnails come from a ``SceneImages`` whose decoder is a
/// ``ThumbnailDecoder`` (the freedesktop.org cache), requested at ``decodeSize(side:scale:)``.
struct ThumbnailTiles {
  /// The error tiles (rasterised once, cached with the scene's item surfaces).
  let tiles: PhotoTiles
  /// A square whose thumbnail is still loading: a plain fill.
  let placeholderColor: RenderColor

  /// The pixel size thumbnails of squares `side` points wide are requested at: the
  /// `normal` (128) or `large` (256) thumbnail, whichever covers the square's pixels.
  static func decodeSize(side: Double, scale: Double) -> PixelSize {
    let pixels = Int(clamping: side * scale, rounding: .up, to: 1...Int(Int32.max))
    let side = ThumbnailSize.covering(pixels: pixels).side
    return PixelSize(width: side, height: side)
  }

  /// Draws photo `item` of `sources` fitted in `square` (window points): its thumbnail
  /// from its decoded pixels (no copy), a placeholder while it loads, or the error tile.
  /// Tiles are cached under `kind`.
  func draw(
    _ item: Int, of sources: [ImageSource], images: SceneImages, in square: CarouselRect,
    size: PixelSize, kind: String, frame: SceneFrame
  ) {
    let state = images.state(ofItem: item, size: size)
    if let surface = state.surface {
      let fitted = square.aspectFit(
        CarouselSize(width: Double(surface.pixelWidth), height: Double(surface.pixelHeight)))
      // On whole device pixels: a thumbnail the size of its square (the usual case) is then
      // copied, not resampled, however far the rows have scrolled.
      let scale = frame.scale
      let snapped = CarouselRect(
        x: (fitted.minX * scale).rounded() / scale, y: (fitted.minY * scale).rounded() / scale,
        width: fitted.width, height: fitted.height)
      frame.context.draw(surface, in: snapped)
      return
    }
    if case .loading = state {
      frame.context.fill(square, color: placeholderColor)
      return
    }
    guard sources.indices.contains(item),
      let tile = tiles.surface(
        kind, source: sources[item], state: state, size: square.size,
        scale: frame.scale, time: frame.time, drawPhoto: { _, _, rect in rect })
    else { return }
    frame.context.draw(tile, in: square)
  }
}
