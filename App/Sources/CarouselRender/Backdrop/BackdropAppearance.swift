/// How a blurred backdrop is made from an image.
///
/// The image is shrunk so its longer side is ``workingSide`` pixels, darkened, then blurred
/// with ``passes`` box blurs of ``blurRadius`` pixels (three box passes approximate a
/// Gaussian of σ ≈ radius). Blurring the small copy is what makes this fast: the cost is
/// O(workingSide²), independent of the image and screen size, and drawing the small result
/// scaled up with bilinear filtering adds further softness for free.
public struct BackdropAppearance: Hashable, Sendable {
  /// Longer side of the working copy, in pixels.
  public var workingSide: Int
  /// Box blur radius in working pixels (window = 2 × radius + 1).
  public var blurRadius: Int
  /// Number of box blur passes.
  public var passes: Int
  /// How much black is laid over the image: 0 keeps it, 1 makes it black.
  public var darkening: Double

  /// Creates an appearance.
  public init(workingSide: Int, blurRadius: Int, passes: Int, darkening: Double) {
    precondition(workingSide > 0 && blurRadius >= 0 && passes >= 0, "invalid backdrop settings")
    self.workingSide = workingSide
    self.blurRadius = blurRadius
    self.passes = passes
    self.darkening = darkening
  }

  /// The TripCard screen: strongly blurred, 35 % darker, like a `UIVisualEffectView`
  /// dark blur behind white titles.
  public static let tripCard = BackdropAppearance(
    workingSide: 96, blurRadius: 3, passes: 3, darkening: 0.35)
  /// A lighter blur that keeps more of the image.
  public static let subtle = BackdropAppearance(
    workingSide: 160, blurRadius: 2, passes: 3, darkening: 0.2)
}
