import CarouselCore

/// What one SDL event asks the window app to do.
enum HostAction: Hashable, Sendable {
  /// Hand an input event to the scene.
  case input(CarouselInputEvent)
  /// Like or unlike the current item (the `l` key).
  case toggleLike(time: Double)
  /// Switch to the next effect preset and name it in the title (the `e` key).
  case cycleEffect
  /// Enter or leave desktop fullscreen (F11, `f`).
  case toggleFullscreen
  /// Show the overview grid of the photos, or from the grid the selected photo (`g`).
  case toggleGrid(time: Double)
  /// Show or hide the filmstrip of the gallery or the slider (`t`).
  case toggleFilmstrip(time: Double)
  /// Open the grid's selected photo in the gallery (Enter); other scenes ignore it.
  case open(time: Double)
  /// Back to the grid from a photo opened there, else quit (Esc).
  case escape(time: Double)
  /// Close the window and return (`q`, the window's close button, and Esc outside a photo
  /// opened from the grid).
  case quit
  /// The window's size or pixel density changed: re-read both and resize the scene.
  case windowSizeChanged(time: Double)
  /// The window must be drawn again (exposed, or the renderer lost its textures).
  case redraw
  /// The renderer lost its textures: make them again before the next frame.
  case rendererReset
  /// The window gained (true) or lost the keyboard focus: with a screen reader listening,
  /// autoplay holds while the window has it.
  case keyboardFocus(Bool, time: Double)
  /// Background work finished (an image decoded): look at the scene again.
  case wake
}
