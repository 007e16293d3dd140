/// What the last frame showed, to tell whether the scene changed since (see
/// ``SceneController/needsRedraw``), and counts of the frames for tests.
struct SceneFrameRecord {
  /// Something changed since the last frame.
  var isDirty = true
  /// The loading spinner's step the last frame showed.
  private(set) var spinnerStep = -1
  /// The likes' change count the last frame showed (-1 before any frame with likes).
  private(set) var likesChange = -1
  /// Counts of the frames drawn so far.
  private(set) var counters = SceneFrameCounters()

  /// Notes that the frame of `state` was drawn.
  mutating func noteDrawn(_ state: SceneFrameState) {
    isDirty = false
    spinnerStep = state.spinnerStep
    if let change = state.likesChange { likesChange = change }
    counters.count(state)
  }
}
