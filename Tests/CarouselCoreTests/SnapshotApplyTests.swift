import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Applying data changes to the engine: the user's place is kept, changes animate, nothing
/// jumps.
@Suite struct SnapshotApplyTests {
  /// An engine over `ids`, at rest on `current`.
  func engine(
    _ ids: [Int], current: Int,
    _ configure: (inout CarouselConfiguration) -> Void = {
      _ in
    }
  ) -> CarouselEngine {
    makeEngine(count: ids.count) {
      $0.startIndex = current
      configure(&$0)
    }
  }

  func close(_ a: CarouselRect, _ b: CarouselRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.size.width - b.size.width) < 1e-9 && abs(a.size.height - b.size.height) < 1e-9
  }

  func mapping(_ old: [Int], _ new: [Int]) -> CarouselIndexMapping {
    snapshot(new).difference(from: snapshot(old)).indexMapping
  }

  /// The attributes on screen by real index.
  func frames(_ engine: CarouselEngine) -> [Int: CarouselRect] {
    var result: [Int: CarouselRect] = [:]
    engine.forEachLayoutAttribute { if $0.isVisible { result[$0.index] = $0.frame } }
    return result
  }

  @Test func theCurrentItemStaysCurrentWhereverItMoved() {
    let old = Array(0..<10)
    var carousel = engine(old, current: 5)
    carousel.drainEvents()
    let new = [20, 5, 21, 0, 1, 2, 3, 4, 6, 7, 8, 9]
    let applied = carousel.apply(mapping(old, new), at: 1)
    #expect(applied)
    #expect(carousel.currentIndex == 1)
    #expect(carousel.position == 1)
    #expect(carousel.phase == .idle)
    #expect(carousel.drainEvents() == [.currentItemChanged(from: 5, to: 1)])
    // It is drawn where it was: 390-point pages, current centred at x = 0.
    #expect(frames(carousel)[1] == CarouselRect(x: 0, y: 0, width: 390, height: 540))
    carousel.advance(to: 10)
    #expect(carousel.currentIndex == 1)
    #expect(carousel.layoutAttributes.map(\.index) == [1])
  }

  @Test func aRemovedCurrentItemYieldsToItsNearestSurvivor() {
    let old = Array(0..<10)
    var carousel = engine(old, current: 5)
    carousel.apply(mapping(old, [0, 1, 2, 3, 4, 6, 7, 8, 9]), at: 1)
    // Item 6 (now at 5) closes ranks into the place of 5: it slides in from the right.
    #expect(carousel.currentIndex == 5)
    #expect(frames(carousel).isEmpty)
    #expect(
      carousel.removedItemAttributes == [
        CarouselRemovedItemAttributes(
          index: 5, generation: 1, frame: CarouselRect(x: 0, y: 0, width: 390, height: 540),
          opacity: 1)
      ])
    carousel.advance(to: 1.1)
    let midway = frames(carousel)[5]!.minX
    #expect(midway > 0 && midway < 390)
    let fading = carousel.removedItemAttributes[0]
    #expect(fading.opacity > 0 && fading.opacity < 1)
    #expect(fading.frame.width < 390 && fading.frame.width > 0.8 * 390)
    carousel.advance(to: 3)
    #expect(frames(carousel)[5] == CarouselRect(x: 0, y: 0, width: 390, height: 540))
    #expect(carousel.removedItemAttributes.isEmpty)
    #expect(!carousel.isAnimating)
  }

  @Test func removingEverythingAfterTheCurrentItemFallsBackToTheOneBefore() {
    let old = Array(0..<10)
    var carousel = engine(old, current: 8)
    carousel.apply(mapping(old, [0, 1, 2, 3, 4, 5]), at: 1)
    #expect(carousel.currentIndex == 5)
    var replaced = engine(old, current: 8)
    replaced.apply(mapping(old, [30, 31, 32]), at: 1)
    #expect(replaced.currentIndex == 2)
    var emptied = engine(old, current: 8)
    emptied.apply(mapping(old, []), at: 1)
    #expect(emptied.currentIndex == -1)
    #expect(emptied.removedItemAttributes.map(\.index) == [8])
    emptied.apply(mapping([], [7, 8]), at: 2)
    #expect(emptied.currentIndex == 0)
  }

  @Test func anInsertedItemGrowsAndFadesIn() {
    var carousel = engine([0, 1, 2], current: 0) { $0.itemSize = .points(100) }
    carousel.apply(mapping([0, 1, 2], [0, 9, 1, 2]), at: 0)
    let inserted = carousel.layoutAttributes.first { $0.index == 1 }!
    #expect(inserted.opacity == 0)
    // Scaled to 0.8 about its centre: 145 + 100 = 245 is where it lays out.
    #expect(inserted.frame == CarouselRect(x: 245 + 10, y: 54, width: 80, height: 432))
    // Item 1 (now 2) starts where it was, at 245, and makes room.
    #expect(carousel.layoutAttributes.first { $0.index == 2 }!.frame.minX == 245)
    carousel.advance(to: 0.1)
    let growing = carousel.layoutAttributes.first { $0.index == 1 }!
    #expect(growing.opacity > 0 && growing.opacity < 1)
    carousel.advance(to: 2)
    #expect(carousel.layoutAttributes.allSatisfy { $0.opacity == 1 })
  }

  @Test func reducedMotionOnlyFades() {
    var carousel = engine([0, 1, 2], current: 0) {
      $0.itemSize = .points(100)
      $0.motion.reducedMotion = true
    }
    carousel.apply(mapping([0, 1, 2], [0, 9, 1, 2]), at: 0)
    #expect(carousel.layoutAttributes.first { $0.index == 2 }!.frame.minX == 345)
    #expect(
      carousel.layoutAttributes.first { $0.index == 1 }!.frame
        == CarouselRect(x: 245, y: 0, width: 100, height: 540))
  }

  @Test func aChangeMidDragKeepsTheFingerOnTheSameItem() {
    let old = Array(0..<6)
    var carousel = engine(old, current: 2)
    carousel.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 270))))
    carousel.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 200, y: 270))))
    let before = frames(carousel)
    carousel.apply(mapping(old, [10, 11, 0, 1, 2, 3, 4, 5]), at: 0.06)
    #expect(carousel.phase == .dragging)
    // Items 2 and 3 are now 4 and 5, drawn exactly where they were.
    #expect(frames(carousel)[4] == before[2])
    #expect(frames(carousel)[5] == before[3])
    carousel.handle(CarouselInputEvent(time: 0.1, .pointerMove(CarouselPoint(x: 150, y: 270))))
    #expect(frames(carousel)[4]!.minX == before[2]!.minX - 50)
    carousel.handle(CarouselInputEvent(time: 0.4, .pointerUp(nil)))
    carousel.settle()
    #expect(carousel.currentIndex == 4)
    #expect(carousel.position == 4)
  }

  @Test func aChangeMidSnapHeadsForTheSameItem() {
    let old = Array(0..<6)
    var carousel = engine(old, current: 1)
    carousel.press(.right)
    carousel.advance(to: 0.1)
    let before = frames(carousel)
    carousel.apply(mapping(old, [0, 7, 1, 2, 3, 4, 5]), at: 0.1)
    #expect(frames(carousel)[2] == before[1])
    #expect(frames(carousel)[3] == before[2])
    carousel.settle()
    #expect(carousel.currentIndex == 3)
    #expect(carousel.position == 3)
  }

  @Test func aMismatchedMappingChangesNothing() {
    var carousel = engine(Array(0..<4), current: 1)
    let wrongCount = carousel.apply(mapping([0, 1, 2], [0, 1]), at: 1)
    let wrongTime = carousel.apply(mapping(Array(0..<4), [0]), at: .nan)
    #expect(!wrongCount && !wrongTime)
    #expect(carousel.count == 4)
  }

  /// Each kept item on screen before a change is drawn as before right after it — at its
  /// new index, or, when it went too far to slide, fading out where it was (as a removed
  /// item of this change). A looping carousel may show an item twice: any copy will do.
  func expectNoJump(
    from before: [CarouselItemAttributes], to carousel: CarouselEngine,
    mapping: CarouselIndexMapping
  ) {
    guard !carousel.configuration.motion.reducedMotion else { return }
    let after = carousel.layoutAttributes
    let fading = carousel.removedItemAttributes.filter {
      $0.generation == carousel.changeGeneration
    }
    for attributes in before where attributes.isVisible {
      guard let moved = mapping.newIndex(ofOld: attributes.index) else { continue }
      let kept = after.contains {
        $0.index == moved && close($0.frame, attributes.frame)
          && abs($0.opacity - attributes.opacity) < 1e-9
      }
      let left = fading.contains {
        $0.index == attributes.index && close($0.frame, attributes.frame)
          && abs($0.opacity - attributes.opacity) < 1e-9
      }
      #expect(kept || left, "item \(attributes.index) → \(moved)")
    }
  }

  /// Random engines, random motion, a random change at a random moment: the current item is
  /// kept by the rules, every kept item on screen is drawn where it was, and all settles.
  @Test(arguments: TestTier.seeds(1...300, fast: 30))
  func randomChangesKeepThePlaceWithoutAJump(seed: UInt64) {
    var random = SeededGenerator(seed: seed &* 7919)
    let (oldItems, newItems) = SnapshotDifferenceTests.randomPair(seed: seed)
    var configuration = CarouselScenario.random(using: &random, count: oldItems.count)
      .configuration
    configuration.startIndex =
      oldItems.isEmpty ? 0 : Int.random(in: 0..<oldItems.count, using: &random)
    configuration.itemLengths = nil
    var carousel = makeEngine(count: oldItems.count) { $0 = configuration }
    var time = 0.0
    for _ in 0..<Int.random(in: 0..<30, using: &random) {
      time += [0, 0.008, 0.016, 0.05, 0.3].randomElement(using: &random)!
      let kind = CarouselScenario.randomEvent(in: carousel.viewport, using: &random)
      if case .setCount = kind { continue }
      if case .resize = kind { continue }
      carousel.handle(CarouselInputEvent(time: time, kind))
    }
    time += Double.random(in: 0...0.3, using: &random)
    carousel.advance(to: time)
    let old = try! TestSnapshot(items: oldItems)
    let new = try! TestSnapshot(items: newItems)
    let mapping = new.difference(from: old).indexMapping
    let current = carousel.currentIndex
    let before = carousel.layoutAttributes
    let applied = carousel.apply(mapping, at: time)
    #expect(applied)

    #expect(carousel.count == newItems.count)
    let expected =
      current < 0 ? (newItems.isEmpty ? -1 : 0) : mapping.successor(ofOld: current) ?? -1
    #expect(carousel.currentIndex == expected)
    if current >= 0, let kept = mapping.newIndex(ofOld: current) {
      #expect(carousel.currentIndex == kept)
    }
    expectNoJump(from: before, to: carousel, mapping: mapping)

    // A second change while the first animates starts from what is drawn.
    var shuffled = newItems
    if shuffled.count > 1 {
      for _ in 0..<3 {
        shuffled.swapAt(
          Int.random(in: 0..<shuffled.count, using: &random),
          Int.random(in: 0..<shuffled.count, using: &random))
      }
      shuffled.removeLast()
    }
    carousel.advance(to: carousel.time + Double.random(in: 0...0.2, using: &random))
    let drawn = carousel.layoutAttributes
    let second = try! TestSnapshot(items: shuffled).difference(from: new).indexMapping
    carousel.apply(second, at: carousel.time)
    expectNoJump(from: drawn, to: carousel, mapping: second)

    carousel.handle(CarouselInputEvent(time: carousel.time, .pointerUp(nil)))
    carousel.handle(CarouselInputEvent(time: carousel.time, .visibility(false)))
    carousel.advance(to: carousel.time + 30)
    #expect(!carousel.isAnimating)
    #expect(carousel.removedItemAttributes.isEmpty)
    #expect(carousel.layoutAttributes.allSatisfy { $0.opacity == 1 })
    #expect(CarouselInvariants.violations(in: carousel) == [])
  }
}
