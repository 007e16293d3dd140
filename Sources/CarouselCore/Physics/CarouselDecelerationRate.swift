/// How quickly free scrolling slows down, as the fraction of velocity kept per millisecond
/// (UIKit's convention).
///
/// The continuous decay constant is `λ = −1000·ln(rate)` per second: 2.002 /s for
/// ``normal`` (0.998) and 10.05 /s for ``fast`` (0.99).
public struct CarouselDecelerationRate: Hashable, Sendable {
  /// Velocity kept per millisecond, in (0, 1).
  public var rawValue: Double

  /// A rate in (0, 1); anything else traps.
  public init(rawValue: Double) {
    precondition(rawValue > 0 && rawValue < 1, "deceleration rate must lie in (0, 1)")
    self.rawValue = rawValue
  }

  /// UIKit's `UIScrollView.CarouselDecelerationRate.normal`.
  public static let normal = CarouselDecelerationRate(rawValue: 0.998)
  /// UIKit's `UIScrollView.CarouselDecelerationRate.fast`.
  public static let fast = CarouselDecelerationRate(rawValue: 0.99)

  /// The exponential decay constant λ in 1/s.
  var lambda: Double { -1000 * _log(rawValue) }
}

extension CarouselDecelerationRate: CustomStringConvertible {
  /// `0.998 per ms`.
  public var description: String { "\(numberText(rawValue)) per ms" }
}
