/// Decodes JPEG, PNG, WebP, AVIF, HEIF, JPEG XL and GIF files to display-sized ARGB32
/// pixels, converted to the display's colour profile.
///
/// - JPEG goes through libjpeg-turbo's TurboJPEG API. The decoder picks the smallest DCT
///   scaling factor whose result still covers the display size, then shrinks the rest of
///   the way with an area filter. Grayscale JPEGs are expanded by TurboJPEG; CMYK and YCCK
///   JPEGs are decoded as CMYK and converted here. The EXIF orientation (APP1) is applied
///   after shrinking. A file cut short gives the rows that arrived, marked damaged.
/// - PNG is decoded by libpng row by row (progressively, so a truncated file gives the rows
///   that arrived), then shrunk.
/// - WebP is decoded and scaled by libwebp; AVIF by libavif, HEIF by libheif and JPEG XL
///   by libjxl at full size, then shrunk. GIF by giflib: the first frame only (as for
///   animated WebP, AVIF and JPEG XL).
/// - An embedded ICC profile (or H.273 code points) is converted to
///   ``Configuration/displayProfile`` with lcms2; see `ImageDecoder+Colour.swift`.
///
/// The format is recognized from the file's bytes, not its extension. Sizes are checked
/// against ``Configuration/maxDecodedPixelCount`` from the header, before pixel memory is
/// allocated. Pixels come from ``PixelBufferPool/shared``.
///
/// Thread safety: a decoder is an immutable value; any number of threads MAY decode at
/// once. Each decode creates its own library handles.
public struct ImageDecoder: ImageDecoding {
  /// Limits and policies.
  public var configuration: Configuration

  /// The longest side of a preview decode when the file has no embedded thumbnail.
  static let previewSide = 320
  /// How much of a file ``decode(file:byteCount:path:size:fit:pass:prefixLength:)`` reads
  /// first: where a JPEG's EXIF segment (and its thumbnail) lies, and in practice every
  /// segment before its image data.
  public static let filePrefixLength = JPEGSegments.exifSearchLength

  /// Creates a decoder.
  public init(configuration: Configuration = .default) {
    self.configuration = configuration
  }

  /// Decodes the file at `path` with the default configuration.
  public static func decode(path: String, maxSize: PixelSize) throws(ImageError)
    -> DecodedImage
  {
    try ImageDecoder().decode(path: path, maxSize: maxSize)
  }

  /// Decodes the file at `path` to an upright image that fits within `maxSize` (the
  /// display size in pixels), keeping its aspect ratio and never enlarging it.
  ///
  /// - Throws: ``ImageError`` naming `path`: missing, unreadable or empty file, not a
  ///   decodable image, damaged data (with one sentence saying how), or too large.
  public func decode(path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage {
    try decode(path: path, size: maxSize, fit: .within)
  }

  /// Decodes the file at `path` to an upright image that fits within `size` or, `fit`
  /// ``DecodeFit/covering``, the smallest that covers it (the scale is chosen from the
  /// image's header, turned as its EXIF orientation turns it), keeping its aspect ratio and
  /// never enlarging it.
  ///
  /// - Throws: the same errors as ``decode(path:maxSize:)``.
  public func decode(path: String, size: PixelSize, fit: DecodeFit) throws(ImageError)
    -> DecodedImage
  {
    try ImageFileReader.withOpenFile(path, byteLimit: configuration.maxFileByteCount) {
      descriptor, byteCount throws(ImageError) in
      try decode(
        file: descriptor, byteCount: byteCount, path: path, size: size, fit: fit, pass: .display)
    }
  }

  /// Decodes the open regular file `descriptor` of `byteCount` bytes (its size when it was
  /// opened; read from its start with `pread`, not closed here) for `pass`, as
  /// ``decode(path:size:fit:)`` or ``decodePreview(path:maxSize:)`` decodes a path; `path`
  /// only names it in errors. The decode workers enter here with the file the app opened.
  ///
  /// A JPEG is read as its rows are decoded (its first 64 KB first, for the segments before
  /// the image data and the EXIF thumbnail), never held whole; other files are read whole.
  ///
  /// `prefixLength` (for the fuzz targets, whose inputs are smaller than 64 KB) sets how
  /// much is read first; a preview then finds an EXIF thumbnail only within it.
  public func decode(
    file descriptor: Int32, byteCount: Int, path: String, size: PixelSize,
    fit: DecodeFit = .within, pass: ImageDecodePass,
    prefixLength: Int = Self.filePrefixLength
  ) throws(ImageError) -> DecodedImage {
    guard byteCount <= configuration.maxFileByteCount else {
      throw .fileTooLarge(
        path: path, byteCount: byteCount, byteLimit: configuration.maxFileByteCount)
    }
    let prefix = try ImageFileReader.read(
      descriptor, from: 0, count: min(byteCount, max(1, prefixLength)), path: path)
    guard !prefix.isEmpty else { throw .emptyFile(path: path) }
    let isJPEG = ImageSignature.format(of: prefix) == .jpeg
    if isJPEG && pass == .preview,
      let thumbnail = decodeEXIFThumbnail(prefix, path: path, maxSize: size)
    {
      return thumbnail
    }
    if isJPEG && prefix.count < byteCount {
      let segments = JPEGSegments(prefix)
      if segments.reachesScan {
        switch pass {
        case .display:
          let image = try decodeJPEG(
            file: descriptor, byteCount: byteCount, prefix: prefix, segments: segments,
            path: path, maxSize: size, fit: fit)
          return try croppedToFill(image, size: size, fit: fit, path: path)
        case .preview:
          return try decodeJPEG(
            file: descriptor, byteCount: byteCount, prefix: prefix, segments: segments, path: path,
            maxSize: Self.previewBound(size), pass: .preview)
        }
      }
    }
    var bytes = prefix
    if prefix.count < byteCount {
      bytes += try ImageFileReader.read(
        descriptor, from: prefix.count, count: byteCount - prefix.count, path: path)
    }
    switch pass {
    case .display: return try decode(contents: bytes, path: path, maxSize: size, fit: fit)
    case .preview:
      return try decodePreview(contents: bytes, path: path, maxSize: size, triedThumbnail: isJPEG)
    }
  }

  /// Decodes a file's `bytes`, already in memory, as ``decode(path:size:fit:)`` decodes the
  /// file; `path` only names it in errors. The fuzz targets enter here.
  public func decode(
    contents bytes: [UInt8], path: String, maxSize: PixelSize, fit: DecodeFit = .within
  ) throws(ImageError) -> DecodedImage {
    guard !bytes.isEmpty else { throw .emptyFile(path: path) }
    let image: DecodedImage
    switch ImageSignature.format(of: bytes) {
    case .jpeg: image = try decodeJPEG(bytes, path: path, maxSize: maxSize, fit: fit)
    case .png: image = try decodePNG(bytes, path: path, maxSize: maxSize, fit: fit)
    case .webp: image = try decodeWebP(bytes, path: path, maxSize: maxSize, fit: fit)
    case .avif: image = try decodeAVIF(bytes, path: path, maxSize: maxSize, fit: fit)
    case .heif: image = try decodeHEIF(bytes, path: path, maxSize: maxSize, fit: fit)
    case .jxl: image = try decodeJXL(bytes, path: path, maxSize: maxSize, fit: fit)
    case .gif: image = try decodeGIF(bytes, path: path, maxSize: maxSize, fit: fit)
    case nil:
      throw .unsupportedFormat(path: path, reason: ImageSignature.unsupportedReason(for: bytes))
    }
    return try croppedToFill(image, size: maxSize, fit: fit, path: path)
  }

  /// `image` cut to its centre `size` for a fill (a decoder that cannot crop as it
  /// shrinks made the whole cover); as it is for any other fit.
  private func croppedToFill(_ image: DecodedImage, size: PixelSize, fit: DecodeFit, path: String)
    throws(ImageError) -> DecodedImage
  {
    guard fit == .filling else { return image }
    guard let cropped = image.croppedToCentre(size) else { throw Self.outOfMemory(path) }
    return cropped
  }

  /// The bounds of a preview decode for `maxSize`: at most ``previewSide`` a side.
  static func previewBound(_ maxSize: PixelSize) -> PixelSize {
    PixelSize(
      width: min(maxSize.width, previewSide), height: min(maxSize.height, previewSide))
  }

  /// Throws ``ImageError/exceedsMemoryCeiling(path:width:height:byteCount:byteLimit:)``
  /// unless a decode of an image of `size` estimated to need `byteCount` bytes fits
  /// ``Configuration/maxDecodeByteCount``. Every decoder calls it with its estimate from
  /// the header, before it allocates.
  func checkDecodeMemory(_ byteCount: Int, size: PixelSize, path: String) throws(ImageError) {
    guard byteCount <= configuration.maxDecodeByteCount else {
      throw .exceedsMemoryCeiling(
        path: path, width: size.width, height: size.height, byteCount: byteCount,
        byteLimit: configuration.maxDecodeByteCount)
    }
  }

  /// Throws ``ImageError/tooLarge(path:width:height:pixelLimit:)`` unless `size` fits the
  /// pixel budget.
  func checkPixelBudget(_ size: PixelSize, limit: Int? = nil, path: String) throws(ImageError) {
    let limit = limit ?? configuration.maxDecodedPixelCount
    guard size.pixelCount <= limit else {
      throw .tooLarge(path: path, width: size.width, height: size.height, pixelLimit: limit)
    }
  }

  /// A quick first look at the file at `path`, fitting `maxSize` or smaller: a JPEG's
  /// embedded EXIF thumbnail when it has one (only the file's first 64 KB are read), else
  /// a 1/8-scaled DCT decode; other formats are decoded small.
  ///
  /// - Throws: the same errors as ``decode(path:maxSize:)``.
  public func decodePreview(path: String, maxSize: PixelSize) throws(ImageError)
    -> DecodedImage
  {
    try ImageFileReader.withOpenFile(path, byteLimit: configuration.maxFileByteCount) {
      descriptor, byteCount throws(ImageError) in
      try decode(
        file: descriptor, byteCount: byteCount, path: path, size: maxSize, pass: .preview)
    }
  }

  /// The preview of a file's `bytes`, already in memory, as ``decodePreview(path:maxSize:)``
  /// makes it (the EXIF thumbnail is looked for in the first 64 KB); `path` only names it
  /// in errors. The fuzz targets enter here.
  public func decodePreview(contents bytes: [UInt8], path: String, maxSize: PixelSize)
    throws(ImageError) -> DecodedImage
  {
    try decodePreview(contents: bytes, path: path, maxSize: maxSize, triedThumbnail: false)
  }

  private func decodePreview(
    contents bytes: [UInt8], path: String, maxSize: PixelSize, triedThumbnail: Bool
  ) throws(ImageError) -> DecodedImage {
    guard !bytes.isEmpty else { throw .emptyFile(path: path) }
    let previewBound = Self.previewBound(maxSize)
    if !triedThumbnail, ImageSignature.format(of: bytes) == .jpeg,
      let thumbnail = decodeEXIFThumbnail(
        Array(bytes.prefix(JPEGSegments.exifSearchLength)), path: path, maxSize: maxSize)
    {
      return thumbnail
    }
    switch ImageSignature.format(of: bytes) {
    case .jpeg: return try decodeJPEG(bytes, path: path, maxSize: previewBound, pass: .preview)
    case .png: return try decodePNG(bytes, path: path, maxSize: previewBound)
    case .webp: return try decodeWebP(bytes, path: path, maxSize: previewBound)
    case .avif: return try decodeAVIF(bytes, path: path, maxSize: previewBound)
    case .heif: return try decodeHEIF(bytes, path: path, maxSize: previewBound)
    case .jxl: return try decodeJXL(bytes, path: path, maxSize: previewBound)
    case .gif: return try decodeGIF(bytes, path: path, maxSize: previewBound)
    case nil:
      throw .unsupportedFormat(path: path, reason: ImageSignature.unsupportedReason(for: bytes))
    }
  }

  /// Throws ``ImageError/tooLarge(path:width:height:pixelLimit:)``, naming the image's own
  /// `imageSize`, unless the `decoded` size fits the pixel limit.
  func checkPixelBudget(_ decoded: PixelSize, imageSize: PixelSize, path: String)
    throws(ImageError)
  {
    guard decoded.pixelCount <= configuration.maxDecodedPixelCount else {
      throw .tooLarge(
        path: path, width: imageSize.width, height: imageSize.height,
        pixelLimit: configuration.maxDecodedPixelCount)
    }
  }
}
