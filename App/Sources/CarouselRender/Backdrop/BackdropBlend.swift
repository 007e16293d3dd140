@_spi(CarouselHost) import CarouselCore

/// Which two items' backdrops show behind a carousel, and how far the blend between them
/// has gone: `fraction` 0 shows only `from`, 1 only `to`.
public struct BackdropBlend: Hashable, Sendable {
  /// The item whose backdrop fades out.
  public var from: Int
  /// The item whose backdrop fades in.
  public var to: Int
  /// How far the blend has gone, 0…1.
  public var fraction: Double

  /// A blend from item `from` to item `to` at `fraction` (0…1).
  public init(from: Int, to: Int, fraction: Double) {
    self.from = from
    self.to = to
    self.fraction = fraction
  }

  /// The blend at the carousel's continuous `position` among `count` (> 0) items: from the
  /// item at or below it towards the next, by the distance past it.
  ///
  /// The position is clamped to the items first (a rubber band past either end shows the
  /// end's backdrop alone). Looping, the last item blends into the first across the seam
  /// (position `count − 1 + f` is item `count − 1` to item 0 at `f`, and `count` is item 0);
  /// otherwise the last item's backdrop stays.
  public init(position: Double, count: Int, loops: Bool) {
    precondition(count > 0, "a backdrop blend needs items, got count \(count)")
    let last = Double(count - 1) + (loops ? 1 : 0)
    let clamped = position.isFinite ? min(max(position, 0), last) : 0
    let lower = Int(clamping: clamped, rounding: .down, to: 0...count)
    from = lower % count
    to = loops ? (lower + 1) % count : min(lower + 1, count - 1)
    fraction = clamped - Double(lower)
  }

  /// The blend shown at `time`: a reduced-motion `crossFade` (the engine's
  /// ``CarouselEngine/activeCrossFade``) while one runs, else the one at the carousel's
  /// `position` among `count` items (see ``init(position:count:loops:)``). Nil when there
  /// is neither a fade nor an item.
  public init?(
    crossFade: CarouselCrossFade?, at time: Double, position: Double, count: Int, loops: Bool
  ) {
    if let crossFade {
      self.init(from: crossFade.from, to: crossFade.to, fraction: crossFade.progress(at: time))
    } else if count > 0 {
      self.init(position: position, count: count, loops: loops)
    } else {
      return nil
    }
  }
}
