/// How the loading tile looks: a background and an iOS-style spoked activity indicator.
public struct LoadingTileAppearance: Hashable, Sendable {
  /// Top colour of the background gradient.
  public var backgroundTop: RenderColor
  /// Bottom colour of the background gradient.
  public var backgroundBottom: RenderColor
  /// Spoke colour at full strength.
  public var spokeColor: RenderColor
  /// Number of spokes.
  public var spokeCount: Int
  /// Outer radius of the spinner, in points.
  public var radius: Double
  /// Inner end of each spoke as a fraction of the radius.
  public var innerRadiusFraction: Double
  /// Spoke thickness as a fraction of the radius.
  public var spokeWidthFraction: Double
  /// Opacity of the faintest spoke; the head spoke is fully opaque and the trail fades
  /// linearly: opacity = minimum + (1 − minimum) × (1 − k ÷ spokeCount) for the k-th spoke
  /// behind the head.
  public var minimumSpokeOpacity: Double
  /// Optional caption under the spinner (for example "Loading").
  public var caption: String?
  /// Caption style.
  public var captionStyle: TextStyle
  /// Gap between spinner and caption, in points.
  public var captionSpacing: Double

  /// Creates an appearance.
  public init(
    backgroundTop: RenderColor, backgroundBottom: RenderColor, spokeColor: RenderColor,
    spokeCount: Int, radius: Double, innerRadiusFraction: Double, spokeWidthFraction: Double,
    minimumSpokeOpacity: Double, caption: String?, captionStyle: TextStyle,
    captionSpacing: Double
  ) {
    precondition(spokeCount > 0, "spokeCount must be positive")
    self.backgroundTop = backgroundTop
    self.backgroundBottom = backgroundBottom
    self.spokeColor = spokeColor
    self.spokeCount = spokeCount
    self.radius = radius
    self.innerRadiusFraction = innerRadiusFraction
    self.spokeWidthFraction = spokeWidthFraction
    self.minimumSpokeOpacity = minimumSpokeOpacity
    self.caption = caption
    self.captionStyle = captionStyle
    self.captionSpacing = captionSpacing
  }

  /// Dark tile, 8 white spokes (iOS `UIActivityIndicatorView.Style.large`), no caption.
  public static let standard = LoadingTileAppearance(
    backgroundTop: RenderColor(hex: 0x2C2C2E), backgroundBottom: RenderColor(hex: 0x1C1C1E),
    spokeColor: RenderColor(white: 1, alpha: 0.9), spokeCount: 8, radius: 18,
    innerRadiusFraction: 0.45, spokeWidthFraction: 0.2, minimumSpokeOpacity: 0.2,
    caption: nil,
    captionStyle: TextStyle(
      size: 13, color: RenderColor(white: 1, alpha: 0.6), alignment: .center),
    captionSpacing: 14)
}
