/// What a tap on a scene does, decided by the screen and carried out by the controller.
enum SceneTapAction: Equatable {
  /// Toggle the like of the trip at this item index (a tap on its heart).
  case toggleLike(item: Int)
  /// Go to this page (a tap on a page dot).
  case selectPage(Int)
  /// Bring this item to the middle (a tap on a neighbouring card).
  case showItem(Int)
  /// The item's "GET" button: get it (the button then reads "OPEN"), or give it back.
  case toggleGet(item: Int)
  /// Open this photo (a click on a cell of the grid): the host shows it in the gallery.
  case openItem(Int)
}
