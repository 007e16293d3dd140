import CarouselCore

/// Feeds a time-ordered event list to a controller up to a given time, remembering where it
/// stopped.
struct EventPlayer {
  /// The events, sorted by time.
  let events: [InputEvent]
  /// The next event to play.
  private var next = 0

  init(events: [InputEvent]) {
    self.events = events
  }

  /// Hands every event at or before `time` not yet played to `controller`.
  mutating func play(until time: Double, into controller: SceneController) {
    while next < events.count, events[next].time <= time {
      controller.handle(events[next])
      next += 1
    }
  }
}
