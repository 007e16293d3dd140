/// How a trip card looks: proportions, colours and the four text styles.
///
/// The card is an image on top and a light bar below, image height : bar height =
/// ``imageToBarRatio`` : 1, so image height = card height × r ÷ (r + 1).
public struct TripCardAppearance: Sendable {
  /// Corner radius of the whole card, in points.
  public var cornerRadius: Double
  /// Image height divided by bottom-bar height.
  public var imageToBarRatio: Double
  /// Colour of the bottom bar.
  public var barColor: RenderColor
  /// Fill of the image area while there is no image.
  public var placeholderTop: RenderColor
  /// Bottom colour of the placeholder gradient.
  public var placeholderBottom: RenderColor
  /// City label style (centred; max width is set from the card width).
  public var cityStyle: TextStyle
  /// Country label style.
  public var countryStyle: TextStyle
  /// "N days" label style (larger than city and country).
  public var daysStyle: TextStyle
  /// Price label style (the largest).
  public var priceStyle: TextStyle
  /// Distance from the top of the image to the first label, in points.
  public var stackTopInset: Double
  /// Vertical gap between labels, in points.
  public var stackSpacing: Double
  /// Extra gap before the "N days" label, separating place from offer.
  public var offerGap: Double
  /// Horizontal margin the labels keep from the card edges.
  public var horizontalPadding: Double
  /// Darkness of the scrim behind the labels at the top of the image (0 = none); it fades
  /// to nothing at ``scrimFadeFraction`` of the image height.
  public var scrimOpacity: Double
  /// Where the scrim has faded out, as a fraction of the image height.
  public var scrimFadeFraction: Double
  /// Side of the heart button's square touch target, in points (at most the bar height).
  public var heartButtonSide: Double
  /// The heart's look.
  public var heart: HeartAppearance
  /// Look of the error shown in place of a failed image.
  public var error: ErrorTileAppearance

  /// Creates an appearance.
  public init(
    cornerRadius: Double, imageToBarRatio: Double, barColor: RenderColor,
    placeholderTop: RenderColor, placeholderBottom: RenderColor,
    cityStyle: TextStyle, countryStyle: TextStyle, daysStyle: TextStyle, priceStyle: TextStyle,
    stackTopInset: Double, stackSpacing: Double, offerGap: Double, horizontalPadding: Double,
    scrimOpacity: Double, scrimFadeFraction: Double, heartButtonSide: Double,
    heart: HeartAppearance, error: ErrorTileAppearance
  ) {
    precondition(imageToBarRatio > 0, "imageToBarRatio must be positive")
    self.cornerRadius = cornerRadius
    self.imageToBarRatio = imageToBarRatio
    self.barColor = barColor
    self.placeholderTop = placeholderTop
    self.placeholderBottom = placeholderBottom
    self.cityStyle = cityStyle
    self.countryStyle = countryStyle
    self.daysStyle = daysStyle
    self.priceStyle = priceStyle
    self.stackTopInset = stackTopInset
    self.stackSpacing = stackSpacing
    self.offerGap = offerGap
    self.horizontalPadding = horizontalPadding
    self.scrimOpacity = scrimOpacity
    self.scrimFadeFraction = scrimFadeFraction
    self.heartButtonSide = heartButtonSide
    self.heart = heart
    self.error = error
  }

  /// The TripCard look: radius 10, image 4.5 : 1 bar, systemGray6 bar, white labels
  /// (city 24, country 17, days 30, price 46 points), a 44-point heart button.
  public static let standard = TripCardAppearance(
    cornerRadius: 10,
    imageToBarRatio: 4.5,
    barColor: .systemGray6,
    placeholderTop: RenderColor(hex: 0x3A3A3C),
    placeholderBottom: RenderColor(hex: 0x1C1C1E),
    cityStyle: TextStyle(
      size: 24, weight: .bold, color: .white, alignment: .center, shadow: .overPhoto),
    countryStyle: TextStyle(
      size: 17, color: RenderColor(white: 1, alpha: 0.92), alignment: .center,
      shadow: .overPhoto),
    daysStyle: TextStyle(
      size: 30, weight: .bold, color: .white, alignment: .center, shadow: .overPhoto),
    priceStyle: TextStyle(
      size: 46, weight: .bold, color: .white, alignment: .center, shadow: .overPhoto),
    stackTopInset: 30,
    stackSpacing: 2,
    offerGap: 14,
    horizontalPadding: 16,
    scrimOpacity: 0.45,
    scrimFadeFraction: 0.75,
    heartButtonSide: 44,
    heart: .standard,
    error: .standard)
}
