@_spi(CarouselHost) import CarouselCore
import CarouselImages

/// The pixel sizes images are decoded to, so they are sharp on screen without decoding more
/// than is shown.
///
/// The decoder fits an image *within* a bound, keeping its aspect ratio. For aspect-fit
/// display the bound is the display rectangle itself. For aspect-fill the image must
/// *cover* the rectangle, which a bound of the rectangle would not give; a square bound of
/// side `max(w, h) × fillAllowance` covers it for every image whose aspect ratio differs
/// from the rectangle's by up to `fillAllowance` (a 4:3 poster in a portrait card, a 16:10
/// photo in a 4:3 slide).
enum DecodeSize {
  /// How much wider or taller than the display rectangle an aspect-filled image may be
  /// and still be decoded sharp.
  static let fillAllowance = 2.0

  /// The bound for showing an image aspect-filled in `size` points at `scale`.
  static func aspectFill(_ size: CarouselSize, scale: Double) -> PixelSize {
    let side = pixels(max(size.width, size.height) * scale * fillAllowance)
    return PixelSize(width: side, height: side)
  }

  /// The bound for showing an image aspect-fitted in `size` points at `scale`, zoomed by
  /// `zoom`.
  static func aspectFit(_ size: CarouselSize, scale: Double, zoom: Double = 1) -> PixelSize {
    PixelSize(
      width: pixels(size.width * scale * zoom), height: pixels(size.height * scale * zoom))
  }

  /// Whole pixels for a length, from 1 to 2^31 − 1 (NaN gives 1).
  private static func pixels(_ length: Double) -> Int {
    Int(clamping: length, rounding: .up, to: 1...Int(Int32.max))
  }
}
