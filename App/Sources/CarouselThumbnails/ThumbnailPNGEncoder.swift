import CCairo
import CarouselImages

/// Encodes decoded pixels as a PNG in memory with Cairo's PNG writer (the one
/// `RenderSurface.writePNG(to:)` uses for files), which turns premultiplied ARGB32 into the
/// straight-alpha RGBA that PNG and the thumbnail specification require.
enum ThumbnailPNGEncoder {
  /// Collects the bytes Cairo writes.
  private final class Sink {
    var bytes: [UInt8] = []
  }

  /// The PNG of `image`.
  ///
  /// - Throws: ``ThumbnailError/cannotEncode(reason:)`` when Cairo fails (out of memory).
  static func png(of image: DecodedImage) throws(ThumbnailError) -> [UInt8] {
    guard
      let surface = cairo_image_surface_create_for_data(
        image.buffer.baseAddress.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
        Int32(image.width), Int32(image.height), Int32(image.stride))
    else { throw .cannotEncode(reason: "no surface") }
    defer { cairo_surface_destroy(surface) }
    let sink = Sink()
    let status = withExtendedLifetime(image) {
      cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cannotEncode(reason: String(cString: cairo_status_to_string(status)))
    }
    return sink.bytes
  }
}
