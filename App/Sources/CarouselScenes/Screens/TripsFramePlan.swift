/// What the trips screen's drawing steps share in one frame, made by
/// ``TripsScreen/prepareFrame(_:)`` before any of them runs.
struct TripsFramePlan {
  /// The liked trips' IDs as of this frame (the store is read once per frame).
  var liked: Set<String>
  /// The visible cards by virtual index, planned before the backdrop so it can skip their
  /// opaque interiors (empty during a reduced-motion cross-fade or under an effect).
  var cards: [Int: TripsScreenCardPlan]
}
