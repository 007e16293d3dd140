/// Which neighbours of the current item ``ImageLoader`` decodes ahead, counted in items on
/// each side: display decodes (the sharp photo) and previews (the quick pass, JPEG only).
///
/// A carousel paged one way mostly keeps going that way, so a host can prefetch ahead of
/// its heading only: the photo left behind then goes, and one display image fewer stays
/// resident (see ``heading(_:displays:previews:trailingPreviews:)``).
public struct ImagePrefetch: Hashable, Sendable {
  /// Display decodes of the items after the current one (higher indices).
  public var displaysAfter: Int
  /// Display decodes of the items before the current one.
  public var displaysBefore: Int
  /// Previews of the items after the current one.
  public var previewsAfter: Int
  /// Previews of the items before the current one.
  public var previewsBefore: Int
  /// Whether the current item and the others on screen get previews.
  public var previewsOnScreen: Bool

  /// A prefetch of the given counts on each side; none MAY be negative. The items on
  /// screen get previews unless `previewsOnScreen` says otherwise; by default when any
  /// neighbour does.
  public init(
    displaysAfter: Int, displaysBefore: Int, previewsAfter: Int, previewsBefore: Int,
    previewsOnScreen: Bool? = nil
  ) {
    precondition(
      min(displaysAfter, displaysBefore, previewsAfter, previewsBefore) >= 0,
      "prefetch counts must not be negative")
    self.displaysAfter = displaysAfter
    self.displaysBefore = displaysBefore
    self.previewsAfter = previewsAfter
    self.previewsBefore = previewsBefore
    self.previewsOnScreen = previewsOnScreen ?? (previewsAfter + previewsBefore > 0)
  }

  /// No neighbour at all: only what is on screen is decoded, with its previews or without.
  public static func onScreen(previews: Bool) -> ImagePrefetch {
    ImagePrefetch(
      displaysAfter: 0, displaysBefore: 0, previewsAfter: 0, previewsBefore: 0,
      previewsOnScreen: previews)
  }

  /// The same prefetch on both sides: `displays` display decodes and `previews` previews.
  public static func around(displays: Int, previews: Int = 0) -> ImagePrefetch {
    ImagePrefetch(
      displaysAfter: displays, displaysBefore: displays, previewsAfter: previews,
      previewsBefore: previews)
  }

  /// Ahead of a carousel heading towards higher indices (`direction` > 0) or lower ones
  /// (< 0): `displays` display decodes and `previews` previews that way, and only
  /// `trailingPreviews` previews the other way (a step back shows a picture at once while
  /// its display decode runs). A `direction` of 0 prefetches both sides alike.
  public static func heading(
    _ direction: Int, displays: Int, previews: Int, trailingPreviews: Int
  ) -> ImagePrefetch {
    guard direction != 0 else { return .around(displays: displays, previews: previews) }
    let behind = min(trailingPreviews, previews)
    return direction > 0
      ? ImagePrefetch(
        displaysAfter: displays, displaysBefore: 0, previewsAfter: previews,
        previewsBefore: behind)
      : ImagePrefetch(
        displaysAfter: 0, displaysBefore: displays, previewsAfter: behind,
        previewsBefore: previews)
  }

  /// Whether the items before the current one come first (the prefetch leans that way).
  var leansBefore: Bool {
    displaysBefore + previewsBefore > displaysAfter + previewsAfter
  }
}
