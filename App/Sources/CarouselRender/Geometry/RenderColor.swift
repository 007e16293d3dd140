/// A colour with straight (non-premultiplied) alpha, each component in 0…1.
public struct RenderColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour from components in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32, alpha: Double = 1) {
    let channelMax = 255.0
    self.init(
      red: Double((hex >> 16) & 0xFF) / channelMax,
      green: Double((hex >> 8) & 0xFF) / channelMax,
      blue: Double(hex & 0xFF) / channelMax,
      alpha: alpha)
  }

  /// Creates a grey of `white` brightness.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with a different opacity.
  public func withAlpha(_ alpha: Double) -> RenderColor {
    RenderColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour `fraction` of the way to `other` (component-wise linear interpolation).
  public func mixed(with other: RenderColor, fraction: Double) -> RenderColor {
    let t = min(max(fraction, 0), 1)
    return RenderColor(
      red: red + (other.red - red) * t,
      green: green + (other.green - green) * t,
      blue: blue + (other.blue - blue) * t,
      alpha: alpha + (other.alpha - alpha) * t)
  }

  /// Opaque white.
  public static let white = RenderColor(white: 1)
  /// Opaque black.
  public static let black = RenderColor(white: 0)
  /// Fully transparent.
  public static let clear = RenderColor(white: 0, alpha: 0)
  /// iOS `systemRed` (light appearance), the heart's tint.
  public static let systemRed = RenderColor(hex: 0xFF3B30)
  /// iOS `systemGray6` (light appearance), the trip card's bottom bar.
  public static let systemGray6 = RenderColor(hex: 0xF2F2F7)
  /// iOS `systemGray` (light appearance).
  public static let systemGray = RenderColor(hex: 0x8E8E93)
  /// iOS `secondarySystemBackground` (dark appearance), used by tiles.
  public static let darkTile = RenderColor(hex: 0x1C1C1E)

  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
