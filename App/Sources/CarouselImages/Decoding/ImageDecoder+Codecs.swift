import CAVIF
import CHEIF
import CJXL

extension ImageDecoder {
  /// The codecs loaded on first use rather than at start-up (AVIF, HEIF, JPEG XL: with the
  /// AV1, HEVC and Brotli libraries they link, about 4 MB of pages every window would keep
  /// resident), loaded now: a decode worker does this before it is confined, while it can
  /// still open files.
  ///
  /// - Returns: A line for each codec that could not be loaded (its files then show an
  ///   error tile saying so).
  @discardableResult
  public static func loadCodecs() -> [String] {
    let loads: [(String, UnsafePointer<CChar>?)] = [
      ("libavif", carousel_avif_load()), ("libheif", carousel_heif_load()),
      ("libjxl", carousel_jxl_load()),
    ]
    return loads.compactMap { name, failure in
      failure.map { "\(name) could not be loaded (\(String(cString: $0)))" }
    }
  }

  /// Throws unless a codec loaded on first use is there (`failure`: what its loader said,
  /// nil when it loaded): without it, the file shows its error tile, naming the codec.
  static func requireCodec(_ failure: UnsafePointer<CChar>?, named name: String, path: String)
    throws(ImageError)
  {
    guard let failure else { return }
    throw .decoderFailure(
      path: path, reason: "\(name) could not be loaded (\(String(cString: failure)))")
  }
}
