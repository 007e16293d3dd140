@_spi(CarouselHost) import CarouselCore

/// Where an item's top-left corner lands in a frame: whole pixels plus the sub-pixel rest,
/// in 1/256 of a pixel (``PixelBlend/fullWeight`` steps), the precision of the blend.
///
/// The corner is at `x = left + horizontalPhase / 256`, `y = top + verticalPhase / 256`
/// frame pixels; both phases are in 0..<256 (a rest that rounds to a whole pixel moves to
/// the next one).
public struct SubpixelPlacement: Hashable, Sendable, CustomStringConvertible {
  /// The frame column of the item's column 0 (or of the column it is shifted right from).
  public var left: Int
  /// The frame row of the item's row 0 (or of the row it is shifted down from).
  public var top: Int
  /// How far right of ``left`` the item sits, in 1/256 pixel.
  public var horizontalPhase: Int
  /// How far below ``top`` the item sits, in 1/256 pixel.
  public var verticalPhase: Int

  /// Creates a placement from its parts (phases in 0..<256).
  public init(left: Int, top: Int, horizontalPhase: Int, verticalPhase: Int) {
    precondition(
      (0..<PixelBlend.fullWeight).contains(horizontalPhase)
        && (0..<PixelBlend.fullWeight).contains(verticalPhase),
      "phases must be in 0..<\(PixelBlend.fullWeight)")
    self.left = left
    self.top = top
    self.horizontalPhase = horizontalPhase
    self.verticalPhase = verticalPhase
  }

  /// The placement of a corner at `origin` (points) in a frame of `scale` pixels per point.
  public init(origin: CarouselPoint, scale: Double) {
    let x = Self.split(origin.x * scale)
    let y = Self.split(origin.y * scale)
    self.init(left: x.whole, top: y.whole, horizontalPhase: x.phase, verticalPhase: y.phase)
  }

  /// Whether the item sits on whole pixels (it can be copied as is).
  public var isPixelAligned: Bool { horizontalPhase == 0 && verticalPhase == 0 }

  public var description: String {
    "(\(left) + \(horizontalPhase)/256, \(top) + \(verticalPhase)/256 px)"
  }

  /// `pixels` as whole pixels plus a phase in 0..<256.
  private static func split(_ pixels: Double) -> (whole: Int, phase: Int) {
    let weight = PixelBlend.fullWeight
    let steps = Int(clamping: pixels * Double(weight), to: -(1 << 52)...(1 << 52))
    // Floor division: the phase is in 0..<256 for negative positions too.
    let whole = steps >= 0 ? steps / weight : -((-steps + weight - 1) / weight)
    return (whole, steps - whole * weight)
  }
}
