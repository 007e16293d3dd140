// Reading the state: advance to a time, then read one record of doubles describing the
// frame, and drain the events.

/// The layout of the frame record behind ``carousel_frame(_:)``: a header of
/// ``FrameRecord/headerCount`` doubles, then one record of ``FrameRecord/itemFieldCount``
/// doubles per laid-out item (display order), then one scale per page dot shown.
enum FrameRecord {
  /// Header fields, by offset. Enumerations are indices: phase idle, dragging,
  /// decelerating, settling; autoplay playing, paused, off. Absent values are NaN.
  enum Header: Int {
    case time, index, position, phase, zoom, autoplay, velocity, isAnimating, nextWakeTime
    case count, pageCount, currentPage, indicatorPosition, firstDot, dotCount, indicatorHidden
    case virtualPosition, itemCount, droppedEvents, autoplayProgress
    case crossFadeFrom, crossFadeTo, crossFadeProgress, motionEndTime
  }
  static let headerCount = 24

  /// Per item: real index, virtual index, frame x, y, width, height, progress (0 at rest,
  /// −1 one item before), visible (1) or overscan (0), zoom scale, zoom pan x, pan y, and
  /// the mask x, y, width, height (the frame itself but in a keyline layout).
  static let itemFieldCount = 15
}

/// The frame record, reused between calls so reading a frame allocates nothing once warm.
nonisolated(unsafe) var frameValues: [Double] = []

/// Moves the carousel's clock to `time` (earlier times are ignored): animations, autoplay
/// and the end of trackpad gestures happen here.
@_expose(wasm, "carousel_advance")
public func carousel_advance(_ handle: Int32, _ time: Double) -> Int32 {
  guard time.isFinite else { return -1 }
  return withCarousel(handle) { $0.advance(to: time) }
}

/// Writes the frame at the carousel's time (see ``FrameRecord``) and returns its address,
/// or 0 for an unknown handle. Its length in doubles is ``carousel_frame_length()``.
@_expose(wasm, "carousel_frame")
public func carousel_frame(_ handle: Int32) -> Int32 {
  guard let carousel = carousel(handle), carousel.engine != nil else { return 0 }
  frameValues.removeAll(keepingCapacity: true)
  carousel.engine?.writeFrame(droppedEvents: carousel.events.dropped)
  return frameValues.withUnsafeBufferPointer { address($0.baseAddress) }
}

extension CarouselEngine {
  /// Appends this frame's record to ``frameValues`` (a method, so the engine is borrowed
  /// where it is stored rather than copied out of its carousel).
  func writeFrame(droppedEvents: Int) {
    let indicator = pageIndicator
    let fade = activeCrossFade
    frameValues.append(contentsOf: [
      time, Double(currentIndex), position, Double(phaseCode(phase)), zoomScale,
      Double(autoplayCode(autoplayState)), velocity, isAnimating ? 1 : 0, nextWakeTime ?? .nan,
      Double(count), Double(indicator.pageCount), Double(indicator.currentPage),
      indicator.position, Double(indicator.firstDot), Double(indicator.dotCount),
      indicator.isHidden ? 1 : 0, virtualPosition, 0, Double(droppedEvents), autoplayProgress,
      fade.map { Double($0.from) } ?? .nan, fade.map { Double($0.to) } ?? .nan,
      fade.map { $0.progress(at: time) } ?? .nan, motionEndTime ?? .nan,
    ])
    var items = 0
    forEachLayoutAttribute { item in
      let zoom = zoomState(ofVirtualItem: item.virtualIndex)
      let frame = item.frame
      let mask = item.mask
      frameValues.append(contentsOf: [
        Double(item.index), Double(item.virtualIndex), frame.origin.x, frame.origin.y,
        frame.size.width, frame.size.height, item.progress, item.isVisible ? 1 : 0, zoom.scale,
        zoom.pan.x, zoom.pan.y, mask.origin.x, mask.origin.y, mask.size.width, mask.size.height,
      ])
      items += 1
    }
    frameValues[FrameRecord.Header.itemCount.rawValue] = Double(items)
    let dots = min(indicator.dotScales.count, indicator.dotCount)
    frameValues.append(contentsOf: indicator.dotScales[0..<dots])
  }
}

/// Number of doubles in the last frame record.
@_expose(wasm, "carousel_frame_length")
public func carousel_frame_length() -> Int32 { Int32(truncatingIfNeeded: frameValues.count) }

func phaseCode(_ phase: CarouselPhase) -> Int {
  switch phase {
  case .idle: 0
  case .dragging: 1
  case .decelerating: 2
  case .settling: 3
  }
}

func autoplayCode(_ state: CarouselAutoplayState) -> Int {
  switch state {
  case .playing: 0
  case .paused: 1
  case .off: 2
  }
}
