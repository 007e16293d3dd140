import CarouselCore

/// Feeds a time-ordered event list to a controller up to a given time, remembering where it
/// stopped.
struct EventPlayer {
  /// The events, sorted by time.
  let events: [CarouselInputEvent]
  /// The next event to play.
  private var next = 0

  init(events: [CarouselInputEvent]) {
    self.events = events
  }

  /// Hands every event at or before `time` not yet played to `controller`.
  ///
  /// Before each event it waits for the images in view, as a person looking at the window
  /// would have, so what an event does (a zoom stopping at a photo's edge) never depends on
  /// how fast a decode happened to be.
  mutating func play(until time: Double, into controller: SceneController, imageTimeout: Double) {
    while next < events.count, events[next].time <= time {
      controller.advance(to: events[next].time)
      controller.waitForPendingImages(timeout: imageTimeout)
      controller.handle(events[next])
      next += 1
    }
  }
}
