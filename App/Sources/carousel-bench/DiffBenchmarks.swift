@_spi(CarouselHost) import CarouselCore

/// Diffing two snapshots of 100,000 items, against the standard library's
/// `difference(from:)` on the same identities.
enum DiffBenchmarks {
  /// Items in each snapshot.
  static let itemCount = 100_000
  /// Changes in the "10 %" scenario: a tenth of the items, each a removal, an insertion, a
  /// move or an update, at random places.
  static let changeCount = itemCount / 10
  /// Repetitions of each diff (the median is reported).
  static let repetitions = 21
  /// Repetitions of the standard library's diff, which takes seconds.
  static let standardLibraryRepetitions = 3

  /// An item with a string identity (like a trip id) and a content that can change.
  struct Item: Identifiable, Equatable, Sendable {
    var id: String
    var version = 0
  }

  static func figures(where wanted: (String) -> Bool) -> [Figure] {
    // Seeded, so every run diffs the same snapshots.
    var random = CarouselSeededGenerator(seed: 12)
    let old = (0..<itemCount).map { Item(id: "trip-\($0)") }
    var changed = old
    var fresh = itemCount
    for _ in 0..<changeCount {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: changed.remove(at: Int.random(in: 0..<changed.count, using: &random))
      case 1:
        changed.insert(
          Item(id: "trip-\(fresh)"), at: Int.random(in: 0...changed.count, using: &random))
        fresh += 1
      case 2:
        let item = changed.remove(at: Int.random(in: 0..<changed.count, using: &random))
        changed.insert(item, at: Int.random(in: 0...changed.count, using: &random))
      default: changed[Int.random(in: 0..<changed.count, using: &random)].version += 1
      }
    }
    var shuffled = old
    shuffled.shuffle(using: &random)
    guard
      let oldSnapshot = try? CarouselListSnapshot(items: old),
      let changedSnapshot = try? CarouselListSnapshot(items: changed),
      let shuffledSnapshot = try? CarouselListSnapshot(items: shuffled)
    else { preconditionFailure("benchmark identities must be unique") }

    func diffCost(_ new: CarouselListSnapshot<Item>) -> Double {
      var samples: [Double] = []
      for _ in 0..<repetitions {
        var difference: CarouselDifference<CarouselMainSection, Item>?
        samples.append(Measure.seconds { difference = new.difference(from: oldSnapshot) } * 1e3)
        precondition(oldSnapshot.applying(difference!) == new, "the difference must apply")
        blackHole(difference)
      }
      return Measure.median(samples)
    }

    var figures: [Figure] = []
    if wanted("diff.100k.changes") {
      figures.append(
        Figure(
          name: "diff.100k.changes", title: "snapshot diff, 100,000 items, 10 % changed",
          value: diffCost(changedSnapshot), unit: "ms"))
    }
    if wanted("diff.100k.shuffle") {
      figures.append(
        Figure(
          name: "diff.100k.shuffle", title: "snapshot diff, 100,000 items, shuffled",
          value: diffCost(shuffledSnapshot), unit: "ms"))
    }
    if wanted("diff.stdlib.100k.changes") {
      let oldIDs = old.map(\.id)
      let newIDs = changed.map(\.id)
      var samples: [Double] = []
      for _ in 0..<standardLibraryRepetitions {
        samples.append(Measure.seconds { blackHole(newIDs.difference(from: oldIDs)) } * 1e3)
      }
      figures.append(
        Figure(
          name: "diff.stdlib.100k.changes",
          title: "standard library difference(from:), same identities",
          value: Measure.median(samples), unit: "ms"))
    }
    return figures
  }
}
