import CarouselCore
import CarouselImages
import CarouselRender

/// The image slider: full-bleed photos (aspect-filled) that advance every few seconds and
/// wrap around, page dots on a translucent capsule near the bottom, and a greeting header
/// with a profile symbol over the top.
final class SliderScreen: PhotoScreen {
  var photos: PhotoScreenContent
  private let layout: SliderScreenLayout
  private let headerPainter: GreetingHeaderPainter
  private let slidePainter = SlidePainter(appearance: .plain)
  /// Behind the slides while an effect turns or shrinks them: the current photo blurred
  /// and darkened (cross-fading as the carousel moves), so no black void opens around them.
  private let backdrop: BackdropCrossFade

  /// Finds the photos (`options.imageDirectory`, else the bundled slider artwork).
  ///
  /// - Throws: ``SceneError`` when the named folder does not exist.
  init(options: SceneOptions, resources: SceneResources, layout: SliderScreenLayout = .standard)
    throws(SceneError)
  {
    photos = try PhotoScreenContent(
      options: options, resources: resources, artwork: .slider, dots: layout.dots,
      displayFit: .filling)
    self.layout = layout
    headerPainter = GreetingHeaderPainter(
      appearance: layout.header, textRenderer: resources.textRenderer)
    backdrop = BackdropCrossFade(
      backgroundColor: layout.backgroundColor, layers: resources.itemSurfaces)
  }

  var windowTitle: String { resources.phrases.text(.sliderTitle) }

  /// "Hello, NAME".
  private var title: String {
    let phrases = resources.phrases
    return "\(phrases.localized(layout.greeting)), "
      + (options.greetingName ?? phrases.localized(layout.defaultName))
  }

  /// The greeting for the local hour ("Good evening" at 19), or "" when it is not known.
  var subtitle: String {
    guard let hour = options.localHour else { return "" }
    let greeting = layout.timeOfDayGreetings.first { $0.hours.contains(hour) }?.text ?? ""
    return resources.phrases.localized(greeting)
  }

  /// The demo greeting belongs to the demo pictures: over the person's own photos (a
  /// folder named on the command line) there is no header at all.
  private var showsGreeting: Bool { options.imageDirectory == nil }

  func carouselFrame(windowSize: CarouselSize) -> CarouselRect {
    CarouselRect(origin: .zero, size: windowSize)
  }

  func configuration(carouselSize: CarouselSize) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.itemSize = .fraction(1)
    configuration.zoom.isEnabled = false
    options.apply(
      to: &configuration, defaultLoop: true, defaultScrolling: .paging,
      defaultAutoplayInterval: 3)
    return configuration
  }

  func imageDecodeSize(carouselSize: CarouselSize, scale: Double) -> PixelSize? {
    DecodeSize.cover(carouselSize, scale: scale)
  }

  /// Black behind flat slides (they cover the window); under an effect, which turns or
  /// shrinks them, the backdrop of the current photo.
  func drawBackground(_ frame: SceneFrame) {
    let engine = frame.engine
    guard frame.effect != nil, itemCount > 0, let images,
      let blend = BackdropBlend(
        crossFade: engine.activeCrossFade, at: engine.time, position: engine.position,
        count: engine.count, loops: engine.configuration.loop)
    else {
      frame.context.fill(
        CarouselRect(size: frame.geometry.windowSize), color: layout.backgroundColor)
      return
    }
    let sources = photos.folder.sources
    let decodeSize = DecodeSize.cover(frame.geometry.carouselFrame.size, scale: frame.scale)
    backdrop.draw(
      blend, into: frame.compositor.frame, scale: frame.scale,
      identity: { sources.indices.contains($0) ? sources[$0].path : nil },
      image: { images.state(ofItem: $0, size: decodeSize).surface })
  }

  func drawItem(
    _ attributes: CarouselItemAttributes, showing index: Int, alpha: Double, in frame: SceneFrame
  ) {
    guard photos.folder.sources.indices.contains(index), let images else { return }
    let slide = frame.geometry.windowFrame(of: attributes)
    guard slide.width >= 1, slide.height >= 1 else { return }
    let state = images.state(
      ofItem: index, size: DecodeSize.cover(slide.size, scale: frame.scale))
    let drawPhoto = {
      [slidePainter] (image: RenderSurface, context: RenderContext, rect: CarouselRect) in
      slidePainter.draw(image, in: context, rect: rect)
      return rect
    }
    // The current photo, animated: its frame now.
    if let playing = photos.animation.surface(
      forItem: index, size: slide.size, scale: frame.scale, time: frame.time, draw: drawPhoto)
    {
      frame.drawItem(
        playing, in: slide, of: attributes, alpha: alpha, clip: frame.geometry.carouselFrame)
      return
    }
    if frame.appearance == nil, alpha == 1, let image = state.image, !image.isPreview,
      image.damage == nil, let surface = state.surface
    {
      // A sharp photo is drawn straight from its decoded pixels, cropped to the slide: it
      // was decoded to cover the slide at its pixel size, so this is a copy, not a
      // resampling, and a slide-size tile would hold a second copy of it (8 MB at 1080p).
      let photo = slide.aspectFill(
        CarouselSize(width: Double(image.pixelWidth), height: Double(image.pixelHeight)))
      let clip = frame.geometry.carouselFrame.intersection(slide) ?? slide
      frame.compositor.draw(surface, in: photo, clip: clip)
      return
    }
    if frame.appearance == nil, alpha == 1,
      photos.tiles.drawInPlace(
        state, in: slide, clip: frame.geometry.carouselFrame, time: frame.time,
        context: frame.context, drawPhoto: drawPhoto)
    {
      return
    }
    let surface = photos.tiles.surface(
      "slide", source: photos.folder.sources[index], state: state, size: slide.size,
      scale: frame.scale, time: frame.time, drawPhoto: drawPhoto)
    guard let surface else { return }
    frame.drawItem(
      surface, in: slide, of: attributes, alpha: alpha,
      clip: frame.geometry.carouselFrame)
  }

  func drawOverlay(_ frame: SceneFrame) {
    let window = frame.geometry.windowSize
    let scrimHeight = max(window.height * layout.scrimHeightFraction, 1)
    let subtitle = subtitle
    let headerHeight =
      showsGreeting
      ? headerPainter.height(title: title, subtitle: subtitle, width: window.width) : 0
    // The top layer: the scrim and the header, rasterised once per window width.
    let topSize = CarouselSize(width: window.width, height: max(scrimHeight, headerHeight))
    if showsGreeting,
      let top = try? resources.surface(
        identity: "slider|top|\(title)|\(subtitle)", size: topSize, scale: frame.scale,
        draw: { context, rect in
          let scrim = CarouselRect(x: 0, y: 0, width: rect.width, height: scrimHeight)
          context.fillVerticalGradient(
            scrim, stops: [(0, RenderColor(white: 0, alpha: layout.topScrimOpacity)), (1, .clear)])
          headerPainter.draw(
            title: title, subtitle: subtitle, in: context,
            rect: CarouselRect(x: 0, y: 0, width: rect.width, height: headerHeight))
        })
    {
      frame.compositor.draw(top, in: CarouselRect(size: topSize))
    }
    let bottomSize = CarouselSize(width: window.width, height: scrimHeight)
    if let bottom = try? resources.surface(
      identity: "slider|bottom", size: bottomSize, scale: frame.scale,
      draw: { context, rect in
        context.fillVerticalGradient(
          rect, stops: [(0, .clear), (1, RenderColor(white: 0, alpha: layout.bottomScrimOpacity))])
      })
    {
      frame.compositor.draw(
        bottom,
        in: CarouselRect(
          x: 0, y: window.height - scrimHeight, width: window.width, height: scrimHeight))
    }
    if let model = photos.dots.model(for: frame.engine) {
      photos.dots.draw(model, in: dotsFrame(model, windowSize: window), frame: frame)
    }
    if itemCount == 0 {
      resources.drawEmptyState(
        title: photos.folder.emptyTitle, detail: photos.folder.emptyDetail,
        style: layout.emptyState,
        in: frame.geometry.carouselFrame, frame: frame)
    }
  }

  /// The dots' rectangle: centred, ``SliderScreenLayout/dotsBottomInset`` above the bottom.
  private func dotsFrame(_ model: PageDotsModel, windowSize: CarouselSize) -> CarouselRect {
    let height = photos.dots.painter.size(for: model).height
    return photos.dots.frame(
      for: model,
      centeredAt: CarouselPoint(
        x: windowSize.width / 2, y: windowSize.height - layout.dotsBottomInset - height / 2))
  }

  /// Just above the page dots.
  func autoplayBadgeBottom(geometry: SceneGeometry) -> Double {
    let window = geometry.windowSize
    guard let model = photos.dots.model(for: geometry.engine) else {
      return window.height - AutoplayStatusBadge.inset
    }
    return dotsFrame(model, windowSize: window).minY - AutoplayStatusBadge.inset
  }

  /// The page dots, as a page tab list.
  func accessibleControls(geometry: SceneGeometry) -> [SceneAccessibilityNode] {
    guard let model = photos.dots.model(for: geometry.engine) else { return [] }
    return [
      photos.dots.accessibleNode(
        model, frame: dotsFrame(model, windowSize: geometry.windowSize),
        currentPage: geometry.engine.pageIndicator.currentPage, phrases: resources.phrases)
    ]
  }

  /// A tap on a dot selects its page.
  func tapAction(at point: CarouselPoint, geometry: SceneGeometry) -> SceneTapAction? {
    guard let model = photos.dots.model(for: geometry.engine) else { return nil }
    let rect = dotsFrame(model, windowSize: geometry.windowSize)
    return photos.dots.page(at: point, model: model, frame: rect).map { .selectPage($0) }
  }
}
