import CarouselCore

/// The cost of one frame of a carousel inside a vertical list (``CarouselNestedScroll``):
/// the nested scroll advances both engines, then the visible rows and the row's visible
/// cards are laid out, while the list glides after a vertical flick.
enum NestedBenchmarks {
  /// `count` cards in the row and `count` rows in the list.
  static func frameCost(count: Int) -> Double {
    var rowStyle = CarouselConfiguration()
    rowStyle.itemSize = .points(160)
    rowStyle.spacing = 12
    rowStyle.startIndex = count / 2
    var listStyle = CarouselConfiguration()
    listStyle.axis = .vertical
    listStyle.itemSize = .points(220)
    listStyle.alignment = .leading
    listStyle.scrolling = .continuous
    listStyle.startIndex = count / 2
    guard
      var row = try? CarouselEngine(
        viewport: CarouselSize(width: 390, height: 200), count: count, configuration: rowStyle),
      var list = try? CarouselEngine(
        viewport: CarouselSize(width: 390, height: 700), count: count, configuration: listStyle)
    else { preconditionFailure("the benchmark's configuration must be valid") }
    var nested = CarouselNestedScroll()
    // A fast vertical flick: the list glides for seconds, the row stays.
    var time = 0.0
    func send(_ kind: CarouselInputEvent.Kind) {
      nested.handle(CarouselInputEvent(time: time, kind), inner: &row, outer: &list)
    }
    send(.pointerDown(CarouselPoint(x: 200, y: 600)))
    for step in 1...6 {
      time = Double(step) * 0.008
      send(.pointerMove(CarouselPoint(x: 200, y: 600 - Double(step) * 40)))
    }
    send(.pointerUp(nil))
    precondition(list.phase == .decelerating, "benchmark setup must be mid-motion")
    var checksum = 0.0
    var samples: [Double] = []
    let batches = EngineBenchmarks.batches
    let framesPerBatch = EngineBenchmarks.framesPerBatch
    samples.reserveCapacity(batches)
    for _ in 0..<batches {
      let elapsed = Measure.seconds {
        for _ in 0..<framesPerBatch {
          time += 5e-7
          nested.advance(to: time, inner: &row, outer: &list)
          list.forEachLayoutAttribute { checksum += $0.frame.minY }
          row.forEachLayoutAttribute { checksum += $0.frame.minX + $0.progress }
        }
      }
      samples.append(elapsed / Double(framesPerBatch) * 1e9)
    }
    precondition(list.isAnimating, "the motion ended during the benchmark")
    blackHole(checksum)
    return Measure.median(samples)
  }

  /// The nested frame figures whose names `wanted` accepts.
  static func figures(where wanted: (String) -> Bool) -> [Figure] {
    let scenarios: [(name: String, title: String, count: Int)] = [
      ("frame.nested.n10", "nested frame: a row in a vertical list, 10 items each", 10),
      (
        "frame.nested.n1000000", "nested frame: a row in a vertical list, 1,000,000 items each",
        1_000_000
      ),
    ]
    return scenarios.filter { wanted($0.name) }.map {
      Figure(name: $0.name, title: $0.title, value: frameCost(count: $0.count), unit: "ns")
    }
  }
}
