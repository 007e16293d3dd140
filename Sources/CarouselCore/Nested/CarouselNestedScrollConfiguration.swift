/// The tunables of a ``CarouselNestedScroll``: when a drag decides its axis, which axis it
/// takes, and whether the inner carousel hands the rest of a gesture to the outer scroller at
/// its ends.
public struct CarouselNestedScrollConfiguration: Hashable, Sendable {
  /// Distance in points the pointer must travel from where it went down before the drag
  /// decides its axis (the engine's default touch slop, so the inner carousel moves as it
  /// does alone). Until then neither scroller moves.
  public var axisLockSlop: Double = 8
  /// How much the drag must favour the inner carousel's axis for the inner carousel to take
  /// it: the drag locks to the inner axis when `|along| ≥ axisDominance · |across|` at the
  /// moment it passes ``axisLockSlop``, else to the other axis. 1 is the nearer axis (a
  /// 45° drag goes to the inner carousel, as a lone carousel takes it); 2 leaves the inner
  /// carousel only drags within about 26.6° of its axis.
  public var axisDominance: Double = 1
  /// When the outer scroller runs along the inner carousel's axis and the inner carousel
  /// does not loop: a drag or trackpad scroll that pushes the inner carousel past its first
  /// or last snap point moves the outer scroller by the excess instead of rubber-banding,
  /// a release there throws the outer scroller with the finger's speed, a wheel notch at an
  /// end steps the outer scroller, and free momentum that reaches an end hands its
  /// remaining speed to the outer scroller. Off: the inner carousel rubber-bands and
  /// bounces as it does alone.
  public var handsOffAtEdges: Bool = true

  /// The standard tunables.
  public init() {}

  /// The default: an 8-point slop, the nearer axis, hand-off at the ends.
  public static let standard = CarouselNestedScrollConfiguration()

  /// Checks every field; the error names the first that breaks a rule
  /// (`axisLockSlop` a finite number ≥ 0, `axisDominance` a finite number > 0).
  public func validate() throws(CarouselConfigurationError) {
    guard axisLockSlop.isFinite && axisLockSlop >= 0 else {
      throw CarouselConfigurationError(
        field: "axisLockSlop", rule: .expected("a non-negative number", got: axisLockSlop))
    }
    guard axisDominance.isFinite && axisDominance > 0 else {
      throw CarouselConfigurationError(
        field: "axisDominance", rule: .expected("a positive number", got: axisDominance))
    }
  }
}
