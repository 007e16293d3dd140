import CarouselCore
import CarouselRender

/// How the App Store style peek carousel is arranged: a section header (hairline and bold
/// title) above cards whose neighbours' edges stay visible.
///
/// Each card is `carousel width − 2·(peek + spacing)` wide (``CarouselItemSize/peek(_:)``), so
/// ``peek`` points of each neighbour show on either side, ``spacing`` points apart.
struct CardsScreenLayout {
  /// The section's title.
  var title: String
  /// Title style.
  var titleStyle: TextStyle
  /// Colour of the hairline above the header.
  var separatorColor: RenderColor
  /// Thickness of the hairline in points.
  var separatorThickness: Double
  /// Left and right margin of the header.
  var horizontalInset: Double
  /// Distance from the window's top to the hairline.
  var topInset: Double
  /// Gap between the hairline and the title.
  var titleTopSpacing: Double
  /// Gap between the title and the cards.
  var titleBottomSpacing: Double
  /// Space kept below the cards.
  var bottomInset: Double
  /// Tallest the cards get.
  var maxCarouselHeight: Double
  /// How much of each neighbouring card shows, in points.
  var peek: Double
  /// Gap between cards, in points.
  var spacing: Double
  /// The page's colour.
  var backgroundColor: RenderColor

  /// The keyline layout of `--keylines STRATEGY` for a carousel `carouselWidth` wide:
  /// multi-browse prefers a large card of 55 % of the width, hero 80 %, uncontained 42 %
  /// (two whole cards and a cut one in a phone-sized window); small cards 40…56 points.
  func keylines(_ strategy: CarouselKeylineLayout.Strategy, carouselWidth: Double)
    -> CarouselKeylineLayout
  {
    let fraction =
      switch strategy {
      case .multiBrowse: 0.55
      case .hero: 0.8
      case .uncontained: 0.42
      }
    return CarouselKeylineLayout(strategy, largeSize: (carouselWidth * fraction).rounded())
  }

  /// App Store "Apps" tab: white page, 22-point bold title, 20-point peeks
  /// with 10-point gaps.
  static let standard = CardsScreenLayout(
    title: "Featured Apps",
    titleStyle: TextStyle(size: 22, weight: .bold, color: .black),
    separatorColor: RenderColor(hex: 0xC6C6C8), separatorThickness: 0.5, horizontalInset: 20,
    topInset: 12, titleTopSpacing: 12, titleBottomSpacing: 12, bottomInset: 24,
    maxCarouselHeight: 420, peek: 20, spacing: 10, backgroundColor: .white)
}
