/// One pixel of an ARGB32 surface, as Cairo stores it: premultiplied alpha, 8 bits a channel.
public struct RenderPixel: Hashable, Sendable, CustomStringConvertible {
  /// Opacity, 0…255.
  public var alpha: UInt8
  /// Red, premultiplied by alpha.
  public var red: UInt8
  /// Green, premultiplied by alpha.
  public var green: UInt8
  /// Blue, premultiplied by alpha.
  public var blue: UInt8

  /// Creates a pixel from premultiplied components.
  public init(alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8) {
    self.alpha = alpha
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a pixel from Cairo's native-endian 32-bit `0xAARRGGBB` word.
  public init(argb word: UInt32) {
    self.init(
      alpha: UInt8(truncatingIfNeeded: word >> 24),
      red: UInt8(truncatingIfNeeded: word >> 16),
      green: UInt8(truncatingIfNeeded: word >> 8),
      blue: UInt8(truncatingIfNeeded: word))
  }

  /// The native-endian 32-bit `0xAARRGGBB` word.
  public var argb: UInt32 {
    UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// Whether the pixel is fully transparent.
  public var isTransparent: Bool { alpha == 0 }

  public var description: String { "ARGB(\(alpha), \(red), \(green), \(blue))" }
}
