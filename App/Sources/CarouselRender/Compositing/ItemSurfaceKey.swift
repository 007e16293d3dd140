import CarouselCore

/// Identifies a rendered item surface: what was drawn, at what pixel size and scale.
public struct ItemSurfaceKey: Hashable, Sendable, CustomStringConvertible {
  /// The item's identity *and* every input that changes its pixels, for example
  /// `"trip/Paris001/liked"`. Two renders with equal identities must look the same.
  public var identity: String
  /// Width in pixels.
  public var pixelWidth: Int
  /// Height in pixels.
  public var pixelHeight: Int
  /// Pixels per point.
  public var scale: Double

  /// Creates a key.
  public init(identity: String, pixelWidth: Int, pixelHeight: Int, scale: Double) {
    self.identity = identity
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
  }

  /// Creates a key for an item of `size` points at `scale` (pixel sides are
  /// `ceil(points × scale)`, as ``RenderSurface/init(size:scale:)`` allocates).
  public init(identity: String, size: CarouselSize, scale: Double) {
    self.init(
      identity: identity,
      pixelWidth: RenderSurface.pixelExtent(size.width, scale: scale),
      pixelHeight: RenderSurface.pixelExtent(size.height, scale: scale),
      scale: scale)
  }

  public var description: String { "\(identity) @\(pixelWidth)×\(pixelHeight)px ×\(scale)" }
}
