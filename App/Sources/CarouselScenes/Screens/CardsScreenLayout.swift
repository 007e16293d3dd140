import CarouselCore
import CarouselRender
import Foundation

/// How the App Store style peek carousel is arranged: a section header (hairline and bold
/// title) above cards whose neighbours' edges stay visible.
///
/// The cards adapt to the width: `n` cards share a view (1 on a phone-sized window, more as
/// the window widens), each `(carousel width − 2·(peek + spacing) − (n − 1)·spacing) / n`
/// wide, so ``peek`` points of the cards beyond show at the sides, ``spacing`` points apart.
/// `n` is the odd count whose cards come closest to ``preferredAspectRatio`` (see
/// ``cardsPerView(carouselSize:)``).
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
  /// Tallest the cards get on a window narrower than `maxCarouselHeight /
  /// heightToWidthRatio`.
  var maxCarouselHeight: Double
  /// On wider windows the cards may be this fraction of the window's width tall.
  var heightToWidthRatio: Double
  /// How much of each neighbouring card shows, in points.
  var peek: Double
  /// Gap between cards, in points.
  var spacing: Double
  /// The width-to-height ratio cards keep closest to as the window widens.
  var preferredAspectRatio: Double
  /// The page's colour.
  var backgroundColor: RenderColor
  /// The viewport's colour under `--auto-height`, which shows its height follow the cards.
  var autoHeightColor = RenderColor(hex: 0xE5E5EA)
  /// The placeholder panels of the list's rows below the cards under `--nested`.
  var listRowColor = RenderColor(hex: 0xE5E5EA)

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
    maxCarouselHeight: 420, heightToWidthRatio: 0.32, peek: 20, spacing: 10,
    preferredAspectRatio: 1.3,
    backgroundColor: .white)

  /// How many whole cards a carousel of `carouselSize` shows at once: of 1, 3, 5, …, the
  /// count whose card width over the carousel's height is nearest ``preferredAspectRatio``
  /// (by ratio, |log(aspect / preferred)|); 1 whenever a single card is no wider than that.
  /// A 390-point phone window shows one card, 1280 × 720 three, a 3840-point one seven.
  func cardsPerView(carouselSize: CarouselSize) -> Int {
    let height = max(1, carouselSize.height)
    var best = 1
    var bestDistance = Double.infinity
    var count = 1
    while true {
      let width = cardWidth(count: count, carouselWidth: carouselSize.width)
      guard width >= 1 else { break }
      let distance = abs(log(width / height / preferredAspectRatio))
      if distance < bestDistance {
        (best, bestDistance) = (count, distance)
      } else {
        break
      }
      count += 2
    }
    return best
  }

  /// The width of each of `count` cards sharing a carousel `carouselWidth` points wide.
  func cardWidth(count: Int, carouselWidth: Double) -> Double {
    (carouselWidth - 2 * (peek + spacing) - Double(count - 1) * spacing) / Double(count)
  }
}
