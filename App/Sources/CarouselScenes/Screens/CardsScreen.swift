import CarouselCore
import CarouselImages
import CarouselRender

/// The App Store style peek carousel: a "Featured Apps" section header above cards that
/// snap to the centre with the neighbours' edges showing.
final class CardsScreen: UnplannedSceneScreen {
  let images: SceneImages? = nil
  private let apps: [PeekCardContent]
  private let options: SceneOptions
  private let resources: SceneResources
  private let layout: CardsScreenLayout
  let cardPainter: PeekCardPainter
  /// Draws the cards without their text (to fade the text on its own under an effect).
  private let bareCardPainter: PeekCardPainter
  /// The apps got with their "GET" button (by item index); their button reads "OPEN".
  private(set) var gotItems: Set<Int> = []
  /// The button held down, if any.
  private var pressedButton: Int?

  init(
    options: SceneOptions, resources: SceneResources, apps: [PeekCardContent] = FeaturedApps.all,
    layout: CardsScreenLayout = .standard
  ) {
    self.apps = apps
    self.options = options
    self.resources = resources
    self.layout = layout
    cardPainter = PeekCardPainter(textRenderer: resources.textRenderer)
    var bare = cardPainter
    bare.drawsLabelText = false
    bareCardPainter = bare
  }

  var windowTitle: String { resources.phrases.localized(layout.title) }

  var itemCount: Int { apps.count }

  var itemLabels: [Int: String] {
    Dictionary(uniqueKeysWithValues: apps.enumerated().map { ($0.offset, $0.element.title) })
  }

  /// The y just below the header's title.
  private var headerBottom: Double {
    let title = resources.textRenderer.layout(
      resources.phrases.localized(layout.title), style: layout.titleStyle)
    return layout.topInset + layout.separatorThickness + layout.titleTopSpacing
      + title.size.height + layout.titleBottomSpacing
  }

  func carouselFrame(windowSize: CarouselSize) -> CarouselRect {
    let top = headerBottom
    if isList(width: windowSize.width) {
      // The list fills the window below the header and scrolls within it.
      return CarouselRect(
        x: 0, y: top, width: windowSize.width, height: max(1, windowSize.height - top))
    }
    let available = max(1, windowSize.height - top - layout.bottomInset)
    // Wide windows get taller cards too (up to a share of the width), so a full screen is
    // not left mostly empty below them.
    let tallest = max(layout.maxCarouselHeight, windowSize.width * layout.heightToWidthRatio)
    return CarouselRect(x: 0, y: top, width: windowSize.width, height: min(available, tallest))
  }

  func configuration(carouselSize: CarouselSize) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    // Side by side only: a vertical carousel keeps one card with its neighbours' edges.
    let count = options.vertical ? 1 : layout.cardsPerView(carouselSize: carouselSize)
    configuration.spacing = layout.spacing
    configuration.zoom.isEnabled = false
    if options.breakpoints {
      configuration.itemSize = .peek(layout.peek)
      options.apply(to: &configuration, defaultLoop: false, defaultScrolling: .paging)
      let resolved = layout.breakpoints(base: configuration).resolved(forWidth: carouselSize.width)
      var configuration = resolved.configuration
      // Off, the engine only holds the current card: one card per view, so that any card
      // of the list may be current.
      if !resolved.isEnabled { configuration.itemSize = .fraction(1) }
      return configuration
    }
    if let strategy = options.keylines {
      // Keylines along the axis, one card at a time.
      let length = options.vertical ? carouselSize.height : carouselSize.width
      configuration.keylines = layout.keylines(strategy, carouselWidth: length)
      options.apply(to: &configuration, defaultLoop: false, defaultScrolling: .paging)
    } else if count == 1 {
      configuration.itemSize = .peek(layout.peek)
      options.apply(to: &configuration, defaultLoop: false, defaultScrolling: .groupPagingCentered)
    } else {
      // Several cards per view, as the App Store on a wide screen: the current card at the
      // leading edge after the previous card's peek, the next cards beside it.
      configuration.itemSize = .points(
        layout.cardWidth(count: count, carouselWidth: carouselSize.width))
      configuration.contentInset = layout.peek + layout.spacing
      configuration.alignment = .leading
      options.apply(to: &configuration, defaultLoop: false, defaultScrolling: .groupPaging)
    }
    return configuration
  }

  /// Whether the breakpoints of `--breakpoints` switch the carousel off at `width`.
  private func isList(width: Double) -> Bool {
    options.breakpoints
      && !layout.breakpoints(base: CarouselConfiguration()).resolved(forWidth: width).isEnabled
  }

  func listLayout(viewport: CarouselSize, count: Int) -> SceneListLayout? {
    guard isList(width: viewport.width) else { return nil }
    return layout.list(viewport: viewport, count: count)
  }

  func imageDecodeSize(carouselSize: CarouselSize, scale: Double) -> PixelSize? { nil }

  func drawBackground(_ frame: SceneFrame) {
    frame.context.fill(
      CarouselRect(size: frame.geometry.windowSize), color: layout.backgroundColor)
    if options.autoHeight, frame.geometry.list == nil {
      frame.context.fill(autoHeightViewport(frame.geometry), color: layout.autoHeightColor)
    }
    if options.nested { drawListRows(frame) }
  }

  /// Under `--nested`: the list's rows below the cards' row, each as tall as the header and
  /// the cards, as placeholder panels (what a feed shows below a carousel).
  private func drawListRows(_ frame: SceneFrame) {
    let carousel = frame.geometry.carouselFrame
    let scrolled = headerBottom - carousel.minY
    let rowHeight = headerBottom + carousel.height
    let inset = layout.horizontalInset
    for row in 1...SceneNesting.fillerRows {
      let top = Double(row) * rowHeight - scrolled
      guard top < frame.geometry.windowSize.height, top + rowHeight > 0 else { continue }
      frame.context.fill(
        CarouselRect(
          x: inset, y: top + inset, width: max(0, carousel.width - 2 * inset),
          height: max(0, rowHeight - 2 * inset)),
        color: layout.listRowColor)
    }
  }

  /// Under `--auto-height`: the carousel's frame as tall as the engine's auto cross size,
  /// which follows the current card's height with the scroll.
  private func autoHeightViewport(_ geometry: SceneGeometry) -> CarouselRect {
    let carousel = geometry.carouselFrame
    let height = geometry.engine.autoCrossSize { [layout] index in
      layout.autoHeight(ofCard: index, carouselHeight: carousel.height)
    }
    return CarouselRect(x: carousel.minX, y: carousel.minY, width: carousel.width, height: height)
  }

  func drawItem(
    _ attributes: CarouselItemAttributes, showing index: Int, alpha: Double, in frame: SceneFrame
  ) {
    guard apps.indices.contains(index) else { return }
    var card = frame.geometry.windowFrame(of: attributes)
    var clip = frame.geometry.carouselFrame
    if options.autoHeight, frame.geometry.list == nil {
      card.size.height = layout.autoHeight(ofCard: index, carouselHeight: clip.height)
      clip = autoHeightViewport(frame.geometry)
    }
    guard card.width >= 1, card.height >= 1 else { return }
    var app = apps[index]
    app.isGot = gotItems.contains(index)
    app.isButtonPressed = pressedButton == index
    let identity = "app|\(index)|\(app.title)|\(app.isGot)|\(app.isButtonPressed)"
    let surface = try? resources.surface(identity: identity, size: card.size, scale: frame.scale) {
      context, rect in
      cardPainter.draw(app, in: context, rect: rect)
    }
    guard let surface else { return }
    // Under an effect or in a cross-fade the text may fade on its own (see EffectDrawPlan).
    var text: SceneItemTextLayer?
    if frame.wantsItemText {
      text = SceneItemTextLayer(
        identity: identity,
        boxes: cardPainter.labelFrames(for: app, in: CarouselRect(size: card.size)).map(\.frame),
        bare: { [resources, bareCardPainter] in
          try? resources.surface(
            identity: identity + "|bare", size: card.size, scale: frame.scale
          ) { context, rect in
            bareCardPainter.draw(app, in: context, rect: rect)
          }
        })
    }
    guard attributes.mask != attributes.frame, frame.appearance == nil else {
      frame.drawItem(surface, in: card, of: attributes, alpha: alpha, clip: clip, text: text)
      return
    }
    // A keyline layout: the full-size card, clipped to its mask with the card's corners.
    let mask = frame.geometry.windowMask(of: attributes)
    frame.context.withSavedState {
      frame.context.clip(toRoundedRect: mask, radius: cardPainter.appearance.cornerRadius)
      frame.drawItem(
        surface, in: card, of: attributes, alpha: alpha, clip: frame.geometry.carouselFrame,
        text: text)
    }
  }

  func drawOverlay(_ frame: SceneFrame) {
    let width = frame.geometry.windowSize.width
    let inset = layout.horizontalInset
    // In a list (`--nested`) the header scrolls with the cards.
    let scrolled = headerBottom - frame.geometry.carouselFrame.minY
    frame.context.fill(
      CarouselRect(
        x: inset, y: layout.topInset - scrolled, width: max(0, width - 2 * inset),
        height: layout.separatorThickness),
      color: layout.separatorColor)
    let titleTop =
      layout.topInset + layout.separatorThickness + layout.titleTopSpacing - scrolled
    // No "See All" link: there is no list of all apps for it to open, and a link that does
    // nothing is worse than none.
    resources.drawText(
      resources.phrases.localized(layout.title),
      style: layout.titleStyle.withMaxWidth(max(1, width - 2 * inset)),
      at: CarouselPoint(x: inset, y: titleTop), in: frame)
  }

  /// A tap on a card's button gets (or gives back) the app; a tap on a neighbouring card
  /// brings it to the middle (in the list of a carousel switched off: makes it current).
  func tapAction(at point: CarouselPoint, geometry: SceneGeometry) -> SceneTapAction? {
    guard geometry.carouselFrame.contains(point) else { return nil }
    var found: SceneTapAction?
    geometry.forEachItemLaidOut { attributes in
      guard found == nil, attributes.isVisible, apps.indices.contains(attributes.index) else {
        return
      }
      let card = geometry.windowFrame(of: attributes)
      guard geometry.windowMask(of: attributes).contains(point) else { return }
      var app = apps[attributes.index]
      app.isGot = gotItems.contains(attributes.index)
      let button = cardPainter.buttonRect(for: app, in: card)
      if button.contains(point) {
        found = .toggleGet(item: attributes.index)
      } else if attributes.index != geometry.engine.currentIndex {
        found = .showItem(attributes.index)
      }
    }
    return found
  }

  func setPressed(_ action: SceneTapAction?) -> Bool {
    var pressed: Int?
    if case .toggleGet(let item) = action { pressed = item }
    defer { pressedButton = pressed }
    return pressed != pressedButton
  }

  func perform(_ action: SceneTapAction) -> Bool {
    guard case .toggleGet(let item) = action, apps.indices.contains(item) else { return false }
    if gotItems.remove(item) == nil { gotItems.insert(item) }
    return true
  }
}
