/// How the error tile looks (shown where an image failed to load).
public struct ErrorTileAppearance: Sendable {
  /// Top colour of the background gradient.
  public var backgroundTop: RenderColor
  /// Bottom colour of the background gradient.
  public var backgroundBottom: RenderColor
  /// Colour of the broken-image icon.
  public var iconColor: RenderColor
  /// Colour of the warning badge on the icon.
  public var badgeColor: RenderColor
  /// Icon width in points (its height is 3/4 of it).
  public var iconWidth: Double
  /// File name style (centred; max width set from the tile).
  public var nameStyle: TextStyle
  /// Message style.
  public var messageStyle: TextStyle
  /// Gap between icon and text, in points; name and message are a third of it apart.
  public var spacing: Double
  /// Margin the text keeps from the tile edges.
  public var horizontalPadding: Double

  /// Creates an appearance.
  public init(
    backgroundTop: RenderColor, backgroundBottom: RenderColor, iconColor: RenderColor,
    badgeColor: RenderColor, iconWidth: Double, nameStyle: TextStyle, messageStyle: TextStyle,
    spacing: Double, horizontalPadding: Double
  ) {
    self.backgroundTop = backgroundTop
    self.backgroundBottom = backgroundBottom
    self.iconColor = iconColor
    self.badgeColor = badgeColor
    self.iconWidth = iconWidth
    self.nameStyle = nameStyle
    self.messageStyle = messageStyle
    self.spacing = spacing
    self.horizontalPadding = horizontalPadding
  }

  /// Dark tile, grey icon with an amber badge, name in white, message in 60 % white.
  public static let standard = ErrorTileAppearance(
    backgroundTop: RenderColor(hex: 0x2C2C2E),
    backgroundBottom: RenderColor(hex: 0x1C1C1E),
    iconColor: RenderColor(white: 1, alpha: 0.55),
    badgeColor: RenderColor(hex: 0xFF9F0A),
    iconWidth: 56,
    nameStyle: TextStyle(
      size: 16, weight: .bold, color: RenderColor(white: 1, alpha: 0.92), alignment: .center),
    messageStyle: TextStyle(
      size: 13, color: RenderColor(white: 1, alpha: 0.6), alignment: .center, maxLines: 3),
    spacing: 12,
    horizontalPadding: 20)
}
