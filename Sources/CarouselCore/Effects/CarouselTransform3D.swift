/// A 4 × 4 projective transform, row-major, acting on column vectors.
///
/// An item's transform maps a point (x, y, 0, 1) of the item — in points, relative to the
/// item's centre, x to the right and y down — to (X, Y, Z, W); the point is drawn at
/// (X / W, Y / W) in points relative to the viewport's centre. Z grows towards the viewer.
/// Points with W ≤ 0 lie behind the viewer (beyond the horizon) and are not drawn.
///
/// `a * b` applies `b` first, then `a`.
public struct CarouselTransform3D: Hashable, Sendable {
  /// The sixteen entries, row by row: `elements[4 * row + column]`.
  public var elements: SIMD16<Double>

  /// Creates a transform from its entries, row by row.
  public init(elements: SIMD16<Double>) {
    self.elements = elements
  }

  /// The entry at `row`, `column` (both 0…3).
  public subscript(row: Int, column: Int) -> Double {
    get { elements[4 * row + column] }
    set { elements[4 * row + column] = newValue }
  }

  /// The transform that changes nothing.
  public static let identity = CarouselTransform3D(
    elements: SIMD16(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1))

  /// Moves by (`x`, `y`, `z`).
  public static func translation(x: Double, y: Double, z: Double = 0) -> CarouselTransform3D {
    CarouselTransform3D(elements: SIMD16(1, 0, 0, x, 0, 1, 0, y, 0, 0, 1, z, 0, 0, 0, 1))
  }

  /// Scales by `x`, `y` and `z` about the origin.
  public static func scale(x: Double, y: Double, z: Double = 1) -> CarouselTransform3D {
    CarouselTransform3D(elements: SIMD16(x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1))
  }

  /// Scales uniformly by `factor` in x and y.
  public static func scale(_ factor: Double) -> CarouselTransform3D {
    scale(x: factor, y: factor)
  }

  /// Turns by `angle` radians about the vertical (y) axis: the x axis goes to
  /// (cos angle, 0, sin angle), so a positive angle brings the right edge towards the viewer.
  public static func rotation(aboutY angle: Double) -> CarouselTransform3D {
    let (s, c) = (_sin(angle), _cos(angle))
    return CarouselTransform3D(elements: SIMD16(c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1))
  }

  /// Turns by `angle` radians about the horizontal (x) axis: the y axis (down) goes to
  /// (0, cos angle, sin angle), so a positive angle brings the bottom edge towards the viewer.
  public static func rotation(aboutX angle: Double) -> CarouselTransform3D {
    let (s, c) = (_sin(angle), _cos(angle))
    return CarouselTransform3D(elements: SIMD16(1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0, 0, 0, 0, 1))
  }

  /// Turns by `angle` radians in the screen plane: the x axis goes to (cos angle, sin angle),
  /// clockwise on screen since y points down.
  public static func rotation(aboutZ angle: Double) -> CarouselTransform3D {
    let (s, c) = (_sin(angle), _cos(angle))
    return CarouselTransform3D(elements: SIMD16(c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1))
  }

  /// A viewer `distance` points in front of the screen plane, looking at the origin:
  /// W = 1 − Z / distance, so a point at depth Z appears scaled by distance / (distance − Z).
  public static func perspective(distance: Double) -> CarouselTransform3D {
    precondition(distance > 0, "perspective distance must be positive, got \(distance)")
    return CarouselTransform3D(
      elements: SIMD16(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -1 / distance, 1))
  }

  /// The product `lhs · rhs`: `rhs` applied first.
  ///
  /// - Complexity: 64 multiplications.
  public static func * (lhs: CarouselTransform3D, rhs: CarouselTransform3D) -> CarouselTransform3D {
    var result = SIMD16<Double>()
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += lhs[row, k] * rhs[k, column] }
        result[4 * row + column] = sum
      }
    }
    return CarouselTransform3D(elements: result)
  }

  /// The transform applied to the column vector `vector`.
  func applied(to vector: SIMD4<Double>) -> SIMD4<Double> {
    var result = SIMD4<Double>()
    for row in 0..<4 {
      result[row] =
        self[row, 0] * vector[0] + self[row, 1] * vector[1] + self[row, 2] * vector[2]
        + self[row, 3] * vector[3]
    }
    return result
  }

  /// Where the item point (`x`, `y`) is drawn, relative to the viewport's centre, or nil when
  /// it lies behind the viewer (W ≤ 0).
  public func projected(x: Double, y: Double) -> CarouselPoint? {
    let v = applied(to: SIMD4(x, y, 0, 1))
    guard v[3] > 0 else { return nil }
    return CarouselPoint(x: v[0] / v[3], y: v[1] / v[3])
  }

  /// The determinant of the 3 × 3 homography the transform induces on the item's plane
  /// (rows X, Y, W; columns x, y, 1). Where W > 0 its sign is the sign of the projected
  /// area: positive when the item's front faces the viewer, zero when it is seen edge-on.
  var planeDeterminant: Double {
    let (a, b, c) = (self[0, 0], self[0, 1], self[0, 3])
    let (d, e, f) = (self[1, 0], self[1, 1], self[1, 3])
    let (g, h, i) = (self[3, 0], self[3, 1], self[3, 3])
    return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
  }

  /// Whether the item's front faces the viewer (back faces are culled).
  public var isFrontFacing: Bool { planeDeterminant > 0 }
}
