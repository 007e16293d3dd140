/// A location in points, origin at the top left of the viewport.
public struct CarouselPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = CarouselPoint(x: 0, y: 0)

  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
