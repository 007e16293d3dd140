/// The one monotonic time base of the window app: seconds since SDL started, shared by
/// input events and frames, so the engine's time never goes backwards.
///
/// SDL stamps events with the 32-bit millisecond tick count (`SDL_GetTicks`, which wraps
/// after about 49.7 days); frames are timed with the high-resolution performance counter
/// mapped onto the same base. Every time handed out is at least the latest one before it.
struct EventClock: Sendable {
  /// The latest time handed out, in seconds.
  private(set) var latest: Double

  /// Milliseconds in a second.
  private static let millisecondsPerSecond = 1000.0
  /// One wrap of the 32-bit millisecond counter.
  private static let wrapSpan: UInt64 = 1 << 32

  init(start: Double = 0) {
    latest = start
  }

  /// The time of an event stamped `timestamp` (milliseconds, 32 bits), read when SDL's
  /// 64-bit tick count was `nowMilliseconds`; the stamp is unwrapped against that count.
  mutating func time(ofEventStamp timestamp: UInt32, nowMilliseconds: UInt64) -> Double {
    let high = nowMilliseconds & ~(Self.wrapSpan - 1)
    var full = high | UInt64(timestamp)
    if full > nowMilliseconds {
      // Stamped before the counter last wrapped (or a stamp from the future: clamp).
      full = high >= Self.wrapSpan ? full - Self.wrapSpan : nowMilliseconds
    }
    return monotonic(Double(full) / Self.millisecondsPerSecond)
  }

  /// The time of a frame read at `seconds` on the same base.
  mutating func time(ofFrameAt seconds: Double) -> Double {
    monotonic(seconds)
  }

  private mutating func monotonic(_ seconds: Double) -> Double {
    if seconds.isFinite && seconds > latest { latest = seconds }
    return latest
  }
}
