import CarouselCore
import CarouselRender
import CarouselScenes

/// Where things are on a trips screen, from the public geometry: each page's card is inset
/// 20 points (the tutorial's content insets), and the painter says where its heart is.
enum TripsGeometry {
  /// The card inset inside each page.
  static let cardInset = 20.0

  /// The current card's rectangle in window points (at rest).
  static func currentCard(of controller: SceneController) -> CarouselRect {
    let frame = controller.carouselFrame
    return CarouselRect(
      x: frame.minX + cardInset, y: frame.minY + cardInset, width: frame.width - 2 * cardInset,
      height: frame.height - 2 * cardInset)
  }

  /// The current card's heart button in window points.
  static func heartRect(of controller: SceneController) -> CarouselRect {
    let card = currentCard(of: controller)
    let heart = TripCardPainter(textRenderer: TextRenderer()).heartButtonRect(
      cardSize: CarouselSize(width: card.width, height: card.height))
    return CarouselRect(
      x: card.minX + heart.minX, y: card.minY + heart.minY, width: heart.width,
      height: heart.height)
  }

  /// The centre of the current card's heart button in window points.
  static func heartCenter(of controller: SceneController) -> CarouselPoint {
    let heart = heartRect(of: controller)
    return CarouselPoint(x: heart.midX, y: heart.midY)
  }

  /// The centre of the current card's image (where the labels are).
  static func imageCenter(of controller: SceneController) -> CarouselPoint {
    let card = currentCard(of: controller)
    let image = TripCardPainter(textRenderer: TextRenderer()).imageRect(
      cardSize: CarouselSize(width: card.width, height: card.height))
    return CarouselPoint(x: card.minX + image.midX, y: card.minY + image.midY)
  }
}
