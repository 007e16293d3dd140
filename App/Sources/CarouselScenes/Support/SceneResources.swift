import CarouselLocale
@_spi(CarouselHost) import CarouselCore
import CarouselImages
import CarouselRender

/// What every screen of a scene shares: the text renderer (with its layout cache), the cache
/// of rasterised item surfaces, and the budgets.
///
/// Threading: MUST be used from the scene's thread.
final class SceneResources {
  /// Lays out and draws text; its layouts are cached, so redrawing a label re-shapes nothing.
  let textRenderer: TextRenderer
  /// Rasterised cards, slides, tiles and chrome layers, keyed by content, pixel size and
  /// scale.
  let itemSurfaces: ItemSurfaceCache
  /// Working surfaces a frame borrows while it is composed, kept for the next frame.
  let scratchSurfaces = ScratchSurfaces()
  /// Budgets and timing constants.
  let budget: SceneBudget
  /// Decodes image files (``ImageDecoder``; tests wrap it to hold decodes back).
  let decoder: any ImageDecoding
  /// Where downloaded `http(s)` images go and the limits of a download.
  let remoteImages: RemoteImageSettings
  /// The words the screen composes (names, the pause sign, notices), in the person's language.
  let phrases: Phrases
  /// A short number for each text style seen, to name cached text cheaply: describing a
  /// style every frame cost about 5 % of a 1080p trips frame.
  private var textStyleNumbers: [TextStyle: Int] = [:]

  init(
    budget: SceneBudget, decoder: any ImageDecoding = ImageDecoder(),
    remoteImages: RemoteImageSettings = RemoteImageSettings(environment: [:]),
    phrases: Phrases = .english
  ) {
    self.phrases = phrases
    self.budget = budget
    self.decoder = decoder
    self.remoteImages = remoteImages
    textRenderer = TextRenderer()
    itemSurfaces = ItemSurfaceCache(byteLimit: budget.itemSurfaceBytes)
  }

  /// The surface for `identity` at `size` points and `scale`, rasterised by `draw` (given a
  /// context in points on a transparent surface) only when it is not cached.
  ///
  /// `identity` MUST name everything that changes the pixels.
  func surface(
    identity: String, size: CarouselSize, scale: Double, draw: (RenderContext, CarouselRect) -> Void
  ) throws(RenderError) -> RenderSurface {
    try itemSurfaces.surface(identity: identity, size: size, scale: scale, draw: draw)
  }

  /// Draws `text` in `style` with its top-left corner at `origin` (window points), through a
  /// cached surface so the glyphs are rasterised once.
  func drawText(
    _ text: String, style: TextStyle, at origin: CarouselPoint, in frame: SceneFrame
  ) {
    let layout = textRenderer.layout(text, style: style)
    let shadowReach = style.shadow.map { max(abs($0.offsetX), abs($0.offsetY)) } ?? 0
    let size = CarouselSize(
      width: layout.boxWidth + 2 * shadowReach, height: layout.size.height + 2 * shadowReach)
    guard size.width >= 1, size.height >= 1 else { return }
    let number = textStyleNumbers[style] ?? textStyleNumbers.count
    textStyleNumbers[style] = number
    let identity = "text|\(number)|\(text)"
    guard
      let surface = try? self.surface(
        identity: identity, size: size, scale: frame.scale,
        draw: {
          context, _ in
          layout.draw(
            in: context, at: CarouselPoint(x: shadowReach, y: shadowReach), color: style.color,
            shadow: style.shadow)
        })
    else { return }
    frame.compositor.draw(
      surface,
      in: CarouselRect(
        x: origin.x - shadowReach, y: origin.y - shadowReach, width: size.width,
        height: size.height))
  }

  /// Draws an empty state centred in `rect`: a headline and an explanation under it.
  func drawEmptyState(
    title: String, detail: String, style: EmptyStateStyle, in rect: CarouselRect, frame: SceneFrame
  ) {
    let width = max(1, rect.width - 2 * Self.messagePadding)
    let titleStyle = style.title.withMaxWidth(width)
    let detailStyle = style.detail.withMaxWidth(width)
    let titleHeight = textRenderer.layout(title, style: titleStyle).size.height
    let detailHeight = textRenderer.layout(detail, style: detailStyle).size.height
    var y = rect.midY - (titleHeight + style.spacing + detailHeight) / 2
    let x = rect.minX + Self.messagePadding
    drawText(title, style: titleStyle, at: CarouselPoint(x: x, y: y), in: frame)
    y += titleHeight + style.spacing
    drawText(detail, style: detailStyle, at: CarouselPoint(x: x, y: y), in: frame)
  }

  /// Margin kept between an empty state and the sides of its rectangle, in points.
  static let messagePadding = 24.0

  /// The number of whole spoke steps the loading spinner has turned by `time` (counted from
  /// time 0), so a loading tile is redrawn only when a spoke changes; see
  /// ``spinnerPhase(step:)`` for the phase it is drawn at.
  func spinnerStep(at time: Double) -> Int {
    // Only the step modulo the spoke count shows: any time, however far, gives one.
    Int(
      clamping: time / budget.spinnerPeriod * Double(budget.spinnerSteps), rounding: .down,
      to: -(1 << 52)...(1 << 52))
  }

  /// The phase of the loading spinner for a spoke step.
  func spinnerPhase(step: Int) -> Double {
    Double(step) / Double(budget.spinnerSteps)
  }
}
