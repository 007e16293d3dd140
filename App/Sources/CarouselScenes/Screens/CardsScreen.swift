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
  private let cardPainter: PeekCardPainter

  init(
    options: SceneOptions, resources: SceneResources, apps: [PeekCardContent] = FeaturedApps.all,
    layout: CardsScreenLayout = .standard
  ) {
    self.apps = apps
    self.options = options
    self.resources = resources
    self.layout = layout
    cardPainter = PeekCardPainter(textRenderer: resources.textRenderer)
  }

  var windowTitle: String { layout.title }

  var itemCount: Int { apps.count }

  var itemLabels: [Int: String] {
    Dictionary(uniqueKeysWithValues: apps.enumerated().map { ($0.offset, $0.element.title) })
  }

  /// The y just below the header's title.
  private var headerBottom: Double {
    let title = resources.textRenderer.layout(layout.title, style: layout.titleStyle)
    return layout.topInset + layout.separatorThickness + layout.titleTopSpacing
      + title.size.height + layout.titleBottomSpacing
  }

  func carouselFrame(windowSize: CarouselSize) -> CarouselRect {
    let top = headerBottom
    let available = max(1, windowSize.height - top - layout.bottomInset)
    return CarouselRect(
      x: 0, y: top, width: windowSize.width, height: min(available, layout.maxCarouselHeight))
  }

  func configuration(carouselSize: CarouselSize) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.itemSize = .peek(layout.peek)
    configuration.spacing = layout.spacing
    configuration.zoom.isEnabled = false
    options.apply(to: &configuration, defaultLoop: false, defaultScrolling: .groupPagingCentered)
    return configuration
  }

  func imageDecodeSize(carouselSize: CarouselSize, scale: Double) -> PixelSize? { nil }

  func drawBackground(_ frame: SceneFrame) {
    frame.context.fill(
      CarouselRect(size: frame.geometry.windowSize), color: layout.backgroundColor)
  }

  func drawItem(
    _ attributes: ItemAttributes, showing index: Int, alpha: Double, in frame: SceneFrame
  ) {
    guard apps.indices.contains(index) else { return }
    let card = frame.geometry.windowFrame(of: attributes)
    guard card.width >= 1, card.height >= 1 else { return }
    let app = apps[index]
    let surface = try? resources.surface(
      identity: "app|\(index)|\(app.title)", size: card.size, scale: frame.scale
    ) { context, rect in
      cardPainter.draw(app, in: context, rect: rect)
    }
    guard let surface else { return }
    frame.drawItem(
      surface, in: card, of: attributes, alpha: alpha,
      clip: frame.geometry.carouselFrame)
  }

  func drawOverlay(_ frame: SceneFrame) {
    let width = frame.geometry.windowSize.width
    let inset = layout.horizontalInset
    frame.context.fill(
      CarouselRect(
        x: inset, y: layout.topInset, width: max(0, width - 2 * inset),
        height: layout.separatorThickness),
      color: layout.separatorColor)
    let titleTop = layout.topInset + layout.separatorThickness + layout.titleTopSpacing
    resources.drawText(
      layout.title, style: layout.titleStyle, at: CarouselPoint(x: inset, y: titleTop), in: frame)
    let title = resources.textRenderer.layout(layout.title, style: layout.titleStyle)
    let action = resources.textRenderer.layout(layout.actionTitle, style: layout.actionStyle)
    // The link shares the title's baseline.
    resources.drawText(
      layout.actionTitle, style: layout.actionStyle,
      at: CarouselPoint(
        x: width - inset - action.size.width, y: titleTop + title.baseline - action.baseline),
      in: frame)
  }

  func tapAction(at point: CarouselPoint, geometry: SceneGeometry) -> SceneTapAction? { nil }
}
