/// The pixels a colour transform reads.
enum ColourPixelLayout: Sendable, Hashable {
  /// Cairo's premultiplied native-endian ARGB32 words (B, G, R, A in memory on
  /// little-endian machines), converted in place.
  case argb32
  /// Four bytes C, M, Y, K per pixel as TurboJPEG writes them, converted in place to
  /// opaque ARGB32; `inverted` for Adobe's convention (255 = no ink, marked by APP14).
  case cmyk(inverted: Bool)
}
