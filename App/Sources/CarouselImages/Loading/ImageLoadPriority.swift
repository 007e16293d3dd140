/// How soon the loader should decode a request, relative to the others waiting.
///
/// ``ImageLoader/updateWindow(current:visible:prefetch:size:looping:)`` gives the
/// current item `.high`, other visible items `.normal` and the prefetch ring `.low`.
public enum ImageLoadPriority: Int, Sendable, Comparable, CaseIterable {
  /// Nearby but not on screen.
  case low
  /// On screen.
  case normal
  /// The item the person is looking at.
  case high

  public static func < (lhs: ImageLoadPriority, rhs: ImageLoadPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
