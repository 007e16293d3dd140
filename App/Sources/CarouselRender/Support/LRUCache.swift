/// A least-recently-used cache bounded by a total cost (bytes, or 1 per entry).
///
/// Entries live in an array-backed doubly linked list (most recent at the head) indexed by a
/// dictionary, so lookup, insertion and eviction are O(1) and no per-entry objects are
/// allocated beyond the array slots, which are reused through a free list.
struct LRUCache<Key: Hashable, Value> {
  private struct Node {
    var key: Key
    var value: Value
    var cost: Int
    var previous: Int?
    var next: Int?
  }

  /// Largest total cost kept; inserting beyond it evicts the least recently used entries.
  let costLimit: Int
  private(set) var totalCost = 0
  private var nodes: [Node?] = []
  private var freeSlots: [Int] = []
  private var slots: [Key: Int] = [:]
  private var head: Int?
  private var tail: Int?

  init(costLimit: Int) {
    precondition(costLimit > 0, "cost limit must be positive, got \(costLimit)")
    self.costLimit = costLimit
  }

  /// Number of entries.
  var count: Int { slots.count }

  /// The keys from most to least recently used.
  ///
  /// - Complexity: O(count).
  var keysByRecency: [Key] {
    var keys: [Key] = []
    var cursor = head
    while let slot = cursor, let node = nodes[slot] {
      keys.append(node.key)
      cursor = node.next
    }
    return keys
  }

  /// The value for `key`, marking it most recently used.
  mutating func value(forKey key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    moveToHead(slot)
    return nodes[slot]!.value
  }

  /// The value for `key` without changing recency.
  func peek(_ key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    return nodes[slot]!.value
  }

  /// Inserts or replaces `value`, then evicts least recently used entries until the total
  /// cost fits. Returns the evicted values (never the one just inserted, even when it alone
  /// exceeds the limit: a single oversized entry is kept until something newer arrives).
  @discardableResult
  mutating func insert(_ value: Value, forKey key: Key, cost: Int) -> [Value] {
    precondition(cost >= 0, "cost must be ≥ 0, got \(cost)")
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
    var evicted: [Value] = []
    while totalCost > costLimit, let last = tail, last != head {
      evicted.append(removeSlot(last))
    }
    return evicted
  }

  /// Removes the entry for `key`, returning its value.
  @discardableResult
  mutating func removeValue(forKey key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    return removeSlot(slot)
  }

  /// Removes every entry whose key satisfies `predicate`; returns how many were removed.
  ///
  /// - Complexity: O(count).
  @discardableResult
  mutating func removeAll(where predicate: (Key) -> Bool) -> Int {
    let doomed = slots.keys.filter(predicate)
    for key in doomed { removeValue(forKey: key) }
    return doomed.count
  }

  /// Removes everything.
  mutating func removeAll() {
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
