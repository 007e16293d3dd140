import CarouselCore
import CarouselFormats
import CarouselImages
import CarouselLocale
import CarouselRender
import CarouselSandbox
import Foundation
import Synchronization

/// One screen of the app (trips, slider, cards or gallery) in a window, behind the small
/// interface the window host and headless rendering share.
///
/// Data flows one way: input and the host's clock go in (``handle(_:)``, ``advance(to:)``,
/// ``resize(viewport:scale:at:)``, ``perform(_:at:)``, ``reloadCatalog(at:)``), each an
/// update at a time that returns every ``CarouselEvent`` the engine emitted; drawing
/// (``draw(into:)``) is a pure function of the state the updates left, and changes none of
/// it. A host's frame loop:
///
/// ```swift
/// events += controller.handle(event)        // each input event, in window points
/// events += controller.advance(to: now)
/// if controller.needsRedraw { controller.draw(into: frame) }
/// react to events (title, announcements), then
/// sleep until controller.nextWakeTime, the next event, or the wake handler
/// ```
///
/// The carousel may occupy part of the window (below a title, above page dots);
/// ``handle(_:)`` maps window points into the carousel's own coordinates, and recognises
/// taps itself: a tap on the current trip card's heart (and only there) toggles its like,
/// a tap on a page dot selects that page.
///
/// Its parts, one concern each: the ``SceneModel`` (engine, window, effect) that updates
/// change and frames are drawn from, the ``SceneInputRouter`` (presses and taps), the
/// ``SceneLikes``, the ``SceneFrameRecord`` (what the last frame showed), and the
/// ``ScenePainter`` that draws a ``SceneFrameState``.
///
/// Threading: a controller MUST be used from one thread. Only the wake handler is called
/// from elsewhere (a decoding thread).
public final class SceneController {
  /// Which screen this is.
  public let kind: SceneKind
  /// The options it was made with.
  public let options: SceneOptions
  /// What differs between the four screens: content, layout, drawing.
  let screen: any SceneScreen
  /// Text, cached surfaces and budgets, shared by the screen and the controller.
  let resources: SceneResources
  /// What frames are drawn from; only updates change it.
  var model: SceneModel
  /// The press in progress and the taps it may become.
  var input: SceneInputRouter
  /// The likes and what the window says about them.
  var likes: SceneLikes
  /// What the last frame showed.
  var frames = SceneFrameRecord()
  /// The filmstrip of the gallery and the slider (`t`).
  let filmstrip: SceneFilmstrip
  /// Where the pointer is when a wheel event comes, in window points: a host that knows
  /// sets it before handing the event over, so a wheel turned over the filmstrip scrolls
  /// the strip; nil: the wheel turns the main carousel.
  public var wheelPointer: CarouselPoint?

  /// The window's size in points.
  public var viewport: CarouselSize { model.window.size }
  /// Pixels per point (2 on HiDPI displays).
  public var scale: Double { model.window.scale }
  /// The carousel's rectangle in window points.
  public var carouselFrame: CarouselRect { model.window.carouselFrame }
  /// The carousel's state, in the carousel's own coordinates (see ``carouselFrame``).
  /// Hosts read it; only the controller's updates change it.
  public internal(set) var engine: CarouselEngine {
    get { model.engine }
    set { model.engine = newValue }
  }
  /// How items are placed in 3-D (nil: flat, by the plain compositor).
  public var effect: CarouselEffect? { model.effect }
  /// The last failure that did not stop the scene (a like that could not be saved).
  public var lastError: SceneError? { likes.lastError }

  /// Makes the scene for `kind`, loading its content (catalog, likes, image folder).
  ///
  /// - Parameters:
  ///   - viewport: The window's size in points.
  ///   - scale: Pixels per point.
  ///   - time: The host's clock at the start (autoplay counts from here).
  /// - Throws: ``SceneError`` for an invalid size, a malformed catalog, a likes database
  ///   that cannot be opened, or an image folder that does not exist.
  ///   - holdsNeighboursUntilSharp: Whether nothing off screen is decoded until the first
  ///     sharp frame is drawn (a window: its start-up, which the first photo waits for, gets
  ///     the other core). The update after that frame lets the neighbours go.
  ///   - environment: The host's environment, for the language of what the window says and
  ///     assistive technology reads (`LC_ALL`, `LC_MESSAGES`, `LANG`), the default place of the likes database
  ///     (`$XDG_DATA_HOME`, `$HOME`), the folder of downloaded images (`$XDG_CACHE_HOME`,
  ///     `$HOME`) and the download limits' test switches (see ``RemoteImageSettings``); the
  ///     scene reads no environment of its own.
  public convenience init(
    kind: SceneKind, options: SceneOptions, viewport: CarouselSize, scale: Double, time: Double = 0,
    environment: [String: String] = [:], holdsNeighboursUntilSharp: Bool = false
  ) throws(SceneError) {
    let sandboxed = Self.prestartDecodeWorkers(options: options)
    let decoder: any ImageDecoding = sandboxed ? SandboxedImageDecoder() : ImageDecoder()
    try self.init(
      kind: kind, options: options, viewport: viewport, scale: scale, time: time,
      environment: environment, decoder: decoder,
      holdsNeighboursUntilSharp: holdsNeighboursUntilSharp)
    let formats = Set((screen.images?.sources ?? []).map(\.format))
    if sandboxed && formats.contains(where: \.codecLoadsOnFirstUse) {
      // The folder holds AVIF, HEIF or JPEG XL files: workers that load their codecs (25 ms
      // more, which a folder without them does not pay).
      DecodeWorkerPool.shared.prestart(codecs: true)
    }
  }

  /// Starts the decode workers of a scene made with `options` when it decodes in the
  /// sandbox and the host allows it (else says why not, once), and returns whether it
  /// does. The workers start (about 20 ms: a process and its libraries) while the scene
  /// loads and the window opens, not when the first photo is wanted; a window calls this
  /// first thing, before it looks for the display, and the scene again (at no cost).
  @discardableResult
  public static func prestartDecodeWorkers(options: SceneOptions) -> Bool {
    let refusal = options.decodesInSandbox ? DecodeWorkerLimits.default.hostRefusal() : nil
    if let refusal { reportOnce(refusal) }
    let sandboxed = options.decodesInSandbox && refusal == nil
    if sandboxed { DecodeWorkerPool.shared.prestart() }
    return sandboxed
  }

  /// Ends the decode workers and waits for them (those decoding for up to a second), as the
  /// app quits: a worker otherwise ends with the app (its parent-death signal) and is left
  /// for init to reap, which some containers' first process never does.
  public static func endDecodeWorkers() {
    DecodeWorkerPool.shared.endForGood(waitingUpTo: 1)
  }

  /// Prints `line` on standard error once per process (every scene asks again).
  private static func reportOnce(_ line: String) {
    reported.withLock { reported in
      guard !reported.contains(line) else { return }
      reported.insert(line)
      TerminalText.report(line)
    }
  }

  private static let reported = Mutex<Set<String>>([])

  /// Makes the scene with images decoded by `decoder` (tests hold decodes back with it)
  /// within `budget` (tests shrink it; by default the photo screens size theirs from the
  /// window, see ``SceneBudget/photos(window:scale:)``).
  init(
    kind: SceneKind, options: SceneOptions, viewport: CarouselSize, scale: Double, time: Double,
    environment: [String: String] = [:], decoder: any ImageDecoding,
    budget givenBudget: SceneBudget? = nil, holdsNeighboursUntilSharp: Bool = false
  ) throws(SceneError) {
    guard SceneWindow.isDrawable(viewport, scale: scale), time.isFinite else {
      throw SceneError(
        .invalidViewport(width: viewport.width, height: viewport.height, scale: scale))
    }
    let budget: SceneBudget
    switch (givenBudget, kind) {
    case (let given?, _): budget = given
    case (nil, .gallery):
      budget = .photos(
        window: viewport, scale: scale, decodeSize: DecodeSize.aspectFit(viewport, scale: scale))
    case (nil, .slider):
      budget = .photos(
        window: viewport, scale: scale, decodeSize: DecodeSize.cover(viewport, scale: scale))
    case (nil, .grid): budget = .grid(window: viewport, scale: scale)
    case (nil, _): budget = .standard
    }
    let resources = SceneResources(
      budget: budget, decoder: decoder,
      remoteImages: RemoteImageSettings(environment: environment),
      phrases: Phrases(environment: environment))
    let screen: any SceneScreen
    switch kind {
    case .trips:
      // The likes database first: a scene that cannot keep likes fails before reading.
      let likes = try Self.openLikes(options: options, environment: environment)
      screen = try TripsScreen(
        catalog: Self.loadCatalog(options: options), likes: likes, options: options,
        resources: resources, priceFormat: .forEnvironment(environment))
    case .slider: screen = try SliderScreen(options: options, resources: resources)
    case .cards: screen = CardsScreen(options: options, resources: resources)
    case .gallery: screen = try GalleryScreen(options: options, resources: resources)
    case .grid:
      screen = try GridScreen(options: options, resources: resources, environment: environment)
    }
    // The grid's items are rows; --start counts its photos.
    let startCount = (screen as? GridScreen)?.photoCount ?? screen.itemCount
    if options.startIndex > 0 && options.startIndex >= startCount {
      throw SceneError(.startBeyondCount(start: options.startIndex, count: startCount))
    }
    self.kind = kind
    self.options = options
    self.screen = screen
    self.resources = resources
    filmstrip = SceneFilmstrip(
      isAvailable: kind == .gallery || kind == .slider, environment: environment)
    var window = SceneWindow(
      size: viewport, scale: scale, carouselFrame: CarouselRect(origin: .zero, size: viewport))
    if options.showsFilmstrip && filmstrip.isAvailable {
      window.bottomInset = FilmstripAppearance.standard.bandHeight
    }
    let carouselFrame = screen.carouselFrame(windowSize: window.screenSize)
    window.carouselFrame = carouselFrame
    var configuration = Self.configuration(of: screen, carouselSize: carouselFrame.size)
    // A start past the last item was refused above; an empty scene starts at 0.
    configuration.startIndex = min(configuration.startIndex, max(screen.itemCount - 1, 0))
    var engine: CarouselEngine
    do {
      engine = try CarouselEngine(
        viewport: carouselFrame.size, count: screen.itemCount, configuration: configuration,
        time: time)
    } catch {
      throw SceneError(.configuration(error))
    }
    engine.accessibilityFormatter = resources.phrases.accessibilityFormatter
    engine.setItemLabels(screen.itemLabels, at: time)
    model = SceneModel(
      engine: engine,
      window: window,
      effect: options.effect)
    model.holdsNeighbours = holdsNeighboursUntilSharp
    input = SceneInputRouter(
      tapRecognizer: TapRecognizer(slop: configuration.motion.touchSlop))
    likes = SceneLikes(
      keeper: (screen as? any SceneLiking)?.likes, time: time, phrases: resources.phrases)
    updateList()
    refreshImages()
    if window.bottomInset > 0 { showFilmstrip() }
    makeNesting(at: time)
  }

  /// The engine configuration `screen` asks for at `carouselSize`, laying out enough
  /// beyond the viewport for effects. Effects can bring items beyond the viewport into view
  /// (side covers, stacks); any window may switch one on (`e`), so every scene lays out 1.5
  /// viewports either side.
  static func configuration(of screen: any SceneScreen, carouselSize: CarouselSize)
    -> CarouselConfiguration
  {
    var configuration = screen.configuration(carouselSize: carouselSize)
    configuration.overscan = max(
      configuration.overscan,
      Self.effectOverscan * carouselSize.length(along: configuration.axis))
    return configuration
  }

  /// The window size in points each scene opens with: phone-like portrait for the trip
  /// cards and the peek cards, landscape for the slider and the gallery.
  public static func defaultViewport(for kind: SceneKind) -> CarouselSize {
    switch kind {
    case .trips: CarouselSize(width: 390, height: 844)
    case .slider: CarouselSize(width: 960, height: 600)
    case .cards: CarouselSize(width: 390, height: 480)
    case .gallery: CarouselSize(width: 640, height: 560)
    case .grid: CarouselSize(width: 904, height: 640)
    }
  }

  /// The smallest window each scene lays out without overlap or lost content: the title
  /// and its link side by side, a card's price whole, a photo and its page control.
  public static func minimumViewport(for kind: SceneKind) -> CarouselSize {
    switch kind {
    case .trips: CarouselSize(width: 320, height: 560)
    case .slider: CarouselSize(width: 360, height: 260)
    case .cards: CarouselSize(width: 320, height: 320)
    case .gallery: CarouselSize(width: 320, height: 260)
    case .grid: CarouselSize(width: 320, height: 260)
    }
  }

  /// Layout beyond the viewport on either side, in viewport lengths, for effects to draw:
  /// with full-width items, the current one and two more each side (five cards in cover
  /// flow); items further out are hidden behind those or lie off screen.
  static let effectOverscan = 1.5

  /// The window's title: the scene (with the effect in force, if any), the current item's
  /// name and its place: "Gallery — IMG_0042 — 3/120", "Featured Apps (coverFlow) — Loop
  /// Synth — 5/8"; the scene alone while there are no items.
  public var windowTitle: String {
    if let title = gridTitle { return title }
    let scene = effect.map { "\(screen.windowTitle) (\($0.name))" } ?? screen.windowTitle
    let count = engine.count
    guard count > 0 else { return scene }
    let index = engine.currentIndex
    var parts = [scene]
    if let name = engine.itemLabels[index], !name.isEmpty { parts.append(name) }
    parts.append("\(index + 1)/\(count)")
    return parts.joined(separator: " — ")
  }

  /// Switches to the next effect: from none to the first preset, through every preset in
  /// `CarouselEffectKind.allCases` order with its defaults, and after the last back to none
  /// (`linear`, the plain layout, is the same picture as none and is skipped). The window's
  /// `e` key. The new effect's name shows in the middle of the window for a moment
  /// (``EffectLabel``).
  public func cycleEffect() {
    model.effect = Self.effect(after: model.effect)
    model.effectLabel = EffectLabel(
      effect: model.effect, at: engine.time, phrases: resources.phrases)
    frames.isDirty = true
    refreshImages()
  }

  /// The effect `e` chooses after `effect` (see ``cycleEffect()``).
  static func effect(after effect: CarouselEffect?) -> CarouselEffect? {
    let presets = CarouselEffectKind.allCases.filter { $0 != .linear }
    guard let kind = effect?.kind, let position = presets.firstIndex(of: kind) else {
      return CarouselEffect(presets[0])
    }
    return position + 1 < presets.count ? CarouselEffect(presets[position + 1]) : nil
  }

  /// The effect's name shown in the middle of the window, and when it appeared; nil when
  /// none shows. For tests.
  @_spi(Testing) public var effectLabel: (text: String, startTime: Double)? {
    model.effectLabel.map { ($0.text, $0.startTime) }
  }

  /// Notes for the person running the app, one line each (files in the folder that will not
  /// be shown: `2 files skipped: a.heic (HEIC images are not supported), …`). Hosts print
  /// them once on standard error.
  public var notices: [String] { screen.notices + likes.notices }

  /// Frames drawn so far. For tests and the window's state file.
  @_spi(Testing) public var framesDrawn: Int { frames.counters.framesDrawn }
  /// Frames drawn while a like was still being saved (the frame thread never waits for the
  /// disk). For tests and the window's state file.
  @_spi(Testing) public var framesDrawnWhileSavingLikes: Int {
    frames.counters.framesDrawnWhileSavingLikes
  }
  /// Frames drawn with a loading tile after the first frame that showed no loading tile: 0
  /// means the screen was never blank once the first photo appeared. For end-to-end tests
  /// (the window reports it in its state file).
  @_spi(Testing) public var loadingFramesAfterFirstImage: Int {
    frames.counters.loadingFramesAfterFirstImage
  }
  /// Whether a frame showed every visible photo sharp (its display-size decode, not a
  /// loading tile or a preview). For the window's state file (timing the first photo).
  @_spi(Testing) public var hasShownSharpImage: Bool { frames.counters.hasShownSharpImage }

  /// The window's geometry and the engine's state now.
  func makeGeometry() -> SceneGeometry { model.geometry() }
}
