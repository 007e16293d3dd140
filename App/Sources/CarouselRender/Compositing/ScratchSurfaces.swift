/// Surfaces a frame borrows while it is composed (the moved content of a `parallax` item),
/// kept for the next frame: a carousel moving under the same effect makes no new surfaces,
/// only clears and redraws the ones it already has.
///
/// A frame starts with ``beginFrame()``; surfaces lent during the frame before are lent
/// again, those it did not use are dropped, so at most one frame's worth is held.
///
/// Threading: MUST be used from one thread at a time (the render thread).
public final class ScratchSurfaces {
  /// Surfaces lent during the frame before, not lent yet in this one.
  private var spare: [RenderSurface] = []
  /// Surfaces lent during this frame.
  private var lent: [RenderSurface] = []
  /// Surfaces made so far (a surface lent again is not counted again).
  public private(set) var surfacesMade = 0

  /// Creates an empty set.
  public init() {}

  /// Starts a frame: what the last frame borrowed may be lent again; the rest is dropped.
  public func beginFrame() {
    spare = lent
    lent = []
  }

  /// A transparent surface of `pixelWidth` × `pixelHeight` pixels at `scale`, lent until
  /// the next ``beginFrame()``: one of the last frame's when one has that size, else new.
  ///
  /// - Complexity: O(surfaces held + pixels) (a reused surface is cleared).
  public func surface(pixelWidth: Int, pixelHeight: Int, scale: Double) throws(RenderError)
    -> RenderSurface
  {
    if let index = spare.firstIndex(where: {
      $0.pixelWidth == pixelWidth && $0.pixelHeight == pixelHeight && $0.scale == scale
    }) {
      let surface = spare.remove(at: index)
      surface.fill(.clear)
      lent.append(surface)
      return surface
    }
    let surface = try RenderSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    surfacesMade += 1
    lent.append(surface)
    return surface
  }
}
