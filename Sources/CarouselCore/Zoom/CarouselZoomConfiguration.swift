/// Pinch zoom of the current item.
public struct CarouselZoomConfiguration: Hashable, Sendable {
  /// Smallest scale at rest.
  public var minimumScale: Double = 1
  /// Largest scale at rest.
  public var maximumScale: Double = 3
  /// Scale a double tap zooms to.
  public var doubleTapScale: Double = 2.5
  /// Factor of one zoom-in key press or ctrl+wheel notch.
  public var stepFactor: Double = 1.25
  /// Rubber-band resistance past the limits, in log-scale units: beyond a limit the scale
  /// goes as `limit·e^(b(ln(s/limit)))` with the rubber band `b` of dimension
  /// ``rubberBandDimension``.
  public var rubberBandCoefficient: Double = 0.55
  /// Furthest past a limit the scale may be pulled, in ln units (0.7 ≈ a factor of 2).
  public var rubberBandDimension: Double = 0.7
  /// Whether zoom is available at all.
  public var isEnabled = true

  /// Zoom from 1× to 3×, double tap to 2.5×.
  public init() {}

  /// The scale of an item that is not zoomed: 1, kept within
  /// ``minimumScale``...``maximumScale``. Double tap, the reset key and an item leaving the
  /// screen return to it.
  var restingScale: Double { min(max(1, minimumScale), maximumScale) }

  /// The standard zoom.
  public static let standard = CarouselZoomConfiguration()
}
