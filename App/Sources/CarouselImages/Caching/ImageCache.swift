import CarouselCaching

/// Decoded images kept in memory up to a byte budget, evicting the least recently used.
///
/// The budget counts pixel bytes (``DecodedImage/byteCount``): a 1920×1080 image costs
/// about 8 MB, so a 256 MB cache holds about 30 full-screen photos. Lookups, inserts and
/// evictions are O(1).
///
/// Thread safety: all methods MAY be called from any thread; a lock serializes them.
public final class ImageCache<Key: Hashable & Sendable>: Sendable {
  private let storage: Locked<LRUCache<Key, DecodedImage>>

  /// Creates an empty cache that holds at most `capacityBytes` bytes of pixels.
  public init(capacityBytes: Int) {
    storage = Locked(LRUCache(costLimit: capacityBytes, oversize: .reject))
  }

  /// The most bytes of pixels the cache keeps.
  public var capacityBytes: Int { storage.withLock { $0.costLimit } }

  /// Bytes of pixels held now; never more than ``capacityBytes``.
  public var totalBytes: Int { storage.withLock { $0.totalCost } }

  /// Number of images held.
  public var count: Int { storage.withLock { $0.count } }

  /// The image for `key`, if held; it becomes the most recently used.
  public func image(for key: Key) -> DecodedImage? {
    storage.withLock { $0.value(forKey: key) }
  }

  /// Whether an image for `key` is held, without changing its recency.
  public func contains(_ key: Key) -> Bool {
    storage.withLock { $0.contains(key) }
  }

  /// Stores `image` for `key` as the most recently used, evicting the least recently used
  /// images until everything fits.
  ///
  /// An image larger than the whole capacity is not stored (caching it would evict
  /// everything and then itself).
  ///
  /// - Returns: The keys evicted to make room, least recently used first.
  @discardableResult
  public func insert(_ image: DecodedImage, for key: Key) -> [Key] {
    storage.withLock { $0.insert(image, forKey: key, cost: image.byteCount).map(\.key) }
  }

  /// Drops least recently used images until at most `bytes` are held; the capacity stays.
  public func trim(toBytes bytes: Int) {
    _ = storage.withLock { $0.trim(toCost: bytes) }
  }

  /// Drops the image for `key`, if held.
  public func removeImage(for key: Key) {
    _ = storage.withLock { $0.removeValue(forKey: key) }
  }

  /// Drops every image whose key satisfies `predicate`; returns how many.
  @discardableResult
  public func removeAll(where predicate: (Key) -> Bool) -> Int {
    storage.withLock { $0.removeAll(where: predicate) }
  }

  /// Drops every image.
  public func removeAll() {
    storage.withLock { $0.removeAll() }
  }

  /// The keys held, from most to least recently used.
  ///
  /// - Complexity: O(*n*) in the number of images held.
  public var keysByRecency: [Key] { storage.withLock { $0.keysByRecency } }
}
