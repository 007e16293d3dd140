/// A Material 3 keyline layout: items of one full size, masked (clipped, not scaled) to the
/// size of the keylines they pass, so a strip shows a large item and smaller ones at its edge.
///
/// A keyline is a place in the viewport (the centre of a mask) with a masked size. Items are
/// laid out at the large size, one stride (large + spacing) apart; an item whose unmasked
/// centre lies between the unmasked places of two neighbouring keylines is drawn with its
/// centre and mask length interpolated linearly between theirs. Neighbouring masks are then
/// always ``CarouselConfiguration/spacing`` apart, and an item rests (snaps) where it sits
/// on the first focal (large) keyline. Off-screen anchor keylines (as small as the smallest
/// item) at both ends let items shrink as they leave.
///
/// ```swift
/// var configuration = CarouselConfiguration()
/// configuration.keylines = CarouselKeylineLayout(.multiBrowse, largeSize: 186)
/// ```
///
/// The layout replaces ``CarouselConfiguration/itemSize``, ``CarouselConfiguration/itemLengths``,
/// ``CarouselConfiguration/alignment`` and ``CarouselConfiguration/contentInset``; under
/// ``CarouselScrollingBehavior/paging`` a page is one item.
public struct CarouselKeylineLayout: Hashable, Sendable {
  /// How the viewport is divided into keylines.
  public enum Strategy: String, Hashable, Sendable, CaseIterable {
    /// Large items, then one medium and one small item at the trailing edge (at both
    /// edges, halved, when centred). The sizes are chosen so the masks fill the viewport
    /// exactly: small in `smallMin...smallMax`, medium = (large + small) / 2, large as
    /// near ``CarouselKeylineLayout/largeSize`` as the other two allow.
    case multiBrowse
    /// Large items and one small one (a small one at each edge when centred), filling the
    /// viewport, the small one in `smallMin...smallMax`.
    case hero
    /// Items of ``CarouselKeylineLayout/largeSize`` (at most the viewport), as many as fit,
    /// and the next one cut by the trailing edge: its mask,
    /// min(large, max(1.5 × the room left, `smallMin`)) long, starts where the room starts.
    case uncontained
  }

  /// How the viewport is divided.
  public var strategy: Strategy
  /// The preferred length of a large item in points.
  public var largeSize: Double
  /// The shortest a small item's mask may be, in points.
  public var smallMin: Double
  /// The longest a small item's mask may be, in points.
  public var smallMax: Double
  /// `.leading`: the focal (large) items at the leading edge; `.center`: in the middle, with
  /// the smaller items split between both edges (multi-browse and hero; uncontained items
  /// always start at the leading edge).
  public var alignment: CarouselItemAlignment

  /// A keyline layout (Material's defaults: small items 40…56 points, leading alignment).
  public init(
    _ strategy: Strategy, largeSize: Double, smallMin: Double = 40, smallMax: Double = 56,
    alignment: CarouselItemAlignment = .leading
  ) {
    self.strategy = strategy
    self.largeSize = largeSize
    self.smallMin = smallMin
    self.smallMax = smallMax
    self.alignment = alignment
  }
}
