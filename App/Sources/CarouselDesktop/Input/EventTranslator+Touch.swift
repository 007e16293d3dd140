import CSDL2
import CarouselCore

extension EventTranslator {
  /// The spread below which fingers count as one point (no pinch can be measured from it).
  private static let minimumPinchSpread = 1.0

  /// The first finger down drives the pointer. A second finger cancels that drag; the
  /// pinch itself begins with SDL's first `SDL_MULTIGESTURE`.
  mutating func fingerDown(_ finger: SDL_TouchFingerEvent, in context: Context) -> [HostAction] {
    let point = windowPoint(finger, context)
    fingers[finger.fingerId] = point
    guard !ignoresFingersUntilAllLift else { return [] }
    if fingers.count == 1 {
      pointerFinger = finger.fingerId
      return [input(.pointerDown(point), context)]
    }
    ignoresFingersUntilAllLift = true
    guard pointerFinger != nil else { return [] }
    pointerFinger = nil
    return [input(.pointerCancel, context)]
  }

  mutating func fingerMotion(_ finger: SDL_TouchFingerEvent, in context: Context) -> [HostAction] {
    guard fingers[finger.fingerId] != nil else { return [] }
    let point = windowPoint(finger, context)
    fingers[finger.fingerId] = point
    guard finger.fingerId == pointerFinger else { return [] }
    return [input(.pointerMove(point), context)]
  }

  mutating func fingerUp(_ finger: SDL_TouchFingerEvent, in context: Context) -> [HostAction] {
    let point = windowPoint(finger, context)
    fingers[finger.fingerId] = nil
    var actions: [HostAction] = []
    if finger.fingerId == pointerFinger {
      pointerFinger = nil
      actions.append(input(.pointerUp(point), context))
    }
    if let pinch, fingers.count < 2 {
      actions.append(input(.pinch(phase: .end, scale: pinch.scale, focus: pinch.focus), context))
      self.pinch = nil
    }
    if fingers.isEmpty { ignoresFingersUntilAllLift = false }
    return actions
  }

  /// A pinch step. The scale is the fingers' spread (mean distance from their centroid,
  /// in points, so a non-square window does not skew it) over the spread when the pinch
  /// began; the focus is SDL's centroid. SDL queues a gesture after the finger event
  /// that caused it, so the tracked fingers are current.
  mutating func multiGesture(_ gesture: SDL_MultiGestureEvent, in context: Context)
    -> [HostAction]
  {
    guard gesture.numFingers >= 2, fingers.count >= 2 else { return [] }
    let spread = Self.spread(of: Array(fingers.values))
    let focus = CarouselPoint(
      x: Double(gesture.x) * context.windowSize.width,
      y: Double(gesture.y) * context.windowSize.height)
    guard let current = pinch else {
      guard spread >= Self.minimumPinchSpread else { return [] }
      pinch = (spread, 1, focus)
      return [input(.pinch(phase: .begin, scale: 1, focus: focus), context)]
    }
    let scale = max(spread, Self.minimumPinchSpread) / current.startSpread
    pinch = (current.startSpread, scale, focus)
    return [input(.pinch(phase: .change, scale: scale, focus: focus), context)]
  }

  /// Mean distance of the points from their centroid.
  static func spread(of points: [CarouselPoint]) -> Double {
    guard !points.isEmpty else { return 0 }
    let n = Double(points.count)
    let cx = points.reduce(0) { $0 + $1.x } / n
    let cy = points.reduce(0) { $0 + $1.y } / n
    let total = points.reduce(0.0) { sum, p in
      let dx = p.x - cx
      let dy = p.y - cy
      return sum + (dx * dx + dy * dy).squareRoot()
    }
    return total / n
  }

  /// SDL's normalized finger position in window points.
  private func windowPoint(_ finger: SDL_TouchFingerEvent, _ context: Context) -> CarouselPoint {
    CarouselPoint(
      x: Double(finger.x) * context.windowSize.width,
      y: Double(finger.y) * context.windowSize.height)
  }
}
