/// Something assistive technology should say now: the item a move settled on ("Paris,
/// France, 3 of 8"), or that the slide show paused.
public struct SceneAnnouncement: Hashable, Sendable {
  /// The words.
  public var text: String
  /// Whether it interrupts what is being read (the person's own moves) rather than waiting
  /// (autoplay's arrivals, state changes).
  public var isAssertive: Bool

  /// An announcement.
  public init(_ text: String, isAssertive: Bool) {
    self.text = text
    self.isAssertive = isAssertive
  }
}
