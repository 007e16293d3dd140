import CSDL2
import CarouselCore

extension EventTranslator {
  /// Window changes: visibility pauses autoplay, hover pauses it too, size changes resize
  /// the scene, exposure redraws, losing focus mid-drag cancels the drag, and the keyboard focus is passed on.
  mutating func windowEvent(_ window: SDL_WindowEvent, in context: Context) -> [HostAction] {
    switch SDL_WindowEventID(UInt32(window.event)) {
    case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
      return [input(.visibility(true), context), .redraw]
    case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
      return [input(.visibility(false), context)]
    case SDL_WINDOWEVENT_EXPOSED:
      return [.redraw]
    // RESIZED always comes with SIZE_CHANGED; a display change may change the density.
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
      return [.windowSizeChanged(time: context.time)]
    case SDL_WINDOWEVENT_ENTER:
      return [input(.hover(true), context)]
    case SDL_WINDOWEVENT_LEAVE:
      return [input(.hover(false), context)]
    case SDL_WINDOWEVENT_FOCUS_GAINED:
      return [.keyboardFocus(true, time: context.time)]
    case SDL_WINDOWEVENT_FOCUS_LOST:
      let focusLost = HostAction.keyboardFocus(false, time: context.time)
      guard isMouseDragging else { return [focusLost] }
      isMouseDragging = false
      return [input(.pointerCancel, context), focusLost]
    case SDL_WINDOWEVENT_CLOSE:
      return [.quit]
    default:
      return []
    }
  }
}
