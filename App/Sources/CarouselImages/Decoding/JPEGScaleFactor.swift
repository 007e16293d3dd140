import CTurboJPEG

/// One of libjpeg-turbo's DCT scaling factors, `numerator / denominator`.
///
/// Decoding at a factor below 1 skips most of the inverse DCT work and never allocates the
/// full-size image: a 4000×3000 photo shown at 400×300 is decoded at 1/8 (500×375).
struct JPEGScaleFactor: Equatable, CustomStringConvertible {
  let numerator: Int
  let denominator: Int

  /// The downscaling factors TurboJPEG offers (1/1 down to 1/8), smallest first.
  static let available: [JPEGScaleFactor] = {
    var count: Int32 = 0
    guard let factors = tjGetScalingFactors(&count), count > 0 else { return [.one] }
    let all = (0..<Int(count)).map {
      JPEGScaleFactor(numerator: Int(factors[$0].num), denominator: Int(factors[$0].denom))
    }
    return all.filter { $0.numerator <= $0.denominator }.sorted { $0.value < $1.value }
  }()

  /// Full size.
  static let one = JPEGScaleFactor(numerator: 1, denominator: 1)

  /// The factor as a number.
  var value: Double { Double(numerator) / Double(denominator) }

  /// A length after scaling, rounded up as TurboJPEG's `TJSCALED` macro does.
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
