import CarouselCore

/// Draws the "n/N" page label (current page, 1-based, over the page count) on a capsule.
public struct PageLabelPainter {
  /// The look of the label.
  public var appearance: PageLabelAppearance
  private let textRenderer: TextRenderer

  /// Creates a painter that lays out text with `textRenderer`.
  public init(appearance: PageLabelAppearance = .onImage, textRenderer: TextRenderer) {
    self.appearance = appearance
    self.textRenderer = textRenderer
  }

  /// The label text, "3/6" for `current` 3 of `total` 6.
  public static func text(current: Int, total: Int) -> String { "\(current)/\(total)" }

  /// The capsule size for the label: text plus padding, at least ``PageLabelAppearance/minimumWidth`` wide.
  public func size(current: Int, total: Int) -> CarouselSize {
    let text = textRenderer.measure(
      Self.text(current: current, total: total), style: appearance.textStyle)
    return CarouselSize(
      width: max(appearance.minimumWidth, text.width + 2 * appearance.horizontalPadding),
      height: text.height + 2 * appearance.verticalPadding)
  }

  /// Draws the label centred in `rect`.
  ///
  /// - Parameters:
  ///   - current: the current page, 1-based.
  ///   - total: the number of pages.
  public func draw(current: Int, total: Int, in context: RenderContext, rect: CarouselRect) {
    let capsule = CarouselRect(center: rect.center, size: size(current: current, total: total))
    context.fillRoundedRect(capsule, radius: capsule.height / 2, color: appearance.backgroundColor)
    textRenderer.draw(
      Self.text(current: current, total: total), style: appearance.textStyle, in: context,
      rect: capsule)
  }

  /// Renders the label into a new surface of exactly its capsule size.
  public func render(current: Int, total: Int, scale: Double) throws(RenderError) -> RenderSurface {
    let size = size(current: current, total: total)
    let surface = try RenderSurface(size: size, scale: scale)
    draw(current: current, total: total, in: surface.makeContext(), rect: CarouselRect(size: size))
    return surface
  }
}
