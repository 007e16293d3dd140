extension ImageDecoder {
  /// Limits and policies for ``ImageDecoder``.
  public struct Configuration: Sendable, Equatable {
    /// The most pixels the decoder will allocate for one image, checked against the image
    /// header before any pixel memory is allocated.
    ///
    /// For JPEG this is the size after DCT scaling (as small as 1/8 per side), so a huge
    /// photo shown small is still decoded; a PNG must fit at full size.
    public var maxDecodedPixelCount: Int
    /// The most memory one decode may use, in bytes, estimated from the header before
    /// anything is allocated (``ImageDecoder/checkDecodeMemory(_:size:path:)``): the
    /// output pixels plus what the codec holds — for a progressive or multi-scan JPEG,
    /// libjpeg-turbo keeps every DCT coefficient of the full-size image (2 bytes each).
    public var maxDecodeByteCount: Int = 256 << 20
    /// The largest file the decoder will read into memory, in bytes.
    public var maxFileByteCount: Int
    /// Whether a JPEG that libjpeg-turbo decodes only with a warning (typically a file cut
    /// short, "Premature end of JPEG file") is reported as corrupt. When `false` the
    /// partial image is returned, its missing part grey.
    public var rejectsDamagedJPEG: Bool

    /// Creates a configuration.
    public init(maxDecodedPixelCount: Int, maxFileByteCount: Int, rejectsDamagedJPEG: Bool) {
      precondition(maxDecodedPixelCount > 0, "the pixel limit must be positive")
      precondition(maxFileByteCount > 0, "the file size limit must be positive")
      self.maxDecodedPixelCount = maxDecodedPixelCount
      self.maxFileByteCount = maxFileByteCount
      self.rejectsDamagedJPEG = rejectsDamagedJPEG
    }

    /// 64 Mi pixels, files up to 512 MiB, 256 MiB per decode (so an 8192×8192 PNG, whose
    /// decode holds two copies, is refused; a 6000×4000 one is decoded), damaged JPEGs
    /// reported as errors.
    public static let `default` = Configuration(
      maxDecodedPixelCount: 64 << 20, maxFileByteCount: 512 << 20, rejectsDamagedJPEG: true)
  }
}
