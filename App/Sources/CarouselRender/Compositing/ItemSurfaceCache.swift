import CarouselCaching
import CarouselCore

/// A byte-bounded least-recently-used cache of rendered item surfaces, so each item's
/// content is rasterised once and then only composited per frame.
///
/// Keys combine the item's identity string, its pixel size and scale; a resize or a change
/// of scale is a different entry. When the total pixel bytes exceed ``byteLimit`` the least
/// recently used surfaces are dropped; the most recent one is always kept, even if it alone
/// exceeds the limit.
///
/// Threading: MUST be used from one thread at a time (the render thread).
public final class ItemSurfaceCache {
  /// Most bytes of pixels kept.
  public let byteLimit: Int
  private var storage: LRUCache<ItemSurfaceKey, RenderSurface>
  /// Lookups answered from the cache.
  public private(set) var hits = 0
  /// Lookups that had to render.
  public private(set) var misses = 0
  /// Surfaces dropped to stay within ``byteLimit``.
  public private(set) var evictions = 0

  /// Creates a cache holding at most `byteLimit` bytes of pixels
  /// (a 350×500-point card at scale 2 is 700 × 1000 × 4 = 2.8 MB).
  public init(byteLimit: Int) {
    precondition(byteLimit > 0, "byteLimit must be positive")
    self.byteLimit = byteLimit
    self.storage = LRUCache(costLimit: byteLimit, oversize: .keepUntilNext)
  }

  /// Bytes of pixels currently held.
  public var byteCount: Int { storage.totalCost }
  /// Number of surfaces held.
  public var count: Int { storage.count }
  /// Keys from most to least recently used.
  ///
  /// - Complexity: O(count).
  public var keysByRecency: [ItemSurfaceKey] { storage.keysByRecency }

  /// The cached surface for `key`, or the result of `render` (then cached). Errors from
  /// `render` propagate unchanged and nothing is cached.
  ///
  /// `render` MUST return a surface of the key's pixel size; this traps otherwise, since a
  /// wrong size would be composited blurred for as long as it stays cached.
  ///
  /// - Complexity: O(1) on a hit.
  public func surface<Failure: Error>(
    for key: ItemSurfaceKey, render: () throws(Failure) -> RenderSurface
  ) throws(Failure) -> RenderSurface {
    if let cached = storage.value(forKey: key) {
      hits += 1
      return cached
    }
    misses += 1
    let surface = try render()
    precondition(
      surface.pixelWidth == key.pixelWidth && surface.pixelHeight == key.pixelHeight,
      "rendered \(surface.pixelWidth)×\(surface.pixelHeight) px for key \(key)")
    insert(surface, for: key)
    return surface
  }

  /// The surface for `identity` at `size` points and `scale`, rasterised by `draw` (given a
  /// context in points on a transparent surface) only when it is not cached.
  ///
  /// `identity` MUST name everything that changes the pixels.
  public func surface(
    identity: String, size: CarouselSize, scale: Double, draw: (RenderContext, CarouselRect) -> Void
  ) throws(RenderError) -> RenderSurface {
    let key = ItemSurfaceKey(identity: identity, size: size, scale: scale)
    return try surface(for: key) { () throws(RenderError) -> RenderSurface in
      let surface = try RenderSurface(size: size, scale: scale)
      draw(surface.makeContext(), CarouselRect(size: size))
      return surface
    }
  }

  /// The cached surface for `key` without rendering or changing recency.
  public func cachedSurface(for key: ItemSurfaceKey) -> RenderSurface? {
    storage.peek(key)
  }

  /// Stores `surface` under `key`, evicting least recently used entries beyond the limit.
  public func insert(_ surface: RenderSurface, for key: ItemSurfaceKey) {
    evictions += storage.insert(surface, forKey: key, cost: surface.byteCount).count
  }

  /// Drops every surface of `identity` (any size or scale), for example after the item's
  /// data changed. Returns how many were dropped.
  @discardableResult
  public func removeSurfaces(identity: String) -> Int {
    storage.removeAll { $0.identity == identity }
  }

  /// Drops every surface whose key satisfies `predicate`. Returns how many were dropped.
  @discardableResult
  public func removeSurfaces(where predicate: (ItemSurfaceKey) -> Bool) -> Int {
    storage.removeAll(where: predicate)
  }

  /// Drops least recently used surfaces until at most `bytes` are held; the limit stays.
  public func trim(toBytes bytes: Int) {
    evictions += storage.trim(toCost: bytes).count
  }

  /// Drops everything (counters are kept).
  public func removeAll() {
    storage.removeAll()
  }
}
