/// A width and height in points.
public struct RenderSize: Hashable, Sendable, CustomStringConvertible {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = RenderSize(width: 0, height: 0)

  /// Width divided by height, or 0 for an empty height.
  public var aspectRatio: Double { height > 0 ? width / height : 0 }

  /// This size multiplied by `factor` in both dimensions.
  public func scaled(by factor: Double) -> RenderSize {
    RenderSize(width: width * factor, height: height * factor)
  }

  public var description: String { "\(width)×\(height)" }
}
