/// How the heart (like) button looks.
public struct HeartAppearance: Hashable, Sendable {
  /// Colour of the outline and of the filled heart.
  public var tint: RenderColor
  /// Outline stroke width as a fraction of the heart's width:
  /// stroke = heart width × `strokeWidthRatio`.
  public var strokeWidthRatio: Double
  /// Width of the heart as a fraction of the shorter side of the button rectangle; the rest
  /// is touch margin (the button stays 44 points so it is easy to hit, the glyph smaller).
  public var glyphScale: Double
  /// Width divided by height of the heart shape (SF Symbols' heart is about 1.1).
  public var aspectRatio: Double

  /// Creates an appearance.
  public init(
    tint: RenderColor = .systemRed, strokeWidthRatio: Double = 0.085, glyphScale: Double = 0.82,
    aspectRatio: Double = 1.1
  ) {
    self.tint = tint
    self.strokeWidthRatio = strokeWidthRatio
    self.glyphScale = glyphScale
    self.aspectRatio = aspectRatio
  }

  /// The TripCard heart: iOS system red, like `heart` / `heart.fill` at point size 40.
  public static let standard = HeartAppearance()
  /// A white heart for dark or photographic backgrounds.
  public static let light = HeartAppearance(tint: .white)
}
