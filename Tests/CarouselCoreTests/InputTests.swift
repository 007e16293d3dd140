import CarouselCoreTesting
import Testing

@testable import CarouselCore

@Suite struct KeyTests {
  @Test func rightTwiceWhileAnimatingEndsTwoOnWithoutStutter() {
    var engine = makeEngine()
    engine.press(.right)
    engine.advance(to: 0.08)
    let before = engine.velocity
    engine.press(.right)
    #expect(abs(engine.velocity - before) < 1e-9)  // velocity handed over
    var last = engine.virtualPosition
    for i in 1...120 {
      engine.advance(to: 0.08 + Double(i) / 120)
      #expect(engine.virtualPosition >= last - 1e-9)  // never moves back
      last = engine.virtualPosition
    }
    engine.settle()
    #expect(engine.position == 2)
  }

  @Test func homeEndPageKeys() {
    var engine = makeEngine {
      $0.itemSize = .points(120)
      $0.scrolling = .groupPaging
    }
    engine.press(.end)
    engine.settle()
    #expect(engine.position == 7)
    engine.press(.home)
    engine.settle()
    #expect(engine.position == 0)
    engine.press(.pageDown)  // 3 items of 120 fit 390
    engine.settle()
    #expect(engine.position == 3)
    engine.press(.pageUp)
    engine.settle()
    #expect(engine.position == 0)
  }

  @Test func rightToLeftMirrorsKeysAndDrags() {
    var engine = makeEngine { $0.layoutDirection = .rightToLeft }
    engine.press(.left)
    engine.settle()
    #expect(engine.position == 1)
    engine.drag(by: 60, over: 0.05)  // to the right shows later items in RTL
    engine.settle()
    #expect(engine.position == 2)
  }

  @Test func verticalUsesUpAndDown() {
    var engine = makeEngine { $0.axis = .vertical }
    engine.press(.right)
    engine.settle()
    #expect(engine.position == 0)
    engine.press(.down)
    engine.settle()
    #expect(engine.position == 1)
    var script = EventScript()
    script.drag(
      from: CarouselPoint(x: 100, y: 400), by: -80, at: engine.time, duration: 0.05, axis: .vertical
    )
    engine.apply(script)
    engine.settle()
    #expect(engine.position == 2)
  }

  @Test func endsClampWhenNotLooping() {
    var engine = makeEngine()
    engine.press(.left)
    engine.settle()
    #expect(engine.position == 0)
  }
}

@Suite struct WheelTests {
  @Test func everyNotchMovesOneItemHoweverQuick() {
    var engine = makeEngine()
    // Five notches within 40 ms: five items, none dropped.
    for notch in 0..<5 {
      engine.handle(CarouselInputEvent(time: Double(notch) * 0.01, .wheel(dx: 0, dy: 1, discrete: true)))
    }
    engine.settle()
    #expect(engine.position == 5)
    // One event carrying three notches back.
    engine.handle(CarouselInputEvent(time: engine.time, .wheel(dx: 0, dy: -3, discrete: true)))
    engine.settle()
    #expect(engine.position == 5 - 3)
  }

  @Test func aHugeNotchCountIsALapNotATrap() {
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0, .wheel(dx: 0, dy: 1e300, discrete: true)))
    engine.settle()
    #expect(engine.position == Double(engine.count - 1))
  }

  @Test func trackpadDeltasScrollAndEndLikeARelease() {
    var engine = makeEngine()
    for i in 0..<10 {
      engine.handle(CarouselInputEvent(time: Double(i) * 0.016, .wheel(dx: 12, dy: 0, discrete: false)))
    }
    #expect(engine.phase == .dragging)
    #expect(abs(engine.position * 390 - 120) < 1e-9)
    engine.advance(to: 0.3)  // no delta for 0.1 s: released with 750 pt/s → flick
    #expect(engine.phase == .settling)
    engine.settle()
    #expect(engine.position == 1)
  }
}

@Suite struct DataChangeTests {
  @Test func resizeKeepsTheCurrentItemAtRest() {
    var engine = makeEngine { $0.startIndex = 3 }
    engine.drag(by: -60, over: 0.05)  // moving towards 4
    engine.advance(to: engine.time + 0.05)
    let current = engine.currentIndex
    engine.handle(CarouselInputEvent(time: engine.time, .resize(CarouselSize(width: 800, height: 600))))
    #expect(engine.phase == .idle)
    #expect(engine.currentIndex == current)
    #expect(engine.position == Double(current))
    #expect(
      engine.layoutAttributes.first?.frame == CarouselRect(x: 0, y: 0, width: 800, height: 600))
  }

  @Test func countChangeKeepsOrClampsTheCurrentItem() {
    var engine = makeEngine { $0.startIndex = 5 }
    engine.handle(CarouselInputEvent(time: 0, .setCount(20)))
    #expect(engine.currentIndex == 5)
    engine.handle(CarouselInputEvent(time: 0, .setCount(3)))
    #expect(engine.currentIndex == 2)
    engine.handle(CarouselInputEvent(time: 0, .setCount(0)))
    #expect(engine.currentIndex == -1)
    engine.handle(CarouselInputEvent(time: 0, .setCount(4)))
    #expect(engine.currentIndex == 0)
  }

  @Test func badInputIsRejectedAndChangesNothing() {
    var engine = makeEngine()
    let rejected: [CarouselInputEvent] = [
      CarouselInputEvent(time: .nan, .key(.right)),
      CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: .infinity, y: 0))),
      CarouselInputEvent(time: 0, .resize(CarouselSize(width: 0, height: 10))),
      CarouselInputEvent(time: 0, .setCount(-1)),
    ]
    for event in rejected {
      let accepted = engine.handle(event)
      #expect(!accepted)
    }
    #expect(engine.position == 0 && engine.count == 8)
    engine.advance(to: 5)
    engine.handle(CarouselInputEvent(time: 1, .key(.right)))  // earlier than now: treated as now
    #expect(engine.time == 5)
    engine.settle()
    #expect(engine.position == 1)
  }

  @Test func scrollToWithoutAnimationJumps() {
    var engine = makeEngine()
    engine.handle(CarouselInputEvent(time: 0, .scrollTo(index: 6, animated: false)))
    #expect(engine.position == 6)
    #expect(engine.phase == .idle)
    engine.handle(CarouselInputEvent(time: 0, .scrollTo(index: 60, animated: false)))
    #expect(engine.position == 7)
  }
}
