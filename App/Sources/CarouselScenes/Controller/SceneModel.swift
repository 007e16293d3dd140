import CarouselCore

/// What a scene's frames are drawn from: the carousel's engine, the window, the effect in
/// force, and whether a visible item was still loading at the last update.
///
/// Only the update step changes it (input, the clock, a resize, a reload: see
/// ``SceneController/advance(to:)`` and ``SceneController/handle(_:)``); drawing reads an
/// immutable ``SceneFrameState`` made from it.
struct SceneModel {
  /// The carousel's state, in the carousel's own coordinates (see
  /// ``SceneWindow/carouselFrame``).
  var engine: CarouselEngine
  /// The window and the carousel's place in it.
  var window: SceneWindow
  /// How items are placed in 3-D (nil: flat, by the plain compositor).
  var effect: CarouselEffect?
  /// Whether a visible item's image was still loading at the last update.
  var isShowingLoadingTile = false
  /// Whether a visible item showed its quick preview (not yet its display-size decode) at
  /// the last update.
  var isShowingPreview = false
  /// Whether the neighbours' decodes are held back until the first sharp frame is drawn
  /// (a window asks for it, see `SceneController.init`; the update after that frame ends
  /// it).
  var holdsNeighbours = false
  /// The name of the effect just chosen, while it shows.
  var effectLabel: EffectLabel?
  /// Whether the pointer rests over the window (the last hover input).
  var pointerHovers = false
  /// Whether assistive technology's focus is in the carousel: autoplay holds as for a
  /// hover, and the pause sign says why.
  var assistiveFocus = false
  /// Whether the window has the keyboard focus (the desktop's focus events).
  var hasKeyboardFocus = false
  /// Whether a screen reader listens on the accessibility bus: a client registered with
  /// the registry for focus or state-change events (Orca does as it starts).
  var screenReaderListens = false
  /// Whether autoplay holds for assistive technology, as it does for the pointer: its focus
  /// moved into the carousel (`GrabFocus`), or the window has the keyboard focus while a
  /// screen reader listens (the screen reader's focus is then in the window, whose content
  /// is the carousel).
  var holdsForAssistiveTechnology: Bool {
    assistiveFocus || (hasKeyboardFocus && screenReaderListens)
  }
  /// Whether "Paused" was the last autoplay change told to assistive technology.
  var announcedPause = false
  /// The list the carousel sits in (`cards --nested`); nil: the carousel alone.
  var nesting: SceneNesting?
  /// The plain list the items are laid out in while a breakpoint switches the carousel
  /// off; nil: the carousel is on.
  var list: SceneList?

  /// The window's geometry and the engine's state now, at `scale` pixels per point (the
  /// window's when nil). The screen sees the window less the filmstrip's band; in a list
  /// (``nesting``) the carousel moves up as far as the list has scrolled.
  func geometry(scale: Double? = nil) -> SceneGeometry {
    let scrolled = window.carouselFrame.offsetBy(dx: 0, dy: -(nesting?.offset ?? 0))
    return SceneGeometry(
      windowSize: window.screenSize, carouselFrame: scrolled,
      scale: scale ?? window.scale, engine: engine, includesOverscan: effect != nil, list: list)
  }
}
