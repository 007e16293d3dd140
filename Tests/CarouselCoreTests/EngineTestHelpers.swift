import CarouselCore
import CarouselCoreTesting

func makeEngine(_ configure: (inout CarouselConfiguration) -> Void = { _ in }) -> CarouselEngine {
  var configuration = CarouselConfiguration()
  configure(&configuration)
  return CarouselEngine(configuration: configuration)
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
    handle(InputEvent(time: time, .key(key)))
  }
}
