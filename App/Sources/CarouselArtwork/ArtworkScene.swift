import CarouselRender

/// A piece of procedural artwork, drawn in its kind's design coordinates.
protocol ArtworkScene {
  /// File name without extension: "paris", "1".
  static var name: String { get }
  /// Seed for the scene's random details (windows, stars, trees).
  static var seed: UInt64 { get }
  /// Draws the scene on a canvas of the kind's ``ArtworkKind/designSize``.
  static func draw(_ sketch: inout Sketch)
}
