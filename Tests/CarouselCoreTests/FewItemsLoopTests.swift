import CarouselCoreTesting
import Testing

@_spi(CarouselHost) @testable import CarouselCore

/// Looping with few items: where Swiper needs twice the slides per view and Embla turns the
/// loop off, the engine repeats an item in each place it is needed. For every count from 2
/// to 12 and every number of items per view from 1 to 6 (fractions included), a seeded run
/// of drags, flicks and keys keeps the strip gapless and rigid, also across the seam.
@Suite struct FewItemsLoopTests {
  /// Items per view, as the fraction of the viewport one item takes.
  static let itemsPerView: [Double] = [1, 1.5, 2, 2.5, 3, 3.3, 4, 5, 6]

  static let cases: [(count: Int, seed: UInt64)] = TestTier.seeds(1...66, fast: 2).map {
    (count: 2 + Int($0 % 11), seed: $0)
  }

  @Test(arguments: cases)
  func theStripHasNoGapAndNoJump(count: Int, seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for perView in Self.itemsPerView {
      let spacing = [0, 8, 7.3].randomElement(using: &random)!
      let alignment: CarouselItemAlignment = Bool.random(using: &random) ? .center : .leading
      var engine = makeEngine(count: count) {
        $0.loop = true
        $0.itemSize = .fraction(1 / perView)
        $0.spacing = spacing
        $0.alignment = alignment
      }
      var previous = strip(engine)
      check(previous, engine, "\(count) items, \(perView) per view, at rest")
      for step in 0..<12 {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: engine.press(Bool.random(using: &random) ? .right : .left)
        case 1:
          engine.handle(
            CarouselInputEvent(
              time: engine.time,
              .scrollTo(index: Int.random(in: 0..<count, using: &random), animated: true)))
        default:
          let distance = Double.random(in: -900...900, using: &random)
          var script = EventScript()
          script.drag(
            from: CarouselPoint(x: 195, y: 270), by: distance, at: engine.time,
            duration: Double.random(in: 0.05...0.6, using: &random))
          for event in script.events {
            engine.advance(to: event.time)
            let now = strip(engine)
            checkRigid(previous, now, "\(count) items, \(perView) per view, step \(step)")
            previous = now
            engine.handle(event)
          }
        }
        // Frames every 1/60 s until the motion settles.
        let end = engine.time + 3
        while engine.time < end {
          engine.advance(to: engine.time + 1 / 60)
          let now = strip(engine)
          let context = "\(count) items, \(perView) per view, step \(step), t \(engine.time)"
          check(now, engine, context)
          checkRigid(previous, now, context)
          previous = now
          if !engine.isAnimating && engine.phase == .idle { break }
        }
      }
    }
  }

  /// The laid-out items by virtual index: each real index is its virtual index wrapped.
  func strip(_ engine: CarouselEngine) -> [Int: CarouselItemAttributes] {
    var byVirtual: [Int: CarouselItemAttributes] = [:]
    for item in engine.layoutAttributes { byVirtual[item.virtualIndex] = item }
    return byVirtual
  }

  /// The items that show cover the viewport from edge to edge (but for the spacing), each
  /// next to the one before it with exactly the spacing between, each drawn as the item its
  /// place holds.
  func check(_ strip: [Int: CarouselItemAttributes], _ engine: CarouselEngine, _ context: String) {
    let items = strip.values.sorted { $0.virtualIndex < $1.virtualIndex }
    let count = engine.count
    for item in items {
      let wrapped = ((item.virtualIndex % count) + count) % count
      #expect(item.index == wrapped, "\(context): place \(item.virtualIndex) draws \(item.index)")
    }
    for (before, after) in zip(items, items.dropFirst()) {
      #expect(after.virtualIndex == before.virtualIndex + 1, "\(context): a place is missing")
      let gap = after.frame.minX - before.frame.maxX
      #expect(
        abs(gap - engine.configuration.spacing) < 1e-6,
        "\(context): \(gap) pt between places \(before.virtualIndex) and \(after.virtualIndex)")
    }
    guard let first = items.first, let last = items.last else {
      Issue.record("\(context): nothing laid out")
      return
    }
    // An edge of the viewport may fall in the spacing between two items, no further in.
    let spacing = engine.configuration.spacing
    #expect(
      first.frame.minX <= spacing + 1e-6, "\(context): the strip starts at \(first.frame.minX)")
    #expect(
      last.frame.maxX >= engine.viewport.width - spacing - 1e-6,
      "\(context): the strip ends at \(last.frame.maxX)")
  }

  /// Between two frames the strip moves as one: every place present in both moved by the
  /// same distance (no item jumps when another is wrapped in at the seam).
  func checkRigid(
    _ before: [Int: CarouselItemAttributes], _ after: [Int: CarouselItemAttributes],
    _ context: String
  ) {
    var shift: Double?
    for (place, old) in before {
      guard let new = after[place] else { continue }
      let moved = new.frame.minX - old.frame.minX
      if let shift {
        #expect(abs(moved - shift) < 1e-6, "\(context): place \(place) jumped")
      } else {
        shift = moved
      }
    }
  }
}
