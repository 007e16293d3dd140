extension CarouselEngine {
  /// Zoom scale of the current item; when not zoomed, 1 kept within
  /// ``CarouselZoomConfiguration/minimumScale``...``CarouselZoomConfiguration/maximumScale``.
  public var zoomScale: Double { zoomState(ofVirtualItem: nearestVirtualIndex).scale }

  /// Scale and pan (points) of an item as shown at ``time``.
  public func zoomState(ofVirtualItem item: Int) -> (scale: Double, pan: CarouselPoint) {
    guard item == zoom.item else { return (configuration.zoom.restingScale, .zero) }
    if let animation = zoom.animation { return animation.value(at: time) }
    return (zoom.scale, zoom.pan)
  }

  /// Whether the current item is zoomed in (autoplay holds while it is).
  var isZoomed: Bool {
    let scale = zoom.animation?.toScale ?? zoom.scale
    return abs(scale - configuration.zoom.restingScale) > Self.zoomScaleSlack || zoom.pinch != nil
  }

  /// No item zoomed: every item at the resting scale.
  var unzoomed: ZoomRuntime { ZoomRuntime(scale: configuration.zoom.restingScale) }

  /// The frame of a virtual item, and its centre, in viewport points.
  private func frame(ofVirtualItem v: Int) -> CarouselRect {
    var found = CarouselRect(origin: .zero, size: viewport)
    forEachLayoutAttribute { if $0.virtualIndex == v { found = $0.frame } }
    return found
  }

  /// Pan limits so the zoomed content covers as much of the item as it can: along each axis
  /// `|pan| ≤ (s·c − w)/2` where `c` is the content's aspect-fit length in the item (the
  /// item's own length without a content size) and `w` the item's; content smaller than
  /// the item stays centred.
  private func clampedPan(_ pan: CarouselPoint, scale: Double, in frame: CarouselRect)
    -> CarouselPoint
  {
    var content = frame.size
    if let size = itemContentSizes[track.item(at: zoom.item)], size.width > 0, size.height > 0 {
      let fit = min(frame.width / size.width, frame.height / size.height)
      content = CarouselSize(width: size.width * fit, height: size.height * fit)
    }
    let maxX = max(scale * content.width - frame.width, 0) / 2
    let maxY = max(scale * content.height - frame.height, 0) / 2
    return CarouselPoint(x: min(max(pan.x, -maxX), maxX), y: min(max(pan.y, -maxY), maxY))
  }

  /// Scale shown for a requested scale: rubber-banded in log space beyond the limits.
  private func bandedScale(_ raw: Double) -> Double {
    let z = configuration.zoom
    let band = RubberBand(coefficient: z.rubberBandCoefficient, dimension: z.rubberBandDimension)
    if raw > z.maximumScale {
      return z.maximumScale * _exp(band.offset(for: _log(raw / z.maximumScale)))
    }
    if raw < z.minimumScale {
      return z.minimumScale * _exp(band.offset(for: _log(raw / z.minimumScale)))
    }
    return raw
  }

  /// Freezes a running zoom animation where it is.
  private mutating func stopZoomAnimation() {
    guard let animation = zoom.animation else { return }
    let now = animation.value(at: time)
    zoom.scale = now.scale
    zoom.pan = now.pan
    zoom.animation = nil
  }

  /// Animates scale and pan to a target (clamped to the limits and the content).
  private mutating func animateZoom(toScale target: Double, pan: CarouselPoint) {
    let z = configuration.zoom
    let scale = min(max(target, z.minimumScale), z.maximumScale)
    let frame = frame(ofVirtualItem: zoom.item)
    let toPan = clampedPan(pan, scale: scale, in: frame)
    updatingAutoplay { engine in
      engine.stopZoomAnimation()
      let spring = TimedSpring(
        SpringMotion(spring: .zoom, initialDisplacement: 1, initialVelocity: 0),
        start: engine.time, positionTolerance: Self.zoomSettlePositionTolerance,
        velocityTolerance: Self.zoomSettleVelocityTolerance)
      if engine.zoom.scale == scale && engine.zoom.pan == toPan { return }
      engine.zoom.animation = ZoomAnimation(
        fromScale: engine.zoom.scale, fromPan: engine.zoom.pan, toScale: scale, toPan: toPan,
        spring: spring)
    }
    events.append(.zoomChanged(scale: scale))
  }

  mutating func finishZoomAnimation() {
    guard let animation = zoom.animation else { return }
    zoom.scale = animation.toScale
    zoom.pan = animation.toPan
    zoom.animation = nil
    updatingAutoplay { _ in }
  }

  /// Starts zooming the current item if no other item is zoomed.
  private mutating func focusZoomOnCurrentItem() {
    let current = nearestVirtualIndex
    if zoom.item != current {
      zoom = unzoomed
      zoom.item = current
    }
  }

  /// Item-centred coordinates of a viewport point.
  private func itemPoint(_ point: CarouselPoint, in frame: CarouselRect) -> CarouselPoint {
    CarouselPoint(x: point.x - frame.midX, y: point.y - frame.midY)
  }

  // MARK: Gestures

  mutating func pinch(phase: CarouselGesturePhase, scale: Double, focus: CarouselPoint) {
    guard configuration.zoom.isEnabled, count > 0 else { return }
    switch phase {
    case .begin:
      beginInteraction()
      focusZoomOnCurrentItem()
      stopZoomAnimation()
      let frame = frame(ofVirtualItem: zoom.item)
      updatingAutoplay {
        $0.zoom.pinch = ZoomRuntime.Pinch(
          startScale: $0.zoom.scale, startPan: $0.zoom.pan,
          startFocus: $0.itemPoint(focus, in: frame))
      }
    case .change, .end:
      guard let pinch = zoom.pinch else { return }
      let frame = frame(ofVirtualItem: zoom.item)
      let f = itemPoint(focus, in: frame)
      let shown = bandedScale(pinch.startScale * scale)
      // Keep the content under the starting focus under the fingers.
      let ratio = shown / pinch.startScale
      zoom.scale = shown
      zoom.pan = CarouselPoint(
        x: f.x - ratio * (pinch.startFocus.x - pinch.startPan.x),
        y: f.y - ratio * (pinch.startFocus.y - pinch.startPan.y))
      if phase == .end {
        zoom.pinch = nil
        endInteraction()
        animateZoom(toScale: zoom.scale, pan: zoom.pan)
        if zoom.animation == nil { updatingAutoplay { _ in } }
      }
    }
  }

  /// Double tap: zoomed → back to the resting scale; otherwise zoom to
  /// ``CarouselZoomConfiguration/doubleTapScale`` centred on the tapped point.
  mutating func doubleTap(at point: CarouselPoint) {
    guard configuration.zoom.isEnabled, count > 0 else { return }
    beginInteraction()
    endInteraction()
    focusZoomOnCurrentItem()
    let z = configuration.zoom
    if isZoomed {
      animateZoom(toScale: z.restingScale, pan: .zero)
    } else {
      let c = itemPoint(point, in: frame(ofVirtualItem: zoom.item))
      let scale = z.doubleTapScale
      animateZoom(toScale: scale, pan: CarouselPoint(x: -scale * c.x, y: -scale * c.y))
    }
  }

  /// Multiplies the scale around a point (the item's centre when nil), within the limits.
  mutating func zoom(by factor: Double, around focus: CarouselPoint?) {
    guard configuration.zoom.isEnabled, count > 0 else { return }
    beginInteraction()
    endInteraction()
    focusZoomOnCurrentItem()
    let frame = frame(ofVirtualItem: zoom.item)
    let current = zoom.animation.map { ($0.toScale, $0.toPan) } ?? (zoom.scale, zoom.pan)
    let z = configuration.zoom
    let target = min(max(current.0 * factor, z.minimumScale), z.maximumScale)
    let f = focus.map { itemPoint($0, in: frame) } ?? .zero
    let ratio = target / current.0
    let pan = CarouselPoint(
      x: f.x - ratio * (f.x - current.1.x), y: f.y - ratio * (f.y - current.1.y))
    animateZoom(toScale: target, pan: pan)
  }

  /// Back to the resting scale.
  mutating func resetZoom(animated: Bool) {
    let resting = configuration.zoom.restingScale
    guard zoom.scale != resting || zoom.animation != nil else { return }
    if animated {
      animateZoom(toScale: resting, pan: .zero)
    } else {
      updatingAutoplay { $0.zoom = $0.unzoomed }
      events.append(.zoomChanged(scale: resting))
    }
  }

  /// Resets the zoom once the zoomed item has left the screen.
  mutating func resetZoomIfItemLeft() {
    guard
      zoom.scale != configuration.zoom.restingScale || zoom.animation != nil || zoom.pinch != nil
    else { return }
    var onScreen = false
    forEachLayoutAttribute { if $0.virtualIndex == zoom.item && $0.isVisible { onScreen = true } }
    if !onScreen { resetZoom(animated: false) }
  }

  // MARK: Panning a zoomed item

  /// Pointer down on a zoomed item: pan it instead of scrolling.
  mutating func zoomHandlesPointerDown(at point: CarouselPoint) -> Bool {
    guard isZoomed, zoom.item == nearestVirtualIndex, phase == .idle else { return false }
    stopZoomAnimation()
    zoom.panDrag = ZoomRuntime.PanDrag(origin: point, startPan: zoom.pan)
    return true
  }

  /// Pans; a drag that pushes past the content's edge along the axis hands over to the
  /// carousel, which then pages on as a photo viewer does.
  mutating func zoomHandlesPointerMove(to point: CarouselPoint) -> Bool {
    guard let drag = zoom.panDrag else { return false }
    let frame = frame(ofVirtualItem: zoom.item)
    let wanted = CarouselPoint(
      x: drag.startPan.x + point.x - drag.origin.x, y: drag.startPan.y + point.y - drag.origin.y)
    let clamped = clampedPan(wanted, scale: zoom.scale, in: frame)
    zoom.pan = clamped
    let overflow =
      configuration.axis == .horizontal ? wanted.x - clamped.x : wanted.y - clamped.y
    guard abs(overflow) > configuration.motion.touchSlop, count > 1 else { return true }
    // Hand over: the carousel drag starts where the content hit its edge.
    zoom.panDrag = nil
    springBackZoomIfNeeded()
    let origin =
      configuration.axis == .horizontal
      ? CarouselPoint(x: point.x - overflow, y: point.y)
      : CarouselPoint(x: point.x, y: point.y - overflow)
    let start = rebase(to: nearestVirtualIndex, offset: offset)
    var tracker = makeTracker()
    tracker.addSample(time: time, position: start)
    motion = .drag(
      Drag(
        source: .pointer, origin: origin, originOffset: start, rawOffset: start, isTracking: true,
        startSnap: nearestSnap(toVirtualPosition: Double(anchor)), lastInputTime: time,
        tracker: tracker))
    events.append(.dragBegan)
    pointerMove(to: point)
    return true
  }

  mutating func zoomHandlesPointerUp() -> Bool {
    guard zoom.panDrag != nil else { return false }
    zoom.panDrag = nil
    springBackZoomIfNeeded()
    return true
  }

  /// A zoom caught mid-spring (beyond a limit or off its content) springs back once the
  /// finger lets go.
  mutating func springBackZoomIfNeeded() {
    guard zoom.pinch == nil, zoom.animation == nil else { return }
    let z = configuration.zoom
    let frame = frame(ofVirtualItem: zoom.item)
    if zoom.scale < z.minimumScale || zoom.scale > z.maximumScale
      || clampedPan(zoom.pan, scale: zoom.scale, in: frame) != zoom.pan
    {
      animateZoom(toScale: zoom.scale, pan: zoom.pan)
    }
  }
}
