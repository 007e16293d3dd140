import CarouselCoreTesting
import Testing

@_spi(CarouselHost) @testable import CarouselCore

/// The index mapping stores runs of kept items, so its cost follows the changes, not the
/// counts (issue "Hostile input, second round": a count of 2^31 − 1 was spelled out item by
/// item), and it answers exactly what position tables answer.
@Suite struct IndexMappingTests {
  /// The answers of position tables, looked up directly: the reference.
  struct Tables {
    var newIndexByOld: [Int]
    var oldIndexByNew: [Int]

    func successor(ofOld oldIndex: Int) -> Int? {
      let oldCount = newIndexByOld.count
      guard !oldIndexByNew.isEmpty else { return nil }
      let old = min(max(oldIndex, 0), max(oldCount - 1, 0))
      guard oldCount > 0 else { return min(old, oldIndexByNew.count - 1) }
      var distance = 0
      while old - distance >= 0 || old + distance < oldCount {
        if old + distance < oldCount, newIndexByOld[old + distance] >= 0 {
          return newIndexByOld[old + distance]
        }
        if old - distance >= 0, newIndexByOld[old - distance] >= 0 {
          return newIndexByOld[old - distance]
        }
        distance += 1
      }
      return min(old, oldIndexByNew.count - 1)
    }
  }

  /// Random tables of a change: some old items removed, the rest kept in a shuffled or a
  /// kept order (long runs), new items inserted among them.
  static func randomTables(_ random: inout SeededGenerator) -> Tables {
    let oldCount = Int.random(in: 0...40, using: &random)
    var kept = (0..<oldCount).filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
    if Bool.random(using: &random) { kept.shuffle(using: &random) }
    var newOrder: [Int] = []
    for old in kept {
      while Int.random(in: 0..<5, using: &random) == 0 { newOrder.append(-1) }
      newOrder.append(old)
    }
    var newIndexByOld = [Int](repeating: -1, count: oldCount)
    for (new, old) in newOrder.enumerated() where old >= 0 { newIndexByOld[old] = new }
    return Tables(newIndexByOld: newIndexByOld, oldIndexByNew: newOrder)
  }

  @Test func runsAnswerExactlyWhatTheTablesAnswer() throws {
    var random = SeededGenerator(seed: 0x1D3A)
    for _ in 0..<500 {
      let tables = Self.randomTables(&random)
      let mapping = try #require(
        CarouselIndexMapping(
          validatingNewIndexByOld: tables.newIndexByOld, oldIndexByNew: tables.oldIndexByNew))
      #expect(mapping.oldCount == tables.newIndexByOld.count)
      #expect(mapping.newCount == tables.oldIndexByNew.count)
      for old in -2..<(mapping.oldCount + 2) {
        let expected = (0..<mapping.oldCount).contains(old) ? tables.newIndexByOld[old] : -1
        #expect(mapping.newIndex(ofOld: old) == (expected < 0 ? nil : expected))
        #expect(mapping.successor(ofOld: old) == tables.successor(ofOld: old), "\(tables) \(old)")
      }
      for new in -2..<(mapping.newCount + 2) {
        let expected = (0..<mapping.newCount).contains(new) ? tables.oldIndexByNew[new] : -1
        #expect(mapping.oldIndex(ofNew: new) == (expected < 0 ? nil : expected))
      }
    }
  }

  @Test func aChangeOfCountAloneIsOneRunWhateverTheCounts() {
    let grown = CarouselIndexMapping(oldCount: 2, newCount: CarouselLimits.maxCount)
    #expect(grown.newIndex(ofOld: 1) == 1)
    #expect(grown.oldIndex(ofNew: CarouselLimits.maxCount - 1) == nil)
    #expect(grown.oldIndex(ofNew: 1) == 1)
    let shrunk = CarouselIndexMapping(oldCount: CarouselLimits.maxCount, newCount: 2)
    // The current item far past the end: its nearest survivor is the last kept one,
    // found without walking the 2^48 removed items between.
    #expect(shrunk.successor(ofOld: CarouselLimits.maxCount - 1) == 1)
    #expect(shrunk.successor(ofOld: 0) == 0)
    #expect(CarouselIndexMapping(oldCount: 5, newCount: 0).successor(ofOld: 3) == nil)
    #expect(CarouselIndexMapping(oldCount: 0, newCount: 5).successor(ofOld: 3) == 0)
    #expect(grown == CarouselIndexMapping(oldCount: 2, newCount: CarouselLimits.maxCount))
    #expect(grown != shrunk)
  }

  @Test func equalChangesGiveEqualMappingsHoweverTheyWereMade() throws {
    let tables = try #require(
      CarouselIndexMapping(validatingNewIndexByOld: [0, 1, 2, -1], oldIndexByNew: [0, 1, 2]))
    #expect(tables == CarouselIndexMapping(oldCount: 4, newCount: 3))
  }

  @Test func theEngineTakesEveryExtremeCountInEveryOrder() throws {
    // setCount and apply with the largest count the limits allow, to 0, 1 and 2 items and
    // back, in random orders, from random places: nothing traps, every invariant holds.
    var random = SeededGenerator(seed: 0x5EED)
    let counts = [0, 1, 2, 3, CarouselLimits.maxCount - 1, CarouselLimits.maxCount]
    for _ in 0..<40 {
      var configuration = CarouselConfiguration()
      configuration.loop = Bool.random(using: &random)
      var engine = try CarouselEngine(
        viewport: CarouselSize(width: 390, height: 540), count: 2, configuration: configuration)
      var time = 0.0
      for _ in 0..<12 {
        time += 0.05
        let count = counts.randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: engine.handle(CarouselInputEvent(time: time, .setCount(count)))
        case 1:
          let applied = engine.apply(
            CarouselIndexMapping(oldCount: engine.count, newCount: count), at: time)
          #expect(applied)
        default:
          let target = Int.random(in: 0...max(engine.count - 1, 0), using: &random)
          engine.advance(to: time)
          engine.scroll(toItemAt: target, animated: Bool.random(using: &random))
        }
        engine.advance(to: time + 0.02)
        #expect(CarouselInvariants.violations(in: engine) == [])
        #expect(engine.layoutAttributes.count <= CarouselLimits.maxLaidOutItems)
      }
    }
  }
}
