@_spi(CarouselHost) import CarouselCore
import CarouselImages

extension SceneBudget {
  /// The filmstrip's thumbnails in a band `width` points wide at `scale`, counted in
  /// thumbnails of the decode size (`t` bytes: 128² × 4 = 64 KiB for `normal` ones) and
  /// cells the band shows (`c` = ⌈width / step⌉ + 1, a part-cell at each end):
  ///
  /// decoded = t × (3c + 2) (those in view and a band's width either side, see
  /// ``Filmstrip/refreshImages()``); image surfaces = t × (c + 2) (they wrap the decoded
  /// pixels, no copy: what a frame draws). At 1920 points, 30 cells: 5.8 MiB of thumbnails,
  /// whatever the number of photos. No previews, no per-item prefetch: the strip sets its
  /// own window.
  static func filmstrip(width: Double, scale: Double, appearance: FilmstripAppearance)
    -> SceneBudget
  {
    var budget = standard
    let size = ThumbnailTiles.decodeSize(side: appearance.thumbnailSide, scale: scale)
    let thumbnailBytes = size.pixelCount * 4
    let cells =
      Int(clamping: (width.isFinite ? width : 0) / appearance.step, rounding: .up, to: 0...100_000)
      + 1
    budget.decodedImageBytes = thumbnailBytes * (3 * cells + 2)
    budget.pagingImageBytes = budget.decodedImageBytes
    budget.imageSurfaceBytes = thumbnailBytes * (cells + 2)
    budget.prefetchRadius = 0
    budget.previewRadius = 0
    budget.zoomDecodeFactor = 1
    return budget
  }
}
