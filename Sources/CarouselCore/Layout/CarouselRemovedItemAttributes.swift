/// Where a removed item is drawn while it fades out after a data change.
///
/// The item is no longer in the data: ``index`` is its position in the data *before*
/// change number ``generation`` (see ``CarouselEngine/changeGeneration``), so a host keeps
/// the data of a generation while ``CarouselEngine/removedItemAttributes`` still names it.
public struct CarouselRemovedItemAttributes: Hashable, Sendable {
  /// Its index in the data before change ``generation``.
  public var index: Int
  /// The change that removed it.
  public var generation: Int
  /// Frame in viewport points (already shrunk about its centre).
  public var frame: CarouselRect
  /// Opacity, falling from 1 to 0.
  public var opacity: Double

  /// A removed item fading out at `frame`, removed by change `generation`.
  init(index: Int, generation: Int, frame: CarouselRect, opacity: Double) {
    self.index = index
    self.generation = generation
    self.frame = frame
    self.opacity = opacity
  }
}
