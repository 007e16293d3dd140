import CCairo
@_spi(CarouselHost) import CarouselCore
import Foundation

/// Draws the tile shown while an image loads: a background and a spinner whose rotation
/// is given by the caller (`phase` in 0…1 is one turn), so it animates from the host's
/// clock and a headless render is reproducible.
public struct LoadingTilePainter {
  /// The look of the tile.
  public var appearance: LoadingTileAppearance
  private let textRenderer: TextRenderer

  /// Creates a painter that lays out the caption with `textRenderer`.
  public init(appearance: LoadingTileAppearance = .standard, textRenderer: TextRenderer) {
    self.appearance = appearance
    self.textRenderer = textRenderer
  }

  /// Draws the tile into `rect` at spinner `phase` (fraction of a turn; any real number,
  /// only its fractional part matters). The head spoke steps from spoke to spoke, as
  /// iOS's indicator does.
  public func draw(in context: RenderContext, rect: CarouselRect, phase: Double) {
    let cr = context.cairo
    let spokes = appearance.spokeCount
    context.withSavedState {
      context.clip(to: rect)
      context.fillVerticalGradient(
        rect, stops: [(0, appearance.backgroundTop), (1, appearance.backgroundBottom)])
      let captionLayout = appearance.caption.map {
        textRenderer.layout($0, style: appearance.captionStyle.withMaxWidth(rect.width))
      }
      let captionHeight = captionLayout.map { $0.size.height + appearance.captionSpacing } ?? 0
      let center = CarouselPoint(x: rect.midX, y: rect.midY - captionHeight / 2)
      let turn = phase - phase.rounded(.down)
      let head =
        Int(clamping: turn * Double(spokes), rounding: .towardZero, to: 0...spokes) % spokes
      let radius = appearance.radius
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_width(cr, radius * appearance.spokeWidthFraction)
      for spoke in 0..<spokes {
        // k = how many steps this spoke is behind the head.
        let behind = (head - spoke + spokes) % spokes
        let strength = 1 - Double(behind) / Double(spokes)
        let opacity =
          appearance.minimumSpokeOpacity + (1 - appearance.minimumSpokeOpacity) * strength
        let angle = 2 * Double.pi * Double(spoke) / Double(spokes) - Double.pi / 2
        let (sine, cosine) = (sin(angle), cos(angle))
        cairo_move_to(
          cr, center.x + cosine * radius * appearance.innerRadiusFraction,
          center.y + sine * radius * appearance.innerRadiusFraction)
        cairo_line_to(cr, center.x + cosine * radius, center.y + sine * radius)
        context.setColor(
          appearance.spokeColor.withAlpha(appearance.spokeColor.alpha * opacity))
        cairo_stroke(cr)
      }
      if let captionLayout {
        captionLayout.draw(
          in: context,
          at: CarouselPoint(x: rect.minX, y: center.y + radius + appearance.captionSpacing),
          color: appearance.captionStyle.color)
      }
    }
  }

  /// Renders a tile of `size` points into a new surface.
  public func render(size: CarouselSize, scale: Double, phase: Double) throws(RenderError)
    -> RenderSurface
  {
    let surface = try RenderSurface(size: size, scale: scale)
    draw(in: surface.makeContext(), rect: CarouselRect(size: size), phase: phase)
    return surface
  }
}
