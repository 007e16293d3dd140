import CSDL2
import CarouselCore

extension EventTranslator {
  /// What a key does, before repeat and modifiers are considered.
  enum KeyBinding: Hashable, Sendable {
    /// An engine key. Arrows map to the key of the same name whatever the layout
    /// direction: the engine decides which way is forward (→ in LTR, ← in RTL).
    case engine(CarouselKey)
    case toggleLike
    case cycleEffect
    case toggleFullscreen
    case toggleGrid
    case toggleFilmstrip
    case open
    case escape
    case quit
  }

  /// Engine keys that step the carousel (their repeats wait for the slide in progress).
  static let navigationKeys: Set<CarouselKey> = [.left, .right, .up, .down, .pageUp, .pageDown]

  /// The binding of an SDL key code, or nil for keys the app does not use.
  static func binding(for keyCode: SDL_Keycode) -> KeyBinding? {
    switch SDL_KeyCode(UInt32(bitPattern: keyCode)) {
    case SDLK_LEFT: .engine(.left)
    case SDLK_RIGHT: .engine(.right)
    case SDLK_UP: .engine(.up)
    case SDLK_DOWN: .engine(.down)
    case SDLK_HOME: .engine(.home)
    case SDLK_END: .engine(.end)
    case SDLK_PAGEUP: .engine(.pageUp)
    case SDLK_PAGEDOWN: .engine(.pageDown)
    case SDLK_SPACE: .engine(.space)
    // `+` shares a key with `=` on many layouts; keycodes name the unshifted symbol.
    case SDLK_PLUS, SDLK_EQUALS, SDLK_KP_PLUS, SDLK_KP_EQUALS: .engine(.plus)
    case SDLK_MINUS, SDLK_KP_MINUS: .engine(.minus)
    case SDLK_0, SDLK_KP_0: .engine(.zero)
    case SDLK_l: .toggleLike
    case SDLK_e: .cycleEffect
    case SDLK_F11, SDLK_f: .toggleFullscreen
    case SDLK_g: .toggleGrid
    case SDLK_t: .toggleFilmstrip
    case SDLK_RETURN, SDLK_KP_ENTER: .open
    case SDLK_ESCAPE: .escape
    case SDLK_q: .quit
    default: nil
    }
  }

  /// A key press. Held keys repeat for navigation and zoom; toggles (space, like, effect,
  /// fullscreen) and quit act once per press. A navigation key's repeat is dropped while the
  /// slide it would add to is still half an item or more from its end: the engine adds up
  /// steps, and repeats that arrive faster than the carousel slides would pile up, carrying
  /// it on long after the key is let go. So a held arrow skims, and stops at most one item
  /// past the one on screen at the release. Letters do nothing with Alt or the system key
  /// held, so system shortcuts pass; Ctrl+Q quits.
  func keyDown(_ key: SDL_KeyboardEvent, in context: Context) -> [HostAction] {
    guard let binding = Self.binding(for: key.keysym.sym) else { return [] }
    let isRepeat = key.`repeat` != 0
    let modifiers = UInt32(key.keysym.mod)
    let isLetter = (SDLK_a.rawValue...SDLK_z.rawValue).contains(UInt32(bitPattern: key.keysym.sym))
    if isLetter && modifiers & (KMOD_ALT.rawValue | KMOD_GUI.rawValue) != 0 { return [] }
    let hasCtrl = modifiers & KMOD_CTRL.rawValue != 0
    switch binding {
    case .engine(let engineKey):
      if isRepeat && engineKey == .space { return [] }
      if isRepeat && Self.navigationKeys.contains(engineKey) && context.remainingSlide >= 0.5 {
        return []
      }
      return [input(.key(engineKey), context)]
    case .toggleLike:
      return isRepeat || hasCtrl ? [] : [.toggleLike(time: context.time)]
    case .cycleEffect:
      return isRepeat || hasCtrl ? [] : [.cycleEffect]
    case .toggleFullscreen:
      return isRepeat || (isLetter && hasCtrl) ? [] : [.toggleFullscreen]
    case .toggleGrid:
      return isRepeat || hasCtrl ? [] : [.toggleGrid(time: context.time)]
    case .toggleFilmstrip:
      return isRepeat || hasCtrl ? [] : [.toggleFilmstrip(time: context.time)]
    case .open:
      return isRepeat ? [] : [.open(time: context.time)]
    case .escape:
      return isRepeat ? [] : [.escape(time: context.time)]
    case .quit:
      return isRepeat ? [] : [.quit]
    }
  }
}
