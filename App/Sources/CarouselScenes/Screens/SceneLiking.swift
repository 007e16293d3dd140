/// The capability of a screen whose items can be liked (the trips screen). It is not part of
/// ``SceneScreen``: the controller asks for it (`screen as? any SceneLiking`), so the screens
/// without likes say nothing about them.
protocol SceneLiking: AnyObject {
  /// Whether the item at `index` is liked.
  func isLiked(itemAt index: Int) -> Bool
  /// Toggles the like of the item at `index`, durably; returns false for an index with no
  /// item.
  func toggleLike(ofItemAt index: Int) throws(SceneError) -> Bool
}
