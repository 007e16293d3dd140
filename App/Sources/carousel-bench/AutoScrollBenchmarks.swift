import CarouselCore

/// The cost of one frame of a glide (continuous autoplay): advance to the frame time, then
/// lay out the visible items, looping at 10 and 1,000,000 items.
enum AutoScrollBenchmarks {
  static func frameCost(count: Int) -> Double {
    var configuration = CarouselConfiguration()
    configuration.loop = true
    configuration.itemSize = .peek(30)
    configuration.spacing = 10
    configuration.startIndex = count / 2
    var autoplay = CarouselAutoplayConfiguration()
    autoplay.scroll = CarouselAutoScrollConfiguration(speed: 120)
    configuration.autoplay = autoplay
    guard
      var engine = try? CarouselEngine(
        viewport: CarouselSize(width: 390, height: 540), count: count,
        configuration: configuration)
    else { preconditionFailure("the benchmark's configuration must be valid") }
    var time = 0.0
    engine.advance(to: 1)  // past the ramp: steady
    time = 1
    var checksum = 0.0
    var samples: [Double] = []
    samples.reserveCapacity(EngineBenchmarks.batches)
    for _ in 0..<EngineBenchmarks.batches {
      let elapsed = Measure.seconds {
        for _ in 0..<EngineBenchmarks.framesPerBatch {
          time += 1.0 / 60  // real frames: the glide crosses the loop's seam many times
          engine.advance(to: time)
          engine.forEachLayoutAttribute { checksum += $0.frame.minX + $0.progress }
        }
      }
      samples.append(elapsed / Double(EngineBenchmarks.framesPerBatch) * 1e9)
    }
    precondition(engine.velocity == 120, "the glide stopped during the benchmark")
    blackHole(checksum)
    return Measure.median(samples)
  }

  /// The glide's frame-cost figures whose names `wanted` accepts.
  static func figures(where wanted: (String) -> Bool) -> [Figure] {
    let scenarios = [
      ("frame.glide.n10", "engine frame, gliding (auto-scroll), 10 items, looping", 10),
      (
        "frame.glide.n1000000", "engine frame, gliding (auto-scroll), 1,000,000 items, looping",
        1_000_000
      ),
    ]
    return scenarios.filter { wanted($0.0) }.map {
      Figure(name: $0.0, title: $0.1, value: frameCost(count: $0.2), unit: "ns")
    }
  }
}
