/// The unsynchronized core of ``ImageCache``: a dictionary from key to slot, and a doubly
/// linked recency list threaded through an array of slots by index.
///
/// Indices instead of node objects: no allocation per insert once slots are recycled, and
/// no reference counting while relinking. Every operation is O(1) (amortized for inserts
/// that grow the arrays).
struct LRUStorage<Key: Hashable> {
  private struct Node {
    var key: Key
    var image: DecodedImage
    /// The next more recently used slot, or `none`.
    var newer: Int
    /// The next less recently used slot, or `none`.
    var older: Int
  }

  private static var none: Int { -1 }

  /// The most bytes of pixels kept.
  let capacityBytes: Int
  /// Bytes of pixels held now.
  private(set) var totalBytes = 0
  private var nodes: [Node?] = []
  private var freeSlots: [Int] = []
  private var slots: [Key: Int] = [:]
  private var newest = LRUStorage.none
  private var oldest = LRUStorage.none

  init(capacityBytes: Int) {
    precondition(capacityBytes >= 0, "cache capacity must not be negative")
    self.capacityBytes = capacityBytes
  }

  /// Number of images held.
  var count: Int { slots.count }

  /// Whether `key` is held, without changing its recency.
  func contains(_ key: Key) -> Bool { slots[key] != nil }

  /// The image for `key`, which becomes the most recently used.
  mutating func image(for key: Key) -> DecodedImage? {
    guard let slot = slots[key] else { return nil }
    moveToNewest(slot)
    return nodes[slot]!.image
  }

  /// Stores `image` as the most recently used, evicting the least recently used images
  /// until the total fits. An image larger than the whole capacity is not stored (and any
  /// older image for `key` is dropped).
  ///
  /// - Returns: The keys evicted to make room, oldest first.
  @discardableResult
  mutating func insert(_ image: DecodedImage, for key: Key) -> [Key] {
    removeImage(for: key)
    guard image.byteCount <= capacityBytes else { return [] }
    var evicted: [Key] = []
    while totalBytes + image.byteCount > capacityBytes, oldest != Self.none {
      let key = nodes[oldest]!.key
      removeImage(for: key)
      evicted.append(key)
    }
    let node = Node(key: key, image: image, newer: Self.none, older: newest)
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      nodes[slot] = node
    } else {
      slot = nodes.count
      nodes.append(node)
    }
    if newest != Self.none { nodes[newest]!.newer = slot }
    newest = slot
    if oldest == Self.none { oldest = slot }
    slots[key] = slot
    totalBytes += image.byteCount
    return evicted
  }

  /// Drops the image for `key`, if held.
  mutating func removeImage(for key: Key) {
    guard let slot = slots.removeValue(forKey: key) else { return }
    unlink(slot)
    totalBytes -= nodes[slot]!.image.byteCount
    nodes[slot] = nil
    freeSlots.append(slot)
  }

  /// Drops every image.
  mutating func removeAll() {
    self = LRUStorage(capacityBytes: capacityBytes)
  }

  /// Keys from most to least recently used.
  ///
  /// - Complexity: O(*n*).
  var keysByRecency: [Key] {
    var keys: [Key] = []
    var slot = newest
    while slot != Self.none {
      keys.append(nodes[slot]!.key)
      slot = nodes[slot]!.older
    }
    return keys
  }

  private mutating func moveToNewest(_ slot: Int) {
    guard slot != newest else { return }
    unlink(slot)
    nodes[slot]!.older = newest
    nodes[slot]!.newer = Self.none
    if newest != Self.none { nodes[newest]!.newer = slot }
    newest = slot
    if oldest == Self.none { oldest = slot }
  }

  private mutating func unlink(_ slot: Int) {
    let newer = nodes[slot]!.newer
    let older = nodes[slot]!.older
    if newer != Self.none { nodes[newer]!.older = older } else { newest = older }
    if older != Self.none { nodes[older]!.newer = newer } else { oldest = newer }
    nodes[slot]!.newer = Self.none
    nodes[slot]!.older = Self.none
  }
}
