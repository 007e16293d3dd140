import CarouselCore

/// Builds timestamped input for engine tests: drags, flicks, taps, pinches, wheel notches and
/// key presses, at exact times.
///
/// ```swift
/// var script = EventScript()
/// script.drag(from: CarouselPoint(x: 300, y: 270), by: -200, at: 0, duration: 0.5)
/// script.press(.right, at: 2)
/// engine.apply(script)
/// ```
///
/// A script is plain data: it works the same under Swift Testing and XCTest.
public struct EventScript: Sendable {
  /// The events, in the order they were added.
  public private(set) var events: [CarouselInputEvent] = []

  /// An empty script.
  public init() {}

  /// Appends one event.
  public mutating func add(_ kind: CarouselInputEvent.Kind, at time: Double) {
    events.append(CarouselInputEvent(time: time, kind))
  }

  /// A horizontal drag (vertical when `axis` is vertical): pointer down at `start`, moves
  /// every `sampleInterval` seconds in equal steps covering `distance` points over
  /// `duration`, then up (`holdBeforeRelease` seconds after the last move).
  public mutating func drag(
    from start: CarouselPoint, by distance: Double, at time: Double, duration: Double,
    axis: CarouselAxis = .horizontal, sampleInterval: Double = 0.008, holdBeforeRelease: Double = 0
  ) {
    add(.pointerDown(start), at: time)
    let steps = max(Int((duration / sampleInterval).rounded()), 1)
    var point = start
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      point =
        axis == .horizontal
        ? CarouselPoint(x: start.x + distance * fraction, y: start.y)
        : CarouselPoint(x: start.x, y: start.y + distance * fraction)
      add(.pointerMove(point), at: time + duration * fraction)
    }
    add(.pointerUp(point), at: time + duration + holdBeforeRelease)
  }

  /// A flick: a drag of `distance` points over `duration` (50 ms by default, so the release
  /// velocity, distance / duration, is well above a flick's threshold).
  public mutating func flick(
    from start: CarouselPoint, by distance: Double, at time: Double, duration: Double = 0.05,
    axis: CarouselAxis = .horizontal
  ) {
    drag(from: start, by: distance, at: time, duration: duration, axis: axis)
  }

  /// A tap: pointer down and up at `point`, `duration` apart (a tap moves not at all).
  public mutating func tap(at point: CarouselPoint, time: Double, duration: Double = 0.05) {
    add(.pointerDown(point), at: time)
    add(.pointerUp(point), at: time + duration)
  }

  /// A pinch about `focus` from scale 1 to `scale` in `steps` equal changes over `duration`:
  /// begin, the changes, end.
  public mutating func pinch(
    to scale: Double, focus: CarouselPoint, at time: Double, duration: Double = 0.3,
    steps: Int = 10
  ) {
    precondition(steps >= 1, "a pinch needs at least one change")
    add(.pinch(phase: .begin, scale: 1, focus: focus), at: time)
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      add(
        .pinch(phase: .change, scale: 1 + (scale - 1) * fraction, focus: focus),
        at: time + duration * fraction)
    }
    add(.pinch(phase: .end, scale: scale, focus: focus), at: time + duration)
  }

  /// `count` mouse-wheel notches towards later items (negative: earlier ones), `interval`
  /// seconds apart, as vertical (`dy`) deltas of one.
  public mutating func wheelNotches(_ count: Int, at time: Double, interval: Double = 0.3) {
    for k in 0..<abs(count) {
      add(
        .wheel(dx: 0, dy: count < 0 ? -1 : 1, discrete: true), at: time + Double(k) * interval)
    }
  }

  /// A trackpad scroll: `distance` points along x in `steps` equal, continuous deltas over
  /// `duration`.
  public mutating func trackpadScroll(
    by distance: Double, at time: Double, duration: Double = 0.2, steps: Int = 10
  ) {
    precondition(steps >= 1, "a scroll needs at least one step")
    for step in 1...steps {
      add(
        .wheel(dx: distance / Double(steps), dy: 0, discrete: false),
        at: time + duration * Double(step) / Double(steps))
    }
  }

  /// A key press.
  public mutating func press(_ key: CarouselKey, at time: Double) {
    add(.key(key), at: time)
  }

  /// Key presses, `interval` seconds apart, starting at `time`.
  public mutating func press(_ keys: [CarouselKey], at time: Double, interval: Double = 1) {
    for (k, key) in keys.enumerated() { press(key, at: time + Double(k) * interval) }
  }

  /// The time of the last event (0 when empty).
  public var endTime: Double { events.last?.time ?? 0 }
}
