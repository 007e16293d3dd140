import CCairo

/// Feeds bytes already in memory to `cairo_image_surface_create_from_png_stream`.
///
/// Reading from memory rather than letting Cairo open the path means the file is read
/// once, and the size check done on those bytes applies to exactly what Cairo decodes.
final class PNGStreamReader {
  private let bytes: [UInt8]
  private var offset = 0
  /// Whether Cairo asked for more bytes than the file has (a truncated file).
  private(set) var ranPastEnd = false

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Decodes the bytes into a Cairo image surface; the caller MUST destroy it and check
  /// its status.
  func makeSurface() -> OpaquePointer {
    withExtendedLifetime(self) {
      cairo_image_surface_create_from_png_stream(
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
          let reader = Unmanaged<PNGStreamReader>.fromOpaque(closure).takeUnretainedValue()
          return reader.read(into: data, count: Int(length))
        }, Unmanaged.passUnretained(self).toOpaque())
    }
  }

  private func read(into data: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
    guard count <= bytes.count - offset else {
      ranPastEnd = true
      return CAIRO_STATUS_READ_ERROR
    }
    bytes.withUnsafeBufferPointer { buffer in
      data.update(from: buffer.baseAddress! + offset, count: count)
    }
    offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
