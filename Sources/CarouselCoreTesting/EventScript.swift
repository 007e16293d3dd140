import CarouselCore

/// Builds timestamped input for engine tests: drags, flicks, key presses, at exact times.
///
/// ```swift
/// var script = EventScript()
/// script.drag(from: Point(x: 300, y: 270), by: -200, at: 0, duration: 0.5)
/// ```
public struct EventScript: Sendable {
  public private(set) var events: [InputEvent] = []

  public init() {}

  /// Appends one event.
  public mutating func add(_ kind: InputEvent.Kind, at time: Double) {
    events.append(InputEvent(time: time, kind))
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

  /// A key press.
  public mutating func press(_ key: CarouselKey, at time: Double) {
    add(.key(key), at: time)
  }

  /// The time of the last event (0 when empty).
  public var endTime: Double { events.last?.time ?? 0 }
}

extension CarouselEngine {
  /// Applies every event of a script in order.
  public mutating func apply(_ script: EventScript) {
    for event in script.events { handle(event) }
  }

  /// Advances far past the end of any motion and returns the engine's events.
  @discardableResult
  public mutating func settle(after seconds: Double = 10) -> [CarouselEvent] {
    advance(to: time + seconds)
    return drainEvents()
  }
}
