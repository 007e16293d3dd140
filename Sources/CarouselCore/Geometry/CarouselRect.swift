/// An axis-aligned rectangle in points.
public struct CarouselRect: Hashable, Sendable {
  public var origin: CarouselPoint
  public var size: CarouselSize

  public init(origin: CarouselPoint, size: CarouselSize) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: CarouselPoint(x: x, y: y), size: CarouselSize(width: width, height: height))
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// Whether `point` lies inside (edges at the minimum included, at the maximum excluded).
  public func contains(_ point: CarouselPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether the two rectangles share an area larger than zero.
  public func intersects(_ other: CarouselRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
