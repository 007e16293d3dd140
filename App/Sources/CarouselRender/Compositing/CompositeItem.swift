import CarouselCore

/// One cached surface to composite into a frame, and how.
public struct CompositeItem {
  /// The rendered item.
  public var surface: RenderSurface
  /// Where it goes in the frame, in points; the surface is scaled to fill it.
  public var destination: CarouselRect
  /// Opacity, 0…1.
  public var alpha: Double
  /// Optional clip in frame points (for example the carousel's viewport).
  public var clip: CarouselRect?

  /// Creates an item.
  public init(
    surface: RenderSurface, destination: CarouselRect, alpha: Double = 1, clip: CarouselRect? = nil
  ) {
    self.surface = surface
    self.destination = destination
    self.alpha = alpha
    self.clip = clip
  }
}
