@_spi(CarouselHost) import CarouselCore

/// Decides when the window app next advances the scene: at the frame rate while something
/// moves, at the scene's next wake time while it waits for one (an autoplay step, the end
/// of a trackpad gesture), and never while it is still, so an idle window uses no CPU.
///
/// A pure function of its inputs (times in seconds on the app clock).
struct FrameScheduler: Hashable, Sendable {
  /// Seconds between frames while animating (the display's refresh interval). With a
  /// vsync renderer presenting blocks until the next refresh, so pacing adds no delay.
  var frameInterval: Double

  /// Frames per second assumed when the display does not report its refresh rate.
  static let fallbackRefreshRate = 60.0
  /// Milliseconds in a second.
  private static let millisecondsPerSecond = 1000.0

  init(frameInterval: Double = 1 / FrameScheduler.fallbackRefreshRate) {
    precondition(frameInterval > 0 && frameInterval.isFinite, "frame interval must be positive")
    self.frameInterval = frameInterval
  }

  /// A scheduler for a display refreshing `refreshRate` times a second (0 or less: unknown).
  init(refreshRate: Int) {
    self.init(frameInterval: 1 / (refreshRate > 0 ? Double(refreshRate) : Self.fallbackRefreshRate))
  }

  /// The time to remember as the last tick for a tick at `now`: the frame slot it was due
  /// in, so frames stay on a fixed grid of ``frameInterval`` and a wait that ends a little
  /// late (timeouts round up to whole milliseconds) does not push every later frame back.
  /// A tick earlier than its slot (a wake time) or a whole frame late starts a new grid.
  func tickTime(now: Double, lastTick: Double?) -> Double {
    guard let lastTick else { return now }
    let slot = lastTick + frameInterval
    return now >= slot && now - slot < frameInterval ? slot : now
  }

  /// How to wait, given:
  /// - `now`: the current time;
  /// - `needsFrame`: the scene must be drawn (it changed, or the engine animates);
  /// - `isVisible`: the window can be seen (a hidden window is never drawn);
  /// - `lastTick`: when the loop last advanced the scene on its own (nil: never);
  /// - `nextWakeTime`: when the scene next changes by itself (nil: only on input).
  ///
  /// Frames are due one ``frameInterval`` after the last tick; a wake time that has already
  /// passed also waits for that slot, so a scene reporting a stale wake time costs at most
  /// one turn per frame, never a busy loop. A wait rounds up to whole milliseconds.
  func wait(
    now: Double, needsFrame: Bool, isVisible: Bool, lastTick: Double?, nextWakeTime: Double?
  ) -> LoopWait {
    let frameDue = (lastTick ?? -Double.infinity) + frameInterval
    let deadline: Double
    if isVisible && needsFrame {
      deadline = frameDue
    } else if let wake = nextWakeTime {
      deadline = wake > now ? wake : frameDue
    } else {
      return .indefinitely
    }
    guard deadline > now else { return .none }
    // The slack keeps float noise (12.0000000004 ms) from adding a millisecond.
    let roundingSlack = 1e-6
    let milliseconds = (deadline - now) * Self.millisecondsPerSecond - roundingSlack
    return .timeout(
      milliseconds: Int32(Int(clamping: milliseconds, rounding: .up, to: 1...Int(Int32.max))))
  }
}
