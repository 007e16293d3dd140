/// A rectangle of an image's pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Columns covered.
  public var width: Int
  /// Rows covered.
  public var height: Int

  /// Creates a region from pixel coordinates.
  public init(x: Int, y: Int, width: Int, height: Int) {
    precondition(width >= 0 && height >= 0, "negative region size \(width)×\(height)")
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The pixels a rectangle in points covers at `scale` pixels per point, grown by `margin`
  /// points on every side and outward to whole pixels (antialiased edges included).
  public init(
    pointsX minX: Double, y minY: Double, width: Double, height: Double, scale: Double = 1,
    margin: Double = 0
  ) {
    let left = Int(((minX - margin) * scale).rounded(.down))
    let top = Int(((minY - margin) * scale).rounded(.down))
    let right = Int(((minX + width + margin) * scale).rounded(.up))
    let bottom = Int(((minY + height + margin) * scale).rounded(.up))
    self.init(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Number of pixels covered.
  public var pixelCount: Int { width * height }

  /// Whether the pixel at (`column`, `row`) lies inside.
  public func contains(column: Int, row: Int) -> Bool {
    column >= x && column < x + width && row >= y && row < y + height
  }

  public var description: String { "\(width)×\(height) pixels at (\(x), \(y))" }
}
