/// Explains why a PNG that Cairo refused is damaged, by walking its chunks.
///
/// Cairo 1.16 reports every libpng error as `CAIRO_STATUS_NO_MEMORY` and drops libpng's
/// message, so the decoder asks this walk for a precise reason instead: a chunk that runs
/// past the end of the file, or a chunk whose CRC-32 does not match its data. It only runs
/// after a failure, so successful decodes pay nothing.
enum PNGChunkDiagnosis {
  private static let signatureLength = 8
  private static let lengthFieldSize = 4
  private static let typeFieldSize = 4
  private static let crcFieldSize = 4
  private static let endChunkType = "IEND"
  private static let crcPolynomial: UInt32 = 0xEDB8_8320
  private static let crcTable: [UInt32] = (0..<256).map { entry in
    var crc = UInt32(entry)
    for _ in 0..<8 { crc = crc & 1 == 1 ? crcPolynomial ^ (crc >> 1) : crc >> 1 }
    return crc
  }

  /// The first damage found in `bytes`, or `nil` if every chunk is intact up to `IEND`.
  static func firstDamage(in bytes: [UInt8]) -> String? {
    var offset = signatureLength
    while offset < bytes.count {
      let dataStart = offset + lengthFieldSize + typeFieldSize
      guard dataStart <= bytes.count else {
        return "the file ends inside a chunk header at byte \(offset)"
      }
      let length = bytes[offset..<(offset + lengthFieldSize)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[(offset + lengthFieldSize)..<dataStart], as: UTF8.self)
      let crcStart = dataStart + length
      guard crcStart + crcFieldSize <= bytes.count else {
        return "the file ends inside the \(type) chunk at byte \(offset)"
      }
      let stored = bytes[crcStart..<(crcStart + crcFieldSize)].reduce(UInt32(0)) {
        $0 << 8 | UInt32($1)
      }
      let computed = crc32(bytes[(offset + lengthFieldSize)..<crcStart])
      guard stored == computed else {
        return "CRC mismatch in the \(type) chunk at byte \(offset)"
      }
      if type == endChunkType { return nil }
      offset = crcStart + crcFieldSize
    }
    return "the file ends before the IEND chunk"
  }

  private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
