/// A point in drawing space, in points (not pixels).
public struct RenderPoint: Hashable, Sendable, CustomStringConvertible {
  /// Horizontal coordinate, growing to the right.
  public var x: Double
  /// Vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = RenderPoint(x: 0, y: 0)

  public var description: String { "(\(x), \(y))" }
}
