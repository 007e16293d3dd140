@_spi(CarouselHost) import CarouselCore
import CarouselImages
import CarouselRender
import CarouselStore

/// The TripCard screen: trip cards paging over a blurred, darkened backdrop of the current
/// trip's image, under the title "Most Popular Destinations". Only the heart of the current
/// card likes a trip; likes live in a ``LikeKeeper``.
final class TripsScreen: SceneScreen, SceneLiking {
  /// The trips shown.
  private(set) var catalog: TripCatalog
  /// The trips before each data change whose removed cards may still be fading out, by
  /// ``CarouselEngine/changeGeneration`` (see ``CarouselRemovedItemAttributes``).
  private var tripsBeforeChange: [Int: [Trip]] = [:]
  /// Why the catalog file could not be reloaded, while the last good catalog is shown.
  var catalogError: String?
  /// The likes the hearts show, saved off the frame thread the moment a heart is tapped.
  let likes: LikeKeeper
  /// Prices grouped the way the user's locale groups numbers.
  let priceFormat: PriceFormat
  let images: SceneImages?
  private let options: SceneOptions
  private let resources: SceneResources
  private let layout: TripsScreenLayout
  private let cardPainter: TripCardPainter
  /// Draws the cards without their labels' text (to fade the text on its own under an
  /// effect).
  private let bareCardPainter: TripCardPainter
  private let loadingPainter: LoadingTilePainter
  /// The backdrop behind the cards, cross-fading as the carousel moves.
  private let backdrop: BackdropCrossFade
  /// Cards resampled at their vertical phase, the most recently drawn few.
  private let subpixelLayers = SubpixelLayerCache()
  /// Sub-pixel card layers made so far (each resamples a card once).
  var subpixelLayersMade: Int { subpixelLayers.layersMade }

  /// Shows the trips of `catalog`, which the host loaded; likes go to `likes`, which the
  /// host opened; prices are written with `priceFormat`.
  init(
    catalog: TripCatalog, likes: LikeKeeper, options: SceneOptions, resources: SceneResources,
    priceFormat: PriceFormat = .standard, layout: TripsScreenLayout = .standard
  ) {
    self.catalog = catalog
    self.likes = likes
    self.options = options
    self.resources = resources
    self.layout = layout
    self.priceFormat = priceFormat
    cardPainter = TripCardPainter(textRenderer: resources.textRenderer)
    var bare = cardPainter
    bare.drawsLabelText = false
    bareCardPainter = bare
    loadingPainter = LoadingTilePainter(textRenderer: resources.textRenderer)
    backdrop = BackdropCrossFade(
      backgroundColor: layout.backgroundColor, layers: resources.itemSurfaces)
    images = SceneImages(
      sources: catalog.trips.map(Self.imageSource), budget: resources.budget,
      decoder: resources.decoder, remoteImages: resources.remoteImages, currentFirst: true)
  }

  /// The image file of `trip`, read by its extension (PNG when it has none we know).
  static func imageSource(of trip: Trip) -> ImageSource {
    ImageSource(path: trip.imagePath) ?? ImageSource(path: trip.imagePath, format: .png)
  }

  /// Shows `newCatalog` instead of the current one; returns where each trip went, for the
  /// engine to animate (``CarouselEngine/apply(_:at:)``). The trips before are kept for
  /// drawing removed cards as they fade out, under change number `generation`.
  ///
  /// - Complexity: O(trips) expected (a snapshot diff).
  func replaceCatalog(with newCatalog: TripCatalog, generation: Int) -> CarouselIndexMapping {
    let mapping: CarouselIndexMapping
    if let old = try? CarouselListSnapshot(items: catalog.trips),
      let new = try? CarouselListSnapshot(items: newCatalog.trips)
    {
      mapping = new.difference(from: old).indexMapping
    } else {
      // Unreachable: a catalog's ids are unique (parsing rejects repeats).
      mapping = CarouselIndexMapping(oldCount: catalog.trips.count, newCount: 0)
    }
    tripsBeforeChange[generation] = catalog.trips
    catalog = newCatalog
    images?.setSources(newCatalog.trips.map(Self.imageSource))
    catalogError = nil
    return mapping
  }

  /// Forgets the trips of changes whose removed cards are no longer drawn.
  func forgetChanges(except generations: Set<Int>) {
    tripsBeforeChange = tripsBeforeChange.filter { generations.contains($0.key) }
  }

  /// The trip ids in display order.
  var itemIdentities: [String] { catalog.trips.map(\.id) }

  var windowTitle: String { resources.phrases.text(.tripsTitle) }

  var itemCount: Int { catalog.trips.count }

  var itemLabels: [Int: String] {
    Dictionary(
      uniqueKeysWithValues: catalog.trips.enumerated().map {
        ($0.offset, "\($0.element.city), \($0.element.country)")
      })
  }

  // MARK: Geometry

  /// The title's layout for a column of `width` points.
  private func titleLayout(columnWidth width: Double) -> TextLayout {
    resources.textRenderer.layout(
      resources.phrases.localized(layout.title),
      style: layout.titleStyle.withMaxWidth(max(1, width - 2 * layout.titleLeadingInset)))
  }

  /// The carousel spans the window's width: a window no wider than a page holds one page,
  /// a wider one a page in the middle with the neighbouring cards beside it (see
  /// ``configuration(carouselSize:)``). A tall window gets taller pages, up to
  /// ``TripsScreenLayout/heightFraction`` of its height.
  func carouselFrame(windowSize: CarouselSize) -> CarouselRect {
    // A vertical carousel stays a column wide: its pages are as wide as it is.
    let width = options.vertical ? min(windowSize.width, layout.maxColumnWidth) : windowSize.width
    let titleHeight = titleLayout(columnWidth: min(width, layout.maxColumnWidth)).size.height
    let top = layout.titleTopInset + titleHeight + layout.titleSpacing
    let available = max(1, windowSize.height - top - layout.bottomInset)
    let tallest =
      options.vertical
      ? layout.maxCarouselHeight
      : max(layout.maxCarouselHeight, windowSize.height * layout.heightFraction)
    let height = min(available, tallest)
    return CarouselRect(
      x: (windowSize.width - width) / 2, y: top + (available - height) / 2, width: width,
      height: height)
  }

  /// One page per view while the carousel is at most a page wide; wider, pages of
  /// ``pageWidth(carouselSize:)`` centred one at a time, so the neighbours show.
  func configuration(carouselSize: CarouselSize) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.zoom.isEnabled = false
    let rightToLeft = catalog.isRightToLeft
    let page = pageWidth(carouselSize: carouselSize)
    if carouselSize.width <= page || options.vertical {
      configuration.itemSize = .fraction(1)
      options.apply(
        to: &configuration, defaultLoop: false, defaultScrolling: .paging,
        defaultRightToLeft: rightToLeft)
    } else {
      configuration.itemSize = .points(page)
      options.apply(
        to: &configuration, defaultLoop: false, defaultScrolling: .groupPagingCentered,
        defaultRightToLeft: rightToLeft)
    }
    return configuration
  }

  /// A page's width in a carousel of `carouselSize`: ``TripsScreenLayout/maxColumnWidth``,
  /// grown in proportion when the carousel is taller than
  /// ``TripsScreenLayout/maxCarouselHeight`` (the cards keep their shape).
  private func pageWidth(carouselSize: CarouselSize) -> Double {
    layout.maxColumnWidth * max(1, carouselSize.height / layout.maxCarouselHeight)
  }

  /// The current page's column in the window: the title and the catalog's error line up
  /// with it.
  private func column(_ geometry: SceneGeometry) -> CarouselRect {
    let carousel = geometry.carouselFrame
    let width = min(carousel.width, pageWidth(carouselSize: carousel.size))
    return CarouselRect(
      x: carousel.midX - width / 2, y: carousel.minY, width: width, height: carousel.height)
  }

  /// A card's size in a carousel of `carouselSize`: the page minus the insets.
  private func cardSize(carouselSize: CarouselSize) -> CarouselSize {
    CarouselSize(
      width: max(
        1, min(carouselSize.width, pageWidth(carouselSize: carouselSize)) - 2 * layout.cardInset),
      height: max(1, carouselSize.height - 2 * layout.cardInset))
  }

  func imageDecodeSize(carouselSize: CarouselSize, scale: Double) -> PixelSize? {
    let image = cardPainter.imageRect(cardSize: cardSize(carouselSize: carouselSize))
    return DecodeSize.aspectFill(
      CarouselSize(width: image.width, height: image.height), scale: scale)
  }

  // MARK: Drawing

  /// The first step of every frame: the trips liked as of this frame and the cards' plans.
  func prepareFrame(_ frame: SceneFrame) -> TripsFramePlan {
    let liked = likes.likedIDs()
    return TripsFramePlan(liked: liked, cards: planCards(frame, liked: liked))
  }

  /// Draws the backdrop: the current trip's image blurred and darkened, cross-fading to
  /// the next one as the carousel moves (by its continuous position, or by the engine's
  /// cross-fade under reduced motion); see ``BackdropCrossFade``. The cards' opaque
  /// interiors are skipped: they are written over it anyway.
  func drawBackground(_ frame: SceneFrame, prepared plan: TripsFramePlan) {
    let engine = frame.engine
    guard itemCount > 0,
      let blend = BackdropBlend(
        crossFade: engine.activeCrossFade, at: engine.time, position: engine.position,
        count: engine.count, loops: engine.configuration.loop)
    else {
      frame.context.fill(
        CarouselRect(size: frame.geometry.windowSize), color: layout.backgroundColor)
      return
    }
    let trips = catalog.trips
    let decodeSize = imageDecodeSize(
      carouselSize: frame.geometry.carouselFrame.size, scale: frame.scale)
    backdrop.draw(
      blend, into: frame.compositor.frame, scale: frame.scale,
      skipping: plan.cards.values.flatMap(\.interior),
      identity: { trips.indices.contains($0) ? trips[$0].imagePath : nil },
      image: { [images] index in
        guard let decodeSize, let images else { return nil }
        return images.state(ofItem: index, size: decodeSize).surface
      })
  }

  /// How many backdrops have been made (one per image shown).
  var backdropCount: Int { backdrop.backdropCount }

  func drawItem(
    _ attributes: CarouselItemAttributes, showing index: Int, alpha: Double, in frame: SceneFrame,
    prepared framePlan: TripsFramePlan
  ) {
    let clip = frame.geometry.carouselFrame
    if alpha >= 1, frame.appearance == nil, let plan = framePlan.cards[attributes.virtualIndex],
      plan.index == index
    {
      if let layer = plan.layer {
        layer.drawInterior(into: frame.compositor.frame, at: plan.placement, within: plan.bounds)
      }
      frame.compositor.draw(
        plan.surface, in: plan.destination, clip: clip, excluding: plan.interior)
      return
    }
    guard let card = card(for: attributes, showing: index, in: frame, liked: framePlan.liked)
    else { return }
    frame.drawItem(
      card.surface, in: card.destination, of: attributes, alpha: alpha, clip: clip,
      text: card.text)
  }

  /// Draws a removed trip's card, fading out where it was, from the trips before its change.
  func drawRemovedItem(
    _ removed: CarouselRemovedItemAttributes, in frame: SceneFrame, prepared plan: TripsFramePlan
  ) {
    guard let trips = tripsBeforeChange[removed.generation],
      trips.indices.contains(removed.index)
    else { return }
    let attributes = CarouselItemAttributes(
      index: -1, virtualIndex: .min, frame: removed.frame, progress: 0, isVisible: true,
      opacity: removed.opacity)
    let trip = trips[removed.index]
    guard
      let card = card(
        of: trip, image: Self.imageSource(of: trip), at: attributes, in: frame,
        liked: plan.liked)
    else { return }
    frame.drawItem(
      card.surface, in: card.destination, of: attributes, alpha: removed.opacity,
      clip: frame.geometry.carouselFrame, text: card.text)
  }

  /// Plans the visible cards of `frame` (nothing during a cross-fade): each card's surface,
  /// and for a card drawn at its own pixel size, its sub-pixel layer and opaque interior.
  private func planCards(_ frame: SceneFrame, liked: Set<String>) -> [Int: TripsScreenCardPlan] {
    let engine = frame.engine
    // Under an effect the cards are not where their layout frames are.
    guard itemCount > 0, engine.activeCrossFade == nil, frame.effect == nil else { return [:] }
    let scale = frame.scale
    let window = PixelRect(
      x: 0, y: 0, width: frame.compositor.frame.pixelWidth,
      height: frame.compositor.frame.pixelHeight)
    let clip = frame.geometry.carouselFrame
    let side = RenderSurface.maximumSide
    let left = Int(clamping: clip.minX * scale, rounding: .up, to: -side...side)
    let top = Int(clamping: clip.minY * scale, rounding: .up, to: -side...side)
    let inside = PixelRect(
      x: left, y: top,
      width: Int(clamping: clip.maxX * scale, rounding: .down, to: -side...side) - left,
      height: Int(clamping: clip.maxY * scale, rounding: .down, to: -side...side) - top)
    let bounds = inside.intersection(window) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
    var plans: [Int: TripsScreenCardPlan] = [:]
    engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible,
        let card = card(for: attributes, showing: attributes.index, in: frame, liked: liked)
      else { return }
      let placement = SubpixelPlacement(origin: card.destination.origin, scale: scale)
      var plan = TripsScreenCardPlan(
        index: attributes.index, surface: card.surface, destination: card.destination,
        placement: placement, layer: nil, bounds: bounds, interior: [])
      let unscaled =
        card.destination.width * scale == Double(card.surface.pixelWidth)
        && card.destination.height * scale == Double(card.surface.pixelHeight)
      if unscaled,
        let layer = subpixelLayers.layer(
          of: card.surface, identity: card.identity, verticalPhase: placement.verticalPhase)
      {
        plan.layer = layer
        plan.interior = layer.interior(at: placement, within: bounds)
      }
      plans[attributes.virtualIndex] = plan
    }
    return plans
  }

  /// The card of item `index` at the place of `attributes`: its cached surface (rasterised
  /// on first use), the identity naming its pixels, and its rectangle in window points;
  /// `likedIDs` are the trips liked as of this frame.
  private func card(
    for attributes: CarouselItemAttributes, showing index: Int, in frame: SceneFrame,
    liked likedIDs: Set<String>
  ) -> TripsScreenCard? {
    guard catalog.trips.indices.contains(index) else { return nil }
    let trip = catalog.trips[index]
    return card(
      of: trip, image: images?.sources[index], at: attributes, in: frame, liked: likedIDs)
  }

  /// The card of `trip`, whose photo is `image`, at the place of `attributes`. Its pixels
  /// are named by the trip's id and content: an edited trip is rasterised again, the others
  /// are reused. `likedIDs` are the trips liked as of this frame.
  private func card(
    of trip: Trip, image: ImageSource?, at attributes: CarouselItemAttributes, in frame: SceneFrame,
    liked likedIDs: Set<String>
  ) -> TripsScreenCard? {
    let card = frame.geometry.windowFrame(of: attributes).insetBy(layout.cardInset)
    guard card.width >= 1, card.height >= 1 else { return nil }
    let size = card.size
    let liked = likedIDs.contains(trip.id)
    let state =
      imageDecodeSize(carouselSize: frame.geometry.carouselFrame.size, scale: frame.scale)
      .map { size in image.flatMap { images?.state(of: $0, size: size) } ?? .loading }
      ?? .loading
    var identity = "trip|\(trip.id)|\(trip.hashValue)|\(liked)|\(state.cacheTag)"
    let step = resources.spinnerStep(at: frame.time)
    if case .loading = state { identity += "|\(step)" }
    func content() -> TripCardContent {
      var content = TripCardContent(
        city: trip.city, country: trip.country, days: trip.days, price: trip.price,
        isLiked: liked)
      content.priceFormat = priceFormat
      switch state.drawable() {
      case .ready(let image): content.image = image
      case .failed(let error):
        content.errorMessage =
          "\(ImageSource(path: trip.imagePath, format: .png).displayName): \(error.reason)"
      case .loading:
        content.image = loadingImage(
          size: cardPainter.imageRect(cardSize: size).size, scale: frame.scale, step: step)
      }
      return content
    }
    let surface = try? resources.surface(identity: identity, size: card.size, scale: frame.scale) {
      context, rect in
      cardPainter.draw(content(), in: context, rect: rect)
    }
    guard let surface else { return nil }
    // Under an effect or in a cross-fade the labels' text may fade on its own (see
    // EffectDrawPlan).
    var text: SceneItemTextLayer?
    if frame.wantsItemText {
      var labels = TripCardContent(
        city: trip.city, country: trip.country, days: trip.days, price: trip.price)
      labels.priceFormat = priceFormat
      text = SceneItemTextLayer(
        identity: identity,
        boxes: cardPainter.labelFrames(for: labels, cardSize: size),
        bare: { [resources, bareCardPainter] in
          try? resources.surface(
            identity: identity + "|bare", size: size, scale: frame.scale
          ) { context, rect in
            bareCardPainter.draw(content(), in: context, rect: rect)
          }
        })
    }
    return TripsScreenCard(surface: surface, identity: identity, destination: card, text: text)
  }

  /// The image area while the photo decodes: the loading tile's background with its
  /// spinner at ``TripsScreenLayout/loadingSpinnerCenter`` of the height, below the labels.
  private func loadingImage(size: CarouselSize, scale: Double, step: Int) -> RenderSurface? {
    guard let surface = try? RenderSurface(size: size, scale: scale) else { return nil }
    let context = surface.makeContext()
    let center = layout.loadingSpinnerCenter
    // The tile is drawn over the part of the image centred on the spinner; above it, its
    // top colour continues, so the gradient has no seam.
    let tileTop = size.height * (2 * center - 1)
    context.fill(
      CarouselRect(x: 0, y: 0, width: size.width, height: tileTop),
      color: loadingPainter.appearance.backgroundTop)
    loadingPainter.draw(
      in: context,
      rect: CarouselRect(x: 0, y: tileTop, width: size.width, height: size.height - tileTop),
      phase: resources.spinnerPhase(step: step))
    return surface
  }

  func drawOverlay(_ frame: SceneFrame, prepared plan: TripsFramePlan) {
    let column = column(frame.geometry)
    // Wrapped as the carousel's frame was worked out (a column's width at most).
    let titleWidth = min(column.width, layout.maxColumnWidth)
    // Right to left, the title and the catalog's error start at the column's right.
    let rightToLeft = frame.engine.configuration.layoutDirection == .rightToLeft
    var style = layout.titleStyle.withMaxWidth(max(1, titleWidth - 2 * layout.titleLeadingInset))
    if rightToLeft { style.alignment = .trailing }
    resources.drawText(
      resources.phrases.localized(layout.title), style: style,
      at: CarouselPoint(x: column.minX + layout.titleLeadingInset, y: layout.titleTopInset),
      in: frame)
    if itemCount == 0 {
      resources.drawEmptyState(
        title: resources.phrases.localized(layout.emptyTitle),
        detail: resources.phrases.localized(layout.emptyDetail), style: layout.emptyState,
        in: column, frame: frame)
    }
    if let catalogError {
      // Below the current card, in the band down to the window's bottom: it covers no card,
      // heart or label, and the cards stay as they were (the last good catalog). As many
      // lines as the band holds; the whole message is on standard error too.
      let width = max(1, column.width - 2 * layout.titleLeadingInset)
      let band = CarouselRect(
        x: column.minX, y: column.maxY - layout.cardInset, width: column.width,
        height: max(0, frame.geometry.windowSize.height - (column.maxY - layout.cardInset)))
      var style = layout.catalogErrorStyle.withMaxWidth(width)
      if rightToLeft { style.alignment = .trailing }
      let padding = 6.0
      let lineHeight = resources.textRenderer.layout("Ag", style: style).size.height
      let fitting = Int(((band.height - 2 * padding) / max(1, lineHeight)).rounded(.down))
      style.maxLines = min(style.maxLines, max(1, fitting))
      let height = resources.textRenderer.layout(catalogError, style: style).size.height
      let stripHeight = min(band.height, height + 2 * padding)
      let strip = CarouselRect(
        x: band.minX, y: band.maxY - stripHeight, width: band.width, height: stripHeight)
      frame.compositor.frame.makeContext().fill(strip, color: layout.catalogErrorBackground)
      resources.drawText(
        catalogError, style: style,
        at: CarouselPoint(
          x: column.minX + layout.titleLeadingInset,
          y: strip.minY + max(0, (stripHeight - height) / 2)),
        in: frame)
    }
  }

  // MARK: Likes

  /// A tap toggles a like only on the heart button of the current card.
  func tapAction(at point: CarouselPoint, geometry: SceneGeometry) -> SceneTapAction? {
    guard let current = geometry.currentItemAttributes else { return nil }
    let card = geometry.windowFrame(of: current).insetBy(layout.cardInset)
    let heart = cardPainter.heartButtonRect(cardSize: card.size)
      .offsetBy(dx: card.minX, dy: card.minY)
    return heart.contains(CarouselPoint(x: point.x, y: point.y))
      ? .toggleLike(item: current.index) : nil
  }

  /// "Paris, France, 5 days, $2,000, liked": the card's words, and its heart.
  func accessibleName(ofItem index: Int, label: String) -> String {
    guard catalog.trips.indices.contains(index) else { return label }
    let trip = catalog.trips[index]
    let phrases = resources.phrases
    var parts = [label, phrases.days(trip.days), priceFormat.string(for: trip.price)]
    if isLiked(itemAt: index) { parts.append(phrases.text(.likedInName)) }
    return parts.joined(separator: ", ")
  }

  /// The heart: a toggle button, checked when the trip is liked.
  func accessibleParts(
    ofItem index: Int, frame: CarouselRect, states: SceneAccessibilityStates
  ) -> [SceneAccessibilityNode] {
    guard catalog.trips.indices.contains(index) else { return [] }
    let card = frame.insetBy(layout.cardInset)
    let heart = cardPainter.heartButtonRect(cardSize: card.size)
      .offsetBy(dx: card.minX, dy: card.minY)
    let trip = catalog.trips[index]
    var heartStates: SceneAccessibilityStates = [.enabled, .focusable, .checkable]
    heartStates.formUnion(states.intersection(.onScreen))
    if isLiked(itemAt: index) { heartStates.insert(.checked) }
    return [
      SceneAccessibilityNode(
        id: "heart-\(index)", role: .toggleButton,
        name: resources.phrases.like("\(trip.city), \(trip.country)"), states: heartStates,
        frame: heart, actions: [.toggleLike(item: index)])
    ]
  }

  func likeID(ofItemAt index: Int) -> String? {
    catalog.trips.indices.contains(index) ? catalog.trips[index].id : nil
  }
}

/// A trip's card in a frame: its cached rendering, the identity naming its pixels, its
/// rectangle in window points, and under an effect its labels' text apart from it.
struct TripsScreenCard {
  let surface: RenderSurface
  let identity: String
  let destination: CarouselRect
  var text: SceneItemTextLayer?
}
