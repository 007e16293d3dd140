/// A width and height in points.
public struct CarouselSize: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A size of `width` × `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// 0 × 0.
  public static let zero = CarouselSize(width: 0, height: 0)

  /// The length along `axis`.
  public func length(along axis: CarouselAxis) -> Double {
    axis == .horizontal ? width : height
  }

  /// Whether both dimensions are finite and not negative.
  public var isValid: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}

extension CarouselSize: CustomStringConvertible {
  /// `width × height`, e.g. `390 × 540`.
  public var description: String { "\(numberText(width)) × \(numberText(height))" }
}
