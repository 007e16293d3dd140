/// A location in points, origin at the top left of the viewport.
public struct CarouselPoint: Hashable, Sendable {
  /// Horizontal coordinate in points, growing to the right.
  public var x: Double
  /// Vertical coordinate in points, growing down.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = CarouselPoint(x: 0, y: 0)

  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CarouselPoint: CustomStringConvertible {
  /// `(x, y)`, e.g. `(12.5, -3)`.
  public var description: String { "(\(numberText(x)), \(numberText(y)))" }
}
