/// One of libjpeg-turbo's DCT scaling factors, `numerator / denominator`.
///
/// Decoding at a factor below 1 skips most of the inverse DCT work and never allocates the
/// full-size image: a 4000×3000 photo shown at 400×300 is decoded at 1/8 (500×375).
struct JPEGScaleFactor: Equatable, CustomStringConvertible {
  let numerator: Int
  let denominator: Int

  /// The downscaling factors libjpeg-turbo's DCT offers, n/8 for n in 1…8 in lowest terms
  /// (1/8, 1/4, 3/8, 1/2, 5/8, 3/4, 7/8, 1/1), smallest first.
  static let available: [JPEGScaleFactor] = (1...8).map { eighths in
    var (numerator, denominator) = (eighths, 8)
    while numerator % 2 == 0 && denominator > 1 {
      numerator /= 2
      denominator /= 2
    }
    return JPEGScaleFactor(numerator: numerator, denominator: denominator)
  }

  /// Full size.
  static let one = JPEGScaleFactor(numerator: 1, denominator: 1)

  /// The factor as a number.
  var value: Double { Double(numerator) / Double(denominator) }

  /// A length after scaling, rounded up as libjpeg's `jdiv_round_up` does.
  func scaled(_ length: Int) -> Int { (length * numerator + denominator - 1) / denominator }

  /// A size after scaling.
  func scaled(_ size: PixelSize) -> PixelSize {
    PixelSize(width: scaled(size.width), height: scaled(size.height))
  }

  /// The smallest factor in `factors` whose result still covers `target` on both sides,
  /// so the final area filter only ever shrinks. Falls back to full size.
  static func smallest(
    covering target: PixelSize, from source: PixelSize, among factors: [JPEGScaleFactor] = available
  ) -> JPEGScaleFactor {
    factors.first { factor in
      factor.value <= 1 && factor.scaled(source.width) >= target.width
        && factor.scaled(source.height) >= target.height
    } ?? .one
  }

  var description: String { "\(numerator)/\(denominator)" }
}
