import CarouselCore

/// The cost of one frame of the engine: advance to the frame time, then lay out the visible
/// items, in the middle of a motion.
enum EngineBenchmarks {
  /// Frames timed together (one clock read per batch keeps timer cost out of the figure).
  static let framesPerBatch = 2_000
  static let batches = 301

  static func frameCost(count: Int, loop: Bool) -> Double {
    var configuration = CarouselConfiguration()
    configuration.count = count
    configuration.loop = loop
    configuration.scrolling = .continuous
    configuration.itemSize = .peek(30)
    configuration.spacing = 10
    configuration.startIndex = count / 2
    var engine = CarouselEngine(configuration: configuration)
    // A fast flick: free deceleration that lasts about four seconds.
    var time = 0.0
    engine.handle(InputEvent(time: time, .pointerDown(Point(x: 300, y: 200))))
    for step in 1...6 {
      time = Double(step) * 0.008
      engine.handle(InputEvent(time: time, .pointerMove(Point(x: 300 - Double(step) * 40, y: 200))))
    }
    engine.handle(InputEvent(time: time, .pointerUp(nil)))
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
          engine.forEachLayoutAttribute { checksum += $0.frame.minX + $0.progress }
        }
      }
      samples.append(elapsed / Double(framesPerBatch) * 1e9)
    }
    precondition(engine.isAnimating, "the motion ended during the benchmark")
    blackHole(checksum)
    return Measure.median(samples)
  }

  static func figures() -> [Figure] {
    [
      Figure(
        name: "frame.n10", title: "engine frame, 10 items",
        value: frameCost(count: 10, loop: false), unit: "ns"),
      Figure(
        name: "frame.n1000", title: "engine frame, 1,000 items",
        value: frameCost(count: 1000, loop: false), unit: "ns"),
      Figure(
        name: "frame.n1000000", title: "engine frame, 1,000,000 items",
        value: frameCost(count: 1_000_000, loop: false), unit: "ns"),
      Figure(
        name: "frame.loop.n10", title: "engine frame, 10 items, looping",
        value: frameCost(count: 10, loop: true), unit: "ns"),
      Figure(
        name: "frame.loop.n1000000", title: "engine frame, 1,000,000 items, looping",
        value: frameCost(count: 1_000_000, loop: true), unit: "ns"),
    ]
  }
}
