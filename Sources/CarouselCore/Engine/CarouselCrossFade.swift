/// A hint for the renderer under reduced motion: instead of sliding, fade from one item to
/// another.
public struct CarouselCrossFade: Hashable, Sendable {
  /// The item fading out.
  public var from: Int
  /// The item fading in.
  public var to: Int
  /// When the fade began (host clock, seconds).
  public var start: Double
  /// Length of the fade in seconds.
  public var duration: Double

  /// Length of a reduced-motion cross-fade in seconds.
  public static let standardDuration = 0.25

  /// How far the fade has come at `time`, 0...1.
  public func progress(at time: Double) -> Double {
    guard duration > 0 else { return 1 }
    return min(max((time - start) / duration, 0), 1)
  }
}

extension CarouselEngine {
  /// The running reduced-motion cross-fade, if any.
  public var activeCrossFade: CarouselCrossFade? {
    guard let fade = crossFade, time < fade.start + fade.duration else { return nil }
    return fade
  }
}
