import CarouselCore

/// The cost of one frame of two linked carousels (``CarouselLink``): the link advances both
/// engines and brings the follower along, then both lay out their visible items, while the
/// leader decelerates after a flick.
enum LinkBenchmarks {
  /// `count` items in each carousel, linked in `mode`.
  static func frameCost(count: Int, mode: CarouselLink.Mode) -> Double {
    var mainStyle = CarouselConfiguration()
    mainStyle.scrolling = .continuous
    mainStyle.itemSize = .peek(30)
    mainStyle.spacing = 10
    mainStyle.startIndex = count / 2
    var stripStyle = CarouselConfiguration()
    stripStyle.scrolling = .continuous
    stripStyle.itemSize = .points(60)
    stripStyle.spacing = 4
    stripStyle.startIndex = count / 2
    guard
      var main = try? CarouselEngine(
        viewport: CarouselSize(width: 390, height: 540), count: count, configuration: mainStyle),
      var strip = try? CarouselEngine(
        viewport: CarouselSize(width: 390, height: 64), count: count, configuration: stripStyle)
    else { preconditionFailure("the benchmark's configuration must be valid") }
    var link = CarouselLink(mode)
    // A fast flick of the main carousel: it decelerates for seconds, the other follows.
    var time = 0.0
    func send(_ kind: CarouselInputEvent.Kind) {
      link.handle(CarouselInputEvent(time: time, kind), on: .first, first: &main, second: &strip)
    }
    send(.pointerDown(CarouselPoint(x: 300, y: 200)))
    for step in 1...6 {
      time = Double(step) * 0.008
      send(.pointerMove(CarouselPoint(x: 300 - Double(step) * 40, y: 200)))
    }
    send(.pointerUp(nil))
    precondition(main.phase == .decelerating, "benchmark setup must be mid-motion")
    var checksum = 0.0
    var samples: [Double] = []
    samples.reserveCapacity(EngineBenchmarks.batches)
    for _ in 0..<EngineBenchmarks.batches {
      let elapsed = Measure.seconds {
        for _ in 0..<EngineBenchmarks.framesPerBatch {
          time += 5e-7
          link.advance(to: time, first: &main, second: &strip)
          main.forEachLayoutAttribute { checksum += $0.frame.minX + $0.progress }
          strip.forEachLayoutAttribute { checksum += $0.frame.minX }
        }
      }
      samples.append(elapsed / Double(EngineBenchmarks.framesPerBatch) * 1e9)
    }
    precondition(main.isAnimating, "the motion ended during the benchmark")
    blackHole(checksum + Double(link.selectedIndex))
    return Measure.median(samples)
  }

  /// The linked frame figures whose names `wanted` accepts.
  static func figures(where wanted: (String) -> Bool) -> [Figure] {
    let scenarios: [(name: String, title: String, count: Int, mode: CarouselLink.Mode)] = [
      ("frame.link.n10", "linked frame: main carousel and thumbnails, 10 items", 10, .thumbnails),
      (
        "frame.link.n1000000", "linked frame: main carousel and thumbnails, 1,000,000 items",
        1_000_000, .thumbnails
      ),
      ("frame.link.mirror.n10", "linked frame: two mirrored carousels, 10 items", 10, .mirror),
      (
        "frame.link.mirror.n1000000", "linked frame: two mirrored carousels, 1,000,000 items",
        1_000_000, .mirror
      ),
    ]
    return scenarios.filter { wanted($0.name) }.map {
      Figure(
        name: $0.name, title: $0.title, value: frameCost(count: $0.count, mode: $0.mode),
        unit: "ns")
    }
  }
}
