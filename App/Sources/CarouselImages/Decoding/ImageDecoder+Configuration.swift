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
    /// Whether an image that decodes only in part (a JPEG that libjpeg-turbo decodes with a
    /// warning, typically a file cut short; a PNG whose data ends or breaks part way) is
    /// reported as corrupt. When `false` the partial image is returned with
    /// ``DecodedImage/damage`` set, its missing part grey (JPEG) or transparent (PNG).
    public var rejectsDamagedJPEG: Bool
    /// Whether embedded colour profiles (ICC, or H.273 code points) are converted to
    /// ``displayProfile`` with lcms2. When `false`, pixels are shown as stored (as sRGB).
    public var managesColour = true
    /// The profile pixels are converted to: the screen's unless a caller says otherwise.
    public var displayProfile = DisplayColourProfile.screen
    /// The largest embedded ICC profile used, in bytes: 4 MiB. Display and camera profiles
    /// are a few kilobytes; the largest printer profiles about 2 MB. A larger profile (a
    /// JPEG may chain 255 APP2 pieces, 16 MB) is ignored and the image shown as sRGB.
    public var maxColourProfileByteCount = 4 << 20
    /// The most memory an animation's frames may hold, in bytes: 64 MiB. Frames are kept
    /// composited at the display size; when they would hold more, they are all shrunk (the
    /// aspect ratio kept) until they fit.
    public var maxAnimationByteCount = 64 << 20
    /// Whether an ignored colour profile is reported on standard error (once per file).
    public var reportsColourProblems = true

    /// Creates a configuration.
    public init(maxDecodedPixelCount: Int, maxFileByteCount: Int, rejectsDamagedJPEG: Bool) {
      precondition(maxDecodedPixelCount > 0, "the pixel limit must be positive")
      precondition(maxFileByteCount > 0, "the file size limit must be positive")
      self.maxDecodedPixelCount = maxDecodedPixelCount
      self.maxFileByteCount = maxFileByteCount
      self.rejectsDamagedJPEG = rejectsDamagedJPEG
    }

    /// 32 million pixels (128 MB of ARGB32: a 5,600×5,600 PNG, a 12 MP photo at full size
    /// for zooming, or a 45,000×45,000 JPEG at 1/8), files up to 512 MiB, 256 MiB per
    /// decode (so an 8192×8192 PNG is refused; a 6000×4000 one is decoded), partly decoded
    /// images shown with their damage. A header claiming 60,000×60,000 is "too large"
    /// before anything is allocated.
    public static let `default` = Configuration(
      maxDecodedPixelCount: 32_000_000, maxFileByteCount: 512 << 20, rejectsDamagedJPEG: false)
  }
}
