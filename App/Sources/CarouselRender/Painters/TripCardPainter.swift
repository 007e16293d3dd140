import CCairo
import CarouselCore

/// Draws a TripCard card: the trip's image with city, country, "N days" and price stacked
/// and centred over it in white, and a light bottom bar holding the heart button, all
/// inside a rounded rectangle.
///
/// Hosts hit-test likes with ``heartButtonRect(cardSize:)``: only the heart toggles a like,
/// not the image or the labels.
public struct TripCardPainter {
  /// The look of the card.
  public var appearance: TripCardAppearance
  private let textRenderer: TextRenderer

  /// Creates a painter that lays out text with `textRenderer`.
  public init(appearance: TripCardAppearance = .standard, textRenderer: TextRenderer) {
    self.appearance = appearance
    self.textRenderer = textRenderer
  }

  /// The image area of a card of `cardSize`, in card coordinates:
  /// height = card height × r ÷ (r + 1) with r = ``TripCardAppearance/imageToBarRatio``.
  public func imageRect(cardSize: CarouselSize) -> CarouselRect {
    let ratio = appearance.imageToBarRatio
    return CarouselRect(
      x: 0, y: 0, width: cardSize.width, height: cardSize.height * ratio / (ratio + 1))
  }

  /// The bottom bar of a card of `cardSize`, in card coordinates.
  public func barRect(cardSize: CarouselSize) -> CarouselRect {
    let image = imageRect(cardSize: cardSize)
    return CarouselRect(
      x: 0, y: image.maxY, width: cardSize.width, height: cardSize.height - image.height)
  }

  /// The heart button's touch rectangle in card coordinates: a square of
  /// ``TripCardAppearance/heartButtonSide`` (at most the bar height) centred in the bar.
  /// Points outside it must not toggle the like.
  public func heartButtonRect(cardSize: CarouselSize) -> CarouselRect {
    let bar = barRect(cardSize: cardSize)
    let side = min(appearance.heartButtonSide, bar.height, bar.width)
    return CarouselRect(center: bar.center, size: CarouselSize(width: side, height: side))
  }

  /// Draws the card into `rect` (card coordinates are relative to `rect.origin`).
  public func draw(_ content: TripCardContent, in context: RenderContext, rect: CarouselRect) {
    let cr = context.cairo
    context.withSavedState {
      cairo_translate(cr, rect.minX, rect.minY)
      let size = rect.size
      let bounds = CarouselRect(size: size)
      context.clip(toRoundedRect: bounds, radius: appearance.cornerRadius)
      let image = imageRect(cardSize: size)
      drawImageArea(content, in: context, rect: image)
      context.fill(barRect(cardSize: size), color: appearance.barColor)
      HeartButtonPainter(appearance: appearance.heart).draw(
        in: context, rect: heartButtonRect(cardSize: size), liked: content.isLiked)
    }
  }

  /// Renders the card at `size` points and `scale` into a new surface (transparent outside
  /// the rounded corners).
  public func render(_ content: TripCardContent, size: CarouselSize, scale: Double)
    throws(RenderError) -> RenderSurface
  {
    let surface = try RenderSurface(size: size, scale: scale)
    draw(content, in: surface.makeContext(), rect: CarouselRect(size: size))
    return surface
  }

  /// Opacity of the scrim halfway down its fade, as a fraction of its top opacity: below
  /// 0.5, so it eases out instead of fading linearly and leaves no visible edge.
  static let scrimMidpointStrength = 0.45

  private func drawImageArea(
    _ content: TripCardContent, in context: RenderContext, rect: CarouselRect
  ) {
    let labelsBottom: Double
    if let message = content.errorMessage {
      context.fillVerticalGradient(
        rect,
        stops: [(0, appearance.error.backgroundTop), (1, appearance.error.backgroundBottom)])
      labelsBottom = drawLabels(content, in: context, imageRect: rect)
      let errorArea = CarouselRect(
        x: rect.minX, y: labelsBottom, width: rect.width, height: rect.maxY - labelsBottom)
      ErrorTilePainter(appearance: appearance.error, textRenderer: textRenderer).draw(
        in: context, rect: errorArea, fileName: nil, message: message, drawsBackground: false)
      return
    }
    if let image = content.image {
      context.drawAspectFill(image, in: rect)
    } else {
      context.fillVerticalGradient(
        rect, stops: [(0, appearance.placeholderTop), (1, appearance.placeholderBottom)])
    }
    if appearance.scrimOpacity > 0 {
      let fadeEnd = rect.minY + rect.height * appearance.scrimFadeFraction
      let scrim = CarouselRect(x: rect.minX, y: rect.minY, width: rect.width, height: fadeEnd)
      let dark = RenderColor(white: 0, alpha: appearance.scrimOpacity)
      context.fillVerticalGradient(
        scrim,
        stops: [
          (0, dark), (0.5, dark.withAlpha(appearance.scrimOpacity * Self.scrimMidpointStrength)),
          (1, .clear),
        ])
    }
    _ = drawLabels(content, in: context, imageRect: rect)
  }

  /// Draws the centred label stack; returns the y just below it.
  private func drawLabels(
    _ content: TripCardContent, in context: RenderContext, imageRect rect: CarouselRect
  ) -> Double {
    let width = max(1, rect.width - 2 * appearance.horizontalPadding)
    let x = rect.minX + appearance.horizontalPadding
    var y = rect.minY + appearance.stackTopInset
    let rows: [(String, TextStyle, Double)] = [
      (content.city, appearance.cityStyle, 0),
      (content.country, appearance.countryStyle, appearance.stackSpacing),
      (content.daysText, appearance.daysStyle, appearance.offerGap),
      (content.priceText, appearance.priceStyle, appearance.stackSpacing),
    ]
    for (index, (text, style, gapBefore)) in rows.enumerated() {
      y += gapBefore
      // A price is never cut: it shrinks to the card's width instead of ending in "…".
      let isPrice = index == rows.count - 1
      let fitted = isPrice ? shrunk(style, toFit: text, width: width) : style.withMaxWidth(width)
      let layout = textRenderer.layout(text, style: fitted)
      layout.draw(
        in: context, at: CarouselPoint(x: x, y: y), color: style.color, shadow: style.shadow)
      y += layout.size.height
    }
    return y
  }

  /// `style` (wrapped to `width`, for its alignment) at a font size small enough for `text`
  /// to fit on one line: size × width ÷ natural width, since text width scales with size.
  private func shrunk(_ style: TextStyle, toFit text: String, width: Double) -> TextStyle {
    var fitted = style.withMaxWidth(width)
    let natural = textRenderer.layout(text, style: style.withMaxWidth(nil)).size.width
    guard natural > width, natural > 0 else { return fitted }
    // Rounding of glyph advances can leave it a hair wide: aim a point under.
    fitted.size = max(1, style.size * (width - 1) / natural)
    return fitted
  }
}
