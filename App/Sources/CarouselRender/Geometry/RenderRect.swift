/// An axis-aligned rectangle in points, origin at the top-left corner.
public struct RenderRect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: RenderPoint
  /// The width and height.
  public var size: RenderSize

  /// Creates a rectangle from its origin and size.
  public init(origin: RenderPoint, size: RenderSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: RenderPoint(x: x, y: y), size: RenderSize(width: width, height: height))
  }

  /// A rectangle of `size` at the origin.
  public init(size: RenderSize) {
    self.init(origin: .zero, size: size)
  }

  /// A rectangle of `size` centred on `center`.
  public init(center: RenderPoint, size: RenderSize) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The centre point.
  public var center: RenderPoint { RenderPoint(x: midX, y: midY) }
  /// Whether the rectangle has no area.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// Whether `point` lies inside the rectangle (left/top edges inclusive, right/bottom exclusive).
  public func contains(_ point: RenderPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> RenderRect {
    RenderRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle moved by (`dx`, `dy`).
  public func offsetBy(dx: Double, dy: Double) -> RenderRect {
    RenderRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The overlap of two rectangles, or `nil` when they do not overlap.
  public func intersection(_ other: RenderRect) -> RenderRect? {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return RenderRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle of `contentSize`'s aspect ratio that covers this one, centred
  /// ("aspect fill"): scale = max(width / content.width, height / content.height).
  public func aspectFill(_ contentSize: RenderSize) -> RenderRect {
    guard contentSize.width > 0, contentSize.height > 0 else { return self }
    let factor = max(width / contentSize.width, height / contentSize.height)
    return RenderRect(center: center, size: contentSize.scaled(by: factor))
  }

  /// The rectangle of `contentSize`'s aspect ratio that fits inside this one, centred
  /// ("aspect fit"): scale = min(width / content.width, height / content.height).
  public func aspectFit(_ contentSize: RenderSize) -> RenderRect {
    guard contentSize.width > 0, contentSize.height > 0 else { return self }
    let factor = min(width / contentSize.width, height / contentSize.height)
    return RenderRect(center: center, size: contentSize.scaled(by: factor))
  }

  public var description: String { "(\(minX), \(minY), \(width)×\(height))" }
}
