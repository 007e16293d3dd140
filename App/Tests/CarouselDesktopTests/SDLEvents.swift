import CSDL2
import CarouselCore

@testable import CarouselDesktop

/// Hand-made SDL events, as SDL would deliver them.
enum SDLEvents {
  static let wakeType: UInt32 = SDL_USEREVENT.rawValue + 1

  static func button(
    _ type: SDL_EventType, x: Int32, y: Int32, clicks: UInt8 = 1,
    button: Int32 = SDL_BUTTON_LEFT, which: UInt32 = 0, timestamp: UInt32 = 0
  ) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    event.button.timestamp = timestamp
    event.button.which = which
    event.button.button = UInt8(button)
    event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
    event.button.clicks = clicks
    event.button.x = x
    event.button.y = y
    return event
  }

  static func motion(x: Int32, y: Int32, leftHeld: Bool = true, which: UInt32 = 0) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_MOUSEMOTION.rawValue
    event.motion.which = which
    event.motion.state = leftHeld ? CSDL_BUTTON_LMASK : 0
    event.motion.x = x
    event.motion.y = y
    return event
  }

  static func wheel(
    x: Int32 = 0, y: Int32 = 0, preciseX: Float = 0, preciseY: Float = 0,
    flipped: Bool = false, mouseX: Int32 = 0, mouseY: Int32 = 0
  ) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.x = x
    event.wheel.y = y
    event.wheel.preciseX = preciseX
    event.wheel.preciseY = preciseY
    event.wheel.direction =
      flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
    event.wheel.mouseX = mouseX
    event.wheel.mouseY = mouseY
    return event
  }

  static func key(_ code: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE, repeating: Bool = false)
    -> SDL_Event
  {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
    event.key.keysym.mod = UInt16(modifiers.rawValue)
    event.key.`repeat` = repeating ? 1 : 0
    event.key.state = UInt8(SDL_PRESSED)
    return event
  }

  static func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    event.tfinger.fingerId = id
    event.tfinger.x = x
    event.tfinger.y = y
    return event
  }

  static func gesture(x: Float, y: Float, fingers: UInt16 = 2) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_MULTIGESTURE.rawValue
    event.mgesture.x = x
    event.mgesture.y = y
    event.mgesture.numFingers = fingers
    return event
  }

  static func window(_ id: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_WINDOWEVENT.rawValue
    event.window.event = UInt8(id.rawValue)
    event.window.data1 = data1
    event.window.data2 = data2
    return event
  }

  static func plain(_ type: UInt32) -> SDL_Event {
    var event = SDL_Event()
    event.type = type
    return event
  }
}

extension EventTranslator {
  /// A translator with the test wake type.
  static func forTests(mapping: InputMapping = .standard) -> EventTranslator {
    EventTranslator(mapping: mapping, wakeEventType: SDLEvents.wakeType)
  }

  /// Translates at `time` in a 800 × 600 window.
  mutating func translate(
    _ event: SDL_Event, at time: Double, modifiers: SDL_Keymod = KMOD_NONE,
    windowSize: CarouselSize = CarouselSize(width: 800, height: 600)
  ) -> [HostAction] {
    translate(
      event,
      in: Context(time: time, windowSize: windowSize, modifiers: UInt16(modifiers.rawValue)))
  }
}

/// The engine input of an action list (commands and chores left out).
func inputs(_ actions: [HostAction]) -> [CarouselInputEvent] {
  actions.compactMap {
    if case .input(let event) = $0 { return event }
    return nil
  }
}
