import CCairo
import CarouselCore

/// Draws the tile shown in place of an image that failed to load: a broken-picture icon
/// with a warning badge, the file name and the error message, centred.
public struct ErrorTilePainter {
  /// The look of the tile.
  public var appearance: ErrorTileAppearance
  private let textRenderer: TextRenderer

  /// Creates a painter that lays out text with `textRenderer`.
  public init(appearance: ErrorTileAppearance = .standard, textRenderer: TextRenderer) {
    self.appearance = appearance
    self.textRenderer = textRenderer
  }

  /// Draws the tile into `rect`.
  ///
  /// - Parameters:
  ///   - fileName: shown in bold under the icon; `nil` to omit.
  ///   - message: the reason, up to three lines, ellipsized beyond.
  ///   - drawsBackground: `false` to draw only icon and text over what is already there.
  public func draw(
    in context: RenderContext, rect: CarouselRect, fileName: String?, message: String,
    drawsBackground: Bool = true
  ) {
    context.withSavedState {
      context.clip(to: rect)
      if drawsBackground {
        context.fillVerticalGradient(
          rect, stops: [(0, appearance.backgroundTop), (1, appearance.backgroundBottom)])
      }
      let textWidth = max(1, rect.width - 2 * appearance.horizontalPadding)
      let nameLayout = fileName.map {
        textRenderer.layout($0, style: appearance.nameStyle.withMaxWidth(textWidth))
      }
      let messageLayout = textRenderer.layout(
        message, style: appearance.messageStyle.withMaxWidth(textWidth))
      let iconSize = CarouselSize(width: appearance.iconWidth, height: appearance.iconWidth * 0.75)
      var total = iconSize.height + appearance.spacing + messageLayout.size.height
      if let nameLayout { total += nameLayout.size.height + appearance.spacing / 3 }
      var y = rect.midY - total / 2
      drawIcon(
        in: context,
        rect: CarouselRect(
          x: rect.midX - iconSize.width / 2, y: y, width: iconSize.width,
          height: iconSize.height))
      y += iconSize.height + appearance.spacing
      let textX = rect.minX + appearance.horizontalPadding
      if let nameLayout {
        nameLayout.draw(
          in: context, at: CarouselPoint(x: textX, y: y), color: appearance.nameStyle.color)
        y += nameLayout.size.height + appearance.spacing / 3
      }
      messageLayout.draw(
        in: context, at: CarouselPoint(x: textX, y: y), color: appearance.messageStyle.color)
    }
  }

  /// Renders a tile of `size` points into a new surface.
  public func render(
    size: CarouselSize, scale: Double, fileName: String?, message: String
  ) throws(RenderError) -> RenderSurface {
    let surface = try RenderSurface(size: size, scale: scale)
    draw(
      in: surface.makeContext(), rect: CarouselRect(size: size), fileName: fileName,
      message: message)
    return surface
  }

  /// A picture frame (mountains and sun) split by a crack, with a round "!" badge.
  private func drawIcon(in context: RenderContext, rect: CarouselRect) {
    let cr = context.cairo
    let line = rect.width * 0.055
    let frame = rect.insetBy(dx: line / 2, dy: line / 2)
    context.withSavedState {
      // Frame outline with a gap cut by the crack: clip out a zigzag band.
      let crack: [(Double, Double)] = [
        (0.56, -0.05), (0.48, 0.30), (0.60, 0.52), (0.50, 0.78), (0.58, 1.05),
      ]
      let crackWidth = rect.width * 0.07
      cairo_rectangle(
        cr, rect.minX - line, rect.minY - line, rect.width + 2 * line,
        rect.height + 2 * line)
      cairo_move_to(cr, rect.minX + crack[0].0 * rect.width, rect.minY + crack[0].1 * rect.height)
      for point in crack.dropFirst() {
        cairo_line_to(cr, rect.minX + point.0 * rect.width, rect.minY + point.1 * rect.height)
      }
      for point in crack.reversed() {
        cairo_line_to(
          cr, rect.minX + point.0 * rect.width + crackWidth, rect.minY + point.1 * rect.height)
      }
      cairo_close_path(cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_clip(cr)

      context.setColor(appearance.iconColor)
      context.addRoundedRect(frame, radius: rect.width * 0.1)
      cairo_set_line_width(cr, line)
      cairo_stroke(cr)
      // Sun.
      cairo_arc(
        cr, frame.minX + frame.width * 0.72, frame.minY + frame.height * 0.30,
        frame.width * 0.08, 0, 2 * Double.pi)
      cairo_fill(cr)
      // Mountains.
      let inner = frame.insetBy(dx: line, dy: line)
      cairo_move_to(cr, inner.minX, inner.maxY)
      cairo_line_to(cr, inner.minX + inner.width * 0.32, inner.minY + inner.height * 0.42)
      cairo_line_to(cr, inner.minX + inner.width * 0.52, inner.minY + inner.height * 0.70)
      cairo_line_to(cr, inner.minX + inner.width * 0.70, inner.minY + inner.height * 0.55)
      cairo_line_to(cr, inner.maxX, inner.maxY)
      cairo_close_path(cr)
      cairo_fill(cr)
    }
    // Badge.
    let badgeRadius = rect.width * 0.2
    let badgeCenter = CarouselPoint(
      x: rect.maxX - badgeRadius * 0.35, y: rect.maxY - badgeRadius * 0.25)
    context.withSavedState {
      cairo_arc(cr, badgeCenter.x, badgeCenter.y, badgeRadius + line, 0, 2 * Double.pi)
      context.setColor(appearance.backgroundBottom)
      cairo_fill(cr)
      cairo_arc(cr, badgeCenter.x, badgeCenter.y, badgeRadius, 0, 2 * Double.pi)
      context.setColor(appearance.badgeColor)
      cairo_fill(cr)
      // Exclamation mark: a rounded bar and a dot, in the tile colour.
      context.setColor(appearance.backgroundBottom)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_width(cr, badgeRadius * 0.26)
      cairo_move_to(cr, badgeCenter.x, badgeCenter.y - badgeRadius * 0.5)
      cairo_line_to(cr, badgeCenter.x, badgeCenter.y + badgeRadius * 0.12)
      cairo_stroke(cr)
      cairo_arc(
        cr, badgeCenter.x, badgeCenter.y + badgeRadius * 0.5, badgeRadius * 0.14, 0,
        2 * Double.pi)
      cairo_fill(cr)
    }
  }
}
