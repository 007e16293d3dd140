import CarouselCaching

/// Item surfaces resampled at their vertical sub-pixel phase (``SubpixelLayer``), each made
/// once and kept while it is among the ``limit`` most recently used.
///
/// Threading: MUST be used from one thread at a time (the render thread).
public final class SubpixelLayerCache {
  /// Layers kept by default: the two cards visible mid-swipe plus the two just scrolled away,
  /// so a swipe back and forth resamples nothing (at most 4 × 3.7 MB for 440 × 520-point
  /// cards at scale 2).
  public static let standardLimit = 4

  /// Most layers kept.
  public let limit: Int
  private var storage: LRUCache<ItemSurfaceKey, SubpixelLayer>
  /// Layers made so far (each resamples its surface once).
  public private(set) var layersMade = 0

  /// Creates an empty cache keeping at most `limit` (> 0) layers.
  public init(limit: Int = SubpixelLayerCache.standardLimit) {
    precondition(limit > 0, "limit must be positive, got \(limit)")
    self.limit = limit
    storage = LRUCache(costLimit: limit, oversize: .keepUntilNext)
  }

  /// Number of layers held.
  public var count: Int { storage.count }

  /// `surface` (whose pixels `identity` names) resampled at `verticalPhase`: the kept layer,
  /// or a new one that evicts the least recently used beyond ``limit``. Nil when the layer
  /// cannot be allocated.
  ///
  /// - Complexity: O(1) when kept; O(surface pixels) to make one.
  public func layer(of surface: RenderSurface, identity: String, verticalPhase: Int)
    -> SubpixelLayer?
  {
    let key = ItemSurfaceKey(
      identity: "\(identity)|phase \(verticalPhase)", pixelWidth: surface.pixelWidth,
      pixelHeight: surface.pixelHeight, scale: surface.scale)
    if let kept = storage.value(forKey: key) { return kept }
    guard let layer = try? SubpixelLayer(source: surface, verticalPhase: verticalPhase) else {
      return nil
    }
    storage.insert(layer, forKey: key, cost: 1)
    layersMade += 1
    return layer
  }
}
