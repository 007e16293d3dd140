import CSDL2
import CarouselCore

/// Turns SDL events into what the window app does: engine input in window points with
/// times on the app's clock, scene commands, and window chores.
///
/// A pure state machine: it reads nothing but its arguments (the caller supplies the time,
/// the window size and the keyboard modifiers), so tests feed it hand-made `SDL_Event`s.
/// It remembers only what a gesture needs across events: whether the left button is
/// dragging, which fingers touch, and the spread a pinch started from.
struct EventTranslator {
  var mapping: InputMapping
  /// The registered SDL user event type that wakes the loop (see `SDL_RegisterEvents`).
  let wakeEventType: UInt32

  /// What the caller knows about the moment an event is handled.
  struct Context: Hashable, Sendable {
    /// The event's time on the app clock, in seconds.
    var time: Double
    /// The window's size in points (touch coordinates are fractions of it).
    var windowSize: CarouselSize
    /// Keyboard modifiers held (`SDL_Keymod` bits), for Ctrl+wheel.
    var modifiers: UInt16 = 0
    /// How far the carousel's slide still has to go, in items
    /// (`CarouselEngine.remainingSlide`): a held arrow's repeats wait for it.
    var remainingSlide: Double = 0
  }

  /// The left button went down inside the window and has not come up.
  var isMouseDragging = false
  /// The second press of a double click became a double tap; its release is not a tap.
  var swallowsButtonUp = false
  /// Fingers on the screen, in window points.
  var fingers: [SDL_FingerID: CarouselPoint] = [:]
  /// The finger that drives the pointer, while only one finger touches.
  var pointerFinger: SDL_FingerID?
  /// A two-finger pinch in progress: the fingers' spread when it began, and the last focus.
  var pinch: (startSpread: Double, scale: Double, focus: CarouselPoint)?
  /// Fingers stay ignored until all have lifted (after a pinch, no jump into a drag).
  var ignoresFingersUntilAllLift = false

  init(mapping: InputMapping = .standard, wakeEventType: UInt32) {
    self.mapping = mapping
    self.wakeEventType = wakeEventType
  }

  /// The actions for one event (often none, sometimes two).
  mutating func translate(_ event: SDL_Event, in context: Context) -> [HostAction] {
    let type = event.type
    if type == wakeEventType && type >= SDL_USEREVENT.rawValue { return [.wake] }
    switch SDL_EventType(type) {
    case SDL_QUIT:
      return [.quit]
    case SDL_MOUSEBUTTONDOWN:
      return mouseButtonDown(event.button, in: context)
    case SDL_MOUSEBUTTONUP:
      return mouseButtonUp(event.button, in: context)
    case SDL_MOUSEMOTION:
      return mouseMotion(event.motion, in: context)
    case SDL_MOUSEWHEEL:
      return wheel(event.wheel, in: context).map { [$0] } ?? []
    case SDL_FINGERDOWN:
      return fingerDown(event.tfinger, in: context)
    case SDL_FINGERMOTION:
      return fingerMotion(event.tfinger, in: context)
    case SDL_FINGERUP:
      return fingerUp(event.tfinger, in: context)
    case SDL_MULTIGESTURE:
      return multiGesture(event.mgesture, in: context)
    case SDL_KEYDOWN:
      return keyDown(event.key, in: context)
    case SDL_WINDOWEVENT:
      return windowEvent(event.window, in: context)
    case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
      return [.rendererReset, .redraw]
    default:
      return []
    }
  }

  /// An engine event at the context's time.
  func input(_ kind: CarouselInputEvent.Kind, _ context: Context) -> HostAction {
    .input(CarouselInputEvent(time: context.time, kind))
  }
}
