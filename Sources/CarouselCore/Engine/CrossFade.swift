/// A hint for the renderer under reduced motion: instead of sliding, fade from one item to
/// another.
public struct CrossFade: Hashable, Sendable {
  public var from: Int
  public var to: Int
  public var start: Double
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
  public var activeCrossFade: CrossFade? {
    guard let fade = crossFade, time < fade.start + fade.duration else { return nil }
    return fade
  }
}
