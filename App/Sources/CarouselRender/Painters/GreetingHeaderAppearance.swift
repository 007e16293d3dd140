/// How the image slider's greeting header looks.
public struct GreetingHeaderAppearance: Hashable, Sendable {
  /// Greeting style ("Hello …"), like SwiftUI's `.largeTitle`.
  public var titleStyle: TextStyle
  /// Subtitle style ("Good morning").
  public var subtitleStyle: TextStyle
  /// Colour of the person symbol.
  public var symbolColor: RenderColor
  /// Side of the person symbol's square, in points.
  public var symbolSide: Double
  /// Outline width of the symbol, in points.
  public var symbolLineWidth: Double
  /// Inner margin (SwiftUI's default `.padding()` is 16).
  public var padding: Double
  /// Gap between title and subtitle.
  public var lineSpacing: Double

  /// Creates an appearance.
  public init(
    titleStyle: TextStyle, subtitleStyle: TextStyle, symbolColor: RenderColor,
    symbolSide: Double, symbolLineWidth: Double, padding: Double, lineSpacing: Double
  ) {
    self.titleStyle = titleStyle
    self.subtitleStyle = subtitleStyle
    self.symbolColor = symbolColor
    self.symbolSide = symbolSide
    self.symbolLineWidth = symbolLineWidth
    self.padding = padding
    self.lineSpacing = lineSpacing
  }

  /// White text with a soft shadow, for the top of a photo.
  public static let onImage = GreetingHeaderAppearance(
    titleStyle: TextStyle(size: 34, weight: .bold, color: .white, shadow: .overPhoto),
    subtitleStyle: TextStyle(
      size: 17, color: RenderColor(white: 1, alpha: 0.88), shadow: .overPhoto),
    symbolColor: .white, symbolSide: 28, symbolLineWidth: 2, padding: 16, lineSpacing: 2)
  /// Black text on a light background.
  public static let onLight = GreetingHeaderAppearance(
    titleStyle: TextStyle(size: 34, weight: .bold, color: .black),
    subtitleStyle: TextStyle(size: 17, color: RenderColor(hex: 0x3C3C43, alpha: 0.6)),
    symbolColor: RenderColor(hex: 0x0A84FF), symbolSide: 28, symbolLineWidth: 2, padding: 16,
    lineSpacing: 2)
}
