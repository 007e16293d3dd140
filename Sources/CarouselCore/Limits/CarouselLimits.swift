/// The magnitudes the engine honours. ``CarouselConfiguration/validate(viewport:count:)``
/// rejects a configuration outside them, naming the field, and the engine ignores events
/// outside them (a resize past ``maxViewportLength``) or clamps them (a drag's travel), so
/// no input makes its state non-finite or its work per frame unbounded.
@_spi(CarouselHost) public enum CarouselLimits {
  /// Longest viewport side, and largest spacing, inset and overscan, in points: ten times
  /// a 16K display's width at 1×, so every real screen fits.
  public static let maxViewportLength = 100_000.0
  /// Largest ``CarouselItemSize/fraction(_:)`` of the viewport.
  public static let maxItemFraction = 1_000.0
  /// Longest item in points: per-item lengths summed over ``maxCount`` items stay far
  /// below 2^53, where `Double` stops counting points exactly.
  public static let maxItemLength = 1_000_000.0
  /// Most items in one carousel, 2^48: every index and position is exact in a `Double`,
  /// and index arithmetic (a position times the items of a page) stays far from overflow.
  /// Where `Int` has 32 bits (WebAssembly), 2^20, for the same headroom.
  public static let maxCount = Int.bitWidth >= 64 ? 1 << 48 : 1 << 20
  /// Most items laid out in one frame (on screen plus the overscan on both sides): a
  /// configuration whose shortest item would put more there is rejected.
  public static let maxLaidOutItems = 1_000
  /// Farthest one drag or trackpad gesture moves the content from where it began, in
  /// points (a finger's travel is a few thousand; this leaves room for any wheel).
  public static let maxGestureTravel = 10_000_000.0
  /// Deceleration rates (velocity kept per millisecond) the engine accepts: below, a flick
  /// stops at once; above, free momentum would run for minutes.
  public static let decelerationRates: ClosedRange<Double> = 0.5...0.9995
  /// Autoplay intervals and the resume delay, in seconds (a million seconds is 11 days).
  public static let maxAutoplaySeconds = 1_000_000.0
  /// Zoom scales the engine accepts for its minimum, maximum and double-tap scale.
  public static let zoomScales: ClosedRange<Double> = 0.01...100
  /// Most page dots.
  public static let maxDots = 1_000
  /// Most frames an animated image (GIF, WebP, AVIF) plays; one with more shows its first
  /// frame, still. The frame timings travel in one message from a decode worker.
  public static let maxAnimationFrames = 4_096
  /// Most pixels an animation's decode composites: frames × canvas (the logical screen) pixels,
  /// 2^27 (134 million: 1,000 frames of 360 × 360, 64 of 1920 × 1080), so decoding one costs
  /// at most about a second of compositing; one past it shows its first frame, still.
  public static let maxAnimationFramePixels = 1 << 27
  /// Frame delays below this many milliseconds are played at
  /// ``clampedAnimationDelayMilliseconds``, as browsers do (a GIF saying 0 or 10 ms means
  /// "as fast as the viewer goes", which browsers take as 100 ms).
  public static let minAnimationDelayMilliseconds = 20
  /// The delay a frame gets whose own is below ``minAnimationDelayMilliseconds``.
  public static let clampedAnimationDelayMilliseconds = 100
  /// Most internal deadlines (animation ends, autoplay steps) one ``CarouselEngine/advance(to:)``
  /// performs; a jump in time that would need more skips the remaining autoplay steps (the
  /// interval restarts at the new time) instead of stepping through them one by one.
  public static let maxDeadlinesPerAdvance = 1_000
  /// A looping carousel's virtual index is folded back into `0..<count` at rest once its
  /// magnitude passes this, so integer arithmetic on indices never overflows.
  /// (2^20 where `Int` has 32 bits.)
  static let largestVirtualIndex = Int.bitWidth >= 64 ? 1 << 40 : 1 << 20
  /// Magnitude beyond which a `Double` position is clamped before it becomes an `Int`: no
  /// state within the limits above passes it; it keeps the conversion total, and times a
  /// page of at most ``maxLaidOutItems`` items it stays below 2^62.
  /// (2^21 where `Int` has 32 bits: times a page of 1,000 items it stays below 2^31.)
  static let largestConvertedIndex = Int.bitWidth >= 64 ? 1 << 52 : 1 << 21
}

extension Int {
  /// `value` rounded by `rule` and clamped into `range`: the one conversion from `Double`
  /// to `Int` that never traps, for every number that came from input or was computed from
  /// it. NaN gives the value of `range` nearest to 0; ±infinity the nearer bound.
  ///
  /// ```swift
  /// Int(clamping: 1e300, rounding: .down, to: 0...100)   // 100
  /// Int(clamping: -.nan, to: 1...10)                     // 1
  /// Int32(Int(clamping: width * 1024, to: 0...Int(Int32.max)))  // a Pango width
  /// ```
  ///
  /// A bound beyond 2^53 is met within the spacing of `Double` there: a value that rounds
  /// up to `Double(range.upperBound)` gives `range.upperBound`.
  @_spi(CarouselHost) public init(
    clamping value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
    to range: ClosedRange<Int>
  ) {
    guard !value.isNaN else {
      self = Swift.min(Swift.max(0, range.lowerBound), range.upperBound)
      return
    }
    let rounded = value.rounded(rule)
    if rounded >= Double(range.upperBound) {
      self = range.upperBound
    } else if rounded <= Double(range.lowerBound) {
      self = range.lowerBound
    } else {
      // Strictly between two `Double`s that are at most the bounds: it fits.
      self = Int(rounded)
    }
  }

  /// The integer nearest to `value` by `rule`, clamped to ±2^52 (NaN gives 0): a conversion
  /// that never traps, for positions the limits already keep small.
  init(clampingIndex value: Double, _ rule: FloatingPointRoundingRule) {
    let bound = CarouselLimits.largestConvertedIndex
    self.init(clamping: value, rounding: rule, to: -bound...bound)
  }
}
