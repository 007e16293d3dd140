/// An axis-aligned rectangle of whole pixels, origin at the top-left corner: the columns
/// `minX..<maxX` of the rows `minY..<maxY`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Number of columns (a rectangle with a side ≤ 0 is empty).
  public var width: Int
  /// Number of rows.
  public var height: Int

  /// Creates a rectangle from its coordinates.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The left column.
  public var minX: Int { x }
  /// The top row.
  public var minY: Int { y }
  /// One past the right column.
  public var maxX: Int { x + width }
  /// One past the bottom row.
  public var maxY: Int { y + height }
  /// Whether the rectangle holds no pixel.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The pixels both rectangles hold, or nil when they do not overlap.
  public func intersection(_ other: PixelRect) -> PixelRect? {
    guard !isEmpty, !other.isEmpty else { return nil }
    let columns = (minX..<maxX).clamped(to: other.minX..<other.maxX)
    let rows = (minY..<maxY).clamped(to: other.minY..<other.maxY)
    guard !columns.isEmpty, !rows.isEmpty else { return nil }
    return PixelRect(
      x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
  }

  /// The rectangle moved by `dx` columns and `dy` rows.
  public func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows on the top
  /// and bottom (possibly to an empty one).
  public func insetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  public var description: String { "(\(x), \(y), \(width)×\(height) px)" }
}
