/// A command the host sends to a scene, usually from a key binding.
public enum SceneCommand: String, Sendable, Hashable, CaseIterable {
  /// Likes or unlikes the current trip (the `l` key); other scenes ignore it.
  case toggleLikeOfCurrentItem
}
