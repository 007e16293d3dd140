@_spi(CarouselHost) import CarouselCore

/// When each frame of an animated image shows: the frames' delays, in whole milliseconds as
/// the files store them (GIF in hundredths of a second, WebP and AVIF in milliseconds), and
/// how many times the frames play.
///
/// Delays below ``CarouselLimits/minAnimationDelayMilliseconds`` (20 ms) are played at
/// ``CarouselLimits/clampedAnimationDelayMilliseconds`` (100 ms), as browsers do: a GIF of
/// 1 ms frames costs what one of 100 ms frames does. After its last play an animation
/// rests on its last frame.
///
/// All arithmetic is in integer milliseconds: which frame shows at a time is exact.
public struct AnimationTiming: Sendable, Equatable {
  /// Each frame's delay, clamped, in milliseconds (at least 20).
  public let delays: [Int]
  /// How many times the frames play; `nil`: for ever.
  public let plays: Int?
  /// `ends[k]`: milliseconds from the start of a play to the end of frame `k`.
  private let ends: [Int]

  /// Timing of frames with `delays` (milliseconds as stored; clamped here) played `plays`
  /// times (`nil`: for ever; at least once).
  public init(delays: [Int], plays: Int?) {
    precondition(!delays.isEmpty, "an animation has frames")
    self.delays = delays.map(Self.clamped)
    self.plays = plays.map { max($0, 1) }
    var total = 0
    ends = self.delays.map { delay in
      total += delay
      return total
    }
  }

  /// The delay a frame stored with `milliseconds` plays for.
  public static func clamped(_ milliseconds: Int) -> Int {
    milliseconds < CarouselLimits.minAnimationDelayMilliseconds
      ? CarouselLimits.clampedAnimationDelayMilliseconds : min(milliseconds, 1 << 40)
  }

  /// Milliseconds one play of every frame takes.
  public var cycleMilliseconds: Int { ends[ends.count - 1] }

  /// The number of frames.
  public var frameCount: Int { delays.count }

  /// The frame showing `milliseconds` after the animation started (frame 0 before).
  public func frame(atMilliseconds milliseconds: Int) -> Int {
    guard milliseconds > 0 else { return 0 }
    if let plays {
      let total = cycleMilliseconds.multipliedReportingOverflow(by: plays)
      if !total.overflow && milliseconds >= total.partialValue { return frameCount - 1 }
    }
    let within = milliseconds % cycleMilliseconds
    // The first frame whose end is after `within`.
    var low = 0
    var high = ends.count - 1
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] > within { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The frame showing `seconds` after the animation started (whole milliseconds, rounded
  /// down).
  public func frame(at seconds: Double) -> Int {
    frame(atMilliseconds: Int(clamping: seconds * 1_000, rounding: .down, to: 0...(1 << 52)))
  }

  /// Milliseconds from the start to the next change of frame after `milliseconds`; `nil`
  /// once the last play has ended (the picture no longer changes).
  public func nextChange(afterMilliseconds milliseconds: Int) -> Int? {
    let now = max(milliseconds, 0)
    if let plays {
      let total = cycleMilliseconds.multipliedReportingOverflow(by: plays)
      if !total.overflow && now >= total.partialValue { return nil }
    }
    let cycleStart = now - now % cycleMilliseconds
    let frame = frame(atMilliseconds: now)
    return cycleStart + ends[frame]
  }
}
