import Testing

@_spi(CarouselHost) @testable import CarouselCore

@Suite struct LoopingTests {
  @Test func previousFromFirstWrapsToLast() {
    var engine = makeEngine { $0.loop = true }
    engine.press(.left)
    engine.advance(to: 0.1)
    #expect(engine.position > 7 && engine.position < 8)
    #expect(engine.visibleIndices == [7, 0])
    engine.settle()
    #expect(engine.currentIndex == 7)
    #expect(engine.position == 7)
  }

  @Test func dragAcrossTheSeam() {
    var engine = makeEngine {
      $0.loop = true
      $0.startIndex = 7
    }
    engine.drag(by: -60, over: 0.05)
    engine.settle()
    #expect(engine.currentIndex == 0)
    #expect(engine.position == 0)
  }

  @Test func programmaticMoveTakesTheShortestWay() {
    var engine = makeEngine { $0.loop = true }
    engine.handle(CarouselInputEvent(time: 0, .scrollTo(index: 6, animated: true)))
    var positions: [Double] = []
    for i in 1...60 {
      engine.advance(to: Double(i) / 60)
      positions.append(engine.position)
    }
    // Backwards through 7 (0 → 7.x → 6), never through 1…5.
    #expect(positions.allSatisfy { $0 == 0 || $0 >= 6 })
    #expect(engine.position == 6)
  }

  @Test func twoItemsLoop() {
    var engine = makeEngine(count: 2) {
      $0.loop = true
      $0.itemSize = .peek(40)
    }
    #expect(engine.visibleIndices == [1, 0, 1])
    engine.press(.right)
    engine.settle()
    engine.press(.right)
    engine.settle()
    #expect(engine.position == 0)
    engine.press(.left)
    engine.settle()
    #expect(engine.position == 1)
  }

  @Test(arguments: [false, true])
  func oneItemNeverScrolls(loop: Bool) {
    var engine = makeEngine(count: 1) {
      $0.loop = loop
    }
    engine.drag(by: -300, over: 0.05)
    engine.press(.right)
    engine.handle(CarouselInputEvent(time: engine.time, .wheel(dx: 0, dy: 1, discrete: true)))
    #expect(engine.phase == .idle)
    engine.settle()
    #expect(engine.position == 0)
    #expect(engine.currentIndex == 0)
  }

  @Test func zeroItemsIsAValidEmptyCarousel() {
    var engine = makeEngine(count: 0) {
      $0.loop = true
    }
    engine.drag(by: -300, over: 0.05)
    engine.press(.end)
    engine.settle()
    #expect(engine.currentIndex == -1)
    #expect(engine.visibleIndices == [])
    #expect(engine.pageIndicator.isHidden)
  }

  /// A million pages and more, 2,000,000 s after the start, land exactly on their items.
  ///
  /// At rest the engine holds a virtual index and an offset that must be exactly zero, so
  /// no number of pages can drift if every move comes to rest exactly on its item at every
  /// index and time it reaches: checked after each move, the index run up to a million by
  /// 2,000 animated moves of 500 items (the shortest way round 1,001 items), then 1,000
  /// single pages there, all under a clock past two million seconds.
  @Test func aMillionPagesDoNotDrift() {
    // An awkward stride (390.3 + 0.7 spacing) that is not exact in binary.
    let count = 1_001
    var engine = makeEngine(viewport: CarouselSize(width: 390.3, height: 500), count: count) {
      $0.loop = true
      $0.spacing = 0.7
    }
    engine.advance(to: 2_000_000)
    var pages = 0
    var inexact = 0
    for _ in 0..<2_000 {
      let target = (engine.currentIndex + 500) % count
      engine.handle(CarouselInputEvent(time: engine.time, .scrollTo(index: target, animated: true)))
      engine.advance(to: engine.time + 2)
      pages += 500
      if engine.phase != .idle || engine.position != Double(pages % count) { inexact += 1 }
    }
    for _ in 0..<1_000 {
      engine.press(.right)
      engine.advance(to: engine.time + 2)
      pages += 1
      if engine.phase != .idle || engine.position != Double(pages % count) { inexact += 1 }
    }
    #expect(inexact == 0)
    #expect(pages == 1_001_000)
    #expect(engine.currentIndex == 1_001_000 % count)
    #expect(engine.position == Double(1_001_000 % count))
    #expect(engine.layoutAttributes.first { $0.index == engine.currentIndex }?.frame.minX == 0)
  }

  @Test func shortestWayTieGoesForward() {
    var engine = makeEngine(count: 4) {
      $0.loop = true
    }
    engine.handle(CarouselInputEvent(time: 0, .scrollTo(index: 2, animated: true)))
    engine.advance(to: 0.05)
    #expect(engine.position > 0 && engine.position < 2)
  }
}

@Suite struct LoopIndexTests {
  @Test func wrapsEveryLapOntoTheItems() {
    // v = lap·count + item, for laps on both sides of zero.
    for lap in [-3, -1, 0, 1, 4] {
      for item in 0..<5 {
        #expect(CarouselLoopIndex.item(at: lap * 5 + item, count: 5) == item)
      }
    }
    #expect(CarouselLoopIndex.item(at: Int.min, count: 7) == 7 + Int.min % 7)
    #expect(CarouselLoopIndex.item(at: Int.max, count: 1) == 0)
  }
}
