import CSDL2
import CarouselAccessibility
@_spi(CarouselHost) import CarouselCore
import CarouselFormats
import CarouselRender
import CarouselScenes
import Foundation

/// The window app's loop: SDL events in, scene frames out, and nothing at all while the
/// scene is still.
///
/// Each turn asks ``FrameScheduler`` how to wait: not at all when a frame is due, until
/// the next frame slot or the scene's next wake time, or indefinitely in `SDL_WaitEvent`
/// (no CPU) when nothing moves. A turn that is due advances the scene to the app clock,
/// draws it if it changed, presents it, and reports the state file. Events that arrive in
/// between are handed to the scene at their own timestamps.
///
/// Every update of the scene returns the engine's events (``CarouselEvent``); the loop
/// keeps them until its next tick, where any event asks for a frame and one that moves the
/// current item (or settles it) renames the window after the item.
///
/// Threading: main thread only. The scene's wake handler runs on a background thread and
/// only pushes an SDL event.
final class FrameLoop {
  private let video: SDLVideo
  let window: DesktopWindow
  /// The scene shown; `g` swaps a photo scene and the overview grid (see
  /// ``FrameLoop+Grid``).
  var scene: SceneController
  /// The grid a photo was opened from (Esc and `g` go back to it), or the photo scene the
  /// grid was shown from (Enter opens the photo there): the scene not shown, kept as it was.
  var sceneBehind: SceneController?
  /// The host's environment, for scenes made while running (the grid's thumbnail cache).
  let environment: [String: String]
  private var translator: EventTranslator
  private var clock: EventClock
  private let scheduler: FrameScheduler
  let reporter: StateReporter?
  private var isVisible = true
  /// Something outside the scene requires a frame (exposure, a resize, the first frame).
  var forcesFrame = true
  /// The last frame showed motion: one more frame shows where it ended.
  private var lastFrameWasMoving = false
  private var lastTick: Double?
  var shouldQuit = false
  /// `--watch`: reports saves of the catalog file.
  private var catalogWatcher: CatalogWatcher?
  /// The title last given to the window (it names the current item).
  private var shownTitle = ""
  /// Wakes the loop from a decoding thread (given to scenes made while running).
  var wake: @Sendable () -> Void = {}
  /// The engine's events since the last tick, in order.
  var events: [CarouselEvent]
  /// The window on the accessibility bus, when there is one.
  private let accessibility: AccessibilityBridge?

  /// A loop for `scene` in `window`; `events` are those of the scene's updates before the
  /// loop (the resize to the window).
  init(
    video: SDLVideo, window: DesktopWindow, scene: SceneController, clock: EventClock,
    stateFilePath: String?, events: [CarouselEvent] = [], environment: [String: String] = [:],
    accessibility: AccessibilityBridge? = nil
  ) {
    self.environment = environment
    self.accessibility = accessibility
    self.video = video
    self.window = window
    self.scene = scene
    self.clock = clock
    self.events = events
    shownTitle = window.title
    translator = EventTranslator(wakeEventType: video.wakeEventType)
    scheduler = FrameScheduler(refreshRate: window.refreshRate)
    reporter = stateFilePath.map(StateReporter.init(path:))
  }

  /// Runs until the window is closed or Esc/q is pressed.
  ///
  /// - Throws: ``DesktopError`` when SDL, the frame surface or the state file fails.
  func run() throws(DesktopError) {
    let signal = video.wakeSignal
    wake = { signal.wake() }
    scene.setWakeHandler { signal.wake() }
    if scene.options.watchesCatalog, let path = scene.options.catalogPath {
      guard let watcher = CatalogWatcher(path: path, onChange: { signal.wake() }) else {
        throw .catalogWatch(path: path)
      }
      catalogWatcher = watcher
    }
    defer {
      accessibility?.stop()
      catalogWatcher?.stop()
      // Quitting right after a tap still keeps the like (a lock held for good is given up
      // after the store's own wait).
      scene.waitForLikesToSave(timeout: Self.quitSaveTimeout)
    }
    var event = SDL_Event()
    while !shouldQuit {
      let now = clock.time(ofFrameAt: video.nowSeconds)
      if catalogWatcher?.takeChange() == true {
        events += scene.reloadCatalog(at: now)
        reporter?.inputArrived()
      }
      let wait = scheduler.wait(
        now: now, needsFrame: needsFrame, isVisible: isVisible, lastTick: lastTick,
        nextWakeTime: scene.nextWakeTime)
      switch wait {
      case .none:
        try tick(at: now)
        try handlePendingEvents(&event)
      case .timeout(let milliseconds):
        if SDL_WaitEventTimeout(&event, milliseconds) == 1 {
          try handle(event)
          try handlePendingEvents(&event)
        }
      case .indefinitely:
        guard SDL_WaitEvent(&event) == 1 else {
          throw .sdl(operation: "wait for events", message: SDLVideo.lastError)
        }
        try handle(event)
        try handlePendingEvents(&event)
      }
    }
  }

  /// Seconds the app waits on quitting for likes still being saved: longer than the
  /// store waits for a locked database, so a save in progress ends either way.
  static let quitSaveTimeout = 5.0

  /// Whether a frame is due: something outside the scene asks for one, the last frame
  /// moved, the engine reported something, or the scene changed or moves.
  private var needsFrame: Bool {
    forcesFrame || lastFrameWasMoving || !events.isEmpty || scene.needsRedraw
      || scene.engine.isAnimating
  }

  /// Advances the scene to `now`, draws and presents it if it changed, names the window
  /// after the current item when the events moved it, reports the state.
  private func tick(at now: Double) throws(DesktopError) {
    events += scene.advance(to: now)
    lastTick = scheduler.tickTime(now: now, lastTick: lastTick)
    var drewFrame = false
    if isVisible && needsFrame {
      let isMoving = scene.engine.isAnimating
      try drawFrame()
      forcesFrame = false
      lastFrameWasMoving = isMoving
      drewFrame = true
    }
    // The title names the current item and the count: the events say when the item
    // changed or settled; a frame drawn for another reason (a watched folder's new count,
    // a reloaded catalog) may show a new count or name.
    if drewFrame || events.contains(where: Self.movesCurrentItem) { updateTitle() }
    if let accessibility {
      // A snapshot for the bus thread on every turn that is due (motion, input, a wake
      // time such as autoplay resuming); the frame never waits for the bus.
      accessibility.publish(
        scene.accessibilityTree, windowOrigin: window.position,
        announcements: scene.announcements(for: events))
    }
    events.removeAll(keepingCapacity: true)
    try reportState()
  }

  /// Writes the scene's new report lines on standard error, then the state file: a state
  /// that shows a fault (a like not saved) never comes before its line.
  private func reportState() throws(DesktopError) {
    for line in scene.takeReports() {
      TerminalText.report(line)
    }
    try reporter?.report(scene: scene)
  }

  /// Whether `event` changes which item is current, or says where it came to rest.
  private static func movesCurrentItem(_ event: CarouselEvent) -> Bool {
    switch event {
    case .currentItemChanged, .settled: true
    case .dragBegan, .dragEnded, .announcement, .autoplayStateChanged, .zoomChanged: false
    }
  }

  /// Gives the window the scene's title when it changed.
  func updateTitle() {
    let title = scene.windowTitle
    guard title != shownTitle else { return }
    window.title = title
    shownTitle = title
  }

  private func drawFrame() throws(DesktopError) {
    let pixels = window.pixelSize
    let frame = try window.frameSurface(
      pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scene.scale)
    scene.draw(into: frame)
    try window.present()
  }

  private func handlePendingEvents(_ event: inout SDL_Event) throws(DesktopError) {
    while !shouldQuit && SDL_PollEvent(&event) == 1 { try handle(event) }
  }

  private func handle(_ event: SDL_Event) throws(DesktopError) {
    let time = clock.time(
      ofEventStamp: event.common.timestamp, nowMilliseconds: video.nowMilliseconds)
    // Brought to the event's time first, so a held key's repeat sees the slide as it is then.
    events += scene.advance(to: time)
    let context = EventTranslator.Context(
      time: time, windowSize: window.pointSize,
      modifiers: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue),
      remainingSlide: scene.engine.remainingSlide)
    for action in translator.translate(event, in: context) where !shouldQuit {
      try perform(action)
    }
  }

  private func perform(_ action: HostAction) throws(DesktopError) {
    switch action {
    case .input(let input):
      if case .visibility(let visible) = input.kind {
        isVisible = visible
        forcesFrame = forcesFrame || visible
      }
      if case .wheel = input.kind {
        // A wheel turned over the filmstrip scrolls the strip.
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        scene.wheelPointer = CarouselPoint(x: Double(x), y: Double(y))
      }
      events += scene.handle(input)
      reporter?.inputArrived()
      // A click on a thumbnail opens its photo.
      try openPhotoFromGrid(at: input.time)
    case .toggleLike(let time):
      events += scene.perform(.toggleLikeOfCurrentItem, at: time)
      reporter?.inputArrived()
    case .keyboardFocus(let focused, let time):
      events += scene.setKeyboardFocus(focused, at: time)
    case .cycleEffect:
      scene.cycleEffect()
      updateTitle()
      forcesFrame = true
    case .toggleFullscreen:
      try window.toggleFullscreen()
      // Without a window manager no size event may follow: look at the size now.
      try perform(.windowSizeChanged(time: clock.time(ofFrameAt: video.nowSeconds)))
    case .quit:
      shouldQuit = true
    case .toggleGrid(let time):
      try toggleGrid(at: time)
      reporter?.inputArrived()
    case .toggleFilmstrip(let time):
      events += scene.toggleFilmstrip(at: time)
      forcesFrame = true
      reporter?.inputArrived()
    case .open(let time):
      scene.openGridSelection()
      try openPhotoFromGrid(at: time)
      reporter?.inputArrived()
    case .escape(let time):
      if scene.kind != .grid, sceneBehind?.kind == .grid {
        try toggleGrid(at: time)
        reporter?.inputArrived()
      } else {
        shouldQuit = true
      }
    case .windowSizeChanged(let time):
      // Below the scene's minimum the window is grown back first.
      _ = window.keepMinimumSize()
      let size = window.pointSize
      let scale = window.scale
      if size.width >= 1, size.height >= 1, size != scene.viewport || scale != scene.scale {
        events += scene.resize(viewport: size, scale: scale, at: time)
      }
      forcesFrame = true
    case .redraw:
      forcesFrame = true
    case .rendererReset:
      window.discardTexture()
    case .wake:
      // The scene says what changed through needsRedraw on the next turn; a like saved
      // changes no pixel but the state file.
      try reportState()
      // Assistive technology's actions arrive as input, at the time they are taken.
      if let accessibility {
        let now = clock.time(ofFrameAt: video.nowSeconds)
        for action in accessibility.takeActions() {
          events += scene.perform(action, at: now)
          reporter?.inputArrived()
        }
      }
    }
  }
}
