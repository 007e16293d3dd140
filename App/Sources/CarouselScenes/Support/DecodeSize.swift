@_spi(CarouselHost) import CarouselCore
import CarouselImages

/// The pixel sizes images are decoded to, so they are sharp on screen without decoding more
/// than is shown.
///
/// For aspect-fit display the decoder fits an image *within* the display rectangle. For
/// aspect-fill the image must *cover* it: the slider asks for a ``DecodeFit/covering``
/// decode of the rectangle (``cover(_:scale:)``), whose scale the decoder picks from the
/// image's header. The trips cards, decoded to fit within a bound, use a square bound of
/// side `max(w, h) × fillAllowance` instead (``aspectFill(_:scale:)``), which covers the
/// rectangle for every image whose aspect ratio differs from the rectangle's by up to
/// `fillAllowance` (a 4:3 poster in a portrait card).
enum DecodeSize {
  /// How much wider or taller than the display rectangle an aspect-filled image may be
  /// and still be decoded sharp.
  static let fillAllowance = 2.0

  /// The bound for showing an image aspect-filled in `size` points at `scale`.
  static func aspectFill(_ size: CarouselSize, scale: Double) -> PixelSize {
    let side = pixels(max(size.width, size.height) * scale * fillAllowance)
    return PixelSize(width: side, height: side)
  }

  /// The size a ``DecodeFit/filling`` decode fills to show an image aspect-filled in
  /// `size` points at `scale`: the rectangle in pixels (what the slider's memory budget
  /// counts per photo: a filling decode is never larger).
  static func cover(_ size: CarouselSize, scale: Double) -> PixelSize {
    aspectFit(size, scale: scale)
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
