/// How a peek card looks.
public struct PeekCardAppearance: Sendable {
  /// Corner radius in points.
  public var cornerRadius: Double
  /// Card colours picked by rank when the content has no tint: palette[(rank − 1) mod n].
  public var palette: [RenderColor]
  /// How much lighter the top-left corner of the gradient is than the tint (0…1, mixed
  /// towards white), and how much darker the bottom-right (mixed towards black).
  public var gradientSpread: Double
  /// Opacity of the large decorative rings.
  public var ornamentOpacity: Double
  /// Inner margin in points.
  public var padding: Double
  /// Small caption above the rank ("TOP PICKS").
  public var eyebrow: String
  /// Eyebrow style.
  public var eyebrowStyle: TextStyle
  /// Rank numeral style.
  public var rankStyle: TextStyle
  /// Title style (max width set from the card).
  public var titleStyle: TextStyle
  /// Subtitle style.
  public var subtitleStyle: TextStyle
  /// Gap between title and subtitle, in points.
  public var titleSpacing: Double
  /// The "GET" capsule's label.
  public var buttonTitle: String
  /// The button's label once the app was got.
  public var openButtonTitle = "OPEN"
  /// How much darker the button is while held down: its colour mixed with this much black.
  public var pressedButtonDarkening = 0.35
  /// "GET" label style.
  public var buttonStyle: TextStyle
  /// "GET" capsule colour.
  public var buttonColor: RenderColor
  /// "GET" capsule height in points.
  public var buttonHeight: Double
  /// Space left and right of the "GET" label inside its capsule, in points.
  public var buttonHorizontalInset: Double

  /// Creates an appearance.
  public init(
    cornerRadius: Double, palette: [RenderColor], gradientSpread: Double,
    ornamentOpacity: Double, padding: Double, eyebrow: String, eyebrowStyle: TextStyle,
    rankStyle: TextStyle, titleStyle: TextStyle, subtitleStyle: TextStyle,
    titleSpacing: Double, buttonTitle: String, buttonStyle: TextStyle, buttonColor: RenderColor,
    buttonHeight: Double, buttonHorizontalInset: Double
  ) {
    precondition(!palette.isEmpty, "palette must not be empty")
    self.cornerRadius = cornerRadius
    self.palette = palette
    self.gradientSpread = gradientSpread
    self.ornamentOpacity = ornamentOpacity
    self.padding = padding
    self.eyebrow = eyebrow
    self.eyebrowStyle = eyebrowStyle
    self.rankStyle = rankStyle
    self.titleStyle = titleStyle
    self.subtitleStyle = subtitleStyle
    self.titleSpacing = titleSpacing
    self.buttonTitle = buttonTitle
    self.buttonStyle = buttonStyle
    self.buttonColor = buttonColor
    self.buttonHeight = buttonHeight
    self.buttonHorizontalInset = buttonHorizontalInset
  }

  /// App Store "Apps" section look: radius 16, saturated iOS colours, white type.
  public static let appStore = PeekCardAppearance(
    cornerRadius: 16,
    palette: [
      RenderColor(hex: 0x0A84FF), RenderColor(hex: 0xFF6B3D), RenderColor(hex: 0x30B068),
      RenderColor(hex: 0x8E5CF7), RenderColor(hex: 0xFF375F), RenderColor(hex: 0x14A7B8),
    ],
    gradientSpread: 0.28,
    ornamentOpacity: 0.13,
    padding: 20,
    eyebrow: "TOP PICKS",
    eyebrowStyle: TextStyle(
      size: 12, weight: .bold, color: RenderColor(white: 1, alpha: 0.75)),
    rankStyle: TextStyle(size: 72, weight: .bold, color: .white),
    titleStyle: TextStyle(size: 24, weight: .bold, color: .white),
    subtitleStyle: TextStyle(
      size: 15, color: RenderColor(white: 1, alpha: 0.85), maxLines: 2),
    titleSpacing: 4,
    buttonTitle: "GET",
    buttonStyle: TextStyle(size: 14, weight: .bold, color: .white, alignment: .center),
    buttonColor: RenderColor(white: 1, alpha: 0.25),
    buttonHeight: 30,
    buttonHorizontalInset: 16)
}
