import CarouselCore
import CarouselImages

/// What differs between the four screens: their content, where the carousel sits in the
/// window, the engine configuration, and how the background, each item and the overlays
/// are drawn. ``SceneController`` does the rest (input, time, images), and ``ScenePainter``
/// the item pass.
///
/// Coordinates: `carouselFrame(windowSize:)` is in window points; the engine's layout is in
/// the carousel's own points (see ``SceneGeometry``).
protocol SceneScreen: AnyObject {
  /// The scene's name, which the window's title starts with.
  var windowTitle: String { get }
  /// Number of items in the carousel.
  var itemCount: Int { get }
  /// The items' images, or nil for a screen without photos.
  var images: SceneImages? { get }
  /// What assistive technology reads for each item ("Paris, France"), by item index.
  var itemLabels: [Int: String] { get }

  /// The carousel's rectangle for a window of `windowSize` points (sides at least 1).
  func carouselFrame(windowSize: CarouselSize) -> CarouselRect
  /// The engine configuration for a carousel of `carouselSize` points.
  func configuration(carouselSize: CarouselSize) -> CarouselConfiguration
  /// Where the items go while a breakpoint switches the carousel off in a carousel frame
  /// of `viewport` points showing `count` items; nil while the carousel is on (always, for a
  /// screen without such breakpoints).
  func listLayout(viewport: CarouselSize, count: Int) -> SceneListLayout?
  /// The pixel size images are decoded to for a carousel of `carouselSize` at `scale`.
  func imageDecodeSize(carouselSize: CarouselSize, scale: Double) -> PixelSize?

  /// What a frame's drawing steps share, worked out once before any of them (the liked
  /// trips, the cards' layers): returned by ``prepareFrame(_:)`` and passed to each step, so
  /// no step depends on another having run first.
  associatedtype FramePlan

  /// The first step of every frame: what the drawing steps of `frame` will share.
  func prepareFrame(_ frame: SceneFrame) -> FramePlan
  /// Draws what lies behind the carousel (fills the whole window).
  func drawBackground(_ frame: SceneFrame, prepared plan: FramePlan)
  /// Draws item `index` at the place of `attributes` with opacity `alpha`. `index` differs
  /// from `attributes.index` for the outgoing picture of a reduced-motion cross-fade.
  func drawItem(
    _ attributes: CarouselItemAttributes, showing index: Int, alpha: Double, in frame: SceneFrame,
    prepared plan: FramePlan)
  /// Draws an item removed by a data change, fading out where it was (screens that take
  /// data changes keep the items before each change to draw them).
  func drawRemovedItem(
    _ removed: CarouselRemovedItemAttributes, in frame: SceneFrame, prepared plan: FramePlan)
  /// Draws what lies over the carousel (titles, page dots, labels, the empty state).
  func drawOverlay(_ frame: SceneFrame, prepared plan: FramePlan)
  /// Requests images the next frame needs beyond the visible items' (called whenever the
  /// controller refreshes its images: after each event and clock advance, and before a
  /// headless render waits for images; never while drawing), so it SHOULD be cheap.
  func prepare(_ geometry: SceneGeometry)
  /// What a tap at `point` (window points) does, if anything.
  func tapAction(at point: CarouselPoint, geometry: SceneGeometry) -> SceneTapAction?

  /// The size of item `index`'s content when it is smaller than the item in one direction
  /// (a photo fitted inside its page), so zoomed pans stop at the picture's edges.
  func contentSize(ofItem index: Int, geometry: SceneGeometry) -> CarouselSize?

  /// Where an effect may draw items (window points): never over the screen's own controls
  /// or headings. Flat items keep the clip each screen gives them.
  func effectClip(geometry: SceneGeometry) -> CarouselRect

  /// Where the bottom of the autoplay pause sign goes (window points; the sign is centred
  /// across the window): clear of the screen's own controls.
  func autoplayBadgeBottom(geometry: SceneGeometry) -> Double

  /// Shows `action`'s target pressed (nil: nothing pressed); returns whether that changes
  /// the picture.
  func setPressed(_ action: SceneTapAction?) -> Bool
  /// Carries out a tap action only the screen knows (``SceneTapAction/toggleGet(item:)``);
  /// returns whether the picture changed.
  func perform(_ action: SceneTapAction) -> Bool

  /// The images to decode when they are not the engine's visible items (the grid's items
  /// are rows of cells); nil: the engine's current and visible items, as most screens.
  func imageWindow(_ geometry: SceneGeometry) -> SceneImageWindow?
  /// What a key does instead of going to the engine (the grid moves its selection and
  /// scrolls to it): the engine inputs to send, possibly none; nil: the engine takes the
  /// key as it is.
  func keyEvents(_ key: CarouselKey, geometry: SceneGeometry) -> [CarouselInputEvent.Kind]?

  /// Notes for the person running the app (files that will not be shown), one line each.
  var notices: [String] { get }

  /// What assistive technology reads for item `index`, whose label (the engine's) is
  /// `label`: the label unless the screen has more to say (a trip's days, price and like).
  func accessibleName(ofItem index: Int, label: String) -> String
  /// The accessible parts inside item `index`'s slide (a trip's heart), given the slide's
  /// `frame` in window points and `states`.
  func accessibleParts(
    ofItem index: Int, frame: CarouselRect, states: SceneAccessibilityStates
  ) -> [SceneAccessibilityNode]
  /// The screen's accessible controls beside the carousel (page dots).
  func accessibleControls(geometry: SceneGeometry) -> [SceneAccessibilityNode]
  /// Takes changes to the items since the last call (a watched folder): where each item
  /// went and the index the item that was at `current` has now (or the nearest when it
  /// left); nil when nothing changed.
  func takeItemChanges(current: Int) -> SceneItemChange?
}

extension SceneScreen {
  func prepare(_ geometry: SceneGeometry) {}

  func drawRemovedItem(
    _ removed: CarouselRemovedItemAttributes, in frame: SceneFrame, prepared plan: FramePlan
  ) {}

  var notices: [String] { [] }

  func listLayout(viewport: CarouselSize, count: Int) -> SceneListLayout? { nil }

  func imageWindow(_ geometry: SceneGeometry) -> SceneImageWindow? { nil }

  func keyEvents(_ key: CarouselKey, geometry: SceneGeometry) -> [CarouselInputEvent.Kind]? {
    nil
  }

  func accessibleName(ofItem index: Int, label: String) -> String { label }

  func accessibleParts(
    ofItem index: Int, frame: CarouselRect, states: SceneAccessibilityStates
  ) -> [SceneAccessibilityNode] { [] }

  func accessibleControls(geometry: SceneGeometry) -> [SceneAccessibilityNode] { [] }

  func takeItemChanges(current: Int) -> SceneItemChange? { nil }

  func contentSize(ofItem index: Int, geometry: SceneGeometry) -> CarouselSize? { nil }

  func autoplayBadgeBottom(geometry: SceneGeometry) -> Double {
    geometry.windowSize.height - AutoplayStatusBadge.inset
  }

  /// Below the top of the carousel, to the window's bottom: tilted neighbours, shadows and
  /// reflections may reach past the carousel's sides and bottom, never into the heading.
  func effectClip(geometry: SceneGeometry) -> CarouselRect {
    let top = max(0, geometry.carouselFrame.minY)
    return CarouselRect(
      x: 0, y: top, width: geometry.windowSize.width,
      height: max(0, geometry.windowSize.height - top))
  }

  func setPressed(_ action: SceneTapAction?) -> Bool { false }

  func perform(_ action: SceneTapAction) -> Bool { false }
}

/// A screen whose drawing steps share nothing: it needs no per-frame preparation.
protocol UnplannedSceneScreen: SceneScreen where FramePlan == Void {
  /// Draws what lies behind the carousel (fills the whole window).
  func drawBackground(_ frame: SceneFrame)
  /// Draws item `index` at the place of `attributes` with opacity `alpha`.
  func drawItem(
    _ attributes: CarouselItemAttributes, showing index: Int, alpha: Double, in frame: SceneFrame)
  /// Draws what lies over the carousel.
  func drawOverlay(_ frame: SceneFrame)
}

extension UnplannedSceneScreen {
  func prepareFrame(_ frame: SceneFrame) {}

  func drawBackground(_ frame: SceneFrame, prepared plan: Void) {
    drawBackground(frame)
  }

  func drawItem(
    _ attributes: CarouselItemAttributes, showing index: Int, alpha: Double, in frame: SceneFrame,
    prepared plan: Void
  ) {
    drawItem(attributes, showing: index, alpha: alpha, in: frame)
  }

  func drawOverlay(_ frame: SceneFrame, prepared plan: Void) {
    drawOverlay(frame)
  }
}
