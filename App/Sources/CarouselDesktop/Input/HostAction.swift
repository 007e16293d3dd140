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
  /// Close the window and return (Esc, `q`, the window's close button).
  case quit
  /// The window's size or pixel density changed: re-read both and resize the scene.
  case windowSizeChanged(time: Double)
  /// The window must be drawn again (exposed, or the renderer lost its textures).
  case redraw
  /// The renderer lost its textures: make them again before the next frame.
  case rendererReset
  /// Background work finished (an image decoded): look at the scene again.
  case wake
}
