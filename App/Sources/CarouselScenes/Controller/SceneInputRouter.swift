import CarouselCore

/// Routes input given in window points: presses that start on the carousel drive it, a
/// press on the page dots scrubs them, and any press may turn out to be a tap.
///
/// It holds only the state of the press in progress and returns what the event does, in
/// order, for the controller to carry out (``Step``); it changes neither the engine nor the
/// screen.
struct SceneInputRouter {
  /// Recognises taps among presses.
  var tapRecognizer: TapRecognizer
  /// Whether the press in progress started on the carousel (and so goes to the engine).
  private var pressIsOnCarousel = false
  /// A press that began on the page dots: the row it is on and the page last selected.
  private var dotsScrub: (y: Double, page: Int)?

  /// One thing an input event does.
  enum Step: Equatable {
    /// Hand this input, in carousel coordinates, to the engine.
    case send(CarouselInputEvent.Kind)
    /// Show this tap target pressed (nil: nothing pressed).
    case showPressed(SceneTapAction?)
    /// A tap was recognised at this window point.
    case tap(CarouselPoint)
    /// Resize the window to this size at the current scale.
    case resize(CarouselSize)
    /// The screen changed what it shows (a key moved the grid's selection).
    case redraw
  }

  init(tapRecognizer: TapRecognizer) {
    self.tapRecognizer = tapRecognizer
  }

  /// What `kind` at `time` does, given the window's `geometry` at that time, what `screen`
  /// says a tap does at a point, and whether the carousel is at rest (`isIdle`: a press on a
  /// moving carousel catches it, and is no tap).
  mutating func route(
    _ kind: CarouselInputEvent.Kind, at time: Double, geometry: SceneGeometry,
    screen: any SceneScreen, isIdle: Bool
  ) -> [Step] {
    let carouselFrame = geometry.carouselFrame
    switch kind {
    case .pointerDown(let point):
      guard point.isFinite else { return [] }
      tapRecognizer.pointerDown(at: point, eligible: isIdle)
      let target = screen.tapAction(at: point, geometry: geometry)
      var steps: [Step] = [.showPressed(tapRecognizer.isPressing ? target : nil)]
      if case .selectPage(let page) = target {
        // A press on the dots scrubs along them instead of dragging the carousel.
        dotsScrub = (point.y, page)
        pressIsOnCarousel = false
        return steps
      }
      pressIsOnCarousel = carouselFrame.contains(point)
      if pressIsOnCarousel { steps.append(.send(.pointerDown(geometry.carouselPoint(point)))) }
      return steps
    case .pointerMove(let point):
      guard point.isFinite else { return [] }
      tapRecognizer.pointerMove(to: point)
      var steps: [Step] = tapRecognizer.isPressing ? [] : [.showPressed(nil)]
      if let scrub = dotsScrub,
        case .selectPage(let target) = screen.tapAction(
          at: CarouselPoint(x: point.x, y: scrub.y), geometry: geometry),
        target != scrub.page
      {
        // Dragging along the dots selects the page of the dot under the finger (clamped to
        // the dots shown; as the window of dots follows the current page, holding at an end
        // goes on).
        dotsScrub?.page = target
        steps.append(.send(.selectPage(target)))
      }
      if pressIsOnCarousel { steps.append(.send(.pointerMove(geometry.carouselPoint(point)))) }
      return steps
    case .pointerUp(let point):
      var steps: [Step] = []
      if pressIsOnCarousel { steps.append(.send(.pointerUp(point.map(geometry.carouselPoint)))) }
      pressIsOnCarousel = false
      dotsScrub = nil
      steps.append(.showPressed(nil))
      if let tap = tapRecognizer.pointerUp(at: point) { steps.append(.tap(tap)) }
      return steps
    case .pointerCancel:
      tapRecognizer.cancel()
      dotsScrub = nil
      var steps: [Step] = [.showPressed(nil)]
      if pressIsOnCarousel { steps.append(.send(.pointerCancel)) }
      pressIsOnCarousel = false
      return steps
    case .doubleTap(let point):
      guard carouselFrame.contains(point) else { return [] }
      return [.send(.doubleTap(geometry.carouselPoint(point)))]
    case .pinch(let phase, let factor, let focus):
      return [.send(.pinch(phase: phase, scale: factor, focus: geometry.carouselPoint(focus)))]
    case .zoomBy(let factor, let focus):
      return [.send(.zoomBy(factor: factor, focus: focus.map(geometry.carouselPoint)))]
    case .resize(let size):
      return [.resize(size)]
    case .key(let key):
      guard let events = screen.keyEvents(key, geometry: geometry) else { return [.send(kind)] }
      return [.redraw] + events.map { .send($0) }
    case .wheel, .setCount, .scrollTo, .visibility, .hover, .selectPage, .scrub:
      return [.send(kind)]
    }
  }
}
