/// The animation of a data change: kept items slide from where they were drawn to their
/// new places, inserted items grow and fade in, removed items shrink and fade out in place.
///
/// Every effect is scaled by one spring, released from 1 towards 0 when the change arrives:
/// at time t an item is drawn `slide·r(t)` away from its place, with opacity
/// `1 − (1 − startOpacity)·r(t)` (removed items: `startOpacity·r(t)`). The slides are added
/// to the live layout, so the scroll (a drag, a snap) goes on underneath and nothing jumps.
struct ItemTransition: Sendable {
  /// An item of the new data drawn away from its place or not fully opaque.
  struct Entry: Sendable {
    /// Its virtual index in the new data.
    var virtualIndex: Int
    /// Drawn position minus laid-out position along the axis (screen points) at the start.
    var slide: Double
    /// Opacity at the start: 0 for an inserted item.
    var startOpacity: Double
  }

  /// A removed item, drawn where it was while it fades out.
  struct Vanishing: Sendable {
    /// Its index in the data before change number `generation`.
    var index: Int
    /// The change that removed it (``CarouselEngine/changeGeneration`` after that change).
    var generation: Int
    /// Its leading edge along the axis, relative to the leading edge of ``reference``
    /// (screen points; absolute when there is no reference).
    var leading: Double
    /// Its length along the axis.
    var length: Double
    /// Opacity at the start.
    var startOpacity: Double
  }

  /// The normalised spring: displacement 1 at its start, 0 at rest; it ends within
  /// ``settledFraction`` of rest.
  var spring: TimedSpring

  /// When the change has come to rest.
  var end: Double { spring.end }
  /// Ascending virtual indices.
  var entries: [Entry]
  var vanishing: [Vanishing]
  /// The virtual item the vanishing items move with, nil when the carousel is empty.
  var reference: Int?
  /// Scale of an item at opacity 0 (see ``CarouselMotionConfiguration/changeScale``).
  var hiddenScale: Double

  /// The spring counts as settled within a thousandth of its travel: under half a point for
  /// slides up to 500 points, and an opacity step below what 8-bit colour shows.
  static let settledFraction = 1e-3

  init(
    spring: CarouselSpring, start: Double, entries: [Entry], vanishing: [Vanishing],
    reference: Int?,
    hiddenScale: Double
  ) {
    self.spring = TimedSpring(
      SpringMotion(spring: spring, initialDisplacement: 1, initialVelocity: 0), start: start,
      positionTolerance: Self.settledFraction, velocityTolerance: Self.settledFraction)
    self.entries = entries
    self.vanishing = vanishing
    self.reference = reference
    self.hiddenScale = hiddenScale
  }

  /// How much of the change is still to go at `time`: 1 at the start, 0 at the end.
  func remaining(at time: Double) -> Double {
    guard time < spring.end else { return 0 }
    return min(max(spring.state(at: time).displacement, 0), 1)
  }

  /// The entry of virtual item `v`, if it is changing.
  ///
  /// A linear scan: a change touches only the dozen or so items around the viewport.
  func entry(of v: Int) -> Entry? {
    for entry in entries where entry.virtualIndex == v { return entry }
    return nil
  }

  /// Opacity of an entry when `remaining` of the change is to go.
  static func opacity(of entry: Entry, remaining: Double) -> Double {
    1 - (1 - entry.startOpacity) * remaining
  }

  /// Scale about the centre for an item of opacity `opacity`.
  func scale(forOpacity opacity: Double) -> Double {
    hiddenScale + (1 - hiddenScale) * opacity
  }
}
