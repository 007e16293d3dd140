import CarouselStore

/// The capability of a screen whose items can be liked (the trips screen). It is not part of
/// ``SceneScreen``: the controller asks for it (`screen as? any SceneLiking`), so the screens
/// without likes say nothing about them.
protocol SceneLiking: AnyObject {
  /// The likes, as the hearts show them; saved off the frame thread.
  var likes: LikeKeeper { get }
  /// The identity under which the item at `index` is liked; nil for an index with no item.
  func likeID(ofItemAt index: Int) -> String?
}

extension SceneLiking {
  /// Whether the heart of the item at `index` shows liked.
  func isLiked(itemAt index: Int) -> Bool {
    likeID(ofItemAt: index).map(likes.isLiked) ?? false
  }
}
