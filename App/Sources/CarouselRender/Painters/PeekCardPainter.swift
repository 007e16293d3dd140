import CCairo
@_spi(CarouselHost) import CarouselCore

/// Draws an App-Store-style card for the peek carousel: a coloured gradient with soft
/// rings, an eyebrow caption and a large rank numeral at the top, the title and subtitle
/// at the bottom, and a "GET" capsule.
public struct PeekCardPainter {
  /// The look of the card.
  public var appearance: PeekCardAppearance
  private let textRenderer: TextRenderer

  /// Creates a painter that lays out text with `textRenderer`.
  public init(appearance: PeekCardAppearance = .appStore, textRenderer: TextRenderer) {
    self.appearance = appearance
    self.textRenderer = textRenderer
  }

  /// The card colour for `content`: its tint, or palette[(rank − 1) mod n].
  public func tint(for content: PeekCardContent) -> RenderColor {
    if let tint = content.tint { return tint }
    let count = appearance.palette.count
    let slot = CarouselLoopIndex.item(at: content.rank - 1, count: count)
    return appearance.palette[slot]
  }

  /// Draws the card into `rect`.
  public func draw(_ content: PeekCardContent, in context: RenderContext, rect: CarouselRect) {
    let cr = context.cairo
    let base = tint(for: content)
    let spread = appearance.gradientSpread
    context.withSavedState {
      context.clip(toRoundedRect: rect, radius: appearance.cornerRadius)
      let gradient = cairo_pattern_create_linear(rect.minX, rect.minY, rect.maxX, rect.maxY)!
      for (offset, color) in [
        (0.0, base.mixed(with: .white, fraction: spread)), (0.55, base),
        (1.0, base.mixed(with: .black, fraction: spread)),
      ] {
        cairo_pattern_add_color_stop_rgba(
          gradient, offset, color.red, color.green, color.blue, color.alpha)
      }
      cairo_set_source(cr, gradient)
      cairo_paint(cr)
      cairo_pattern_destroy(gradient)
      drawOrnament(in: context, rect: rect)

      let padding = appearance.padding
      let textWidth = max(1, rect.width - 2 * padding)
      var y = rect.minY + padding
      let eyebrow = textRenderer.layout(
        appearance.eyebrow, style: appearance.eyebrowStyle.withMaxWidth(textWidth))
      eyebrow.draw(
        in: context, at: CarouselPoint(x: rect.minX + padding, y: y),
        color: appearance.eyebrowStyle.color)
      y += eyebrow.size.height
      let rank = textRenderer.layout("\(content.rank)", style: appearance.rankStyle)
      rank.draw(
        in: context, at: CarouselPoint(x: rect.minX + padding - rank.size.height * 0.04, y: y),
        color: appearance.rankStyle.color)

      // Bottom block: subtitle at the bottom beside the "GET" capsule, the title above
      // both across the full width.
      let button = buttonSize(content)
      let subtitleWidth = max(1, textWidth - button.width - padding / 2)
      let subtitle = textRenderer.layout(
        content.subtitle, style: appearance.subtitleStyle.withMaxWidth(subtitleWidth))
      let title = textRenderer.layout(
        content.title, style: appearance.titleStyle.withMaxWidth(textWidth))
      let subtitleTop = rect.maxY - padding - subtitle.size.height
      let titleTop = subtitleTop - appearance.titleSpacing - title.size.height
      title.draw(
        in: context, at: CarouselPoint(x: rect.minX + padding, y: titleTop),
        color: appearance.titleStyle.color)
      subtitle.draw(
        in: context, at: CarouselPoint(x: rect.minX + padding, y: subtitleTop),
        color: appearance.subtitleStyle.color)
      let buttonRect = buttonRect(for: content, in: rect)
      let color =
        content.isButtonPressed
        ? appearance.buttonColor.mixed(with: .black, fraction: appearance.pressedButtonDarkening)
        : appearance.buttonColor
      context.fillRoundedRect(buttonRect, radius: button.height / 2, color: color)
      textRenderer.draw(
        buttonTitle(content), style: appearance.buttonStyle, in: context, rect: buttonRect)
    }
  }

  /// Renders a card of `size` points into a new surface (transparent outside the corners).
  public func render(_ content: PeekCardContent, size: CarouselSize, scale: Double)
    throws(RenderError) -> RenderSurface
  {
    let surface = try RenderSurface(size: size, scale: scale)
    draw(content, in: surface.makeContext(), rect: CarouselRect(size: size))
    return surface
  }

  /// The "GET" (or "OPEN") button of a card drawn in `rect`, in the same coordinates, for
  /// hit-testing: bottom right, inside the padding.
  public func buttonRect(for content: PeekCardContent, in rect: CarouselRect) -> CarouselRect {
    let button = buttonSize(content)
    let padding = appearance.padding
    return CarouselRect(
      x: rect.maxX - padding - button.width, y: rect.maxY - padding - button.height,
      width: button.width, height: button.height)
  }

  private func buttonTitle(_ content: PeekCardContent) -> String {
    content.isGot ? appearance.openButtonTitle : appearance.buttonTitle
  }

  /// The button's capsule: label plus the inset either side, the appearance's height.
  private func buttonSize(_ content: PeekCardContent) -> CarouselSize {
    let label = textRenderer.measure(buttonTitle(content), style: appearance.buttonStyle)
    return CarouselSize(
      width: label.width + 2 * appearance.buttonHorizontalInset, height: appearance.buttonHeight)
  }

  /// Two large translucent rings in the top-right corner.
  private func drawOrnament(in context: RenderContext, rect: CarouselRect) {
    let cr = context.cairo
    let side = max(rect.width, rect.height)
    let center = CarouselPoint(x: rect.maxX - rect.width * 0.12, y: rect.minY + rect.height * 0.2)
    context.setColor(RenderColor(white: 1, alpha: appearance.ornamentOpacity))
    for (radiusFraction, widthFraction) in [(0.42, 0.09), (0.24, 0.06)] {
      cairo_new_sub_path(cr)
      cairo_arc(cr, center.x, center.y, side * radiusFraction, 0, 2 * Double.pi)
      cairo_set_line_width(cr, side * widthFraction)
      cairo_stroke(cr)
    }
    cairo_arc(cr, center.x, center.y, side * 0.08, 0, 2 * Double.pi)
    cairo_fill(cr)
  }
}
