/// One libFuzzer target: a function from arbitrary bytes to "held" or a ``FuzzFailure``.
///
/// Each target feeds the bytes to the real code a user's file reaches (the JSON reader, the
/// `simulate` inputs, the trip catalog, the image decoders, the engine) and checks what
/// must hold for any input: no trap (a trap ends the process, which libFuzzer reports), a
/// one-line bounded error for input that is refused, and the target's own invariants for
/// input that is accepted. The fuzz executables in `App/Fuzz/Targets` call ``fuzz(_:_:)``;
/// the regression tests call ``run(_:)`` with the committed inputs.
///
/// Thread safety: every target MAY run on any thread; none keeps state between inputs
/// (the image targets share ``PixelBufferPool/shared`` like the app does; the `http` target
/// keeps one loopback server and downloader, and its inputs MUST run one at a time).
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// `JSONParser`, `JSONLinesReader` and `JSONObjectReader` over the bytes as one document.
  case json
  /// `carousel simulate`: configuration, NUL byte, events (JSON Lines), then every frame.
  case simulate
  /// `TripCatalog.parse`, the `--catalog` file.
  case catalog
  /// The JPEG decoder (baseline, progressive, grey, CMYK): display and preview decodes.
  case jpeg
  /// The PNG decoder (every colour type and depth, interlaced): display and preview decodes.
  case png
  /// The GIF decoder (interlaced, transparent, offset and animated frames, cut files):
  /// display and preview decodes.
  case gif
  /// Every frame of an animated GIF, WebP or AVIF (disposal, offsets, loop counts, 1 ms
  /// delays, cut files), composited, with its timing.
  case animation
  /// The colour-management path: the bytes are an ICC profile embedded in a small PNG's
  /// iCCP chunk and in a JPEG's APP2 segment, decoded with the profile applied or refused.
  case icc
  /// The EXIF reader: the bytes are the TIFF payload of an APP1 segment in a small JPEG,
  /// so every input reaches the orientation and thumbnail code.
  case exif
  /// The engine: bytes → configuration and event sequence (``ByteScript``), with the
  /// engine's invariants checked on every frame and a settled carousel at the end.
  case engine
  /// Data changes: counts at the limits' extremes, snapshot differences (insertions,
  /// removals, moves, updates, duplicate ids) and gestures interleaved on one engine.
  case changes
  /// The image downloader (libcurl) against a loopback server whose whole answer — status
  /// line, header fields, body, chunking, encodings, and how it ends (closed, endless,
  /// stalled) — is the input: an outcome in bounded time, within the byte limit.
  case http

  /// Runs the target on `bytes`.
  ///
  /// - Throws: ``FuzzFailure`` when an invariant does not hold.
  public func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    switch self {
    case .json: try Self.runJSON(bytes)
    case .simulate: try Self.runSimulate(bytes)
    case .catalog: try Self.runCatalog(bytes)
    case .jpeg: try Self.runImage(bytes, format: "jpeg")
    case .png: try Self.runImage(bytes, format: "png")
    case .gif: try Self.runImage(bytes, format: "gif")
    case .animation: try Self.runAnimation(bytes)
    case .icc:
      try Self.runImage(Self.pngWithICCProfile(bytes), format: "png")
      try Self.runImage(Self.jpegWithICCProfile(bytes), format: "jpeg")
    case .exif: try Self.runImage(Self.jpegWithEXIF(bytes), format: "exif")
    case .engine: try Self.runEngine(bytes)
    case .changes: try Self.runChanges(bytes)
    case .http: try Self.runHTTP(bytes)
    }
  }

  /// The body of `LLVMFuzzerTestOneInput`: runs the target on `size` bytes at `data` and
  /// traps with the failure's description if an invariant does not hold, so that libFuzzer
  /// records the input as a crash.
  public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
      try run(bytes)
    } catch {
      fatalError("fuzz target '\(rawValue)': \(error)")
    }
    return 0
  }
}
