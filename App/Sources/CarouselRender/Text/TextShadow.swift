/// A hard-edged drop shadow drawn under text (a translucent copy offset by a few points).
public struct TextShadow: Hashable, Sendable {
  /// Shadow colour, usually translucent black.
  public var color: RenderColor
  /// Horizontal offset in points.
  public var offsetX: Double
  /// Vertical offset in points.
  public var offsetY: Double

  /// Creates a shadow.
  public init(color: RenderColor, offsetX: Double = 0, offsetY: Double = 1) {
    self.color = color
    self.offsetX = offsetX
    self.offsetY = offsetY
  }

  /// A soft shadow for white text over photographs: 35 % black, 1 point down.
  public static let overPhoto = TextShadow(color: RenderColor(white: 0, alpha: 0.35), offsetY: 1)
}
