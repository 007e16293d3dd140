import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// An item of the tests: an identity and a content that can change under it.
struct TestItem: Identifiable, Equatable, Sendable {
  var id: Int
  var content: Int = 0
}

typealias TestSnapshot = CarouselListSnapshot<TestItem>

func snapshot(_ ids: [Int]) -> TestSnapshot {
  try! TestSnapshot(items: ids.map { TestItem(id: $0) })
}

/// Snapshots and their differences: exact cases, then seeded random pairs.
@Suite struct SnapshotDifferenceTests {
  // MARK: Building snapshots

  @Test func duplicateIdentityIsAnErrorNamingIt() {
    #expect(throws: CarouselSnapshotError<CarouselMainSection, Int>.duplicateItem(7)) {
      try TestSnapshot(items: [1, 7, 3, 7].map { TestItem(id: $0) })
    }
    var built = snapshot([1, 2])
    #expect(throws: CarouselSnapshotError<CarouselMainSection, Int>.duplicateItem(2)) {
      try built.appendItems([TestItem(id: 5), TestItem(id: 2)])
    }
    // Nothing was added by the failed append.
    #expect(built == snapshot([1, 2]))
    #expect(built.index(of: 5) == nil)
    let error = CarouselSnapshotError<String, String>.duplicateItem("paris")
    #expect(error.description == "duplicate item identity \"paris\"")
  }

  @Test func sectionsAreRunsOfTheFlatList() throws {
    var sections = CarouselSnapshot<String, TestItem>()
    try sections.appendSections(["europe", "asia"])
    try sections.appendItems([TestItem(id: 1), TestItem(id: 2)], toSection: "asia")
    try sections.appendItems([TestItem(id: 3)], toSection: "europe")
    #expect(sections.items.map(\.id) == [3, 1, 2])
    #expect(sections.sections.map(\.itemCount) == [1, 2])
    #expect(sections.index(of: 1) == 1)
    #expect(sections.sectionIndex(ofItemAt: 0) == 0)
    #expect(sections.sectionIndex(ofItemAt: 2) == 1)
    #expect(throws: CarouselSnapshotError<String, Int>.duplicateSection("asia")) {
      try sections.appendSections(["asia"])
    }
    #expect(throws: CarouselSnapshotError<String, Int>.unknownSection("africa")) {
      try sections.appendItems([TestItem(id: 9)], toSection: "africa")
    }
    #expect(throws: CarouselSnapshotError<String, Int>.duplicateItem(3)) {
      try sections.appendItems([TestItem(id: 3)], toSection: "asia")
    }
  }

  @Test func indexFindsEveryItemAcrossGrowth() throws {
    var built = TestSnapshot()
    try built.appendSections([.main])
    for id in 0..<1000 { try built.appendItems([TestItem(id: id * 7)]) }
    for id in 0..<1000 { #expect(built.index(of: id * 7) == id) }
    #expect(built.index(of: 3) == nil)
  }

  // MARK: Differences

  @Test func oneChangeOfEachKind() throws {
    let old = try TestSnapshot(items: [1, 2, 3, 4, 5].map { TestItem(id: $0) })
    let new = try TestSnapshot(
      items: [
        TestItem(id: 5), TestItem(id: 1), TestItem(id: 3, content: 1), TestItem(id: 6),
        TestItem(id: 4),
      ])
    let difference = new.difference(from: old)
    #expect(difference.removals.map(\.offset) == [1])
    #expect(difference.removals.map(\.id) == [2])
    #expect(difference.insertions.map(\.offset) == [3])
    #expect(difference.moves == [.init(from: 4, to: 0)])
    #expect(difference.updates.map { [$0.from, $0.to] } == [[2, 2]])
    #expect(old.applying(difference) == new)
    #expect(difference.indexMapping.newIndex(ofOld: 3) == 4)
    #expect(difference.indexMapping.oldIndex(ofNew: 3) == nil)
  }

  /// Moving one item across the list is one move, in either direction.
  @Test func oneItemCarriedAcrossIsOneMove() {
    let ids = Array(0..<50)
    let toEnd = snapshot(Array(ids.dropFirst()) + [0]).difference(from: snapshot(ids))
    #expect(toEnd.moves == [.init(from: 0, to: 49)])
    let toFront = snapshot([49] + ids.dropLast()).difference(from: snapshot(ids))
    #expect(toFront.moves == [.init(from: 49, to: 0)])
    #expect(snapshot(ids).difference(from: snapshot(ids)).isEmpty)
  }

  @Test func applyingRejectsADifferenceOfOtherSnapshots() {
    let difference = snapshot([1, 2, 3]).difference(from: snapshot([1, 2, 4]))
    #expect(snapshot([1, 2]).applying(difference) == nil)
    #expect(snapshot([1, 2, 5]).applying(difference) == nil)
  }

  @Test func successorIsTheItemItselfOrItsNearestSurvivor() {
    let old = snapshot([0, 1, 2, 3, 4, 5, 6])
    let mapping = snapshot([6, 0, 4, 5]).difference(from: old).indexMapping
    #expect(mapping.successor(ofOld: 4) == 2)  // kept, moved from 4 to 2
    #expect(mapping.successor(ofOld: 3) == 2)  // removed: the later neighbour, 4
    #expect(mapping.successor(ofOld: 2) == 2)  // 1 and 3 gone too: 0 and 4 tie, the later wins
    #expect(mapping.successor(ofOld: 1) == 1)  // 2 is gone, 0 (now at 1) survives
    let emptied = snapshot([]).difference(from: old).indexMapping
    #expect(emptied.successor(ofOld: 3) == nil)
    let replaced = snapshot([10, 11]).difference(from: old).indexMapping
    #expect(replaced.successor(ofOld: 5) == 1)
  }

  // MARK: Properties

  /// A random pair: `old` of 0...1000 unique identities, `new` from it by random removals,
  /// insertions of fresh identities, moves and content updates — or, for some seeds, a
  /// full shuffle or an unrelated list.
  static func randomPair(seed: UInt64) -> (old: [TestItem], new: [TestItem]) {
    var random = SeededGenerator(seed: seed)
    let size = [0, 1, 2, 10, 100, 1000].randomElement(using: &random)!
    let count = Int.random(in: 0...size, using: &random)
    var pool = Array(0..<(3 * count + 3))
    pool.shuffle(using: &random)
    let old = pool.prefix(count).map { TestItem(id: $0, content: 0) }
    var fresh = pool.dropFirst(count).makeIterator()
    var new = old
    switch Int.random(in: 0..<10, using: &random) {
    case 0: new.shuffle(using: &random)
    case 1:
      new = (0..<Int.random(in: 0...count + 2, using: &random)).map { _ in
        TestItem(id: fresh.next()!)
      }
    default:
      let changes = Int.random(in: 0...max(count / 5, 3), using: &random)
      for _ in 0..<changes {
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &random))
        case 1:
          new.insert(
            TestItem(id: fresh.next()!), at: Int.random(in: 0...new.count, using: &random))
        case 2 where !new.isEmpty:
          let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
          new.insert(item, at: Int.random(in: 0...new.count, using: &random))
        case 3 where !new.isEmpty: new[Int.random(in: 0..<new.count, using: &random)].content += 1
        default: break
        }
      }
    }
    return (old, new)
  }

  @Test(arguments: TestTier.seeds(1...400, fast: 40))
  func applyingTheDifferenceGivesTheNewSnapshot(seed: UInt64) throws {
    let (oldItems, newItems) = Self.randomPair(seed: seed)
    let old = try TestSnapshot(items: oldItems)
    let new = try TestSnapshot(items: newItems)
    let difference = new.difference(from: old)
    #expect(old.applying(difference) == new)

    let newIDs = Set(newItems.map(\.id))
    let oldIDs = Set(oldItems.map(\.id))
    #expect(
      difference.removals.map(\.offset)
        == oldItems.indices.filter { !newIDs.contains(oldItems[$0].id) })
    #expect(
      difference.insertions.map(\.offset)
        == newItems.indices.filter { !oldIDs.contains(newItems[$0].id) })
    let changed = newItems.indices.filter { j in
      oldItems.first { $0.id == newItems[j].id }.map { $0 != newItems[j] } ?? false
    }
    #expect(difference.updates.map(\.to) == changed)
    // The kept items that are not moves keep their old order.
    let moved = Set(difference.moves.map(\.to))
    let stays = newItems.indices.filter { oldIDs.contains(newItems[$0].id) && !moved.contains($0) }
      .map { difference.indexMapping.oldIndex(ofNew: $0)! }
    #expect(stays == stays.sorted())
    // The mapping agrees with the identities.
    for (j, item) in newItems.enumerated() {
      let i = difference.indexMapping.oldIndex(ofNew: j)
      #expect(i.map { oldItems[$0].id } == (oldIDs.contains(item.id) ? item.id : nil))
      if let i { #expect(difference.indexMapping.newIndex(ofOld: i) == j) }
    }
  }

  @Test(arguments: 1...100 as ClosedRange<UInt64>)
  func duplicatesAreRejectedWhereverTheyAre(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...1000, using: &random)
    var ids = Array(0..<count)
    ids.shuffle(using: &random)
    let repeated = ids[Int.random(in: 0..<count, using: &random)]
    ids.insert(repeated, at: Int.random(in: 0...count, using: &random))
    #expect(throws: CarouselSnapshotError<CarouselMainSection, Int>.duplicateItem(repeated)) {
      try TestSnapshot(items: ids.map { TestItem(id: $0) })
    }
  }
}
