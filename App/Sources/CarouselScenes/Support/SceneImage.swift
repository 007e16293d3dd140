import CarouselImages
import CarouselRender

/// An item's decoded image, copied into a drawable surface only when something is
/// rasterised from it: a frame whose cards and slides are already cached (or that only
/// asks whether an image is ready) copies no pixels.
struct SceneImage {
  /// The decoded pixels; held here, so the surface is made from exactly what was reported
  /// ready even if the loader's cache drops the image meanwhile.
  let decoded: DecodedImage
  /// The file it came from.
  let source: ImageSource
  /// The size it was decoded to fit.
  let decodeSize: PixelSize
  /// Where its surface is cached.
  let owner: SceneImages
  /// Whether this is the quick preview shown until the display-size decode arrives.
  var isPreview = false

  /// The width in pixels.
  var pixelWidth: Int { decoded.width }
  /// The height in pixels.
  var pixelHeight: Int { decoded.height }

  /// Why only part of the photo decoded (the rest is blank), or `nil`: screens draw a
  /// warning badge on such photos.
  var damage: String? { decoded.damage }

  /// The image as a drawable surface, made on first use and cached (O(pixels) then, O(1)
  /// while cached); a failure when Cairo cannot hold it.
  func surface() -> Result<RenderSurface, ImageError> {
    owner.surface(of: self)
  }
}
