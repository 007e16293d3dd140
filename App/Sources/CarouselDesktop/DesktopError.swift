import CarouselRender
import CarouselScenes

/// Why the window app could not start or had to stop.
public enum DesktopError: Error, Sendable, Equatable, CustomStringConvertible {
  /// There is no display to open a window on: SDL could not start its video subsystem or
  /// create the window (`DISPLAY`/`WAYLAND_DISPLAY` unset or unreachable). `reason` says
  /// which variables were set and what SDL reported.
  case noDisplay(reason: String)
  /// An SDL call failed; `message` is `SDL_GetError()`.
  case sdl(operation: String, message: String)
  /// The window size asked for is not a positive size SDL can make.
  case invalidWindowSize(width: Double, height: Double)
  /// The scene could not be made (a bad catalog, image folder or likes database).
  case scene(SceneError)
  /// The frame surface could not be made at the window's pixel size.
  case rendering(RenderError)
  /// The state file (`CAROUSEL_STATE_FILE`) could not be written.
  case stateFile(path: String, reason: String)
  /// `--watch`: inotify could not watch the catalog file's folder.
  case catalogWatch(path: String)

  public var description: String {
    switch self {
    case .noDisplay(let reason):
      // One line: standard error shows a newline as `\u{A}` (TerminalText.inert).
      return "no display to open a window on (\(reason)); run it on a desktop session, "
        + "or render without a window: carousel render SCENE --out FILE.png"
    case .sdl(let operation, let message):
      return "SDL could not \(operation): \(message)"
    case .invalidWindowSize(let width, let height):
      return "invalid window size \(width)×\(height) points (both sides must be 1…16384)"
    case .scene(let error):
      return error.description
    case .rendering(let error):
      return "cannot make the window's frame: \(error.description)"
    case .stateFile(let path, let reason):
      return "cannot write the state file \(path) (CAROUSEL_STATE_FILE): \(reason)"
    case .catalogWatch(let path):
      return "cannot watch \(path) for changes (inotify refused its folder)"
    }
  }

  /// The reason text for ``noDisplay(reason:)`` from the display variables (nil: unset)
  /// and SDL's error message.
  static func noDisplayReason(display: String?, waylandDisplay: String?, sdlError: String)
    -> String
  {
    let set = [("DISPLAY", display), ("WAYLAND_DISPLAY", waylandDisplay)].compactMap {
      name, value in value.flatMap { $0.isEmpty ? nil : "\(name)=\($0)" }
    }
    let variables =
      set.isEmpty
      ? "DISPLAY and WAYLAND_DISPLAY are not set"
      : "\(set.joined(separator: ", ")) could not be reached"
    let detail = sdlError.isEmpty ? "" : "; SDL says: \(sdlError)"
    return variables + detail
  }
}
