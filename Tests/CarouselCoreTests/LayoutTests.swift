import CarouselCoreTesting
import Testing

@testable import CarouselCore

@Suite struct LayoutTests {
  @Test func fullPageItemsAtRest() {
    let engine = makeEngine()
    #expect(engine.visibleIndices == [0])
    #expect(
      engine.layoutAttributes.first?.frame == CarouselRect(x: 0, y: 0, width: 390, height: 540))
    #expect(engine.position == 0)
    #expect(engine.currentIndex == 0)
  }

  @Test func peekShowsNeighbourEdges() {
    let engine = makeEngine {
      $0.itemSize = .peek(40)
      $0.spacing = 10
      $0.startIndex = 3
    }
    // item length = 390 − 2·(40 + 10) = 290; stride 300; current centred at (390 − 290)/2.
    let frames = engine.layoutAttributes.map(\.frame.minX)
    #expect(engine.visibleIndices == [2, 3, 4])
    let expected: [Double] = [-250, 50, 350]  // 50 + k·300
    #expect(frames == expected)
    #expect(engine.layoutAttributes.map(\.frame.width) == [290, 290, 290])
    let expectedProgress: [Double] = [-1, 0, 1]
    #expect(engine.layoutAttributes.map(\.progress) == expectedProgress)
  }

  @Test func leadingAlignmentWithInsetAndSpacing() {
    let engine = makeEngine {
      $0.itemSize = .points(100)
      $0.spacing = 20
      $0.contentInset = 16
      $0.alignment = .leading
      $0.scrolling = .continuous
    }
    let frames = engine.layoutAttributes.map(\.frame.minX)
    let expected: [Double] = [16, 136, 256, 376]  // 16 + k·(100 + 20)
    #expect(frames == expected)
  }

  @Test func rightToLeftMirrorsOrder() {
    let engine = makeEngine {
      $0.layoutDirection = .rightToLeft
      $0.itemSize = .fraction(0.5)
      $0.startIndex = 2
    }
    // Items are 195 wide; item 2 centred at x 97.5; item 3 (later) lies to its left.
    let attributes = engine.layoutAttributes
    #expect(attributes.map(\.index) == [3, 2, 1])
    let expected: [Double] = [97.5 - 195, 97.5, 97.5 + 195]
    #expect(attributes.map(\.frame.minX) == expected)
  }

  @Test func verticalAxis() {
    let engine = makeEngine {
      $0.axis = .vertical
      $0.itemSize = .points(200)
      $0.startIndex = 1
    }
    // Viewport height 540: item 1 centred at y = (540 − 200)/2 = 170.
    let frames = engine.layoutAttributes.map(\.frame)
    let expected: [Double] = [170 - 200, 170, 170 + 200]
    #expect(frames.map(\.minY) == expected)
    #expect(frames.allSatisfy { $0.minX == 0 && $0.width == 390 && $0.height == 200 })
  }

  @Test func variableLengthsUsePrefixSums() {
    var engine = makeEngine(count: 4) {
      $0.itemLengths = [100, 200, 300, 50]
      $0.spacing = 10
      $0.contentInset = 10
      $0.alignment = .leading
      $0.scrolling = .groupPaging
    }
    let expected: [Double] = [10, 10 + 110, 10 + 110 + 210]
    #expect(engine.layoutAttributes.map(\.frame.minX) == expected)
    #expect(engine.layoutAttributes.map(\.frame.width) == [100, 200, 300])
    engine.press(.right)
    engine.settle()
    #expect(engine.position == 1)
    let expectedAfter: [Double] = [10, 10 + 210]
    #expect(engine.layoutAttributes.map(\.frame.minX) == expectedAfter)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func variableLengthsLoopAroundAMillionItems() {
    var engine = makeEngine(count: 1_000_000) {
      $0.itemLengths = (0..<1_000_000).map { Double(100 + $0 % 7 * 10) }
      $0.loop = true
      $0.itemSize = .points(100)
    }
    engine.press(.left)
    engine.settle()
    #expect(engine.currentIndex == 999_999)
    #expect(engine.position == 999_999)
    #expect(engine.visibleIndices.contains(999_999))
    #expect(engine.visibleIndices.contains(0))
  }

  @Test func listedLengthsWithAHugeCountCostNoMemory() {
    // Items past the two listed lengths use the item size (100 pt); a prefix sum over
    // 2^40 items would need 8 TB.
    var engine = makeEngine(count: 1 << 40) {
      $0.itemLengths = [150, 250]
      $0.itemSize = .points(100)
      $0.alignment = .leading
      $0.scrolling = .groupPaging
    }
    engine.handle(CarouselInputEvent(time: 0, .scrollTo(index: (1 << 40) - 2, animated: false)))
    #expect(engine.position == Double((1 << 40) - 2))
    #expect(engine.layoutAttributes.map(\.frame.minX) == [0, 100])
    #expect(engine.layoutAttributes.map(\.frame.width) == [100, 100])
    engine.handle(CarouselInputEvent(time: 0, .scrollTo(index: 0, animated: false)))
    #expect(engine.layoutAttributes.map(\.frame.minX) == [0, 150])
    #expect(engine.layoutAttributes.map(\.frame.width) == [150, 250])
  }

  @Test func lengthsThatAreNotNumbersAreRejected() {
    var configuration = CarouselConfiguration()
    configuration.itemLengths = [100, .nan, .infinity]
    let error = #expect(throws: CarouselConfigurationError.self) {
      try configuration.validate(viewport: testViewport, count: 3)
    }
    #expect(error?.description == "field 'itemLengths[1]': expected a positive number, got nan")
    configuration.itemLengths = nil
    configuration.itemSize = .points(.infinity)
    #expect(throws: CarouselConfigurationError.self) {
      try CarouselEngine(viewport: testViewport, count: 3, configuration: configuration)
    }
  }

  @Test func overscanAddsHiddenNeighbours() {
    let engine = makeEngine {
      $0.overscan = 100
      $0.startIndex = 4
    }
    let attributes = engine.layoutAttributes
    #expect(attributes.map(\.index) == [3, 4, 5])
    #expect(attributes.map(\.isVisible) == [false, true, false])
  }

  @Test func emptyAndSingle() {
    let empty = makeEngine(count: 0)
    #expect(empty.currentIndex == -1)
    #expect(empty.visibleIndices.isEmpty)
    #expect(empty.position == 0)
    let single = makeEngine(count: 1)
    #expect(single.visibleIndices == [0])
  }
}
