/// How a full-bleed slide looks.
public struct SlideAppearance: Hashable, Sendable {
  /// Fill shown while the image is missing.
  public var placeholder: RenderColor
  /// Darkness of a gradient at the top, behind a header (0 = none).
  public var topScrimOpacity: Double
  /// Darkness of a gradient at the bottom, behind page dots (0 = none).
  public var bottomScrimOpacity: Double
  /// Height of each scrim as a fraction of the slide height.
  public var scrimHeightFraction: Double

  /// Creates an appearance.
  public init(
    placeholder: RenderColor = .black, topScrimOpacity: Double = 0,
    bottomScrimOpacity: Double = 0, scrimHeightFraction: Double = 0.3
  ) {
    self.placeholder = placeholder
    self.topScrimOpacity = topScrimOpacity
    self.bottomScrimOpacity = bottomScrimOpacity
    self.scrimHeightFraction = scrimHeightFraction
  }

  /// Just the image, edge to edge, on black.
  public static let plain = SlideAppearance()
  /// The image slider: soft dark gradients at the top (under the "Hello" header) and at
  /// the bottom (under the page dots).
  public static let slider = SlideAppearance(
    topScrimOpacity: 0.45, bottomScrimOpacity: 0.35, scrimHeightFraction: 0.32)
}
