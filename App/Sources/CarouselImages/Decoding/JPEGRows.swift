import CJPEGDecode

/// A JPEG decoded row by row, top to bottom (libjpeg's scanline API through `CJPEGDecode`),
/// so a display decode never holds the DCT-scaled picture: each row goes through the area
/// filter as it arrives, and rows below a slide's crop are never decoded at all.
///
/// The file's bytes MUST outlive the reader: libjpeg reads them in place.
struct JPEGRows: ~Copyable {
  /// The header's size, before scaling.
  let size: PixelSize
  /// The header's colours.
  let colours: carousel_jpeg_colours
  /// The scaled size, once ``start(at:)`` has run.
  private(set) var scaledSize: PixelSize?
  private let jpeg: OpaquePointer
  private let path: String
  /// Room for ``rowsPerBatch`` rows; `filled` of them hold rows `first`, `first + 1`, …
  private var batch: UnsafeMutableRawBufferPointer?
  private var first = 0
  private var filled = 0
  private var nextRow = 0
  private static let messageCapacity = 200
  /// Rows decoded per call into libjpeg: a few kilobytes per row, so a batch stays in cache.
  static let rowsPerBatch = 16

  /// Reads the header of the JPEG in `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(ImageError) {
    try self.init(path: path) { width, height, colours, message in
      carousel_jpeg_open(
        bytes.baseAddress, bytes.count, &width, &height, &colours, &message, message.count)
    }
  }

  /// Reads the header of the JPEG in the open file `descriptor` of `byteCount` bytes,
  /// whose first bytes are `prefix`; the rest is read from the file (up to `byteCount`) as
  /// rows are decoded. The descriptor MUST stay open, and `prefix` alive, while the reader
  /// lives.
  init(
    file descriptor: Int32, byteCount: Int, prefix: UnsafeBufferPointer<UInt8>, path: String
  ) throws(ImageError) {
    try self.init(path: path) { width, height, colours, message in
      carousel_jpeg_open_file(
        descriptor, byteCount, prefix.baseAddress, prefix.count, &width, &height, &colours,
        &message, message.count)
    }
  }

  private init(
    path: String,
    open: (
      inout UInt32, inout UInt32, inout carousel_jpeg_colours, inout [CChar]
    ) -> OpaquePointer?
  ) throws(ImageError) {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var colours = CAROUSEL_JPEG_COLOUR
    var message = [CChar](repeating: 0, count: Self.messageCapacity)
    guard let jpeg = open(&width, &height, &colours, &message) else {
      throw .corrupt(path: path, format: .jpeg, reason: Self.clean(message))
    }
    guard width > 0, height > 0 else {
      carousel_jpeg_close(jpeg)
      throw .corrupt(path: path, format: .jpeg, reason: "it claims no pixels")
    }
    self.jpeg = jpeg
    self.path = path
    self.colours = colours
    size = PixelSize(width: Int(width), height: Int(height))
  }

  deinit {
    carousel_jpeg_close(jpeg)
    batch?.deallocate()
  }

  /// Whether the pixels are ink (C, M, Y, K bytes) rather than ARGB32.
  var isInk: Bool { colours == CAROUSEL_JPEG_INK }

  /// The first warning libjpeg gave (the data ended early…), cleaned for people.
  var warning: String? {
    carousel_jpeg_warning(jpeg).map { DecoderMessage.clean(String(cString: $0)) }
  }

  /// Starts decoding at `factor`: the size of the rows that will come.
  mutating func start(at factor: JPEGScaleFactor) throws(ImageError) -> PixelSize {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var message = [CChar](repeating: 0, count: Self.messageCapacity)
    guard
      carousel_jpeg_start(
        jpeg, UInt32(factor.numerator), UInt32(factor.denominator), &width, &height, &message,
        message.count) == 0, width > 0, height > 0
    else { throw .corrupt(path: path, format: .jpeg, reason: Self.clean(message)) }
    let scaled = PixelSize(width: Int(width), height: Int(height))
    scaledSize = scaled
    return scaled
  }

  /// Decodes every row into `image`, which MUST have the scaled size.
  mutating func read(into image: DecodedImage) throws(ImageError) {
    precondition(
      image.size == scaledSize,
      "\(image.size) is not the decode's \(String(describing: scaledSize))")
    let base = image.buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
    var rows = (0..<image.height).map { Optional(base + $0 * image.stride) }
    try read(&rows)
    nextRow = image.height
  }

  /// Source row `index` (each index at least the last one asked for), ARGB32.
  mutating func row(_ index: Int) throws(ImageError) -> UnsafeRawPointer {
    guard let scaled = scaledSize, index >= first, index < scaled.height else {
      preconditionFailure("row \(index) is behind the decode or outside the image")
    }
    let rowBytes = scaled.width * DecodedImage.bytesPerPixel
    let batch =
      self.batch
      ?? UnsafeMutableRawBufferPointer.allocate(
        byteCount: rowBytes * Self.rowsPerBatch, alignment: MemoryLayout<UInt32>.alignment)
    self.batch = batch
    while index >= first + filled {
      // Rows above the first one asked for (a fill's crop) are never made.
      if index > nextRow { try skip(index - nextRow) }
      first = nextRow
      let count = min(Self.rowsPerBatch, scaled.height - nextRow)
      var rows = (0..<count).map {
        Optional((batch.baseAddress! + $0 * rowBytes).assumingMemoryBound(to: UInt8.self))
      }
      filled = try read(&rows)
      nextRow += filled
    }
    return UnsafeRawPointer(batch.baseAddress! + (index - first) * rowBytes)
  }

  private mutating func skip(_ count: Int) throws(ImageError) {
    var message = [CChar](repeating: 0, count: Self.messageCapacity)
    let skipped = carousel_jpeg_skip_rows(jpeg, UInt32(count), &message, message.count)
    guard skipped == count else {
      throw .corrupt(
        path: path, format: .jpeg,
        reason: skipped < 0 ? Self.clean(message) : "it ended after \(nextRow + Int(skipped)) rows")
    }
    nextRow += count
  }

  @discardableResult
  private func read(_ rows: inout [UnsafeMutablePointer<UInt8>?]) throws(ImageError) -> Int {
    var message = [CChar](repeating: 0, count: Self.messageCapacity)
    let count = UInt32(rows.count)
    let read = rows.withUnsafeMutableBufferPointer {
      carousel_jpeg_read_rows(jpeg, $0.baseAddress, count, &message, message.count)
    }
    guard read == rows.count else {
      throw .corrupt(
        path: path, format: .jpeg,
        reason: read < 0 ? Self.clean(message) : "it ended after \(nextRow + Int(read)) rows")
    }
    return Int(read)
  }

  private static func clean(_ message: [CChar]) -> String {
    DecoderMessage.clean(
      String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }
}
