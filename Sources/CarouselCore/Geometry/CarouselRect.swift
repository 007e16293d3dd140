/// An axis-aligned rectangle in points.
public struct CarouselRect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: CarouselPoint
  /// Width and height.
  public var size: CarouselSize

  /// A rectangle at `origin` of `size`.
  public init(origin: CarouselPoint, size: CarouselSize) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle with its top-left corner at `x`, `y`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: CarouselPoint(x: x, y: y), size: CarouselSize(width: width, height: height))
  }

  /// Left edge.
  public var minX: Double { origin.x }
  /// Top edge.
  public var minY: Double { origin.y }
  /// Right edge.
  public var maxX: Double { origin.x + size.width }
  /// Bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// Horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// Vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// Width.
  public var width: Double { size.width }
  /// Height.
  public var height: Double { size.height }

  /// Whether `point` lies inside (edges at the minimum included, at the maximum excluded).
  public func contains(_ point: CarouselPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}

extension CarouselRect: CustomStringConvertible {
  /// `(x, y, width × height)`, e.g. `(-290, 0, 390 × 540)`.
  public var description: String {
    "(\(numberText(origin.x)), \(numberText(origin.y)), \(size.description))"
  }
}
