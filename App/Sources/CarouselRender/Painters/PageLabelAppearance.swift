/// How the "n/N" page label looks: text on a capsule.
public struct PageLabelAppearance: Hashable, Sendable {
  /// Text style of "n/N".
  public var textStyle: TextStyle
  /// Capsule colour.
  public var backgroundColor: RenderColor
  /// Space left and right of the text, in points.
  public var horizontalPadding: Double
  /// Space above and below the text, in points.
  public var verticalPadding: Double
  /// Smallest capsule width, so "1/6" and "6/6" do not jump in width much.
  public var minimumWidth: Double

  /// Creates an appearance.
  public init(
    textStyle: TextStyle, backgroundColor: RenderColor, horizontalPadding: Double,
    verticalPadding: Double, minimumWidth: Double
  ) {
    self.textStyle = textStyle
    self.backgroundColor = backgroundColor
    self.horizontalPadding = horizontalPadding
    self.verticalPadding = verticalPadding
    self.minimumWidth = minimumWidth
  }

  /// White semibold 15-point text on a 50 % black capsule, for use over images.
  public static let onImage = PageLabelAppearance(
    textStyle: TextStyle(size: 15, weight: .semibold, color: .white, alignment: .center),
    backgroundColor: RenderColor(white: 0, alpha: 0.5), horizontalPadding: 12,
    verticalPadding: 5, minimumWidth: 56)
  /// Secondary-label grey 17-point medium text on a light grey capsule (the gallery's
  /// label under the page control).
  public static let onLight = PageLabelAppearance(
    textStyle: TextStyle(
      size: 17, weight: .medium, color: RenderColor(hex: 0x3C3C43, alpha: 0.6),
      alignment: .center),
    backgroundColor: RenderColor(hex: 0x767680, alpha: 0.12), horizontalPadding: 14,
    verticalPadding: 6, minimumWidth: 64)
}
