/// How page dots look.
///
/// Dot centres are `dotDiameter + dotSpacing` apart; the indicator is
/// `n × dotDiameter + (n − 1) × dotSpacing + 2 × horizontalPadding` wide.
public struct PageDotsAppearance: Hashable, Sendable {
  /// Diameter of a full-size dot, in points.
  public var dotDiameter: Double
  /// Gap between neighbouring full-size dots, in points.
  public var dotSpacing: Double
  /// Colour of the current-page highlight.
  public var currentColor: RenderColor
  /// Colour of the other dots.
  public var otherColor: RenderColor
  /// Rounded (capsule) backdrop behind the dots; `nil` for none.
  public var backdropColor: RenderColor?
  /// Space between the outer dots and the backdrop's ends, in points.
  public var horizontalPadding: Double
  /// Space above and below the dots, in points.
  public var verticalPadding: Double

  /// Creates an appearance.
  public init(
    dotDiameter: Double, dotSpacing: Double, currentColor: RenderColor,
    otherColor: RenderColor, backdropColor: RenderColor?, horizontalPadding: Double,
    verticalPadding: Double
  ) {
    self.dotDiameter = dotDiameter
    self.dotSpacing = dotSpacing
    self.currentColor = currentColor
    self.otherColor = otherColor
    self.backdropColor = backdropColor
    self.horizontalPadding = horizontalPadding
    self.verticalPadding = verticalPadding
  }

  /// iOS page control with `backgroundDisplayMode: .always`: white current dot, 40 %
  /// white others, on a translucent dark capsule. 26 points tall.
  public static let onImage = PageDotsAppearance(
    dotDiameter: 8, dotSpacing: 8, currentColor: .white,
    otherColor: RenderColor(white: 1, alpha: 0.4),
    backdropColor: RenderColor(white: 0, alpha: 0.3), horizontalPadding: 12,
    verticalPadding: 9)
  /// Same dots without the backdrop.
  public static let minimal = PageDotsAppearance(
    dotDiameter: 8, dotSpacing: 8, currentColor: .white,
    otherColor: RenderColor(white: 1, alpha: 0.4), backdropColor: nil, horizontalPadding: 8,
    verticalPadding: 9)
  /// Dark dots for a light page (the gallery screen below its images).
  public static let onLight = PageDotsAppearance(
    dotDiameter: 8, dotSpacing: 8, currentColor: RenderColor(hex: 0x1C1C1E),
    otherColor: RenderColor(hex: 0x1C1C1E, alpha: 0.22), backdropColor: nil,
    horizontalPadding: 8, verticalPadding: 9)
}
