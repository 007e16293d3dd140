/// Memory budgets and timing constants shared by every scene.
struct SceneBudget: Sendable {
  /// Bytes of decoded pixels kept by the image loader's cache.
  var decodedImageBytes: Int
  /// Bytes of decoded images kept as drawable surfaces (a second copy, in Cairo's hands).
  var imageSurfaceBytes: Int
  /// Bytes of rasterised item content (cards, slides, tiles, chrome layers).
  var itemSurfaceBytes: Int
  /// Items decoded ahead on each side of the current one.
  var prefetchRadius: Int
  /// Seconds per turn of the loading spinner; it steps once per spoke.
  var spinnerPeriod: Double
  /// Spokes of the loading spinner (one redraw per spoke step while something loads).
  var spinnerSteps: Int
  /// Longest a pointer press may last to count as a tap (seconds).
  var tapMaximumDuration: Double

  /// 128 MB of decoded images (about 16 full-HD photos), 64 MB of image surfaces, 96 MB of
  /// item surfaces, two items prefetched each way, a one-second spinner of 8 spokes, and
  /// half-second taps.
  static let standard = SceneBudget(
    decodedImageBytes: 128 << 20, imageSurfaceBytes: 64 << 20, itemSurfaceBytes: 96 << 20,
    prefetchRadius: 2, spinnerPeriod: 1, spinnerSteps: 8, tapMaximumDuration: 0.5)
}
