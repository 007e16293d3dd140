import CarouselCore

/// The cost of one frame of an auto-height carousel whose configuration came from
/// breakpoints: advance, lay out the visible items and work out the viewport's height from
/// the current items' (``CarouselEngine/autoCrossSize(itemCrossSize:)``), mid-motion.
enum AutoHeightBenchmarks {
  /// The items' heights as fractions of the viewport's, by index (repeating).
  static let heights = [1.0, 0.62, 0.82, 0.7, 0.92, 0.56]

  static func frameCost(count: Int) -> Double {
    var base = CarouselConfiguration()
    base.scrolling = .continuous
    base.itemSize = .peek(30)
    base.spacing = 10
    base.startIndex = count / 2
    // Two items per view from 600 points: the 700-point viewport is past that breakpoint.
    let breakpoints = CarouselBreakpoints(
      base: base,
      breakpoints: [
        CarouselBreakpoint(minWidth: 600, itemsPerView: 2, spacing: 12),
        CarouselBreakpoint(minWidth: 1200, isEnabled: false),
      ])
    let viewport = CarouselSize(width: 700, height: 540)
    let resolved = breakpoints.resolved(forWidth: viewport.width)
    guard
      var engine = try? CarouselEngine(
        viewport: viewport, count: count, configuration: resolved.configuration)
    else { preconditionFailure("the benchmark's configuration must be valid") }
    var time = 0.0
    engine.handle(CarouselInputEvent(time: time, .pointerDown(CarouselPoint(x: 600, y: 200))))
    for step in 1...6 {
      time = Double(step) * 0.008
      engine.handle(
        CarouselInputEvent(
          time: time, .pointerMove(CarouselPoint(x: 600 - Double(step) * 60, y: 200))))
    }
    engine.handle(CarouselInputEvent(time: time, .pointerUp(nil)))
    precondition(engine.phase == .decelerating, "benchmark setup must be mid-motion")
    let room = viewport.height
    var checksum = 0.0
    var samples: [Double] = []
    samples.reserveCapacity(EngineBenchmarks.batches)
    for _ in 0..<EngineBenchmarks.batches {
      let elapsed = Measure.seconds {
        for _ in 0..<EngineBenchmarks.framesPerBatch {
          time += 5e-7
          engine.advance(to: time)
          engine.forEachLayoutAttribute { checksum += $0.frame.minX + $0.progress }
          checksum += engine.autoCrossSize { room * heights[$0 % heights.count] }
        }
      }
      samples.append(elapsed / Double(EngineBenchmarks.framesPerBatch) * 1e9)
    }
    precondition(engine.isAnimating, "the motion ended during the benchmark")
    blackHole(checksum)
    return Measure.median(samples)
  }

  /// The auto-height frame figures whose names `wanted` accepts.
  static func figures(where wanted: (String) -> Bool) -> [Figure] {
    let scenarios: [(name: String, title: String, count: Int)] = [
      (
        "frame.autoheight.n10",
        "auto-height frame, two per view from a breakpoint, 10 items", 10
      ),
      (
        "frame.autoheight.n1000000",
        "auto-height frame, two per view from a breakpoint, 1,000,000 items", 1_000_000
      ),
    ]
    return scenarios.filter { wanted($0.name) }.map {
      Figure(name: $0.name, title: $0.title, value: frameCost(count: $0.count), unit: "ns")
    }
  }
}
