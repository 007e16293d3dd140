import CarouselCore
import CarouselImages
import CarouselRender
import Foundation

/// One screen of the app (trips, slider, cards or gallery) in a window: the engine, the
/// content, the images, the likes and the drawing, behind the small interface the window
/// host and headless rendering share.
///
/// A host's frame loop:
///
/// ```swift
/// controller.handle(event)                  // each input event, in window points
/// controller.advance(to: now)
/// if controller.needsRedraw { controller.draw(into: frame) }
/// sleep until controller.nextWakeTime, the next event, or the wake handler
/// ```
///
/// The carousel may occupy part of the window (below a title, above page dots);
/// ``handle(_:)`` maps window points into the carousel's own coordinates, and recognises
/// taps itself: a tap on the current trip card's heart (and only there) toggles its like,
/// a tap on a page dot selects that page.
///
/// Threading: a controller MUST be used from one thread. Only the wake handler is called
/// from elsewhere (a decoding thread).
public final class SceneController {
  /// Which screen this is.
  public let kind: SceneKind
  /// The options it was made with.
  public let options: SceneOptions
  /// The window's size in points.
  public internal(set) var viewport: CarouselSize
  /// Pixels per point (2 on HiDPI displays).
  public internal(set) var scale: Double
  /// The carousel's state, in the carousel's own coordinates (see ``carouselFrame``).
  public internal(set) var engine: CarouselEngine
  /// The carousel's rectangle in window points.
  public internal(set) var carouselFrame: CarouselRect
  /// The last failure that did not stop the scene (a like that could not be saved).
  public internal(set) var lastError: SceneError?
  /// The message at the bottom of the window, while it shows (see ``visibleNotice``).
  var notice: SceneNotice?
  /// Lines for the host's standard error, one per fault (see ``takeReports()``).
  var reports: [String] = []
  /// ``LikeKeeper/changeCount`` as of the last draw.
  var drawnLikesChange = -1
  /// Frames drawn so far (see ``framesDrawn``).
  public internal(set) var framesDrawn = 0
  /// Frames drawn while a like was still being saved: the frame thread never waits for the
  /// disk, so frames go on while a save waits for a locked database.
  public internal(set) var framesDrawnWhileSavingLikes = 0
  /// How items are placed in 3-D (nil: flat, by the plain compositor).
  public internal(set) var effect: CarouselEffect?

  let screen: any SceneScreen
  let resources: SceneResources
  var tapRecognizer: TapRecognizer
  /// Whether the press in progress started on the carousel (and so goes to the engine).
  var pressIsOnCarousel = false
  /// A press that began on the page dots: the row it is on and the page last selected.
  var dotsScrub: (y: Double, page: Int)?
  /// Something changed since the last draw.
  var isDirty = true
  /// Whether a visible item's image was still loading at the last check.
  var isShowingLoadingTile = false
  /// The spinner step shown by the last draw.
  var drawnSpinnerStep = -1

  /// Makes the scene for `kind`, loading its content (catalog, likes, image folder).
  ///
  /// - Parameters:
  ///   - viewport: The window's size in points.
  ///   - scale: Pixels per point.
  ///   - time: The host's clock at the start (autoplay counts from here).
  /// - Throws: ``SceneError`` for an invalid size, a malformed catalog, a likes database
  ///   that cannot be opened, or an image folder that does not exist.
  ///   - environment: The host's environment, for the default place of the likes database
  ///     (`$XDG_DATA_HOME`, `$HOME`), the folder of downloaded images (`$XDG_CACHE_HOME`,
  ///     `$HOME`) and the download limits' test switches (see ``RemoteImageSettings``); the
  ///     scene reads no environment of its own.
  public convenience init(
    kind: SceneKind, options: SceneOptions, viewport: CarouselSize, scale: Double, time: Double = 0,
    environment: [String: String] = [:]
  ) throws(SceneError) {
    try self.init(
      kind: kind, options: options, viewport: viewport, scale: scale, time: time,
      environment: environment, decoder: ImageDecoder())
  }

  /// Makes the scene with images decoded by `decoder` (tests hold decodes back with it)
  /// within `budget` (tests shrink it; by default the photo screens size theirs from the
  /// window, see ``SceneBudget/photos(window:scale:)``).
  init(
    kind: SceneKind, options: SceneOptions, viewport: CarouselSize, scale: Double, time: Double,
    environment: [String: String] = [:], decoder: any ImageDecoding,
    budget givenBudget: SceneBudget? = nil
  ) throws(SceneError) {
    guard Self.isDrawable(viewport, scale: scale), time.isFinite else {
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
        window: viewport, scale: scale, decodeSize: DecodeSize.aspectFill(viewport, scale: scale))
    case (nil, _): budget = .standard
    }
    let resources = SceneResources(
      budget: budget, decoder: decoder,
      remoteImages: RemoteImageSettings(environment: environment))
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
    }
    if options.startIndex > 0 && options.startIndex >= screen.itemCount {
      throw SceneError(.startBeyondCount(start: options.startIndex, count: screen.itemCount))
    }
    self.kind = kind
    self.options = options
    self.viewport = viewport
    self.scale = scale
    self.screen = screen
    self.resources = resources
    effect = options.effect
    carouselFrame = screen.carouselFrame(windowSize: viewport)
    var configuration = screen.configuration(carouselSize: carouselFrame.size)
    // Effects can bring items beyond the viewport into view (side covers, stacks); any
    // window may switch one on (`e`), so every scene lays out 1.5 viewports either side.
    configuration.overscan = max(
      configuration.overscan,
      Self.effectOverscan * carouselFrame.size.length(along: configuration.axis))
    // A start past the last item was refused above; an empty scene starts at 0.
    configuration.startIndex = min(configuration.startIndex, max(screen.itemCount - 1, 0))
    do {
      engine = try CarouselEngine(
        viewport: carouselFrame.size, count: screen.itemCount, configuration: configuration,
        time: time)
    } catch {
      throw SceneError(.configuration(error))
    }
    engine.itemLabels = screen.itemLabels
    tapRecognizer = TapRecognizer(
      slop: engine.configuration.motion.touchSlop, maximumDuration: budget.tapMaximumDuration)
    announceUnsavableLikes(at: time)
    refreshImages()
  }

  /// The window size in points each scene opens with: phone-like portrait for the trip
  /// cards and the peek cards, landscape for the slider and the gallery.
  public static func defaultViewport(for kind: SceneKind) -> CarouselSize {
    switch kind {
    case .trips: CarouselSize(width: 390, height: 844)
    case .slider: CarouselSize(width: 960, height: 600)
    case .cards: CarouselSize(width: 390, height: 480)
    case .gallery: CarouselSize(width: 640, height: 560)
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
    let scene = effect.map { "\(screen.windowTitle) (\($0.name))" } ?? screen.windowTitle
    let count = engine.count
    guard count > 0 else { return scene }
    let index = engine.currentIndex
    var parts = [scene]
    if let name = engine.itemLabels[index], !name.isEmpty { parts.append(name) }
    parts.append("\(index + 1)/\(count)")
    return parts.joined(separator: " — ")
  }

  /// Switches to the next effect preset with its defaults (after the last, `linear`; from
  /// none, `scale`): the window's `e` key.
  public func cycleEffect() {
    effect = (effect ?? .linear).next
    isDirty = true
    refreshImages()
  }

  /// Notes for the person running the app, one line each (files in the folder that will not
  /// be shown: `2 files skipped: a.heic (HEIC images are not supported), …`). Hosts print
  /// them once on standard error.
  public var notices: [String] { screen.notices + likesNotices }

  /// Frames drawn with a loading tile on screen after the first frame that showed no
  /// loading tile: 0 means the screen was never blank once the first photo appeared. For
  /// end-to-end tests (the window reports it in its state file).
  public internal(set) var loadingFramesAfterFirstImage = 0
  /// Whether a frame without any loading tile was drawn yet.
  var hasShownImage = false

  /// Whether a window of `size` points at `scale` can be drawn.
  static func isDrawable(_ size: CarouselSize, scale: Double) -> Bool {
    size.isValid && size.width >= 1 && size.height >= 1 && scale.isFinite && scale > 0
  }

  /// The window's geometry and the engine's state now.
  func makeGeometry(scale drawingScale: Double? = nil) -> SceneGeometry {
    SceneGeometry(
      windowSize: viewport, carouselFrame: carouselFrame, scale: drawingScale ?? scale,
      engine: engine, includesOverscan: effect != nil)
  }
}
