import CCairo
@_spi(CarouselHost) import CarouselCore

/// Draws a page indicator: a row of dots, the current one highlighted, over an optional
/// capsule backdrop.
///
/// The highlight moves continuously, as a capsule that stretches from the dot it leaves to
/// the dot it approaches and then contracts onto it. With p = n + f (n whole, f the
/// fraction, relative to the first dot) its left end is x(n) + max(0, 2f − 1) × pitch and
/// its right end x(n) + min(1, 2f) × pitch (plus the dot's size), so at 2.4 it spans dot 2
/// and 80 % of the way to dot 3, and it always covers the translucent dots it passes. Its
/// height is interpolated between the two dots' scales. Between the last page and the
/// first (looping) it fades out of the last dot and into the first.
public struct PageDotsPainter: Sendable {
  /// The look of the dots.
  public var appearance: PageDotsAppearance

  /// Creates a painter.
  public init(appearance: PageDotsAppearance = .onImage) {
    self.appearance = appearance
  }

  /// Size of the indicator for `model`, backdrop included.
  public func size(for model: PageDotsModel) -> CarouselSize {
    let dots = Double(model.dotCount)
    let width =
      dots * appearance.dotDiameter + max(0, dots - 1) * appearance.dotSpacing + 2
      * appearance.horizontalPadding
    return CarouselSize(
      width: width, height: appearance.dotDiameter + 2 * appearance.verticalPadding)
  }

  /// Draws the indicator centred in `rect`. Draws nothing for a model without dots.
  public func draw(_ model: PageDotsModel, in context: RenderContext, rect: CarouselRect) {
    guard model.dotCount > 0 else { return }
    let cr = context.cairo
    let frame = CarouselRect(center: rect.center, size: size(for: model))
    let pitch = appearance.dotDiameter + appearance.dotSpacing
    let firstX = frame.minX + appearance.horizontalPadding + appearance.dotDiameter / 2
    let y = frame.midY
    func dot(at x: Double, diameter: Double, color: RenderColor) {
      cairo_new_sub_path(cr)
      cairo_arc(cr, x, y, diameter / 2, 0, 2 * Double.pi)
      context.setColor(color)
      cairo_fill(cr)
    }
    context.withSavedState {
      if let backdrop = appearance.backdropColor {
        context.fillRoundedRect(frame, radius: frame.height / 2, color: backdrop)
      }
      for index in 0..<model.dotCount {
        dot(
          at: firstX + Double(index) * pitch,
          diameter: appearance.dotDiameter * model.dotScales[index],
          color: appearance.otherColor)
      }
      for (relative, opacity) in highlights(for: model) {
        let lower = Int(clamping: relative, rounding: .down, to: 0...max(model.dotCount - 1, 0))
        let upper = min(lower + 1, model.dotCount - 1)
        let fraction = relative - Double(lower)
        let scale =
          model.dotScales[lower] + (model.dotScales[upper] - model.dotScales[lower]) * fraction
        let diameter = appearance.dotDiameter * scale
        let lowerX = firstX + Double(lower) * pitch
        let left = lowerX + max(0, 2 * fraction - 1) * pitch - diameter / 2
        let right = lowerX + min(1, 2 * fraction) * pitch + diameter / 2
        context.fillRoundedRect(
          CarouselRect(x: left, y: y - diameter / 2, width: right - left, height: diameter),
          radius: diameter / 2,
          color: appearance.currentColor.withAlpha(appearance.currentColor.alpha * opacity))
      }
    }
  }

  /// Renders the indicator for `model` into a new surface of exactly ``size(for:)``.
  public func render(_ model: PageDotsModel, scale: Double) throws(RenderError) -> RenderSurface {
    let size = size(for: model)
    let surface = try RenderSurface(size: size, scale: scale)
    draw(model, in: surface.makeContext(), rect: CarouselRect(size: size))
    return surface
  }

  /// Highlight positions relative to the first dot, with their opacities: one, or two
  /// while wrapping from the last page to the first.
  func highlights(for model: PageDotsModel) -> [(Double, Double)] {
    let last = Double(model.dotCount - 1)
    let showsAllPages = model.firstPage == 0 && model.dotCount == model.pageCount
    let lastPage = Double(model.pageCount - 1)
    if showsAllPages, model.pageCount > 1, model.position > lastPage,
      model.position < lastPage + 1
    {
      let fraction = model.position - lastPage
      return [(last, 1 - fraction), (0, fraction)]
    }
    let relative = min(max(model.position - Double(model.firstPage), 0), last)
    return [(relative, 1)]
  }
}
