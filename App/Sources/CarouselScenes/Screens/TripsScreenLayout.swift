import CarouselRender

/// Where things go on the TripCard screen, and how its chrome looks.
///
/// The title sits at the top left of the current card's column; the carousel takes the space
/// below it, at most ``maxCarouselHeight`` tall (``heightFraction`` of a taller window),
/// centred in what is left, across the window's width: pages ``maxColumnWidth`` wide (wider
/// in proportion on a taller carousel), so a wide window shows the neighbouring cards. Each page holds
/// one card inset by ``cardInset`` on every side, as the tutorial's 20-point content
/// insets.
struct TripsScreenLayout {
  /// The screen's title.
  var title: String
  /// Title style: white, large, up to two lines.
  var titleStyle: TextStyle
  /// Distance from the window's top to the title.
  var titleTopInset: Double
  /// Distance from the column's left edge to the title.
  var titleLeadingInset: Double
  /// Gap between the title and the carousel's frame (the card adds ``cardInset``).
  var titleSpacing: Double
  /// Space kept below the carousel's frame.
  var bottomInset: Double
  /// Widest the carousel column gets, in points.
  var maxColumnWidth: Double
  /// Tallest the carousel gets, in points (the tutorial's 540 plus room for the insets).
  var maxCarouselHeight: Double
  /// On a window taller than that, the carousel may take this fraction of its height, the
  /// pages growing wider in proportion.
  var heightFraction: Double
  /// Inset of each card inside its page.
  var cardInset: Double
  /// Where the loading spinner sits in a card's image area, as a fraction of its height from
  /// the top (0.5…1; below the labels).
  var loadingSpinnerCenter: Double
  /// Fill behind the backdrop while no image is decoded.
  var backgroundColor: RenderColor
  /// The empty state's look.
  var emptyState: EmptyStateStyle
  /// The empty catalog's headline.
  var emptyTitle: String
  /// The empty catalog's explanation.
  var emptyDetail: String
  /// A catalog reload's error: small white text on ``catalogErrorBackground``, at the
  /// bottom of the window below the current card (as many lines as fit there).
  var catalogErrorStyle: TextStyle
  /// The strip behind a catalog reload's error.
  var catalogErrorBackground: RenderColor

  /// The TripCard look: "Most Popular Destinations" in 34-point bold white at (20, 24),
  /// cards inset 20 points in a column at most 480 × 560 points.
  static let standard = TripsScreenLayout(
    title: "Most Popular Destinations",
    titleStyle: TextStyle(
      size: 34, weight: .bold, color: .white, maxLines: 2, shadow: .overPhoto),
    titleTopInset: 24, titleLeadingInset: 20, titleSpacing: 4, bottomInset: 12,
    maxColumnWidth: 480, maxCarouselHeight: 560, heightFraction: 0.6, cardInset: 20,
    loadingSpinnerCenter: 0.7,
    backgroundColor: RenderColor(hex: 0x1C1C1E),
    emptyState: .onDark, emptyTitle: "No Trips",
    emptyDetail: "The catalog lists no trips yet.",
    catalogErrorStyle: TextStyle(size: 13, weight: .bold, color: .white, maxLines: 4),
    catalogErrorBackground: RenderColor(hex: 0xB3261E, alpha: 0.92))
}
