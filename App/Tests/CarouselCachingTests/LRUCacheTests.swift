import CarouselCaching
import CarouselCoreTesting
import Testing

@Suite struct LRUCacheTests {
  @Test func evictsTheLeastRecentlyUsedFirst() {
    var cache = LRUCache<String, Int>(costLimit: 3, oversize: .reject)
    for (key, value) in [("a", 1), ("b", 2), ("c", 3)] {
      #expect(cache.insert(value, forKey: key, cost: 1).isEmpty)
    }
    #expect(cache.value(forKey: "a") == 1)  // a is now the most recent
    #expect(cache.keysByRecency == ["a", "c", "b"])
    let evicted = cache.insert(4, forKey: "d", cost: 2)
    #expect(evicted.map(\.key) == ["b", "c"])
    #expect(evicted.map(\.value) == [2, 3])
    #expect(cache.keysByRecency == ["d", "a"])
    #expect(cache.totalCost == 2 + 1)
  }

  @Test func trimmingEvictsTheLeastRecentlyUsedAndKeepsTheLimit() {
    var cache = LRUCache<String, Int>(costLimit: 10, oversize: .reject)
    for (key, value) in [("a", 1), ("b", 2), ("c", 3), ("d", 4)] {
      cache.insert(value, forKey: key, cost: 2)
    }
    _ = cache.value(forKey: "a")
    #expect(cache.trim(toCost: 5).map(\.key) == ["b", "c"])
    #expect(cache.keysByRecency == ["a", "d"])
    #expect(cache.totalCost == 2 + 2)
    #expect(cache.trim(toCost: 4).isEmpty)
    // The limit is unchanged: the cache fills up to it again.
    cache.insert(5, forKey: "e", cost: 6)
    #expect(cache.totalCost == 2 + 2 + 6)
    #expect(cache.trim(toCost: 0).count == 3)
    #expect(cache.count == 0)
  }

  @Test func peekAndContainsLeaveRecencyAlone() {
    var cache = LRUCache<String, Int>(costLimit: 2, oversize: .keepUntilNext)
    cache.insert(1, forKey: "a", cost: 1)
    cache.insert(2, forKey: "b", cost: 1)
    #expect(cache.peek("a") == 1)
    #expect(cache.contains("a"))
    #expect(cache.insert(3, forKey: "c", cost: 1).map(\.key) == ["a"])
  }

  @Test func replacingAKeyUpdatesItsCostAndRecency() {
    var cache = LRUCache<String, Int>(costLimit: 10, oversize: .reject)
    cache.insert(1, forKey: "a", cost: 2)
    cache.insert(2, forKey: "b", cost: 2)
    cache.insert(3, forKey: "a", cost: 5)
    #expect(cache.count == 2)
    #expect(cache.totalCost == 5 + 2)
    #expect(cache.keysByRecency == ["a", "b"])
    #expect(cache.removeValue(forKey: "a") == 3)
    #expect(cache.totalCost == 2)
  }

  @Test func keepUntilNextHoldsAnOversizedEntryUntilSomethingNewerArrives() {
    var cache = LRUCache<String, Int>(costLimit: 4, oversize: .keepUntilNext)
    cache.insert(1, forKey: "small", cost: 2)
    #expect(cache.insert(2, forKey: "huge", cost: 9).map(\.key) == ["small"])
    #expect(cache.keysByRecency == ["huge"])
    #expect(cache.totalCost == 9)
    #expect(cache.insert(3, forKey: "next", cost: 1).map(\.key) == ["huge"])
    #expect(cache.keysByRecency == ["next"])
  }

  @Test func rejectStoresNoOversizedEntryAndDropsTheOlderOneForItsKey() {
    var cache = LRUCache<String, Int>(costLimit: 4, oversize: .reject)
    cache.insert(1, forKey: "small", cost: 2)
    cache.insert(2, forKey: "huge", cost: 1)
    #expect(cache.insert(3, forKey: "huge", cost: 9).isEmpty)
    #expect(!cache.contains("huge"))
    #expect(cache.keysByRecency == ["small"])
    #expect(cache.totalCost == 2)
  }

  @Test func aZeroLimitHoldsOnlyWhatCostsNothing() {
    var cache = LRUCache<Int, Int>(costLimit: 0, oversize: .reject)
    cache.insert(1, forKey: 1, cost: 1)
    cache.insert(2, forKey: 2, cost: 0)
    #expect(cache.keysByRecency == [2])
  }

  @Test func removeAllWhereDropsTheMatchingKeys() {
    var cache = LRUCache<String, Int>(costLimit: 10, oversize: .keepUntilNext)
    for key in ["card|1", "card|2", "backdrop|1"] { cache.insert(0, forKey: key, cost: 1) }
    #expect(cache.removeAll { $0.hasPrefix("card") } == 2)
    #expect(cache.keysByRecency == ["backdrop|1"])
    cache.removeAll()
    #expect(cache.count == 0)
    #expect(cache.totalCost == 0)
  }

  /// A seeded random sequence of operations against a plain array kept in recency order.
  @Test func agreesWithASimpleModelOverRandomOperations() {
    for policy in [LRUCache<Int, Int>.OversizePolicy.keepUntilNext, .reject] {
      var generator = SeededGenerator(seed: 0xC0FFEE)
      var cache = LRUCache<Int, Int>(costLimit: 20, oversize: policy)
      var model: [(key: Int, value: Int, cost: Int)] = []  // most recent first
      for step in 0..<5_000 {
        let key = Int(generator.next() % 12)
        switch generator.next() % 3 {
        case 0:
          let cost = Int(generator.next() % 24)
          cache.insert(step, forKey: key, cost: cost)
          model.removeAll { $0.key == key }
          if cost <= 20 || policy == .keepUntilNext {
            model.insert((key, step, cost), at: 0)
            while model.map(\.cost).reduce(0, +) > 20, model.count > 1 { model.removeLast() }
          }
        case 1:
          let expected = model.firstIndex { $0.key == key }
          #expect(cache.value(forKey: key) == expected.map { model[$0].value })
          if let index = expected { model.insert(model.remove(at: index), at: 0) }
        default:
          #expect(cache.removeValue(forKey: key) == model.first { $0.key == key }?.value)
          model.removeAll { $0.key == key }
        }
        #expect(cache.keysByRecency == model.map(\.key))
        #expect(cache.totalCost == model.map(\.cost).reduce(0, +))
      }
    }
  }
}
