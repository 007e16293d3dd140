import CarouselCore

// 1. What only the host knows: the viewport and the number of items.
var configuration = CarouselConfiguration()
configuration.itemSize = .peek(40)  // neighbours show 40 pt at either side
configuration.spacing = 10
var engine = try CarouselEngine(
  viewport: CarouselSize(width: 390, height: 300), count: 5, configuration: configuration)

// 2. Input arrives with the host's timestamps: here a quick swipe to the left.
let swipe: [(time: Double, x: Double)] = [(0, 300), (0.016, 280), (0.033, 250), (0.05, 210)]
engine.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 150))))
for (time, x) in swipe.dropFirst() {
  engine.handle(CarouselInputEvent(time: time, .pointerMove(CarouselPoint(x: x, y: 150))))
}
engine.handle(CarouselInputEvent(time: 0.05, .pointerUp(nil)))

// 3. The frame loop: advance to the frame's time, draw what is laid out, react to events.
var time = 0.05
while let wake = engine.nextWakeTime, time < 5 {
  time = max(wake, time + 1.0 / 60)  // the next frame, or later if nothing moves
  engine.advance(to: time)
  for item in engine.layoutAttributes where item.isVisible {
    _ = item.frame  // draw item.index at item.frame here
  }
  for event in engine.drainEvents() {
    if case .announcement(let text, _) = event { print("announce: \(text)") }
  }
}
print("at rest on item \(engine.currentIndex + 1) of \(engine.count), \(engine.pageIndicator)")
