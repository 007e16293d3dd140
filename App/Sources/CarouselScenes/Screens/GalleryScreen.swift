import CarouselCore
import CarouselImages
import CarouselRender

/// The infinite gallery: photos aspect-fitted on a light page, paging endlessly in both
/// directions, with a page control and an "n/N" label below. Pinch, double click and
/// ctrl+wheel zoom the current photo up to the engine's maximum (3×); the engine resets the
/// zoom when the photo leaves and keeps a single photo from scrolling.
final class GalleryScreen: PhotoScreen {
  var photos: PhotoScreenContent
  private let layout: GalleryScreenLayout
  private let labelPainter: PageLabelPainter
  /// The sharper decode requested for the zoomed photo, dropped when zoom returns to 1×.
  private var zoomedDecode: (source: ImageSource, size: PixelSize)?

  /// Finds the photos (`options.imageDirectory`, else the bundled gallery artwork).
  ///
  /// - Throws: ``SceneError`` when the named folder does not exist.
  init(options: SceneOptions, resources: SceneResources, layout: GalleryScreenLayout = .standard)
    throws(SceneError)
  {
    photos = try PhotoScreenContent(
      options: options, resources: resources, artwork: .gallery, dots: layout.dots)
    self.layout = layout
    labelPainter = PageLabelPainter(appearance: layout.label, textRenderer: resources.textRenderer)
  }

  var windowTitle: String { resources.phrases.text(.galleryTitle) }

  /// Height of the controls below the carousel: gaps, dots, label and bottom inset.
  private var controlsHeight: Double {
    let dotsHeight = layout.dots.dotDiameter + 2 * layout.dots.verticalPadding
    let count = max(itemCount, 1)
    let labelHeight = labelPainter.size(current: count, total: count).height
    return layout.dotsSpacing + dotsHeight + layout.labelSpacing + labelHeight + layout.bottomInset
  }

  /// The photos' area: full width, at most ``GalleryScreenLayout/maxStageHeightRatio`` of
  /// the width tall, and centred with the controls below it in the window's height.
  func carouselFrame(windowSize: CarouselSize) -> CarouselRect {
    let available = max(1, windowSize.height - controlsHeight)
    let height = max(1, min(available, windowSize.width * layout.maxStageHeightRatio))
    return CarouselRect(x: 0, y: (available - height) / 2, width: windowSize.width, height: height)
  }

  func configuration(carouselSize: CarouselSize) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.itemSize = .fraction(1)
    options.apply(to: &configuration, defaultLoop: true, defaultScrolling: .paging)
    // The gallery always wraps around, whatever the options say.
    configuration.loop = true
    return configuration
  }

  func imageDecodeSize(carouselSize: CarouselSize, scale: Double) -> PixelSize? {
    DecodeSize.aspectFit(carouselSize, scale: scale)
  }

  /// The decode size for the current photo zoomed by `zoom`: the display size times the
  /// zoom rounded up to a whole step, at most ``SceneBudget/zoomDecodeFactor`` (the part
  /// of the pixel budget kept for the zoomed photo), so zooming to 3× decodes at most
  /// twice more and never more than the budget holds. The decoder never enlarges past
  /// full resolution.
  private func zoomedDecodeSize(carouselSize: CarouselSize, scale: Double, zoom: Double)
    -> PixelSize
  {
    let factor = min(zoom.rounded(.up), resources.budget.zoomDecodeFactor)
    return DecodeSize.aspectFit(carouselSize, scale: scale, zoom: factor)
  }

  func drawBackground(_ frame: SceneFrame) {
    frame.context.fill(
      CarouselRect(size: frame.geometry.windowSize), color: layout.backgroundColor)
    frame.context.fill(frame.geometry.carouselFrame, color: layout.stageColor)
  }

  func drawItem(
    _ attributes: CarouselItemAttributes, showing index: Int, alpha: Double, in frame: SceneFrame
  ) {
    guard photos.folder.sources.indices.contains(index), let images else { return }
    let page = frame.geometry.windowFrame(of: attributes)
    guard page.width >= 1, page.height >= 1 else { return }
    let clip = frame.geometry.carouselFrame
    let displaySize = DecodeSize.aspectFit(page.size, scale: frame.scale)
    let state = images.state(ofItem: index, size: displaySize)
    if index == attributes.index, state.image != nil {
      let zoom = frame.engine.zoomState(ofVirtualItem: attributes.virtualIndex)
      if zoom.scale != 1 || zoom.pan != .zero, let image = state.surface {
        // A zoomed photo is drawn flat, and only once (not while an effect asks for what
        // items cover).
        if frame.plan?.isCollecting == true { return }
        drawZoomed(image, index: index, page: page, zoom: zoom, alpha: alpha, frame: frame)
        return
      }
    }
    if frame.appearance != nil, let image = state.image {
      // Under an effect only the photo moves: its fitted rectangle is the item, and the
      // stage around it stays where it is (no turned or reflected letterbox bands).
      let photo = page.aspectFit(
        CarouselSize(width: Double(image.pixelWidth), height: Double(image.pixelHeight)))
      guard photo.width >= 1, photo.height >= 1 else { return }
      if !image.isPreview, image.damage == nil, let surface = state.surface {
        // The decoded pixels are the photo's tile as they are: no copy of them.
        frame.drawItem(surface, in: photo, of: attributes, alpha: alpha, clip: clip)
        return
      }
      guard
        let surface = photos.tiles.surface(
          "fitted", source: photos.folder.sources[index], state: state, size: photo.size,
          scale: frame.scale, time: frame.time,
          drawPhoto: { image, context, rect in
            context.draw(image, in: rect)
            return rect
          })
      else { return }
      frame.drawItem(surface, in: photo, of: attributes, alpha: alpha, clip: clip)
      return
    }
    let drawPhoto = { [layout] (image: RenderSurface, context: RenderContext, rect: CarouselRect) in
      context.fill(rect, color: layout.stageColor)
      let photo = rect.aspectFit(Self.pixelSize(of: image))
      context.draw(image, in: photo)
      return photo
    }
    // The current photo, animated: its frame now.
    if let playing = photos.animation.surface(
      forItem: index, size: page.size, scale: frame.scale, time: frame.time, draw: drawPhoto)
    {
      frame.drawItem(playing, in: page, of: attributes, alpha: alpha, clip: clip)
      return
    }
    if alpha == 1, let image = state.image, !image.isPreview, image.damage == nil,
      let surface = state.surface
    {
      // A sharp photo is drawn straight from its decoded pixels on the stage the background
      // filled: a page-size tile would hold a second copy of them (8 MB a page at 1080p).
      let photo = page.aspectFit(Self.pixelSize(of: surface))
      frame.compositor.draw(surface, in: photo, clip: clip)
      return
    }
    if alpha == 1,
      photos.tiles.drawInPlace(
        state, in: page, clip: clip, time: frame.time, context: frame.context,
        drawPhoto: drawPhoto)
    {
      return
    }
    guard
      let surface = photos.tiles.surface(
        "photo", source: photos.folder.sources[index], state: state, size: page.size,
        scale: frame.scale, time: frame.time, drawPhoto: drawPhoto)
    else { return }
    frame.drawItem(surface, in: page, of: attributes, alpha: alpha, clip: clip)
  }

  /// Effects draw within the stage: never over the page control or the label below it.
  func effectClip(geometry: SceneGeometry) -> CarouselRect { geometry.carouselFrame }

  /// Draws a zoomed photo straight from its decoded image (sharper than scaling the cached
  /// page): content at `p` from the page centre shows at `centre + pan + scale·p`. Uses
  /// the higher-resolution decode once it has arrived.
  private func drawZoomed(
    _ image: RenderSurface, index: Int, page: CarouselRect,
    zoom: (scale: Double, pan: CarouselPoint),
    alpha: Double, frame: SceneFrame
  ) {
    let sharper = images?.state(
      ofItem: index,
      size: zoomedDecodeSize(carouselSize: page.size, scale: frame.scale, zoom: zoom.scale),
      priority: .high
    ).surface
    let best = sharper ?? image
    let zoomed = CarouselRect(
      center: CarouselPoint(x: page.midX + zoom.pan.x, y: page.midY + zoom.pan.y),
      size: CarouselSize(width: page.width * zoom.scale, height: page.height * zoom.scale))
    guard let visible = page.intersection(frame.geometry.carouselFrame)
    else { return }
    let context = frame.context
    context.withSavedState {
      context.clip(to: visible)
      context.fill(page, color: layout.stageColor.withAlpha(alpha))
      context.draw(best, in: zoomed.aspectFit(Self.pixelSize(of: best)), alpha: alpha)
    }
  }

  /// Requests the sharper decode of the zoomed photo ahead of drawing (headless renders
  /// wait for it), and drops it once the photo is back at 1× or another photo is current.
  func prepare(_ geometry: SceneGeometry) {
    let engine = geometry.engine
    guard let images else { return }
    var wanted: (source: ImageSource, size: PixelSize)?
    if engine.zoomScale > 1, photos.folder.sources.indices.contains(engine.currentIndex) {
      wanted = (
        photos.folder.sources[engine.currentIndex],
        zoomedDecodeSize(
          carouselSize: geometry.carouselFrame.size, scale: geometry.scale,
          zoom: engine.zoomScale)
      )
    }
    if let old = zoomedDecode, old.source != wanted?.source || old.size != wanted?.size {
      images.discard(old.source, size: old.size)
    }
    zoomedDecode = wanted
    if let wanted {
      _ = images.state(of: wanted.source, size: wanted.size, priority: .high, keep: true)
    }
  }

  func drawOverlay(_ frame: SceneFrame) {
    let engine = frame.engine
    if itemCount == 0 {
      resources.drawEmptyState(
        title: photos.folder.emptyTitle, detail: photos.folder.emptyDetail,
        style: layout.emptyState,
        in: frame.geometry.carouselFrame, frame: frame)
      return
    }
    let carousel = frame.geometry.carouselFrame
    var labelTop = carousel.maxY + layout.dotsSpacing
    if let model = photos.dots.model(for: engine) {
      let rect = dotsFrame(model, carouselFrame: carousel)
      photos.dots.draw(model, in: rect, frame: frame)
      labelTop = rect.maxY + layout.labelSpacing
    } else {
      labelTop += layout.dots.dotDiameter + 2 * layout.dots.verticalPadding + layout.labelSpacing
    }
    let current = engine.currentIndex + 1
    let total = engine.count
    let size = labelPainter.size(current: current, total: total)
    if let label = try? resources.surface(
      identity: "label|\(current)/\(total)",
      size: CarouselSize(width: size.width, height: size.height),
      scale: frame.scale,
      draw: { context, rect in
        labelPainter.draw(current: current, total: total, in: context, rect: rect)
      })
    {
      frame.compositor.draw(
        label,
        in: CarouselRect(
          x: carousel.midX - size.width / 2, y: labelTop, width: size.width, height: size.height))
    }
  }

  /// Over the bottom of the photo, above the page control.
  func autoplayBadgeBottom(geometry: SceneGeometry) -> Double {
    geometry.carouselFrame.maxY - AutoplayStatusBadge.inset
  }

  /// The dots' rectangle: centred, ``GalleryScreenLayout/dotsSpacing`` below the carousel.
  private func dotsFrame(_ model: PageDotsModel, carouselFrame: CarouselRect) -> CarouselRect {
    let height = photos.dots.painter.size(for: model).height
    return photos.dots.frame(
      for: model,
      centeredAt: CarouselPoint(
        x: carouselFrame.midX, y: carouselFrame.maxY + layout.dotsSpacing + height / 2))
  }

  /// The page dots, as a page tab list.
  func accessibleControls(geometry: SceneGeometry) -> [SceneAccessibilityNode] {
    guard let model = photos.dots.model(for: geometry.engine) else { return [] }
    return [
      photos.dots.accessibleNode(
        model, frame: dotsFrame(model, carouselFrame: geometry.carouselFrame),
        currentPage: geometry.engine.pageIndicator.currentPage, phrases: resources.phrases)
    ]
  }

  /// A tap on a dot selects its page.
  func tapAction(at point: CarouselPoint, geometry: SceneGeometry) -> SceneTapAction? {
    guard let model = photos.dots.model(for: geometry.engine) else { return nil }
    let rect = dotsFrame(model, carouselFrame: geometry.carouselFrame)
    return photos.dots.page(at: point, model: model, frame: rect).map { .selectPage($0) }
  }

  /// A photo's pixel size once it is decoded: it is fitted inside its page.
  func contentSize(ofItem index: Int, geometry: SceneGeometry) -> CarouselSize? {
    guard photos.folder.sources.indices.contains(index), let images else { return nil }
    let displaySize = DecodeSize.aspectFit(geometry.carouselFrame.size, scale: geometry.scale)
    guard let image = images.state(ofItem: index, size: displaySize).image else { return nil }
    return CarouselSize(width: Double(image.pixelWidth), height: Double(image.pixelHeight))
  }

  /// An image's size in pixels.
  private static func pixelSize(of image: RenderSurface) -> CarouselSize {
    CarouselSize(width: Double(image.pixelWidth), height: Double(image.pixelHeight))
  }
}
