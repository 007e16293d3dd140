import CSDL2
import CarouselCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EventTranslator {
  /// Left button down: a pointer down, or on the second press of a double click a double
  /// tap instead. Taking the second press as a double tap only (its release swallowed) is
  /// what touch platforms do: a double tap is one gesture, not two taps.
  mutating func mouseButtonDown(_ button: SDL_MouseButtonEvent, in context: Context)
    -> [HostAction]
  {
    guard button.which != CSDL_TOUCH_MOUSEID, Int32(button.button) == SDL_BUTTON_LEFT else {
      return []
    }
    let point = CarouselPoint(x: Double(button.x), y: Double(button.y))
    if button.clicks == 2 {
      var actions: [HostAction] = []
      if isMouseDragging { actions.append(input(.pointerCancel, context)) }
      isMouseDragging = false
      swallowsButtonUp = true
      actions.append(input(.doubleTap(point), context))
      return actions
    }
    isMouseDragging = true
    swallowsButtonUp = false
    return [input(.pointerDown(point), context)]
  }

  mutating func mouseButtonUp(_ button: SDL_MouseButtonEvent, in context: Context)
    -> [HostAction]
  {
    guard button.which != CSDL_TOUCH_MOUSEID, Int32(button.button) == SDL_BUTTON_LEFT else {
      return []
    }
    if swallowsButtonUp {
      swallowsButtonUp = false
      return []
    }
    guard isMouseDragging else { return [] }
    isMouseDragging = false
    return [input(.pointerUp(CarouselPoint(x: Double(button.x), y: Double(button.y))), context)]
  }

  /// Motion matters only while the left button drags. A motion reporting the button up
  /// means its release was lost (it happened outside while the window did not see it):
  /// the drag ends there.
  mutating func mouseMotion(_ motion: SDL_MouseMotionEvent, in context: Context) -> [HostAction] {
    guard motion.which != CSDL_TOUCH_MOUSEID, isMouseDragging else { return [] }
    let point = CarouselPoint(x: Double(motion.x), y: Double(motion.y))
    guard motion.state & CSDL_BUTTON_LMASK != 0 else {
      isMouseDragging = false
      return [input(.pointerUp(point), context)]
    }
    return [input(.pointerMove(point), context)]
  }

  /// Wheel and trackpad. Whole notches (integer deltas whose precise values agree) move
  /// one item each; precise deltas are points (see ``InputMapping``). With Ctrl held the
  /// vertical delta zooms around the mouse instead.
  func wheel(_ wheel: SDL_MouseWheelEvent, in context: Context) -> HostAction? {
    guard wheel.which != CSDL_TOUCH_MOUSEID else { return nil }
    var x = Double(wheel.preciseX)
    var y = Double(wheel.preciseY)
    let isDiscrete =
      (wheel.x != 0 || wheel.y != 0) && Double(wheel.x) == x && Double(wheel.y) == y
    if mapping.wheelDirection == .device && wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue {
      x = -x
      y = -y
    }
    if UInt32(context.modifiers) & KMOD_CTRL.rawValue != 0 {
      guard y != 0 else { return nil }
      let factor = pow(mapping.zoomFactorPerWheelUnit, y)
      let focus = CarouselPoint(x: Double(wheel.mouseX), y: Double(wheel.mouseY))
      return input(.zoomBy(factor: factor, focus: focus), context)
    }
    // SDL: y > 0 is the wheel turned away from the user; the engine: positive shows later
    // items. Turning the wheel towards you (down) moves on, as in a scroll view.
    var dx = x
    var dy = -y
    if !isDiscrete {
      dx *= mapping.pointsPerPreciseWheelUnit
      dy *= mapping.pointsPerPreciseWheelUnit
    }
    guard dx != 0 || dy != 0 else { return nil }
    return input(.wheel(dx: dx, dy: dy, discrete: isDiscrete), context)
  }
}
