import CarouselCore
import CarouselCoreTesting
import Testing

/// The phone-sized viewport most engine tests use.
let testViewport = CarouselSize(width: 390, height: 540)

/// An engine of `count` items in `viewport` (8 items in 390 × 540 unless told), configured
/// by `configure`. An invalid configuration is recorded as a test failure (and a default
/// engine returned, so the test goes on to fail rather than crash).
func makeEngine(
  viewport: CarouselSize = testViewport, count: Int = 8,
  _ configure: (inout CarouselConfiguration) -> Void = { _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) -> CarouselEngine {
  var configuration = CarouselConfiguration()
  configure(&configuration)
  do {
    return try CarouselEngine(viewport: viewport, count: count, configuration: configuration)
  } catch {
    Issue.record("invalid test configuration: \(error)", sourceLocation: sourceLocation)
    return try! CarouselEngine(viewport: testViewport, count: 8)
  }
}
extension CarouselEngine {
  /// Drags horizontally from the middle of the viewport, then lets go.
  mutating func drag(
    by distance: Double, over duration: Double, hold: Double = 0, from x: Double = 195
  ) {
    var script = EventScript()
    script.drag(
      from: CarouselPoint(x: x, y: 270), by: distance, at: time, duration: duration,
      holdBeforeRelease: hold)
    apply(script)
  }

  mutating func press(_ key: CarouselKey) {
    handle(CarouselInputEvent(time: time, .key(key)))
  }
}
