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
  /// Whether the labels' text is drawn; without it the card shows exactly what lies behind
  /// the labels (the scrim included), to measure their contrast against.
  public var drawsLabelText = true
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
    let rows = labelRows(content, imageRect: rect)
    if appearance.scrimOpacity > 0 {
      // A band as dark as the brightest pixels behind the labels need, over the labels,
      // easing out below them.
      let opacity = max(
        appearance.scrimOpacity * Self.scrimMidpointStrength,
        labelScrimOpacity(rows, image: content.image, imageRect: rect))
      let bandBottom = min(rect.maxY, (rows.last?.frame.maxY ?? rect.minY) + Self.scrimPadding)
      let fadeEnd = min(
        rect.maxY,
        max(
          rect.minY + rect.height * appearance.scrimFadeFraction,
          bandBottom + rect.height * Self.minimumFadeFraction))
      let scrim = CarouselRect(
        x: rect.minX, y: rect.minY, width: rect.width, height: fadeEnd - rect.minY)
      let solid = scrim.height > 0 ? (bandBottom - rect.minY) / scrim.height : 1
      let dark = RenderColor(white: 0, alpha: opacity)
      context.fillVerticalGradient(
        scrim,
        stops: [
          (0, dark), (solid, dark),
          ((solid + 1) / 2, dark.withAlpha(opacity * Self.scrimMidpointStrength)), (1, .clear),
        ])
    }
    guard drawsLabelText else { return }
    for row in rows {
      row.layout.draw(
        in: context, at: row.origin, color: row.style.color, shadow: row.style.shadow)
    }
  }

  /// How far the scrim's solid band reaches below the last label, in points.
  static let scrimPadding = 10.0
  /// The shortest fade below the band, as a fraction of the image height.
  static let minimumFadeFraction = 0.15

  /// A label laid out in the image area: its text, style, where its layout box starts and
  /// the rectangle its text covers (card coordinates).
  struct LabelRow {
    let layout: TextLayout
    let style: TextStyle
    let origin: CarouselPoint
    var frame: CarouselRect {
      CarouselRect(
        x: origin.x + layout.logicalOffsetX, y: origin.y, width: layout.size.width,
        height: layout.size.height)
    }
  }

  /// The rectangles the city, country, days and price labels cover in a card of
  /// `cardSize` (card coordinates), top to bottom.
  public func labelFrames(for content: TripCardContent, cardSize: CarouselSize) -> [CarouselRect] {
    labelRows(content, imageRect: imageRect(cardSize: cardSize)).map(\.frame)
  }

  /// The centred label stack: city, country, then days and price after a wider gap.
  private func labelRows(_ content: TripCardContent, imageRect rect: CarouselRect) -> [LabelRow] {
    let width = max(1, rect.width - 2 * appearance.horizontalPadding)
    let x = rect.minX + appearance.horizontalPadding
    var y = rect.minY + appearance.stackTopInset
    let rows: [(String, TextStyle, Double)] = [
      (content.city, appearance.cityStyle, 0),
      (content.country, appearance.countryStyle, appearance.stackSpacing),
      (content.daysText, appearance.daysStyle, appearance.offerGap),
      (content.priceText, appearance.priceStyle, appearance.stackSpacing),
    ]
    var result: [LabelRow] = []
    for (index, (text, style, gapBefore)) in rows.enumerated() {
      y += gapBefore
      // A price is never cut: it shrinks to the card's width instead of ending in "…".
      let isPrice = index == rows.count - 1
      let fitted = isPrice ? shrunk(style, toFit: text, width: width) : style.withMaxWidth(width)
      let layout = textRenderer.layout(text, style: fitted)
      result.append(LabelRow(layout: layout, style: style, origin: CarouselPoint(x: x, y: y)))
      y += layout.size.height
    }
    return result
  }

  /// The least opacity of a black scrim that gives every label at least
  /// ``TextContrast/minimumRatio`` against every pixel of `image` (aspect-filled into
  /// `imageRect`) behind it. Bounded from the brightest channel M of those pixels: a pixel
  /// under the scrim is at most grey M·(1 − opacity), whose luminance must stay at or below
  /// (L_text + 0.05) / ratio − 0.05, with L_text the label colour's luminance (times its
  /// alpha: what shows through is darker still). Bilinear samples mix source pixels, so
  /// none is brighter. 0 without an image (the placeholder is dark).
  ///
  /// - Complexity: O(image pixels behind the labels).
  private func labelScrimOpacity(
    _ rows: [LabelRow], image: RenderSurface?, imageRect: CarouselRect
  ) -> Double {
    guard let image, imageRect.width > 0, imageRect.height > 0 else { return 0 }
    let fill = imageRect.aspectFill(
      CarouselSize(width: Double(image.pixelWidth), height: Double(image.pixelHeight)))
    let sx = Double(image.pixelWidth) / fill.width
    let sy = Double(image.pixelHeight) / fill.height
    let stride = image.stride
    var needed = 0.0
    for row in rows {
      guard let box = row.frame.intersection(imageRect) else { continue }
      let left = max(0, Int(((box.minX - fill.minX) * sx).rounded(.down)) - 1)
      let right = min(image.pixelWidth - 1, Int(((box.maxX - fill.minX) * sx).rounded(.up)) + 1)
      let top = max(0, Int(((box.minY - fill.minY) * sy).rounded(.down)) - 1)
      let bottom = min(image.pixelHeight - 1, Int(((box.maxY - fill.minY) * sy).rounded(.up)) + 1)
      guard left <= right, top <= bottom else { continue }
      var brightest: UInt8 = 0
      image.withUnsafeBytes { bytes in
        for y in top...bottom {
          for x in left...right {
            let pixel = RenderPixel(
              argb: bytes.load(
                fromByteOffset: y * stride + x * RenderSurface.bytesPerPixel,
                as: UInt32.self))
            // Opaque photos: premultiplied equals straight.
            brightest = max(brightest, pixel.red, pixel.green, pixel.blue)
          }
        }
      }
      let color = row.style.color
      let text = TextContrast.luminance(
        red: color.red * color.alpha, green: color.green * color.alpha,
        blue: color.blue * color.alpha)
      let limit = (text + 0.05) / (TextContrast.minimumRatio * Self.contrastMargin) - 0.05
      let grey = TextContrast.encoded(linear: max(0, limit))
      let channel = Double(brightest) / 255
      if channel > grey { needed = max(needed, 1 - grey / channel) }
    }
    return min(needed, 1)
  }

  /// Draws the centred label stack; returns the y just below it.
  private func drawLabels(
    _ content: TripCardContent, in context: RenderContext, imageRect rect: CarouselRect
  ) -> Double {
    let rows = labelRows(content, imageRect: rect)
    for row in rows {
      row.layout.draw(
        in: context, at: row.origin, color: row.style.color, shadow: row.style.shadow)
    }
    return rows.last.map { $0.origin.y + $0.layout.size.height } ?? rect.minY
  }

  /// Aim this much above the minimum ratio: 8-bit rounding and antialiased edges.
  static let contrastMargin = 1.05

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
