/// The tunables of touch, wheel and animation (see MotionModels.md in the DocC catalog for the models).
public struct CarouselMotionConfiguration: Hashable, Sendable {
  /// Distance in points the pointer must travel before a drag begins.
  public var touchSlop: Double = 8
  /// Release speed in pt/s from which a release counts as a flick.
  public var flickVelocity: Double = 350
  /// Speed in pt/s below which free deceleration stops.
  public var stopVelocity: Double = 10
  /// Largest release speed in pt/s.
  public var maxVelocity: Double = 8000
  /// Seconds of pointer history used for the release velocity.
  public var velocityWindow: Double = 0.1
  /// Most pointer samples used for the release velocity.
  public var velocityMaxSamples: Int = 20
  /// A pointer still for this long (s) has no velocity.
  public var velocityStaleInterval: Double = 0.04
  /// The rubber band's slope at the edge (UIKit: 0.55).
  public var rubberBandCoefficient: Double = 0.55
  /// Spring that settles on a snap point.
  public var snapSpring: CarouselSpring = .snap
  /// Spring that returns from past an edge.
  public var bounceSpring: CarouselSpring = .bounceBack
  /// A spring is settled when |x| is below this (points)...
  public var settlePositionTolerance: Double = 0.5
  /// ...and |v| below this (pt/s).
  public var settleVelocityTolerance: Double = 1
  /// Continuous wheel (trackpad) scrolling ends when no delta came for this long (s).
  public var wheelGestureEndDelay: Double = 0.1
  /// Below this speed (pt/s) a decay that lands on a boundary hands over to the snap spring.
  public var boundaryHandOffVelocity: Double = 80
  /// Spring of a data change: kept items slide to their new places on it, inserted ones
  /// fade in and removed ones fade out (see `CarouselEngine.apply(_:at:)`).
  public var changeSpring: CarouselSpring = .snap
  /// Scale of an inserted item as it starts to appear, and of a removed one as it
  /// disappears (they grow from and shrink to it about their centres while fading).
  public var changeScale: Double = 0.8
  /// Moves happen without sliding (reduced-motion accessibility setting): the renderer
  /// cross-fades instead.
  public var reducedMotion: Bool = false

  /// The standard tunables (UIKit-like feel).
  public init() {}

  /// The default: iOS-like feel.
  public static let standard = CarouselMotionConfiguration()
}
