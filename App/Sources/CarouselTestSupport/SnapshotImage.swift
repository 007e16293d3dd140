import CCairo

/// An image as golden-image tests compare it: premultiplied ARGB32 pixels in Cairo's
/// layout, one native-endian `0xAARRGGBB` word per pixel, rows packed without padding.
public struct SnapshotImage: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height` pixels, row by row.
  public private(set) var pixels: [UInt32]

  /// Creates an image from packed pixels.
  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(width >= 0 && height >= 0, "negative size \(width)×\(height)")
    precondition(pixels.count == width * height, "\(pixels.count) pixels for \(width)×\(height)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates an image of one colour (a premultiplied `0xAARRGGBB` word).
  public init(width: Int, height: Int, filledWith pixel: UInt32) {
    self.init(width: width, height: height, pixels: Array(repeating: pixel, count: width * height))
  }

  /// Copies raw ARGB32 bytes (rows `stride` bytes apart), as Cairo and the image pipeline
  /// store them.
  public init(argb32 bytes: [UInt8], width: Int, height: Int, stride: Int) throws(SnapshotError) {
    let rowBytes = width * 4
    guard stride >= rowBytes, height == 0 || bytes.count >= stride * (height - 1) + rowBytes else {
      throw .invalidPixelData(width: width, height: height, byteCount: bytes.count)
    }
    var pixels = [UInt32](repeating: 0, count: width * height)
    bytes.withUnsafeBytes { raw in
      for y in 0..<height {
        for x in 0..<width {
          pixels[y * width + x] = raw.loadUnaligned(
            fromByteOffset: y * stride + x * 4, as: UInt32.self)
        }
      }
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// Copies the pixels of a Cairo image surface (`cairo_surface_t *`) in ARGB32 or RGB24
  /// format; RGB24 pixels are read as opaque.
  public init(cairoSurface surface: OpaquePointer) {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    var pixels = [UInt32](repeating: 0, count: width * height)
    if let data = cairo_image_surface_get_data(surface) {
      let raw = UnsafeRawPointer(data)
      for y in 0..<height {
        for x in 0..<width {
          let word = raw.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
          pixels[y * width + x] = opaque ? word | 0xFF00_0000 : word
        }
      }
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// Reads a PNG file.
  public init(contentsOfPNG path: String) throws(SnapshotError) {
    let surface = cairo_image_surface_create_from_png(path)!
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .unreadablePNG(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
    self.init(cairoSurface: surface)
  }

  /// The pixel at (`x`, `y`).
  public subscript(x: Int, y: Int) -> UInt32 {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }

  /// Writes the image as a PNG file.
  public func writePNG(to path: String) throws(SnapshotError) {
    guard width > 0, height > 0 else {
      throw .unwritablePNG(path: path, reason: "empty image \(width)×\(height)")
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    for y in 0..<height {
      for x in 0..<width {
        data.storeBytes(
          of: pixels[y * width + x], toByteOffset: y * stride + x * 4, as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface)
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .unwritablePNG(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
  }
}
