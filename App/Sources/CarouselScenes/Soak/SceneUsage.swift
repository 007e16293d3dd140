import CarouselImages

/// What a scene holds in its caches now: the numbers a long run watches to see that
/// nothing grows without bound.
public struct SceneUsage: Hashable, Sendable {
  /// Rasterised cards, slides, tiles, text and chrome layers: count and bytes.
  public var itemSurfaces = 0
  public var itemSurfaceBytes = 0
  /// Decoded photos turned into drawable surfaces: count and bytes.
  public var imageSurfaces = 0
  public var imageSurfaceBytes = 0
  /// Decoded photos in the loader's cache: count and bytes.
  public var decodedImages = 0
  public var decodedImageBytes = 0
  /// Text layouts cached by the text renderer.
  public var textLayouts = 0
  /// Bytes in pixel buffers of the process-wide pool: alive, and kept free for reuse.
  public var pooledBytes = 0
  public var pooledFreeBytes = 0

  /// Every count and byte figure by name, in a fixed order (for reports).
  public var figures: [(name: String, value: Int)] {
    [
      ("itemSurfaces", itemSurfaces), ("itemSurfaceBytes", itemSurfaceBytes),
      ("imageSurfaces", imageSurfaces), ("imageSurfaceBytes", imageSurfaceBytes),
      ("decodedImages", decodedImages), ("decodedImageBytes", decodedImageBytes),
      ("textLayouts", textLayouts), ("pooledBytes", pooledBytes),
      ("pooledFreeBytes", pooledFreeBytes),
    ]
  }
}

extension SceneController {
  /// What the scene's caches hold now.
  public var usage: SceneUsage {
    var usage = SceneUsage()
    usage.itemSurfaces = resources.itemSurfaces.count
    usage.itemSurfaceBytes = resources.itemSurfaces.byteCount
    usage.textLayouts = resources.textRenderer.cachedLayoutCount
    if let images = screen.images {
      usage.imageSurfaces = images.surfaceCount
      usage.imageSurfaceBytes = images.surfaceBytes
      usage.decodedImages = images.loader.cache.count
      usage.decodedImageBytes = images.loader.cache.totalBytes
    }
    let pool = PixelBufferPool.shared.statistics
    usage.pooledBytes = pool.liveBytes
    usage.pooledFreeBytes = pool.freeBytes
    return usage
  }
}
