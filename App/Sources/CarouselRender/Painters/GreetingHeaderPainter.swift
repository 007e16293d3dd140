import CCairo
import CarouselCore

/// Draws the image slider's header: a large greeting and a subtitle on the left, a person
/// symbol (outline head and shoulders, like SF Symbols' `person`) on the right.
public struct GreetingHeaderPainter {
  /// The look of the header.
  public var appearance: GreetingHeaderAppearance
  private let textRenderer: TextRenderer

  /// Creates a painter that lays out text with `textRenderer`.
  public init(appearance: GreetingHeaderAppearance = .onImage, textRenderer: TextRenderer) {
    self.appearance = appearance
    self.textRenderer = textRenderer
  }

  /// The header's height for a given width: padding, title, gap, subtitle, padding (no gap
  /// and no subtitle line when `subtitle` is empty).
  public func height(title: String, subtitle: String, width: Double) -> Double {
    let textWidth = textColumnWidth(for: width)
    let titleHeight = textRenderer.layout(
      title, style: appearance.titleStyle.withMaxWidth(textWidth)
    ).size.height
    guard !subtitle.isEmpty else { return 2 * appearance.padding + titleHeight }
    let subtitleHeight = textRenderer.layout(
      subtitle, style: appearance.subtitleStyle.withMaxWidth(textWidth)
    ).size.height
    return 2 * appearance.padding + titleHeight + appearance.lineSpacing + subtitleHeight
  }

  /// The person symbol's rectangle in a header occupying `rect` (top-aligned with the
  /// title, at the right padding), for hit-testing a profile button.
  public func symbolRect(in rect: CarouselRect) -> CarouselRect {
    CarouselRect(
      x: rect.maxX - appearance.padding - appearance.symbolSide,
      y: rect.minY + appearance.padding + appearance.symbolLineWidth,
      width: appearance.symbolSide, height: appearance.symbolSide)
  }

  /// Draws the header into `rect` (text top-left, symbol top-right).
  public func draw(title: String, subtitle: String, in context: RenderContext, rect: CarouselRect) {
    let textWidth = textColumnWidth(for: rect.width)
    let x = rect.minX + appearance.padding
    var y = rect.minY + appearance.padding
    let titleStyle = appearance.titleStyle.withMaxWidth(textWidth)
    let titleLayout = textRenderer.layout(title, style: titleStyle)
    titleLayout.draw(
      in: context, at: CarouselPoint(x: x, y: y), color: titleStyle.color, shadow: titleStyle.shadow
    )
    y += titleLayout.size.height + appearance.lineSpacing
    let subtitleStyle = appearance.subtitleStyle.withMaxWidth(textWidth)
    if !subtitle.isEmpty {
      textRenderer.draw(subtitle, style: subtitleStyle, in: context, at: CarouselPoint(x: x, y: y))
    }
    drawPersonSymbol(in: context, rect: symbolRect(in: rect))
  }

  private func textColumnWidth(for width: Double) -> Double {
    max(1, width - 3 * appearance.padding - appearance.symbolSide)
  }

  /// Head circle over a shoulders arc, stroked.
  private func drawPersonSymbol(in context: RenderContext, rect: CarouselRect) {
    let cr = context.cairo
    let line = appearance.symbolLineWidth
    let box = rect.insetBy(dx: line / 2, dy: line / 2)
    context.withSavedState {
      context.setColor(appearance.symbolColor)
      cairo_set_line_width(cr, line)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      let headRadius = box.width * 0.22
      cairo_new_sub_path(cr)
      cairo_arc(cr, box.midX, box.minY + headRadius, headRadius, 0, 2 * Double.pi)
      cairo_stroke(cr)
      // Shoulders: a rounded dome from the bottom-left to the bottom-right.
      let top = box.minY + box.height * 0.58
      cairo_move_to(cr, box.minX, box.maxY)
      cairo_curve_to(
        cr, box.minX, top, box.minX + box.width * 0.22, top, box.midX, top)
      cairo_curve_to(cr, box.maxX - box.width * 0.22, top, box.maxX, top, box.maxX, box.maxY)
      cairo_close_path(cr)
      cairo_stroke(cr)
    }
  }
}
