/// Everything that shapes a carousel besides what only the host knows (its viewport and its
/// number of items): geometry, scrolling behaviour and feel.
///
/// Every property has a sensible default, so `CarouselConfiguration()` is a full-page,
/// horizontal, paging carousel. ``validate(viewport:count:)`` checks it against a viewport
/// and a count; ``CarouselEngine/init(viewport:count:configuration:time:)`` does so too.
public struct CarouselConfiguration: Hashable, Sendable {
  /// The direction items are laid out and scrolled.
  public var axis: CarouselAxis = .horizontal
  /// Right-to-left mirrors the order, drags and arrow keys of a horizontal carousel.
  public var layoutDirection: CarouselLayoutDirection = .leftToRight
  /// Length of each item along the axis (see ``itemLengths`` for per-item lengths).
  public var itemSize: CarouselItemSize = .fraction(1)
  /// Gap between neighbouring items in points.
  public var spacing: Double = 0
  /// Space before the first and after the last item in points (non-looping).
  public var contentInset: Double = 0
  /// Where an item rests, except where ``scrolling`` imposes its own: leading for
  /// `continuousGroupLeadingBoundary` and `groupPaging`, centred for `groupPagingCentered`.
  public var alignment: CarouselItemAlignment = .center
  /// How a release comes to rest (free, on items, by pages).
  public var scrolling: CarouselScrollingBehavior = .paging
  /// Whether the carousel wraps around endlessly.
  public var loop = false
  /// How quickly free momentum slows down.
  public var decelerationRate: CarouselDecelerationRate = .normal
  /// Most snap points one gesture may travel in the paging behaviours.
  public var maxItemsPerGesture = 1
  /// The item current at the start.
  public var startIndex = 0
  /// Per-item lengths in points; items past the end of the list use ``itemSize``.
  public var itemLengths: [Double]? = nil
  /// Extra distance in points beyond the viewport for which layout attributes are made
  /// (so hosts can prepare content before it appears).
  public var overscan: Double = 0
  /// A Material 3 keyline layout (items masked to the keylines they pass), or nil for
  /// items of ``itemSize``.
  public var keylines: CarouselKeylineLayout? = nil
  /// Touch, wheel and animation tunables.
  public var motion: CarouselMotionConfiguration = .standard
  /// Automatic advancing, or nil for none.
  public var autoplay: CarouselAutoplayConfiguration? = nil
  /// Pinch zoom of the current item.
  public var zoom: CarouselZoomConfiguration = .standard
  /// The page dots.
  public var indicator: CarouselIndicatorConfiguration = .standard
  /// Labels and announcements for assistive technology.
  public var accessibility: CarouselAccessibilityConfiguration = .standard

  /// The default configuration: full-page items, horizontal, paging, no loop, no autoplay.
  public init() {}

  /// The alignment in force: the scrolling behaviour's, else ``alignment``.
  var effectiveAlignment: CarouselItemAlignment { scrolling.impliedAlignment ?? alignment }
}
