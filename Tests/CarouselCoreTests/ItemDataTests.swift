import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Item labels and content sizes go in through timed calls, like every other input: the
/// engine first advances to the call's time, so what happened before it is reported
/// before the change, and a malformed call changes nothing.
@Suite struct ItemDataTests {
  @Test func labelsAreSetAtTheirTimeAfterWhatCameBefore() {
    var engine = makeEngine()
    engine.press(.right)
    // The move to item 1 settles within a second; the labels come at 2 s.
    let labelled = engine.setItemLabels([0: "Paris", 1: "Rome"], at: 2)
    #expect(labelled)
    #expect(engine.time == 2)
    let settled = engine.drainEvents().filter {
      if case .settled = $0 { true } else { false }
    }
    #expect(settled == [.settled(index: 1)])
    #expect(engine.accessibilityLabel(ofItem: 1) == "Rome")
    let renamed = engine.setLabel("Roma", ofItemAt: 1, at: 2.5)
    let removed = engine.setLabel(nil, ofItemAt: 0, at: 2.5)
    #expect(renamed && removed)
    #expect(engine.itemLabels == [1: "Roma"])
    #expect(engine.accessibilityLabel(ofItem: 0) == "Item 1 of 8")
  }

  @Test func malformedCallsChangeNothing() {
    var engine = makeEngine()
    let photo = CarouselSize(width: 1600, height: 1000)
    let refused = [
      engine.setItemLabels([0: "Paris"], at: .nan),
      engine.setLabel("Paris", ofItemAt: 0, at: .infinity),
      engine.setLabel("Paris", ofItemAt: -1, at: 1),
      engine.setContentSize(photo, ofItemAt: 0, at: .nan),
      engine.setContentSize(photo, ofItemAt: -1, at: 1),
      engine.setContentSize(CarouselSize(width: .infinity, height: 1), ofItemAt: 0, at: 1),
      engine.setContentSize(CarouselSize(width: 0, height: 1), ofItemAt: 0, at: 1),
    ]
    #expect(refused == Array(repeating: false, count: 7))
    #expect(engine.itemLabels.isEmpty && engine.itemContentSizes.isEmpty)
    #expect(engine.time == 0)
    let sized = engine.setContentSize(photo, ofItemAt: 0, at: 1)
    #expect(sized)
    #expect(engine.itemContentSizes == [0: photo])
    let unsized = engine.setContentSize(nil, ofItemAt: 0, at: 1)
    #expect(unsized)
    #expect(engine.itemContentSizes.isEmpty)
  }

  /// Labels and sizes follow their items through a data change.
  @Test func itemDataFollowsItsItems() throws {
    var engine = makeEngine(count: 3)
    engine.setItemLabels([0: "a", 1: "b", 2: "c"], at: 0)
    engine.setContentSize(CarouselSize(width: 4, height: 3), ofItemAt: 2, at: 0)
    // The first item removed: b and c move down one.
    let mapping = try #require(
      CarouselIndexMapping(validatingNewIndexByOld: [-1, 0, 1], oldIndexByNew: [1, 2]))
    let applied = engine.apply(mapping, at: 1)
    #expect(applied)
    #expect(engine.itemLabels == [0: "b", 1: "c"])
    #expect(engine.itemContentSizes == [1: CarouselSize(width: 4, height: 3)])
  }
}
