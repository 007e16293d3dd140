import CSDL2
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SDL's video subsystem for the lifetime of the window app, and the app clock's source.
///
/// Threading: MUST be made, used and released on the main thread, except
/// ``WakeSignal/wake()`` which any thread MAY call.
final class SDLVideo {
  /// The user event type that wakes the frame loop from another thread.
  let wakeEventType: UInt32
  /// Closed at shutdown, so a decode finishing late never pushes into a stopped SDL.
  private let wakeGate = WakeGate()
  /// SDL's tick count (ms) and performance counter when the clock started.
  private let startTicks: UInt64
  private let startCounter: UInt64
  private let counterFrequency: Double

  /// Milliseconds in a second.
  private static let millisecondsPerSecond = 1000.0
  /// How many more times SDL is started when it finds only a headless driver although a
  /// display is named, and how long it waits before each.
  static let displayRetries = 2
  static let displayRetryMicroseconds: useconds_t = 50_000

  /// SDL video drivers that show nothing on a screen.
  static let headlessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

  /// Starts SDL's video subsystem with the hints the app relies on.
  ///
  /// - Throws: ``DesktopError/noDisplay(reason:)`` when no display can be reached, or
  ///   ``DesktopError/sdl(operation:message:)`` when SDL has no user events left.
  ///
  /// Call ``shutDown()`` when done (not a deinit: the window must go first, and Swift
  /// does not promise the order in which locals are released).
  init() throws(DesktopError) {
    Self.useUTF8CharacterType()
    // A click that focuses the window also acts (macOS otherwise swallows it).
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    let environment = ProcessEnvironment()
    #if os(Linux)
      if environment.isUnset("WAYLAND_DISPLAY") && environment.isUnset("SDL_VIDEODRIVER") {
        // Nothing to connect to and no driver asked for: say so before SDL's probes print
        // their own complaints (Wayland's about XDG_RUNTIME_DIR) on the way to the
        // offscreen driver.
        if environment.isUnset("DISPLAY") {
          throw .noDisplay(
            reason: DesktopError.noDisplayReason(
              display: nil, waylandDisplay: nil, sdlError: ""))
        }
        // Only X11 when only an X display is named: SDL would otherwise go on to probe
        // Wayland (which prints its complaint about XDG_RUNTIME_DIR) and the offscreen
        // driver.
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
      }
    #endif
    // Before SDL starts: SDL keeps the handler it finds and puts it back as it quits, when
    // it closes its connections and the error of a wake-up that raced the window's
    // destruction (a decode finishing as the app quits) is read. With Xlib's own handler
    // that ended the app with status 1 ("BadWindow … X_SendEvent").
    CSDL_ForgiveStaleWakeups()
    var driver = ""
    var failure: String?
    for attempt in 0...Self.displayRetries {
      if attempt > 0 { usleep(Self.displayRetryMicroseconds) }
      guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
        failure = Self.lastError
        continue
      }
      driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
      // With no display SDL 2 quietly falls back to its offscreen driver: a window nobody
      // sees. Only a headless driver someone asked for (SDL_VIDEODRIVER=offscreen) is taken.
      guard Self.headlessDrivers.contains(driver), environment["SDL_VIDEODRIVER"] != driver
      else {
        failure = nil
        break
      }
      SDL_Quit()
      failure = "only the headless \"\(driver)\" video driver is available"
    }
    // A display named and not reached is asked again: under Xvfb about one launch in fifty
    // right after another app quit failed to open it, and the next try opened it.
    if let failure {
      throw .noDisplay(
        reason: DesktopError.noDisplayReason(
          display: environment["DISPLAY"], waylandDisplay: environment["WAYLAND_DISPLAY"],
          sdlError: failure))
    }
    let type = SDL_RegisterEvents(1)
    guard type != UInt32.max else {
      let message = Self.lastError
      SDL_Quit()
      throw .sdl(operation: "register a user event", message: message)
    }
    wakeEventType = type
    startTicks = SDL_GetTicks64()
    startCounter = SDL_GetPerformanceCounter()
    counterFrequency = Double(SDL_GetPerformanceFrequency())
  }

  /// The libdbus address that connects to nothing and starts nothing.
  static let noSessionBusAddress = "disabled:"

  /// Names a session bus that is none when the environment names no session bus, so that
  /// SDL's D-Bus set-up (screensaver inhibition, input methods: some of it only once the
  /// window has focus) does not start one.
  ///
  /// With `DBUS_SESSION_BUS_ADDRESS` unset libdbus starts a bus through X11 (`dbus-launch
  /// --autolaunch`): in about one launch in three under Xvfb, the window waited for it and
  /// its daemon outlived the app. A bus started so holds neither a screensaver nor an
  /// input method, so nothing is lost; the accessibility bridge already keeps to the
  /// environment it was given. MUST be called before other threads run (it writes the
  /// process environment).
  static func neverStartASessionBus() {
    let name = "DBUS_SESSION_BUS_ADDRESS"
    guard ProcessEnvironment().isUnset(name) else { return }
    setenv(name, noSessionBusAddress, 1)
  }

  /// Lets no more wake-ups through, waiting for one in progress: called before the window
  /// goes, so that no wake-up is sent to a window being destroyed.
  func stopWakeUps() {
    wakeGate.close()
  }

  /// Shuts SDL down. Everything made with SDL MUST be released before.
  func shutDown() {
    wakeGate.close()
    SDL_Quit()
  }

  /// Makes the C library's character type UTF-8 (the user's locale, else `C.UTF-8`).
  ///
  /// SDL's X11 driver converts window titles with Xlib's multibyte functions, which follow
  /// `LC_CTYPE`: in the default "C" locale a title such as "Trips — Most Popular
  /// Destinations" is refused (`_NET_WM_NAME` keeps the old title, `WM_NAME` gets mojibake).
  /// Only the character type changes; numbers and messages keep the "C" rules.
  private static func useUTF8CharacterType() {
    _ = setlocale(LC_CTYPE, "")
    if !isUTF8CharacterType { _ = setlocale(LC_CTYPE, "C.UTF-8") }
  }

  private static var isUTF8CharacterType: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    return String(cString: codeset) == "UTF-8"
  }

  /// SDL's 64-bit tick count in milliseconds (the base of event timestamps).
  var nowMilliseconds: UInt64 { SDL_GetTicks64() }

  /// Seconds on the tick base, at the performance counter's resolution.
  var nowSeconds: Double {
    let elapsed = Double(SDL_GetPerformanceCounter() &- startCounter) / counterFrequency
    return Double(startTicks) / Self.millisecondsPerSecond + elapsed
  }

  /// A thread-safe handle that wakes the frame loop.
  var wakeSignal: WakeSignal { WakeSignal(eventType: wakeEventType, gate: wakeGate) }

  /// `SDL_GetError()` as a Swift string.
  static var lastError: String { String(cString: SDL_GetError()) }
}

/// Wakes the frame loop from any thread by pushing an SDL user event (`SDL_PushEvent` is
/// thread-safe and, since SDL 2.0.16, interrupts `SDL_WaitEvent`).
struct WakeSignal: Sendable {
  let eventType: UInt32
  let gate: WakeGate

  func wake() {
    gate.runIfOpen {
      var event = SDL_Event()
      event.type = eventType
      _ = SDL_PushEvent(&event)
    }
  }
}

/// Lets wake-ups through until closed; closing waits for a wake-up in progress.
///
/// Threading: any thread MAY call both methods.
final class WakeGate: @unchecked Sendable {
  private let lock = NSLock()
  private var isOpen = true

  /// Runs `body` under the lock if the gate is still open.
  func runIfOpen(_ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    if isOpen { body() }
  }

  /// Closes the gate; afterwards ``runIfOpen(_:)`` runs nothing.
  func close() {
    lock.lock()
    isOpen = false
    lock.unlock()
  }
}

/// Reads environment variables (getenv), for diagnostics and the test switch.
struct ProcessEnvironment: Sendable {
  subscript(name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// Whether `name` is unset or empty.
  func isUnset(_ name: String) -> Bool { self[name]?.isEmpty ?? true }
}
