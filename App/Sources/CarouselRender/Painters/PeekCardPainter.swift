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

      let labels = labelRows(content, in: rect)
      drawScrims(content, labels: labels, in: context, rect: rect)
      let buttonRect = buttonRect(for: content, in: rect)
      let color =
        content.isButtonPressed
        ? appearance.buttonColor.mixed(with: .black, fraction: appearance.pressedButtonDarkening)
        : appearance.buttonColor
      context.fillRoundedRect(buttonRect, radius: buttonRect.height / 2, color: color)
      guard drawsLabelText else { return }
      for label in labels {
        label.layout.draw(in: context, at: label.origin, color: label.style.color)
      }
    }
  }

  /// Whether the labels' text is drawn; without it the card shows exactly what lies behind
  /// the labels (the scrims and the button included), to measure their contrast against.
  public var drawsLabelText = true

  /// A label laid out on the card: its text, style, where its layout box starts, and whether
  /// it sits on the button's capsule.
  struct LabelRow {
    let layout: TextLayout
    let style: TextStyle
    let origin: CarouselPoint
    var isOnButton = false
    var frame: CarouselRect {
      CarouselRect(
        x: origin.x + layout.logicalOffsetX, y: origin.y, width: layout.size.width,
        height: layout.size.height)
    }
  }

  /// The rectangles the eyebrow, rank, title, subtitle and button label of `content` cover
  /// on a card drawn in `rect` (same coordinates), with each one's colour.
  public func labelFrames(for content: PeekCardContent, in rect: CarouselRect) -> [(
    frame: CarouselRect, color: RenderColor
  )] {
    labelRows(content, in: rect).map { ($0.frame, $0.style.color) }
  }

  /// The eyebrow and rank at the top, the title, subtitle and button label at the bottom.
  private func labelRows(_ content: PeekCardContent, in rect: CarouselRect) -> [LabelRow] {
    let padding = appearance.padding
    let textWidth = max(1, rect.width - 2 * padding)
    var y = rect.minY + padding
    let eyebrow = textRenderer.layout(
      appearance.eyebrow, style: appearance.eyebrowStyle.withMaxWidth(textWidth))
    var rows = [
      LabelRow(
        layout: eyebrow, style: appearance.eyebrowStyle,
        origin: CarouselPoint(x: rect.minX + padding, y: y))
    ]
    y += eyebrow.size.height
    let rank = textRenderer.layout("\(content.rank)", style: appearance.rankStyle)
    rows.append(
      LabelRow(
        layout: rank, style: appearance.rankStyle,
        origin: CarouselPoint(x: rect.minX + padding - rank.size.height * 0.04, y: y)))
    // Bottom block: subtitle at the bottom beside the "GET" capsule, the title above both
    // across the full width.
    let button = buttonSize(content)
    let subtitleWidth = max(1, textWidth - button.width - padding / 2)
    let subtitle = textRenderer.layout(
      content.subtitle, style: appearance.subtitleStyle.withMaxWidth(subtitleWidth))
    let title = textRenderer.layout(
      content.title, style: appearance.titleStyle.withMaxWidth(textWidth))
    let subtitleTop = rect.maxY - padding - subtitle.size.height
    let titleTop = subtitleTop - appearance.titleSpacing - title.size.height
    rows.append(
      LabelRow(
        layout: title, style: appearance.titleStyle,
        origin: CarouselPoint(x: rect.minX + padding, y: titleTop)))
    rows.append(
      LabelRow(
        layout: subtitle, style: appearance.subtitleStyle,
        origin: CarouselPoint(x: rect.minX + padding, y: subtitleTop)))
    let capsule = buttonRect(for: content, in: rect)
    let label = textRenderer.layout(
      buttonTitle(content), style: appearance.buttonStyle.withMaxWidth(capsule.width))
    rows.append(
      LabelRow(
        layout: label, style: appearance.buttonStyle,
        origin: CarouselPoint(x: capsule.minX, y: capsule.midY - label.size.height / 2),
        isOnButton: true))
    return rows
  }

  /// Darkens the top of the card behind the eyebrow and rank, and its bottom behind the
  /// title, subtitle and button, each band as much as its brightest background needs for
  /// every label in it to reach ``TextContrast/minimumRatio``, easing out towards the
  /// middle of the card.
  private func drawScrims(
    _ content: PeekCardContent, labels: [LabelRow], in context: RenderContext, rect: CarouselRect
  ) {
    let middle = rect.midY
    let top = labels.filter { $0.frame.midY < middle }
    let bottom = labels.filter { $0.frame.midY >= middle }
    let fade = rect.height * Self.scrimFadeFraction
    if let bandBottom = top.map(\.frame.maxY).max() {
      let opacity = scrimOpacity(content, labels: top, rect: rect)
      if opacity > 0 {
        let band = CarouselRect(
          x: rect.minX, y: rect.minY, width: rect.width,
          height: min(rect.height, bandBottom - rect.minY + fade))
        let solid = band.height > 0 ? (bandBottom - rect.minY) / band.height : 1
        let dark = RenderColor(white: 0, alpha: opacity)
        context.fillVerticalGradient(
          band,
          stops: [
            (0, dark), (solid, dark),
            ((solid + 1) / 2, dark.withAlpha(opacity * Self.scrimMidpointStrength)),
            (1, .clear),
          ])
      }
    }
    if let bandTop = bottom.map(\.frame.minY).min() {
      let opacity = scrimOpacity(content, labels: bottom, rect: rect)
      if opacity > 0 {
        let start = max(rect.minY, bandTop - fade)
        let band = CarouselRect(
          x: rect.minX, y: start, width: rect.width, height: rect.maxY - start)
        let solid = band.height > 0 ? (bandTop - start) / band.height : 0
        let dark = RenderColor(white: 0, alpha: opacity)
        context.fillVerticalGradient(
          band,
          stops: [
            (0, .clear), (solid / 2, dark.withAlpha(opacity * Self.scrimMidpointStrength)),
            (solid, dark), (1, dark),
          ])
      }
    }
  }

  /// How far a scrim eases out beyond its labels, as a fraction of the card's height.
  static let scrimFadeFraction = 0.3
  /// Opacity of a scrim halfway through its fade, as a fraction of its full opacity.
  static let scrimMidpointStrength = 0.45
  /// Aim this much above the minimum ratio: 8-bit rounding and antialiased edges.
  static let contrastMargin = 1.05

  /// The least opacity of a black scrim under which every label of `labels` has at least
  /// ``TextContrast/minimumRatio`` × ``contrastMargin`` against the brightest background it
  /// can lie on: the gradient's colour at the labels' top-left corner (the gradient darkens
  /// from the card's top-left to its bottom-right), lightened by the ornament's white, and
  /// for the button's label the capsule's white over that. A label's colour is taken as it
  /// shows over that background (its alpha lets the background through).
  private func scrimOpacity(
    _ content: PeekCardContent, labels: [LabelRow], rect: CarouselRect
  ) -> Double {
    guard let left = labels.map(\.frame.minX).min(), let top = labels.map(\.frame.minY).min()
    else { return 0 }
    let dx = rect.width
    let dy = rect.height
    let offset = max(
      0, min(1, ((left - rect.minX) * dx + (top - rect.minY) * dy) / max(1e-9, dx * dx + dy * dy)))
    let lightest = gradientColor(tint(for: content), at: offset)
      .mixed(with: .white, fraction: appearance.ornamentOpacity)
    func meets(_ opacity: Double) -> Bool {
      let behind = lightest.mixed(with: .black, fraction: opacity).withAlpha(1)
      for label in labels {
        let ground =
          label.isOnButton ? Self.over(appearance.buttonColor, behind) : behind
        let text = Self.over(label.style.color, ground)
        let ratio = TextContrast.ratio(Self.luminance(text), Self.luminance(ground))
        if ratio < TextContrast.minimumRatio * Self.contrastMargin { return false }
      }
      return true
    }
    if meets(0) { return 0 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<30 {
      let mid = (low + high) / 2
      if meets(mid) { high = mid } else { low = mid }
    }
    return high
  }

  /// The card's gradient colour at `offset` (0 top-left … 1 bottom-right) for `base`.
  private func gradientColor(_ base: RenderColor, at offset: Double) -> RenderColor {
    let spread = appearance.gradientSpread
    let light = base.mixed(with: .white, fraction: spread)
    let dark = base.mixed(with: .black, fraction: spread)
    return offset < 0.55
      ? light.mixed(with: base, fraction: offset / 0.55)
      : base.mixed(with: dark, fraction: (offset - 0.55) / 0.45)
  }

  /// `color` painted over the opaque `ground`.
  static func over(_ color: RenderColor, _ ground: RenderColor) -> RenderColor {
    ground.mixed(with: color.withAlpha(1), fraction: color.alpha).withAlpha(1)
  }

  static func luminance(_ color: RenderColor) -> Double {
    TextContrast.luminance(red: color.red, green: color.green, blue: color.blue)
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
