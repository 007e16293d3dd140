/// A damped spring of unit mass: stiffness `k = ω0²`, damping `c = 2ζω0`.
public struct CarouselSpring: Hashable, Sendable {
  /// Undamped angular frequency ω0 in rad/s.
  public var angularFrequency: Double
  /// Damping ratio ζ: below 1 it overshoots, 1 is critical, above 1 it creeps.
  public var dampingRatio: Double

  /// A spring from ω0 and ζ, both positive.
  public init(angularFrequency: Double, dampingRatio: Double) {
    precondition(angularFrequency > 0 && dampingRatio > 0, "spring parameters must be positive")
    self.angularFrequency = angularFrequency
    self.dampingRatio = dampingRatio
  }

  /// SwiftUI-style parameters: `ω0 = 2π/duration`; `ζ = 1 − bounce` for bounce ≥ 0 and
  /// `ζ = 1/(1 + bounce)` for bounce < 0.
  public init(duration: Double, bounce: Double = 0) {
    precondition(duration > 0 && bounce > -1 && bounce < 1, "invalid spring duration or bounce")
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(angularFrequency: 2 * Double.pi / duration, dampingRatio: zeta)
  }

  /// Snapping to an item: critically damped, ω0 ≈ 21 rad/s (settles 390 pt in about 0.45 s).
  public static let snap = CarouselSpring(duration: 0.3)
  /// Springing back from a rubber-banded edge: critically damped, a little softer.
  public static let bounceBack = CarouselSpring(duration: 0.35)
  /// Zoom settling: critically damped and quick.
  public static let zoom = CarouselSpring(duration: 0.25)
}

extension CarouselSpring: CustomStringConvertible {
  /// `spring ω 20/s, ζ 1`.
  public var description: String {
    "spring ω \(numberText(angularFrequency))/s, ζ \(numberText(dampingRatio))"
  }
}
