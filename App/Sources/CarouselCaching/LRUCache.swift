/// A least-recently-used cache bounded by a total cost (bytes, or 1 per entry): the one cache
/// type behind the image cache, the item surface cache, the text layouts and the sub-pixel
/// card layers.
///
/// Entries live in an array-backed doubly linked list (most recent at the head) indexed by a
/// dictionary, so lookup, insertion and eviction are O(1) and no per-entry objects are
/// allocated beyond the array slots, which are reused through a free list (indices instead of
/// node objects: no reference counting while relinking).
///
/// Threading: a value type without synchronisation; wrap it in a lock to share it.
public struct LRUCache<Key: Hashable, Value> {
  /// What an insert does with an entry whose cost alone exceeds ``costLimit``.
  public enum OversizePolicy: Sendable {
    /// Keep it (evicting everything older) until something newer arrives: the last thing
    /// made is always there to draw, even when it is bigger than the budget.
    case keepUntilNext
    /// Do not store it, and drop any older entry for its key: caching it would evict
    /// everything and then itself.
    case reject
  }

  /// An entry removed to make room, and what it held.
  public struct Eviction {
    /// Its key.
    public let key: Key
    /// Its value.
    public let value: Value
  }

  fileprivate struct Node {
    var key: Key
    var value: Value
    var cost: Int
    /// The next more recently used slot.
    var previous: Int?
    /// The next less recently used slot.
    var next: Int?
  }

  /// Largest total cost kept; inserting beyond it evicts the least recently used entries.
  public let costLimit: Int
  /// What happens to an entry that alone costs more than ``costLimit``.
  public let oversizePolicy: OversizePolicy
  /// The sum of the costs of the entries held.
  public private(set) var totalCost = 0
  private var nodes: [Node?] = []
  private var freeSlots: [Int] = []
  private var slots: [Key: Int] = [:]
  private var head: Int?
  private var tail: Int?

  /// Creates an empty cache holding entries up to a total cost of `costLimit` (≥ 0).
  public init(costLimit: Int, oversize: OversizePolicy) {
    precondition(costLimit >= 0, "cost limit must not be negative, got \(costLimit)")
    self.costLimit = costLimit
    self.oversizePolicy = oversize
  }

  /// Number of entries.
  public var count: Int { slots.count }

  /// Whether `key` is held, without changing its recency.
  public func contains(_ key: Key) -> Bool { slots[key] != nil }

  /// The keys from most to least recently used.
  ///
  /// - Complexity: O(count).
  public var keysByRecency: [Key] {
    var keys: [Key] = []
    var cursor = head
    while let slot = cursor, let node = nodes[slot] {
      keys.append(node.key)
      cursor = node.next
    }
    return keys
  }

  /// The value for `key`, marking it most recently used.
  public mutating func value(forKey key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    moveToHead(slot)
    return nodes[slot]!.value
  }

  /// The value for `key` without changing recency.
  public func peek(_ key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    return nodes[slot]!.value
  }

  /// Inserts or replaces `value` as the most recently used, then evicts least recently used
  /// entries until the total cost fits. An entry costing more than ``costLimit`` on its own
  /// is handled by ``oversizePolicy``.
  ///
  /// - Returns: The entries evicted to make room, least recently used first (never the one
  ///   for `key`).
  @discardableResult
  public mutating func insert(_ value: Value, forKey key: Key, cost: Int) -> [Eviction] {
    precondition(cost >= 0, "cost must be ≥ 0, got \(cost)")
    if cost > costLimit, oversizePolicy == .reject {
      removeValue(forKey: key)
      return []
    }
    if let slot = slots[key] {
      totalCost += cost - nodes[slot]!.cost
      nodes[slot]!.value = value
      nodes[slot]!.cost = cost
      moveToHead(slot)
    } else {
      let node = Node(key: key, value: value, cost: cost, previous: nil, next: head)
      let slot: Int
      if let reused = freeSlots.popLast() {
        nodes[reused] = node
        slot = reused
      } else {
        nodes.append(node)
        slot = nodes.count - 1
      }
      if let oldHead = head { nodes[oldHead]!.previous = slot }
      head = slot
      if tail == nil { tail = slot }
      slots[key] = slot
      totalCost += cost
    }
    var evicted: [Eviction] = []
    while totalCost > costLimit, let last = tail, last != head {
      let key = nodes[last]!.key
      evicted.append(Eviction(key: key, value: removeSlot(last)))
    }
    return evicted
  }

  /// Evicts least recently used entries until the total cost is at most `limit` (the cost
  /// limit stays as it is: later inserts may fill the cache again).
  ///
  /// - Returns: The entries evicted, least recently used first.
  @discardableResult
  public mutating func trim(toCost limit: Int) -> [Eviction] {
    var evicted: [Eviction] = []
    while totalCost > limit, let last = tail {
      let key = nodes[last]!.key
      evicted.append(Eviction(key: key, value: removeSlot(last)))
    }
    return evicted
  }

  /// Removes the entry for `key`, returning its value.
  @discardableResult
  public mutating func removeValue(forKey key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    return removeSlot(slot)
  }

  /// Removes every entry whose key satisfies `predicate`; returns how many were removed.
  ///
  /// - Complexity: O(count).
  @discardableResult
  public mutating func removeAll(where predicate: (Key) -> Bool) -> Int {
    let doomed = slots.keys.filter(predicate)
    for key in doomed { removeValue(forKey: key) }
    return doomed.count
  }

  /// Removes everything.
  public mutating func removeAll() {
    nodes.removeAll()
    freeSlots.removeAll()
    slots.removeAll()
    head = nil
    tail = nil
    totalCost = 0
  }

  private mutating func removeSlot(_ slot: Int) -> Value {
    let node = nodes[slot]!
    unlink(slot)
    nodes[slot] = nil
    freeSlots.append(slot)
    slots[node.key] = nil
    totalCost -= node.cost
    return node.value
  }

  private mutating func unlink(_ slot: Int) {
    let node = nodes[slot]!
    if let previous = node.previous { nodes[previous]!.next = node.next } else { head = node.next }
    if let next = node.next { nodes[next]!.previous = node.previous } else { tail = node.previous }
    nodes[slot]!.previous = nil
    nodes[slot]!.next = nil
  }

  private mutating func moveToHead(_ slot: Int) {
    guard head != slot else { return }
    unlink(slot)
    nodes[slot]!.next = head
    if let oldHead = head { nodes[oldHead]!.previous = slot }
    head = slot
    if tail == nil { tail = slot }
  }
}

extension LRUCache: Sendable where Key: Sendable, Value: Sendable {}
extension LRUCache.Eviction: Sendable where Key: Sendable, Value: Sendable {}
extension LRUCache.Node: Sendable where Key: Sendable, Value: Sendable {}
