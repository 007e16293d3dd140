/// The page indicator (dots) model.
public struct CarouselIndicatorConfiguration: Hashable, Sendable {
  /// Most dots shown at once; with more pages the window of dots follows the current page.
  public var maxDots: Int = 7
  /// Scale of the dot at each end of a window that has more pages beyond it (iOS shrinks
  /// them); the dot next to it gets ``nearEdgeDotScale``.
  public var edgeDotScale: Double = 0.5
  /// Scale of the dot next to an edge dot.
  public var nearEdgeDotScale: Double = 0.75
  /// Hide the indicator when there is only one page.
  public var hidesForSinglePage = true

  /// At most 7 dots, the edge ones smaller; hidden for a single page.
  public init() {}

  /// The standard page dots.
  public static let standard = CarouselIndicatorConfiguration()
}
