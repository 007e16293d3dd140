import Foundation

/// WCAG 2 contrast: the relative luminance of sRGB colours and the ratio between two.
public enum TextContrast {
  /// The least ratio text must have against what is behind it (WCAG AA for body text).
  public static let minimumRatio = 4.5

  /// The relative luminance of an sRGB colour whose components are 0…1:
  /// 0.2126·R + 0.7152·G + 0.0722·B of the linearised channels.
  public static func luminance(red: Double, green: Double, blue: Double) -> Double {
    0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// (lighter + 0.05) / (darker + 0.05) for two luminances.
  public static func ratio(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// An sRGB component (0…1) in linear light.
  static func linear(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// A linear-light value (0…1) as an sRGB component: the inverse of ``linear(_:)``.
  static func encoded(linear value: Double) -> Double {
    value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }
}
