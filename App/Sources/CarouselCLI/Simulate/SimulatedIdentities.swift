@_spi(CarouselHost) import CarouselCore

/// The identities of a simulation's items: those the last `items` event named (cut short by
/// a smaller `count`), then implicit ones, each item's index as text ("0", "1", …).
///
/// Implicit identities are never spelled out: a `count` of 2^31 − 1 costs O(1), and
/// checking that it names no item like a named one costs O(log n) amortised (see
/// ``clash(resizingTo:)``), where spelling them out took gigabytes.
struct SimulatedIdentities {
  /// The identities the last `items` event named, in order; only the first ``namedCount``
  /// are still items.
  private let named: [String]
  /// How many of `named` are still items (a smaller `count` cut the rest).
  private var namedCount: Int
  /// Items in all: the named ones, then implicit identities.
  private(set) var count: Int
  /// The named identities that read as an index ("7"): only these can clash with an
  /// implicit identity.
  private var numeric: NumericIdentities

  /// `count` items with implicit identities.
  init(count: Int) {
    named = []
    namedCount = 0
    self.count = count
    numeric = NumericIdentities(named: [])
  }

  /// The items an `items` event named, in order.
  init(named ids: [String]) {
    named = ids
    namedCount = ids.count
    count = ids.count
    numeric = NumericIdentities(named: ids)
  }

  /// The identity of the item at `index` (in `0..<count`).
  func identity(at index: Int) -> String {
    index < namedCount ? named[index] : "\(index)"
  }

  /// The index whose implicit identity growing to `newCount` items would give a second
  /// item already named so; nil when there is none (or the count does not grow).
  ///
  /// - Complexity: O(log n) amortised: a named identity seen to be cut is never looked at
  ///   again.
  mutating func clash(resizingTo newCount: Int) -> Int? {
    guard newCount > count else { return nil }
    return numeric.firstNamed(in: count..<newCount, before: namedCount)
  }

  /// The same items cut or extended (implicitly) to `newCount`.
  mutating func resize(to newCount: Int) {
    namedCount = min(namedCount, newCount)
    count = newCount
  }

  /// The items as a snapshot to diff against; nil when ``count`` is over
  /// ``Simulation/maxImplicitItems`` (validation refused such an `items` event).
  func snapshot() -> CarouselListSnapshot<SimulatedItem>? {
    guard count <= Simulation.maxImplicitItems else { return nil }
    return try? CarouselListSnapshot(
      items: (0..<count).map { SimulatedItem(id: identity(at: $0)) })
  }
}

/// The named identities that are an index in canonical decimal ("0", "12", not "012"), by
/// value, with where each was named; entries found cut are skipped for good.
private struct NumericIdentities {
  /// Values, ascending.
  private var values: [Int] = []
  /// The position each value was named at.
  private var positions: [Int] = []
  /// Union-find "next entry not yet found cut" (`next[i] == i` for an entry still live).
  private var next: [Int32] = []

  init(named ids: [String]) {
    var pairs: [(value: Int, position: Int)] = []
    for (position, id) in ids.enumerated() {
      if let value = Self.index(spelledBy: id) { pairs.append((value, position)) }
    }
    pairs.sort { $0.value < $1.value }
    values = pairs.map(\.value)
    positions = pairs.map(\.position)
    next = (0...pairs.count).map { Int32($0) }
  }

  /// The smallest value in `range` whose identity was named before position `live`
  /// (still an item); entries met that were named at or after it are dropped.
  mutating func firstNamed(in range: Range<Int>, before live: Int) -> Int? {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var entry = find(low)
    while entry < values.count && values[entry] < range.upperBound {
      if positions[entry] < live { return values[entry] }
      next[entry] = Int32(entry + 1)
      entry = find(entry + 1)
    }
    return nil
  }

  /// The first live entry at or after `entry` (path halving).
  private mutating func find(_ entry: Int) -> Int {
    var current = entry
    while Int(next[current]) != current {
      next[current] = next[Int(next[current])]
      current = Int(next[current])
    }
    return current
  }

  /// The index `id` spells in canonical decimal, or nil.
  static func index(spelledBy id: String) -> Int? {
    let digits = id.utf8
    guard let first = digits.first, digits.count <= 18,
      digits.allSatisfy({ (0x30...0x39).contains($0) }), first != 0x30 || digits.count == 1
    else { return nil }
    return Int(id)
  }
}
