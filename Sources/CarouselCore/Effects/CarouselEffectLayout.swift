/// What an effect knows about an item besides its progress: where the plain (`linear`)
/// layout puts it, how big it is, and which way the carousel runs.
///
/// All lengths are in points; positions are relative to the viewport's centre, x to the
/// right and y down.
///
/// Public because it is the parameter of ``CarouselItemTransforming``: a custom effect reads
/// it, and its tests make one
/// (``init(viewport:itemSize:center:pitch:axis:layoutDirection:)``). The built-in presets
/// read the same values, so a custom effect sees what they see.
public struct CarouselEffectLayout: Hashable, Sendable {
  /// The visible area.
  public var viewport: CarouselSize
  /// The item's size.
  public var itemSize: CarouselSize
  /// The item's centre as the plain layout places it, relative to the viewport's centre.
  public var center: CarouselPoint
  /// Distance between the centres of neighbouring items along the axis (length + spacing).
  public var pitch: Double
  /// The direction items are laid out in.
  public var axis: CarouselAxis
  /// The reading direction (right-to-left mirrors a horizontal carousel).
  public var layoutDirection: CarouselLayoutDirection

  /// Creates a layout.
  public init(
    viewport: CarouselSize, itemSize: CarouselSize, center: CarouselPoint, pitch: Double,
    axis: CarouselAxis = .horizontal,
    layoutDirection: CarouselLayoutDirection = .leftToRight
  ) {
    self.viewport = viewport
    self.itemSize = itemSize
    self.center = center
    self.pitch = pitch
    self.axis = axis
    self.layoutDirection = layoutDirection
  }

  /// The layout of the item `attributes` describes in `engine`'s carousel (pitch: the
  /// item's length plus the spacing).
  public init(attributes: CarouselItemAttributes, in engine: CarouselEngine) {
    let frame = attributes.frame
    let viewport = engine.viewport
    let configuration = engine.configuration
    self.init(
      viewport: viewport, itemSize: frame.size,
      center: CarouselPoint(
        x: frame.midX - viewport.width / 2, y: frame.midY - viewport.height / 2),
      pitch: frame.size.length(along: configuration.axis) + configuration.spacing,
      axis: configuration.axis, layoutDirection: configuration.layoutDirection)
  }

  /// The item's length along the axis.
  public var itemLength: Double { itemSize.length(along: axis) }

  /// The viewport's length along the axis.
  public var viewportLength: Double { viewport.length(along: axis) }

  /// The unit vector on screen along which progress grows: (1, 0) left to right,
  /// (−1, 0) right to left, (0, 1) top to bottom.
  public var forward: CarouselPoint {
    switch axis {
    case .horizontal: CarouselPoint(x: layoutDirection == .rightToLeft ? -1 : 1, y: 0)
    case .vertical: CarouselPoint(x: 0, y: 1)
    }
  }

  /// The unit vector across the axis that points up (horizontal) or left (vertical): where
  /// the time machine's far items rise to.
  public var up: CarouselPoint {
    axis == .horizontal ? CarouselPoint(x: 0, y: -1) : CarouselPoint(x: -1, y: 0)
  }

  /// Where the current item rests: `center − forward · progress · pitch` (exact for items of
  /// one length).
  public func restingCenter(progress: Double) -> CarouselPoint {
    let forward = self.forward
    return CarouselPoint(
      x: center.x - forward.x * progress * pitch, y: center.y - forward.y * progress * pitch)
  }

  /// `restingCenter(progress:) + forward · along + up · rise`, with `depth` towards the viewer.
  /// Computed as `center + forward · (along − progress · pitch)`, so `along = progress · pitch`
  /// gives exactly ``center``.
  func translation(
    progress: Double, along: Double, rise: Double = 0, depth: Double = 0
  ) -> CarouselTransform3D {
    let shift = along - progress * pitch
    let (forward, up) = (self.forward, self.up)
    return .translation(
      x: center.x + forward.x * shift + up.x * rise, y: center.y + forward.y * shift + up.y * rise,
      z: depth)
  }

  /// Turns by `angle` radians about the axis across the carousel, through the item's centre:
  /// the forward direction goes to `forward · cos angle + (towards the viewer) · sin angle`.
  func turn(_ angle: Double) -> CarouselTransform3D {
    switch axis {
    case .horizontal:
      .rotation(aboutY: layoutDirection == .rightToLeft ? -angle : angle)
    case .vertical: .rotation(aboutX: angle)
    }
  }
}
