import CPNGDecode

extension EmbeddedColourSpace {
  private static let pngSignatureLength = 8
  private static let pngChunkHeaderLength = 8
  private static let pngCRCLength = 4
  private static let iccpType = Array("iCCP".utf8)
  private static let pngImageDataTypes = [Array("IDAT".utf8), Array("IEND".utf8)]
  private static let riffHeaderLength = 12
  private static let riffChunkHeaderLength = 8
  private static let webpICCType = Array("ICCP".utf8)

  /// The ICC profile a JPEG embeds in its APP2 `ICC_PROFILE` segments (read by
  /// ``JPEGSegments``), the pieces put in sequence order; `nil` when there is none.
  ///
  /// Pieces MUST be numbered 1…n exactly once each with the same count n (the ICC
  /// specification's rule); any other set is ``ColourProfileProblem/incompletePieces``.
  static func jpeg(_ bytes: [UInt8], segments: JPEGSegments, byteLimit: Int) -> Self? {
    let pieces = segments.iccPieces
    guard let first = pieces.first else { return nil }
    let total = pieces.reduce(0) { $0 + $1.bytes.count }
    guard total <= byteLimit else {
      return .unusable(.tooLarge(byteCount: total, byteLimit: byteLimit))
    }
    let count = first.count
    let sorted = pieces.sorted { $0.sequence < $1.sequence }
    guard count == pieces.count, sorted.map(\.sequence) == Array(1...max(count, 1)),
      pieces.allSatisfy({ $0.count == count }), total > 0
    else { return .unusable(.incompletePieces) }
    var profile: [UInt8] = []
    profile.reserveCapacity(total)
    for piece in sorted where piece.bytes.upperBound <= bytes.count {
      profile += bytes[piece.bytes]
    }
    return .icc(profile)
  }

  /// The ICC profile of a PNG's iCCP chunk (before the image data), inflated to at most
  /// `byteLimit` bytes; `nil` when there is none.
  static func png(_ bytes: [UInt8], byteLimit: Int) -> Self? {
    var position = pngSignatureLength
    while position + pngChunkHeaderLength <= bytes.count {
      let length = Int(bigEndian32: bytes, at: position)
      let type = Array(bytes[(position + 4)..<(position + 8)])
      let dataStart = position + pngChunkHeaderLength
      guard length >= 0, dataStart + length <= bytes.count else { return nil }
      if pngImageDataTypes.contains(type) { return nil }
      if type == iccpType {
        return iccpProfile(bytes[dataStart..<(dataStart + length)], byteLimit: byteLimit)
      }
      position = dataStart + length + pngCRCLength
    }
    return nil
  }

  /// An iCCP payload: a name of 1–79 bytes, a NUL, compression method 0, a zlib stream.
  private static func iccpProfile(_ payload: ArraySlice<UInt8>, byteLimit: Int) -> Self {
    guard let nul = payload.firstIndex(of: 0), nul + 2 <= payload.endIndex,
      payload[nul + 1] == 0
    else { return .unusable(.malformed) }
    let stream = Array(payload[(nul + 2)...])
    var profile = [UInt8](repeating: 0, count: byteLimit)
    var written = 0
    let status = stream.withUnsafeBufferPointer { input in
      profile.withUnsafeMutableBufferPointer { output in
        carousel_inflate(input.baseAddress, input.count, output.baseAddress, output.count, &written)
      }
    }
    switch status {
    case 0: return .icc(Array(profile[..<written]))
    // The real size is unknown without inflating further: say "over the limit".
    case 1: return .unusable(.tooLarge(byteCount: byteLimit + 1, byteLimit: byteLimit))
    default: return .unusable(.malformed)
    }
  }

  /// The ICC profile in a WebP file's ICCP chunk (extended format), or `nil`.
  static func webp(_ bytes: [UInt8], byteLimit: Int) -> Self? {
    var position = riffHeaderLength
    while position + riffChunkHeaderLength <= bytes.count {
      let length = Int(littleEndian32: bytes, at: position + 4)
      let dataStart = position + riffChunkHeaderLength
      if Array(bytes[position..<(position + 4)]) == webpICCType {
        guard length <= byteLimit else {
          return .unusable(.tooLarge(byteCount: length, byteLimit: byteLimit))
        }
        guard dataStart + length <= bytes.count else { return .unusable(.malformed) }
        return .icc(Array(bytes[dataStart..<(dataStart + length)]))
      }
      // Chunks are padded to an even length.
      position = dataStart + length + (length & 1)
    }
    return nil
  }
}

extension Int {
  /// The big-endian 32-bit value at `offset` of `bytes` (which MUST hold 4 bytes there).
  fileprivate init(bigEndian32 bytes: [UInt8], at offset: Int) {
    self = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
  }

  /// The little-endian 32-bit value at `offset` of `bytes` (which MUST hold 4 bytes there).
  fileprivate init(littleEndian32 bytes: [UInt8], at offset: Int) {
    self = (0..<4).reversed().reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
  }
}
