/// How an effect draws one item: where (a projective transform), how opaque, in which
/// order, and the optional extras a renderer applies.
public struct CarouselItemAppearance: Hashable, Sendable {
  /// Maps item points (relative to the item's centre) to viewport points (relative to the
  /// viewport's centre); see ``CarouselTransform3D``.
  public var transform: CarouselTransform3D
  /// 0 (invisible) … 1.
  public var opacity: Double
  /// Drawing order: items with a larger z are drawn later, over the others.
  public var zIndex: Double
  /// Multiplies the item's colour, 0 (black) … 1 (unchanged): the shading of turned faces.
  public var brightness: Double
  /// Opacity of a mirror image of the item below its bottom edge, fading out over half
  /// its height; 0 draws none.
  public var reflection: Double
  /// Opacity of a soft shadow under the item; 0 draws none.
  public var shadow: Double
  /// How much the content is enlarged inside the item's outline (at least 1; parallax).
  public var contentScale: Double
  /// How far the content is shifted inside the item's outline, in item points (parallax).
  public var contentOffset: CarouselPoint

  /// Creates an appearance; the extras default to none.
  public init(
    transform: CarouselTransform3D, opacity: Double = 1, zIndex: Double = 0,
    brightness: Double = 1, reflection: Double = 0, shadow: Double = 0,
    contentScale: Double = 1, contentOffset: CarouselPoint = .zero
  ) {
    // Adding 0 turns −0 into 0, so a transform reads the same however it was composed.
    self.transform = CarouselTransform3D(elements: transform.elements + SIMD16<Double>())
    self.opacity = opacity
    self.zIndex = zIndex + 0
    self.brightness = brightness
    self.reflection = reflection
    self.shadow = shadow
    self.contentScale = contentScale
    self.contentOffset = contentOffset
  }

  /// Whether anything of the item is drawn: some opacity and its front towards the viewer.
  public var isDrawn: Bool { opacity > 0 && transform.isFrontFacing }
}
