/// How different a rendered image may be from its reference and still match.
///
/// A pixel *differs* when any of its four channels differs by more than
/// ``maxChannelDifference``; the images match when at most ``maxDifferingFraction`` of the
/// pixels differ (and the sizes are equal).
///
/// Why not exact: golden images depend on the versions of FreeType, HarfBuzz, Pango,
/// Cairo/pixman and the fonts (DejaVu, Nanum). A point release can move an antialiased
/// glyph edge by a few levels or shift a handful of edge pixels. ``standard`` absorbs that
/// while still catching anything a person would notice: a moved label, a wrong colour, a
/// missing heart changes thousands of pixels by far more than 8 levels.
public struct SnapshotTolerance: Hashable, Sendable, CustomStringConvertible {
  /// Largest per-channel difference (0…255) for a pixel to count as equal.
  public var maxChannelDifference: Int
  /// Largest fraction (0…1) of pixels allowed to differ.
  public var maxDifferingFraction: Double

  /// Creates a tolerance.
  public init(maxChannelDifference: Int, maxDifferingFraction: Double) {
    precondition((0...255).contains(maxChannelDifference), "channel difference must be 0…255")
    precondition((0...1).contains(maxDifferingFraction), "fraction must be 0…1")
    self.maxChannelDifference = maxChannelDifference
    self.maxDifferingFraction = maxDifferingFraction
  }

  /// Channel difference ≤ 8 everywhere except at most 0.5 % of the pixels.
  public static let standard = SnapshotTolerance(
    maxChannelDifference: 8, maxDifferingFraction: 0.005)
  /// For images without text: no glyph rasterisation to absorb, so only the rounding of
  /// Cairo's and pixman's fixed-point arithmetic (a level or two) on at most 0.1 % of the
  /// pixels; a 3 % tint of the whole image fails, which ``standard`` would let pass.
  public static let textless = SnapshotTolerance(
    maxChannelDifference: 2, maxDifferingFraction: 0.001)
  /// Byte-for-byte equality (for images made without text or filtering).
  public static let exact = SnapshotTolerance(maxChannelDifference: 0, maxDifferingFraction: 0)

  /// For the region where a state shows (see ``Snapshot/assertState(_:named:changing:from:tolerance:regionTolerance:sourceFile:sourceLocation:)``):
  /// the standard channel threshold on all but 2 % of the region's pixels. Over a small
  /// region a glyph's rasterisation is a larger share than over a whole screen; a state
  /// that shows changes 30–80 % of its region's pixels (GET → OPEN 40 %, the liked heart 64 %).
  public static let changedRegion = SnapshotTolerance(
    maxChannelDifference: 8, maxDifferingFraction: 0.02)

  public var description: String {
    "channel difference ≤ \(maxChannelDifference) on all but \(maxDifferingFraction * 100) % of pixels"
  }
}
