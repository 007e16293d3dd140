import CarouselCore
import CarouselRender

/// How one trip card is drawn in the frame being composed, worked out before the backdrop
/// so the backdrop pass can skip what the card covers.
///
/// A card drawn opaque at its own pixel size gets a ``SubpixelLayer``: its interior is
/// written straight into the frame and Cairo composites only the ring around it (corners,
/// edges). Otherwise (`layer` nil) Cairo composites the whole card.
struct TripsScreenCardPlan {
  /// The item the card shows.
  var index: Int
  /// The card's rasterised surface.
  var surface: RenderSurface
  /// Where it goes, in window points.
  var destination: CarouselRect
  /// Where its top-left corner lands in frame pixels.
  var placement: SubpixelPlacement
  /// The card resampled at its vertical phase, when drawn unscaled.
  var layer: SubpixelLayer?
  /// The whole frame pixels inside the carousel's clip (the interior stays within them).
  var bounds: PixelRect
  /// The frame pixels the layer writes (opaque; empty without a layer).
  var interior: [PixelRect]
}
