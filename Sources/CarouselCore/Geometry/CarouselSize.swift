/// A width and height in points.
public struct CarouselSize: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = CarouselSize(width: 0, height: 0)

  /// The length along `axis`.
  public func length(along axis: CarouselAxis) -> Double {
    axis == .horizontal ? width : height
  }

  /// Whether both dimensions are finite and not negative.
  public var isValid: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}
