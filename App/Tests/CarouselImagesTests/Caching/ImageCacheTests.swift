import CarouselCoreTesting
import CarouselImages
import Foundation
import Testing

@Suite struct ImageCacheTests {
  /// 10×10 ARGB32.
  static let imageBytes = 10 * 10 * 4

  @Test func evictsTheLeastRecentlyUsed() {
    let cache = ImageCache<String>(capacityBytes: 3 * Self.imageBytes)
    cache.insert(solidImage(), for: "a")
    cache.insert(solidImage(), for: "b")
    cache.insert(solidImage(), for: "c")
    #expect(cache.keysByRecency == ["c", "b", "a"])

    #expect(cache.image(for: "a") != nil)  // a is now the most recent
    #expect(cache.keysByRecency == ["a", "c", "b"])

    let evicted = cache.insert(solidImage(), for: "d")
    #expect(evicted == ["b"])
    #expect(cache.keysByRecency == ["d", "a", "c"])
    #expect(cache.image(for: "b") == nil)
    #expect(cache.totalBytes == 3 * Self.imageBytes)
  }

  @Test func containsDoesNotChangeRecency() {
    let cache = ImageCache<String>(capacityBytes: 2 * Self.imageBytes)
    cache.insert(solidImage(), for: "a")
    cache.insert(solidImage(), for: "b")
    #expect(cache.contains("a"))
    #expect(cache.insert(solidImage(), for: "c") == ["a"])
  }

  @Test func aBigImageEvictsSeveralSmallOnes() {
    let cache = ImageCache<String>(capacityBytes: 4 * Self.imageBytes)
    for key in ["a", "b", "c", "d"] { cache.insert(solidImage(), for: key) }
    let big = solidImage(width: 20, height: 15)  // 1,200 bytes = 3 small images
    #expect(cache.insert(big, for: "big") == ["a", "b", "c"])
    #expect(cache.keysByRecency == ["big", "d"])
    #expect(cache.totalBytes == 1_200 + Self.imageBytes)
  }

  @Test func imageLargerThanTheCapacityIsNotStored() {
    let cache = ImageCache<String>(capacityBytes: Self.imageBytes)
    cache.insert(solidImage(), for: "small")
    #expect(cache.insert(solidImage(width: 11, height: 10), for: "huge").isEmpty)
    #expect(!cache.contains("huge"))
    #expect(cache.keysByRecency == ["small"])
  }

  @Test func replacingAKeyUpdatesTheByteCount() {
    let cache = ImageCache<String>(capacityBytes: 10_000)
    cache.insert(solidImage(), for: "a")
    cache.insert(solidImage(width: 20, height: 20), for: "a")
    #expect(cache.count == 1)
    #expect(cache.totalBytes == 1_600)
    #expect(cache.image(for: "a")?.width == 20)
    cache.removeImage(for: "a")
    #expect(cache.totalBytes == 0)
    #expect(cache.count == 0)
  }

  @Test func removeAllEmptiesTheCache() {
    let cache = ImageCache<Int>(capacityBytes: 10_000)
    for key in 0..<5 { cache.insert(solidImage(), for: key) }
    cache.removeAll()
    #expect(cache.count == 0)
    #expect(cache.totalBytes == 0)
    #expect(cache.keysByRecency.isEmpty)
    cache.insert(solidImage(), for: 9)
    #expect(cache.keysByRecency == [9])
  }

  /// Random operations against a plain array model of an LRU with a byte budget.
  @Test(arguments: [1, 2, 3, 42] as [UInt64])
  func matchesAReferenceModel(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let capacity = 5_000
    let cache = ImageCache<Int>(capacityBytes: capacity)
    var model: [(key: Int, bytes: Int)] = []  // most recent first

    for _ in 0..<2_000 {
      let key = Int.random(in: 0..<30, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5:
        let side = Int.random(in: 1...20, using: &random)
        let image = solidImage(width: side, height: side)
        cache.insert(image, for: key)
        model.removeAll { $0.key == key }
        if image.byteCount <= capacity {
          model.insert((key, image.byteCount), at: 0)
          while model.reduce(0, { $0 + $1.bytes }) > capacity { model.removeLast() }
        }
      case 5..<9:
        let found = cache.image(for: key)
        if let index = model.firstIndex(where: { $0.key == key }) {
          #expect(found?.byteCount == model[index].bytes)
          model.insert(model.remove(at: index), at: 0)
        } else {
          #expect(found == nil)
        }
      default:
        cache.removeImage(for: key)
        model.removeAll { $0.key == key }
      }
      #expect(cache.totalBytes <= capacity)
    }
    #expect(cache.keysByRecency == model.map(\.key))
    #expect(cache.totalBytes == model.reduce(0) { $0 + $1.bytes })
  }

  @Test func concurrentUseKeepsTheBudget() {
    let capacity = 20 * Self.imageBytes
    let cache = ImageCache<Int>(capacityBytes: capacity)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for step in 0..<500 {
        let key = (thread * 7 + step) % 50
        if step % 3 == 0 { _ = cache.image(for: key) } else { cache.insert(solidImage(), for: key) }
      }
    }
    #expect(cache.totalBytes <= capacity)
    #expect(cache.totalBytes == cache.count * Self.imageBytes)
    #expect(cache.keysByRecency.count == cache.count)
    #expect(Set(cache.keysByRecency).count == cache.count)
  }
}
