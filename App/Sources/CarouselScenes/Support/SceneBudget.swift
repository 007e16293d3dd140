@_spi(CarouselHost) import CarouselCore
import CarouselImages

/// Memory budgets and timing constants shared by every scene.
struct SceneBudget: Sendable {
  /// Bytes of decoded pixels kept by the image loader's cache: the one budget for every
  /// decoded photo, preview and zoomed decode.
  var decodedImageBytes: Int
  /// The part of ``decodedImageBytes`` the caches keep once the carousel pages: what the
  /// window needs without a zoomed photo. The rest is the zoomed photo's, and photos that
  /// scrolled away do not get to keep it.
  var pagingImageBytes: Int
  /// Bytes of decoded images kept as drawable surfaces. The surfaces wrap the decoded
  /// pixels (no copy), so this bounds how many are wrapped, not extra memory.
  var imageSurfaceBytes: Int
  /// Bytes of rasterised item content (cards, slides, tiles, chrome layers).
  var itemSurfaceBytes: Int
  /// Items decoded at display size ahead on each side of the current one.
  var prefetchRadius: Int
  /// Items given a quick preview ahead on each side of the current one (0: no previews).
  var previewRadius: Int
  /// How much larger per side than the display size a zoomed photo is decoded at most:
  /// the gallery's largest zoom, 3, so a 3×-zoomed photo has one decoded pixel per screen
  /// pixel (a 12 MP photo in a 1280×800 window: 3200×2400 pixels, 9× the pixels of its
  /// display decode; never more than the photo's own).
  var zoomDecodeFactor: Double
  /// Seconds per turn of the loading spinner; it steps once per spoke.
  var spinnerPeriod: Double
  /// Spokes of the loading spinner (one redraw per spoke step while something loads).
  var spinnerSteps: Int

  /// 128 MB of decoded images (about 16 full-HD photos), 64 MB of image surfaces, 96 MB of
  /// item surfaces, two items prefetched each way and eight previewed, a one-second spinner
  /// of 8 spokes.
  static let standard = SceneBudget(
    decodedImageBytes: 128 << 20, pagingImageBytes: 128 << 20, imageSurfaceBytes: 64 << 20,
    itemSurfaceBytes: 96 << 20,
    prefetchRadius: 2, previewRadius: 8, zoomDecodeFactor: 3, spinnerPeriod: 1,
    spinnerSteps: 8)

  /// The overview grid in a window of `window` points at `scale`, counted in screenfuls
  /// of pixels (`d` bytes; the thumbnails on screen never cover more than the window):
  ///
  /// decoded = d × ``gridScreenfuls`` (the screen and the two rows prefetched either side:
  /// 11 rows of 140 points where 1080 points show 7.5); image surfaces = d (they wrap the
  /// decoded pixels, no copy: the bound keeps them from holding pixels the loader's cache
  /// let go, so it is one screenful, what a frame draws); tiles = d / 2 (error tiles only:
  /// a loading cell is a plain fill). At 1920×1080 that is 16.6 MB of thumbnails (about 340
  /// `normal` ones), whatever the number of photos. No per-item prefetch or previews: the
  /// grid sets its own window in rows.
  static func grid(window: CarouselSize, scale: Double) -> SceneBudget {
    var budget = standard
    let width = max(1, (window.width * scale).rounded(.up))
    let height = max(1, (window.height * scale).rounded(.up))
    let displayBytes = Int(clamping: width * height, rounding: .up, to: 1...Int(Int32.max)) * 4
    budget.decodedImageBytes = Int(Double(displayBytes) * gridScreenfuls)
    budget.pagingImageBytes = budget.decodedImageBytes
    budget.imageSurfaceBytes = displayBytes
    budget.itemSurfaceBytes = displayBytes / 2
    budget.prefetchRadius = 0
    budget.previewRadius = 0
    budget.zoomDecodeFactor = 1
    return budget
  }

  /// Screenfuls of decoded thumbnails the grid keeps (see ``grid(window:scale:)``).
  static let gridScreenfuls = 2.0

  /// Photos decoded at display size ahead in the photo screens: one, the way the carousel
  /// last paged, once it is at rest (see `SceneImages.updateWindow`). A display decode
  /// takes 40–100 ms, far less than a page turn, so the next photo is sharp when it comes
  /// into view; a second one cost another display image (6–8 MB at 1080p) for nothing but
  /// a key held down, when the previews show.
  static let photoPrefetchRadius = 1

  /// Items on screen at once in the photo screens (one at rest, two while paging).
  static let visiblePhotos = 2
  /// Rasterised photo tiles kept beyond the visible ones (the page just left, or a loading
  /// or error tile).
  static let sparePhotoTiles = 1

  /// The budget for a photo screen in a window of `window` points at `scale` whose
  /// photos are decoded to fit `decodeSize` (`i` bytes each), counted in images of the
  /// window (`d` bytes).
  ///
  /// decoded = i × (1 + 2 × ``photoPrefetchRadius``) + d × zoomDecodeFactor² (the
  /// zoomed photo); item surfaces = d × (visible + spare). In the gallery at 1280×800 that
  /// is 49 MB of decoded pixels (a bound of 12 MB while paging, of which two photos, 8 MB,
  /// are resident; the other 37 MB only while zoomed) and at most 12 MB of tiles (error tiles, and the tiles of photos under an
  /// effect or fading: a photo drawn flat is drawn from its decoded pixels, and its preview
  /// or loading spinner straight into the frame), whatever the number of photos.
  static func photos(window: CarouselSize, scale: Double, decodeSize: PixelSize) -> SceneBudget {
    var budget = standard
    let width = max(1, (window.width * scale).rounded(.up))
    let height = max(1, (window.height * scale).rounded(.up))
    let displayBytes = Int(clamping: width * height, rounding: .up, to: 1...Int(Int32.max)) * 4
    let imageBytes = decodeSize.pixelCount * 4
    let zoomed = Int(
      clamping: Double(displayBytes) * budget.zoomDecodeFactor * budget.zoomDecodeFactor,
      to: 0...(1 << 52))
    budget.prefetchRadius = photoPrefetchRadius
    // The current photo and one each side: a bound above the two resident while paging
    // (the two on screen during a move, the current one and the one ahead at rest;
    // ``SceneImages`` evicts the rest at each change of its window).
    budget.pagingImageBytes = imageBytes * (1 + 2 * budget.prefetchRadius)
    budget.decodedImageBytes = budget.pagingImageBytes + zoomed
    budget.imageSurfaceBytes = budget.decodedImageBytes
    budget.itemSurfaceBytes = displayBytes * (visiblePhotos + sparePhotoTiles)
    return budget
  }
}
