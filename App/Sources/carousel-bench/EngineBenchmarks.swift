import CarouselCore

/// The cost of one frame of the engine: advance to the frame time, then lay out the visible
/// items, in the middle of a motion.
enum EngineBenchmarks {
  /// Frames timed together (one clock read per batch keeps timer cost out of the figure).
  static let framesPerBatch = 2_000
  static let batches = 301

  /// `keylines`: the same frame in a multi-browse keyline layout (each item's mask too).
  static func frameCost(count: Int, loop: Bool, keylines: Bool = false) -> Double {
    var configuration = CarouselConfiguration()
    configuration.loop = loop
    configuration.scrolling = .continuous
    configuration.itemSize = .peek(30)
    configuration.spacing = 10
    if keylines {
      configuration.keylines = CarouselKeylineLayout(.multiBrowse, largeSize: 186)
    }
    configuration.startIndex = count / 2
    // The phone-sized carousel the figures in the README were measured with.
    let viewport = CarouselSize(width: 390, height: 540)
    guard
      var engine = try? CarouselEngine(
        viewport: viewport, count: count, configuration: configuration)
    else { preconditionFailure("the benchmark's configuration must be valid") }
    // A fast flick: free deceleration that lasts about four seconds.
    var time = 0.0
    engine.handle(CarouselInputEvent(time: time, .pointerDown(CarouselPoint(x: 300, y: 200))))
    for step in 1...6 {
      time = Double(step) * 0.008
      engine.handle(
        CarouselInputEvent(time: time, .pointerMove(CarouselPoint(x: 300 - Double(step) * 40, y: 200))))
    }
    engine.handle(CarouselInputEvent(time: time, .pointerUp(nil)))
    precondition(engine.phase == .decelerating, "benchmark setup must be mid-motion")
    // Frames advance by half a microsecond so a million of them stay inside the motion.
    var checksum = 0.0
    var samples: [Double] = []
    samples.reserveCapacity(batches)
    for _ in 0..<batches {
      let elapsed = Measure.seconds {
        for _ in 0..<framesPerBatch {
          time += 5e-7
          engine.advance(to: time)
          engine.forEachLayoutAttribute {
            checksum += $0.frame.minX + $0.mask.width + $0.progress
          }
        }
      }
      samples.append(elapsed / Double(framesPerBatch) * 1e9)
    }
    precondition(engine.isAnimating, "the motion ended during the benchmark")
    blackHole(checksum)
    return Measure.median(samples)
  }

  /// The frame-cost figures whose names `wanted` accepts; the others are not measured.
  static func figures(where wanted: (String) -> Bool) -> [Figure] {
    let scenarios: [(name: String, title: String, count: Int, loop: Bool, keylines: Bool)] = [
      ("frame.n10", "engine frame, 10 items", 10, false, false),
      ("frame.n1000", "engine frame, 1,000 items", 1000, false, false),
      ("frame.n1000000", "engine frame, 1,000,000 items", 1_000_000, false, false),
      ("frame.loop.n10", "engine frame, 10 items, looping", 10, true, false),
      ("frame.loop.n1000000", "engine frame, 1,000,000 items, looping", 1_000_000, true, false),
      ("frame.keylines.n10", "engine frame, multi-browse keylines, 10 items", 10, false, true),
      (
        "frame.keylines.n1000000", "engine frame, multi-browse keylines, 1,000,000 items",
        1_000_000, false, true
      ),
      (
        "frame.keylines.loop.n1000000",
        "engine frame, multi-browse keylines, 1,000,000 items, looping", 1_000_000, true, true
      ),
    ]
    return scenarios.filter { wanted($0.name) }.map {
      Figure(
        name: $0.name, title: $0.title,
        value: frameCost(count: $0.count, loop: $0.loop, keylines: $0.keylines), unit: "ns")
    }
  }
}
