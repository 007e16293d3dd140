import CCairo
@_spi(CarouselHost) import CarouselCore

/// An owned Cairo ARGB32 image surface: the pixels that painters draw into and the
/// compositor reads from.
///
/// Drawing happens in *points*; the surface stores *pixels*. A surface made for a
/// 300×400-point card at scale 2 holds 600×800 pixels, and ``makeContext()`` returns a
/// context already scaled so painters keep working in points.
///
/// Pixels are premultiplied ARGB32 in native byte order (on little-endian machines the
/// bytes of a pixel are B, G, R, A), the layout SDL calls `ARGB8888`.
///
/// Threading: a surface is not synchronised. It MUST NOT be drawn into or read from two
/// threads at the same time.
public final class RenderSurface {
  /// The underlying `cairo_surface_t *`, for compositing or handing to other Cairo code.
  /// It stays owned by this object: do not destroy it, and keep the object alive while
  /// the pointer is in use.
  public let cairoSurface: OpaquePointer
  /// Width in pixels.
  public let pixelWidth: Int
  /// Height in pixels.
  public let pixelHeight: Int
  /// Pixels per point (1 for standard displays, 2 for HiDPI).
  public let scale: Double
  /// ``opaqueBands`` as last computed; forgotten whenever the pixels may change.
  private var cachedOpaqueBands: [PixelRect]?
  /// What owns the pixel memory of a surface made with
  /// ``init(wrapping:width:height:stride:owner:scale:)``, kept alive as long as the surface.
  private let pixelOwner: AnyObject?

  /// Largest side Cairo's image backend accepts.
  public static let maximumSide = 32767
  /// Most pixels in one surface: an 8K frame (7680 × 4320, 133 MB); a larger request is
  /// an error, not a multi-gigabyte allocation.
  public static let maximumPixelCount = 7680 * 4320
  /// Whether a surface of this many pixels can be made: each side 1…``maximumSide`` and
  /// at most ``maximumPixelCount`` pixels in all.
  public static func accepts(pixelWidth: Int, pixelHeight: Int) -> Bool {
    (1...maximumSide).contains(pixelWidth) && (1...maximumSide).contains(pixelHeight)
      && pixelWidth * pixelHeight <= maximumPixelCount
  }

  /// Bytes per ARGB32 pixel.
  public static let bytesPerPixel = 4

  /// Creates a transparent surface of the given pixel size.
  ///
  /// - Throws: ``RenderError/invalidSize(width:height:)`` for sides outside 1…32767, or
  ///   ``RenderError/cairo(operation:status:)`` if Cairo cannot allocate it.
  public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) throws(RenderError) {
    guard Self.accepts(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    else { throw .invalidSize(width: pixelWidth, height: pixelHeight) }
    precondition(scale > 0 && scale.isFinite, "scale must be positive and finite, got \(scale)")
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(operation: "create an image surface", status: Self.text(of: status))
    }
    self.cairoSurface = surface
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    pixelOwner = nil
  }

  /// Creates a surface over ARGB32 pixels someone else owns, without copying them: `owner`
  /// is kept alive while the surface is, and the pixels MUST NOT change while it draws.
  ///
  /// Why: a decoded photo drawn as is would otherwise exist twice (the decoder's buffer
  /// and Cairo's copy), doubling the memory of every image on screen.
  ///
  /// - Throws: ``RenderError/invalidSize(width:height:)`` for sides outside 1…32767,
  ///   ``RenderError/invalidStride(stride:width:)`` for a stride Cairo cannot use.
  public init(
    wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
    owner: AnyObject, scale: Double = 1
  ) throws(RenderError) {
    guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height)
    else { throw .invalidSize(width: width, height: height) }
    guard stride >= width * Self.bytesPerPixel,
      stride % Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, 1)) == 0
    else { throw .invalidStride(stride: stride, width: width) }
    precondition(scale > 0 && scale.isFinite, "scale must be positive and finite, got \(scale)")
    let surface = cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
      Int32(height), Int32(stride))!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(operation: "wrap pixels in an image surface", status: Self.text(of: status))
    }
    cairoSurface = surface
    pixelWidth = width
    pixelHeight = height
    self.scale = scale
    pixelOwner = owner
  }

  /// Creates a transparent surface for `size` points at `scale` pixels per point; each
  /// pixel side is `ceil(points × scale)`.
  public convenience init(size: CarouselSize, scale: Double = 1) throws(RenderError) {
    try self.init(
      pixelWidth: Self.pixelExtent(size.width, scale: scale),
      pixelHeight: Self.pixelExtent(size.height, scale: scale),
      scale: scale)
  }

  /// Creates a surface holding a copy of raw ARGB32 pixels (Cairo layout: premultiplied,
  /// native-endian 32-bit words, rows `stride` bytes apart), as the image pipeline
  /// produces them.
  ///
  /// - Complexity: O(width × height).
  public convenience init(
    argb32 pixels: [UInt8], width: Int, height: Int, stride: Int, scale: Double = 1
  ) throws(RenderError) {
    guard stride >= width * Self.bytesPerPixel else {
      throw .invalidStride(stride: stride, width: width)
    }
    let needed = stride * (height - 1) + width * Self.bytesPerPixel
    guard height > 0, pixels.count >= needed else {
      throw .pixelBufferTooSmall(expectedBytes: max(needed, 0), actualBytes: pixels.count)
    }
    try self.init(pixelWidth: width, pixelHeight: height, scale: scale)
    let rowBytes = width * Self.bytesPerPixel
    let destinationStride = self.stride
    pixels.withUnsafeBytes { source in
      withUnsafeMutableBytes { destination in
        for row in 0..<height {
          let from = source.baseAddress! + row * stride
          let to = destination.baseAddress! + row * destinationStride
          to.copyMemory(from: from, byteCount: rowBytes)
        }
      }
    }
  }

  /// Loads a PNG file. Images without alpha are converted to ARGB32.
  ///
  /// - Throws: ``RenderError/pngRead(path:reason:)`` when the file is missing or not a PNG.
  public convenience init(contentsOfPNG path: String, scale: Double = 1) throws(RenderError) {
    let loaded = cairo_image_surface_create_from_png(path)!
    defer { cairo_surface_destroy(loaded) }
    let status = cairo_surface_status(loaded)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .pngRead(path: path, reason: Self.text(of: status))
    }
    try self.init(
      pixelWidth: Int(cairo_image_surface_get_width(loaded)),
      pixelHeight: Int(cairo_image_surface_get_height(loaded)),
      scale: scale)
    let cr = cairo_create(cairoSurface)!
    cairo_set_source_surface(cr, loaded, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(cairoSurface)
  }

  /// Rectangles of pixels that are all opaque, top to bottom: bands of rows, each inset
  /// from the sides by what its least opaque row needs (a card's rounded corners need a
  /// few pixels; a translucent seam across the surface splits it into two bands). Rows
  /// that need more than a quarter of the width are left out. Computed once and kept
  /// until the pixels change through this object (drawing straight into ``cairoSurface``
  /// afterwards MUST be followed by ``makeContext()`` or another mutating call).
  ///
  /// - Complexity: O(pixels) the first time, then O(1).
  public var opaqueBands: [PixelRect] {
    if let cached = cachedOpaqueBands { return cached }
    let bands = computeOpaqueBands()
    cachedOpaqueBands = bands
    return bands
  }

  private func computeOpaqueBands() -> [PixelRect] {
    let (width, height) = (pixelWidth, pixelHeight)
    let limit = width / 4
    // Per row: how far in from the sides its single opaque run starts (nil: no such run).
    var need = [Int?](repeating: nil, count: height)
    let stride = self.stride
    withUnsafeBytes { bytes in
      for row in 0..<height {
        let words = (bytes.baseAddress! + row * stride).assumingMemoryBound(to: UInt32.self)
        var first = -1
        var last = -1
        var holes = false
        for column in 0..<width where words[column] >= 0xFF00_0000 {
          if first < 0 { first = column } else if column != last + 1 { holes = true }
          last = column
        }
        if first >= 0 && !holes { need[row] = max(first, width - 1 - last) }
      }
    }
    var bands: [PixelRect] = []
    var row = 0
    while row < height {
      guard let first = need[row], first <= limit else {
        row += 1
        continue
      }
      var inset = first
      var end = row + 1
      while end < height, let next = need[end], next <= limit {
        inset = max(inset, next)
        end += 1
      }
      bands.append(PixelRect(x: inset, y: row, width: width - 2 * inset, height: end - row))
      row = end
    }
    return bands
  }

  deinit {
    cairo_surface_destroy(cairoSurface)
  }

  /// Bytes between the starts of two rows (at least `pixelWidth × 4`).
  public var stride: Int { Int(cairo_image_surface_get_stride(cairoSurface)) }

  /// Size in points: pixel size divided by ``scale``.
  public var size: CarouselSize {
    CarouselSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }

  /// Memory held by the pixels, in bytes (`stride × pixelHeight`).
  public var byteCount: Int { stride * pixelHeight }

  /// Returns a new drawing context on this surface, scaled so one unit is one point.
  public func makeContext() -> RenderContext {
    cachedOpaqueBands = nil
    return RenderContext(surface: self)
  }

  /// Makes every pixel transparent.
  public func clear() {
    cachedOpaqueBands = nil
    let cr = cairo_create(cairoSurface)!
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_destroy(cr)
  }

  /// Fills every pixel with `color` (replacing, not blending).
  public func fill(_ color: RenderColor) {
    cachedOpaqueBands = nil
    let cr = cairo_create(cairoSurface)!
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_paint(cr)
    cairo_destroy(cr)
  }

  /// The pixel at (`x`, `y`) in *pixel* coordinates, premultiplied.
  ///
  /// Traps if the coordinates are outside the surface.
  public func pixel(x: Int, y: Int) -> RenderPixel {
    precondition(
      (0..<pixelWidth).contains(x) && (0..<pixelHeight).contains(y),
      "pixel (\(x), \(y)) outside \(pixelWidth)×\(pixelHeight)")
    return withUnsafeBytes { bytes in
      let word = bytes.load(
        fromByteOffset: y * stride + x * Self.bytesPerPixel, as: UInt32.self)
      return RenderPixel(argb: word)
    }
  }

  /// A copy of all pixel rows, `stride` bytes each, in Cairo's ARGB32 layout.
  ///
  /// - Complexity: O(stride × height).
  public func copyPixelBytes() -> [UInt8] {
    withUnsafeBytes { Array($0) }
  }

  /// Calls `body` with the pixel bytes (`stride × pixelHeight`) after flushing pending drawing.
  public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    cairo_surface_flush(cairoSurface)
    let data = cairo_image_surface_get_data(cairoSurface)!
    return try body(UnsafeRawBufferPointer(start: data, count: byteCount))
  }

  /// Finishes Cairo's pending drawing, so the pixel bytes are the drawn frame.
  public func flush() {
    cairo_surface_flush(cairoSurface)
  }

  /// Calls `body` with writable pixel bytes, then tells Cairo they changed.
  public func withUnsafeMutableBytes<Result>(
    _ body: (UnsafeMutableRawBufferPointer) throws -> Result
  ) rethrows -> Result {
    cachedOpaqueBands = nil
    cairo_surface_flush(cairoSurface)
    let data = cairo_image_surface_get_data(cairoSurface)!
    defer { cairo_surface_mark_dirty(cairoSurface) }
    return try body(UnsafeMutableRawBufferPointer(start: data, count: byteCount))
  }

  /// Writes the surface as a PNG file (straight alpha, as PNG requires).
  ///
  /// - Throws: ``RenderError/pngWrite(path:reason:)`` when the file cannot be written.
  public func writePNG(to path: String) throws(RenderError) {
    cairo_surface_flush(cairoSurface)
    let status = cairo_surface_write_to_png(cairoSurface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .pngWrite(path: path, reason: Self.text(of: status))
    }
  }

  /// Pixels needed to cover `points` at `scale`, at least 1.
  public static func pixelExtent(_ points: Double, scale: Double) -> Int {
    // A small epsilon keeps 100.0000001 × 1 from becoming 101 pixels.
    let roundingSlack = 1e-6
    // Clamped (NaN gives 1): the initialisers reject what is too big.
    return Int(clamping: points * scale - roundingSlack, rounding: .up, to: 1...Int(Int32.max))
  }

  /// Cairo's text for a status code.
  static func text(of status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
  }
}
