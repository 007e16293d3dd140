/// What a tap on a scene does, decided by the screen and carried out by the controller.
enum SceneTapAction: Equatable {
  /// Toggle the like of the trip at this item index (a tap on its heart).
  case toggleLike(item: Int)
  /// Go to this page (a tap on a page dot).
  case selectPage(Int)
}
