/// Where one item is drawn, and how far it is from its resting place.
public struct CarouselItemAttributes: Hashable, Sendable {
  /// The real item index, `0..<count`.
  public var index: Int
  /// The virtual index (in a looping carousel the same item can appear at several).
  public var virtualIndex: Int
  /// Frame in viewport points.
  public var frame: CarouselRect
  /// Signed distance from the resting position in item units: 0 = current, +1 = one item
  /// towards the later items, −1 one item towards the earlier ones.
  public var progress: Double
  /// Whether any of it is inside the viewport (the rest is overscan).
  public var isVisible: Bool
  /// Opacity: 1, except while the item fades in after being inserted (the frame then also
  /// grows about its centre, see ``CarouselMotionConfiguration/changeScale``).
  public var opacity: Double
  /// The part of ``frame`` that is drawn, in viewport points: the frame itself, except in a
  /// keyline layout (``CarouselConfiguration/keylines``), where the item keeps its full-size
  /// frame and is clipped to the mask of the keylines it lies between.
  public var mask: CarouselRect

  /// Attributes of item `index` (shown at `virtualIndex`) placed at `frame`.
  public init(
    index: Int, virtualIndex: Int, frame: CarouselRect, progress: Double, isVisible: Bool,
    opacity: Double = 1
  ) {
    self.index = index
    self.virtualIndex = virtualIndex
    self.frame = frame
    self.progress = progress
    self.isVisible = isVisible
    self.opacity = opacity
    mask = frame
  }
}

extension CarouselItemAttributes: CustomStringConvertible {
  /// `item 3 at (0, 0, 390 × 540), progress 0.25`, with `hidden` for an item outside the
  /// viewport, its mask when it is not the whole frame and its opacity when below 1.
  public var description: String {
    var text = "item \(index) at \(frame.description), progress \(numberText(progress))"
    if mask != frame { text += ", mask \(mask.description)" }
    if !isVisible { text += ", hidden" }
    if opacity < 1 { text += ", opacity \(numberText(opacity))" }
    return text
  }
}
