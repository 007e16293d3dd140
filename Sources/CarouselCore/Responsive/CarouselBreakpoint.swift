/// Changes to a carousel's configuration from a viewport width on, as a CSS `min-width`
/// media query makes them (Embla's `breakpoints`, Glide's, Flickity's `watchCSS`).
///
/// Every change is optional: nil keeps what the smaller breakpoints and the base
/// configuration say (see ``CarouselBreakpoints``).
public struct CarouselBreakpoint: Hashable, Sendable {
  /// The smallest viewport width, in points, at which the changes apply.
  public var minWidth: Double
  /// How many items one viewport shows: the item size becomes `.fraction(1 / itemsPerView)`.
  public var itemsPerView: Double?
  /// The gap between neighbouring items, in points.
  public var spacing: Double?
  /// The effect items are drawn with (``CarouselEffectKind/linear`` for none).
  public var effect: CarouselEffect?
  /// Whether the carousel is on; off, a host lays the items out as a plain list and sends
  /// the engine no gestures, and the current item is kept for when it is on again.
  public var isEnabled: Bool?

  /// The most items per view a breakpoint may ask for (more would lay out thousands of
  /// items in one viewport; see `CarouselLimits.maxLaidOutItems`).
  public static let maxItemsPerView = 100.0

  /// A breakpoint at `minWidth` points with the changes given.
  public init(
    minWidth: Double, itemsPerView: Double? = nil, spacing: Double? = nil,
    effect: CarouselEffect? = nil, isEnabled: Bool? = nil
  ) {
    self.minWidth = minWidth
    self.itemsPerView = itemsPerView
    self.spacing = spacing
    self.effect = effect
    self.isEnabled = isEnabled
  }
}
