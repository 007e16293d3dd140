/// Which way wheel and trackpad scrolling moves the carousel.
enum WheelDirection: String, Hashable, Sendable {
  /// Use the deltas as SDL delivers them: they already follow the user's system setting
  /// (natural scrolling), like every other scrollable view.
  case system
  /// Undo the system's flip (`SDL_MOUSEWHEEL_FLIPPED`): the wheel turned down always shows
  /// later items.
  case device
}
