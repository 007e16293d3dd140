import CarouselCore
import CarouselLocale
import CarouselRender

/// Page dots as a control: the engine's indicator drawn with a ``PageDotsPainter``, and taps
/// on a dot turned into the page to select.
struct PageDotsControl {
  /// Draws the dots.
  var painter: PageDotsPainter
  /// Smallest height of the tappable area in points (the dots themselves are smaller).
  var minimumTouchHeight: Double

  init(appearance: PageDotsAppearance, minimumTouchHeight: Double = 44) {
    painter = PageDotsPainter(appearance: appearance)
    self.minimumTouchHeight = minimumTouchHeight
  }

  /// The dots for the engine's indicator, or nil when it is hidden (one page, or none).
  func model(for engine: CarouselEngine) -> PageDotsModel? {
    let indicator = engine.pageIndicator
    guard !indicator.isHidden, indicator.dotCount > 0 else { return nil }
    return PageDotsModel(
      pageCount: indicator.pageCount, position: indicator.position,
      firstPage: indicator.firstDot, dotCount: indicator.dotCount,
      dotScales: indicator.dotScales)
  }

  /// The indicator's rectangle (backdrop included) centred on `center`.
  func frame(for model: PageDotsModel, centeredAt center: CarouselPoint) -> CarouselRect {
    let size = painter.size(for: model)
    return CarouselRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Draws the dots in `rect`.
  func draw(_ model: PageDotsModel, in rect: CarouselRect, frame: SceneFrame) {
    painter.draw(model, in: frame.context, rect: rect)
  }

  /// The page of the dot nearest to `point`, if `point` is on the indicator (its height
  /// grown to ``minimumTouchHeight``).
  func page(at point: CarouselPoint, model: PageDotsModel, frame rect: CarouselRect) -> Int? {
    let touchHeight = max(rect.height, minimumTouchHeight)
    let touch = CarouselRect(
      x: rect.minX, y: rect.midY - touchHeight / 2, width: rect.width, height: touchHeight)
    guard touch.contains(point), model.dotCount > 0 else { return nil }
    let appearance = painter.appearance
    let pitch = appearance.dotDiameter + appearance.dotSpacing
    let firstX = rect.minX + appearance.horizontalPadding + appearance.dotDiameter / 2
    let nearest = Int(((point.x - firstX) / pitch).rounded())
    return model.firstPage + min(max(nearest, 0), model.dotCount - 1)
  }
}

extension PageDotsControl {
  /// The dots as assistive technology sees them: a page tab list named "Pages" with a tab
  /// for each dot shown ("Page 3 of 8", selected on the current page) that selects its page.
  func accessibleNode(
    _ model: PageDotsModel, frame rect: CarouselRect, currentPage: Int, phrases: Phrases
  ) -> SceneAccessibilityNode {
    let appearance = painter.appearance
    let pitch = appearance.dotDiameter + appearance.dotSpacing
    let tabs = (0..<model.dotCount).map { dot -> SceneAccessibilityNode in
      let page = model.firstPage + dot
      var states: SceneAccessibilityStates = [.enabled, .selectable, .focusable, .showing, .visible]
      if page == currentPage { states.insert(.selected) }
      return SceneAccessibilityNode(
        id: "page-\(page)", role: .pageTab, name: phrases.page(page + 1, of: model.pageCount),
        states: states,
        frame: CarouselRect(
          x: rect.minX + appearance.horizontalPadding + Double(dot) * pitch - appearance.dotSpacing / 2,
          y: rect.minY, width: pitch, height: rect.height),
        actions: [.selectPage(page)])
    }
    return SceneAccessibilityNode(
      id: "pages", role: .pageTabList, name: phrases.text(.pages),
      states: [.enabled, .horizontal, .showing, .visible], frame: rect, children: tabs)
  }
}
