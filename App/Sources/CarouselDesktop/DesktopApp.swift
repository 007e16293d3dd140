import CarouselAccessibility
import CarouselCore
import CarouselFormats
import CarouselLocale
import CarouselRender
import CarouselScenes
import Foundation

/// The SDL2 window app: one scene in a resizable, HiDPI-aware window, driven by mouse,
/// trackpad, touch and keyboard, drawing only while something moves.
///
/// Keys: ←/→/↑/↓ move by one item (the carousel decides which way is forward in a
/// right-to-left layout), Home/End go to the first/last item, PageUp/PageDown move a page,
/// Space toggles autoplay, +/= and −/0 zoom (also on the keypad), `l` likes the current
/// trip, F11 or `f` toggles fullscreen, Esc or `q` quits. Ctrl+wheel zooms; a double click
/// is a double tap.
///
/// Test switch: when the environment variable `CAROUSEL_STATE_FILE` names a file, the app
/// writes one line of JSON to it whenever the scene settles somewhere new or a like
/// changes, replacing the file atomically (a temporary file renamed over it):
///
/// ```json
/// {"index":2,"phase":"idle","liked":[0,2],"width":900,"height":640,"count":8,
///  "loadingFrames":0,"likes":"saving","likedShown":[0,2],"likesUnsaved":0,
///  "notice":null,"frames":41,"framesWhileSaving":3}
/// ```
///
/// `index` is the current item, `phase` the engine's ``CarouselPhase``, `liked` the indices
/// of the trips whose like is saved (what a restart shows) in ascending order,
/// `width`/`height` the window's size in points, `count` the number of items,
/// `loadingFrames` the frames drawn with a loading tile after the first photo appeared;
/// `likes` is `saving`, `readOnly` or `off` (null outside trips), `likedShown` the hearts as
/// drawn, `likesUnsaved` the likes not saved yet, `notice` the message at the bottom of the
/// window, `frames` the frames drawn and `framesWhileSaving` those drawn while a like was
/// being saved. The first
/// line is written once the first frame is on screen, so a test that sees the file can
/// start sending input. A file that cannot be written stops the app with
/// ``DesktopError/stateFile(path:reason:)``.
public enum DesktopApp {
  /// The environment variable naming the state file (the test switch above).
  public static let stateFileVariable = "CAROUSEL_STATE_FILE"

  /// Opens the window and runs until it is closed; returns the process exit status (0).
  ///
  /// - Parameters:
  ///   - size: the window's size in points; nil uses the scene's default.
  ///   - fullscreen: start in desktop fullscreen.
  ///   - environment: the host's environment: the default likes database is found there, and
  ///     `CAROUSEL_STATE_FILE` switches on state reporting.
  /// - Throws: ``DesktopError/noDisplay(reason:)`` when there is no display (use
  ///   `carousel render` instead), ``DesktopError/scene(_:)`` when the scene cannot load
  ///   its catalog, images or likes, and other ``DesktopError``s when SDL fails.
  public static func run(
    kind: SceneKind, options: SceneOptions, size: CarouselSize?, fullscreen: Bool,
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    throws(DesktopError) -> Int32
  {
    // Before any thread of the app's runs (the variable is written, not only read).
    SDLVideo.neverStartASessionBus()
    // What takes longest to get ready starts first, on threads of its own: the fonts'
    // configuration and the decode workers.
    TextRenderer.startLoadingFonts()
    SceneController.prestartDecodeWorkers(options: options)
    defer { SceneController.endDecodeWorkers() }
    // The content first: a missing folder or a bad catalog is reported before any display
    // is looked for. The scene is resized to the window once the window exists.
    let requested = size ?? SceneController.defaultViewport(for: kind)
    let scene: SceneController
    // Before the scene: it starts decoding as soon as it exists.
    ScreenColourProfile.adopt()
    do {
      scene = try SceneController(
        kind: kind, options: options, viewport: requested, scale: 1, time: 0,
        environment: environment, holdsNeighboursUntilSharp: true)
    } catch {
      throw .scene(error)
    }
    let video = try SDLVideo()
    defer { video.shutDown() }
    try runWindow(
      video: video, scene: scene, size: requested,
      minimumSize: SceneController.minimumViewport(for: kind), fullscreen: fullscreen,
      environment: environment)
    return 0
  }

  /// Everything that needs SDL, released before SDL shuts down.
  private static func runWindow(
    video: SDLVideo, scene: SceneController, size: CarouselSize, minimumSize: CarouselSize,
    fullscreen: Bool, environment: [String: String]
  ) throws(DesktopError) {
    let window = try DesktopWindow(
      title: scene.windowTitle, size: size, minimumSize: minimumSize, fullscreen: fullscreen)
    // Declared after the window, so it runs before the window is released.
    defer { video.stopWakeUps() }
    var clock = EventClock()
    let start = clock.time(ofFrameAt: video.nowSeconds)
    let events = scene.resize(viewport: window.pointSize, scale: window.scale, at: start)
    window.title = scene.windowTitle
    for notice in scene.notices {
      TerminalText.report(notice)
    }
    // The accessibility bus is found and joined off the frame thread: the first frame does
    // not wait for it, and without one the window runs as before.
    let signal = video.wakeSignal
    let accessibility = AccessibilityBridge.start(
      environment: environment, phrases: Phrases(environment: environment),
      onAction: { signal.wake() })
    let loop = FrameLoop(
      video: video, window: window, scene: scene, clock: clock,
      stateFilePath: environment[stateFileVariable], events: events, environment: environment,
      accessibility: accessibility)
    try loop.run()
  }
}
