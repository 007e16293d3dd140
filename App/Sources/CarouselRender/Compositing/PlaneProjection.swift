/// A projective map of the plane, as a 3 × 3 matrix acting on (x, y, 1):
/// (x, y) ↦ ((a·x + b·y + c) / w, (d·x + e·y + f) / w) with w = g·x + h·y + i.
struct PlaneProjection: Hashable, Sendable {
  var a, b, c, d, e, f, g, h, i: Double

  /// The map that changes nothing.
  static let identity = PlaneProjection(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: 0, h: 0, i: 1)

  /// The determinant (zero: the map collapses the plane onto a line).
  var determinant: Double {
    a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
  }

  /// The inverse map, or nil when the map is singular.
  var inverse: PlaneProjection? {
    let det = determinant
    guard det.isFinite, det != 0 else { return nil }
    let r = 1 / det
    return PlaneProjection(
      a: (e * i - f * h) * r, b: (c * h - b * i) * r, c: (b * f - c * e) * r,
      d: (f * g - d * i) * r, e: (a * i - c * g) * r, f: (c * d - a * f) * r,
      g: (d * h - e * g) * r, h: (b * g - a * h) * r, i: (a * e - b * d) * r)
  }

  /// `lhs ∘ rhs`: `rhs` applied first.
  static func * (lhs: PlaneProjection, rhs: PlaneProjection) -> PlaneProjection {
    let (l, r) = (lhs, rhs)
    return PlaneProjection(
      a: l.a * r.a + l.b * r.d + l.c * r.g, b: l.a * r.b + l.b * r.e + l.c * r.h,
      c: l.a * r.c + l.b * r.f + l.c * r.i,
      d: l.d * r.a + l.e * r.d + l.f * r.g, e: l.d * r.b + l.e * r.e + l.f * r.h,
      f: l.d * r.c + l.e * r.f + l.f * r.i,
      g: l.g * r.a + l.h * r.d + l.i * r.g, h: l.g * r.b + l.h * r.e + l.i * r.h,
      i: l.g * r.c + l.h * r.f + l.i * r.i)
  }

  /// (x, y) in homogeneous coordinates: (a·x + b·y + c, d·x + e·y + f, w).
  func homogeneous(x: Double, y: Double) -> SIMD3<Double> {
    SIMD3(a * x + b * y + c, d * x + e * y + f, g * x + h * y + i)
  }
}
