/// Zoom of one item: scale about the item's centre plus a pan, in points.
///
/// A content point `p` (relative to the item's centre, unzoomed) is shown at
/// `centre + pan + scale·p`.
struct ZoomRuntime: Sendable {
  /// The virtual item zoomed (meaningful while the scale is not the resting scale, or while
  /// animating).
  var item = 0
  var scale = 1.0
  var pan = CarouselPoint.zero
  var pinch: Pinch?
  var panDrag: PanDrag?
  var animation: ZoomAnimation?

  struct Pinch: Sendable {
    var startScale: Double
    var startPan: CarouselPoint
    var startFocus: CarouselPoint
  }

  struct PanDrag: Sendable {
    var origin: CarouselPoint
    var startPan: CarouselPoint
  }
}

/// A spring carrying scale and pan from where they were to a target.
struct ZoomAnimation: Sendable {
  var fromScale: Double
  var fromPan: CarouselPoint
  var toScale: Double
  var toPan: CarouselPoint
  /// The normalised spring: 1 at its start, 0 at its end.
  var spring: TimedSpring

  /// When it comes to rest on the target.
  var end: Double { spring.end }

  /// Scale and pan at `time`: the normalised spring (1 → 0) blends from → to.
  func value(at time: Double) -> (scale: Double, pan: CarouselPoint) {
    if time >= spring.end { return (toScale, toPan) }
    let f = spring.state(at: time).displacement
    return (
      toScale + (fromScale - toScale) * f,
      CarouselPoint(x: toPan.x + (fromPan.x - toPan.x) * f, y: toPan.y + (fromPan.y - toPan.y) * f)
    )
  }
}
