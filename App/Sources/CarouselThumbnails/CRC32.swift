/// The CRC-32 of PNG chunks (ISO 3309, as the PNG specification's annex D computes it).
enum CRC32 {
  /// The remainder of each byte value, for the reflected polynomial 0xedb88320.
  private static let table: [UInt32] = (0..<256).map { value in
    var remainder = UInt32(value)
    for _ in 0..<8 {
      remainder = remainder & 1 == 1 ? 0xedb8_8320 ^ (remainder >> 1) : remainder >> 1
    }
    return remainder
  }

  /// The checksum of `bytes`.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func checksum<Bytes: Sequence>(of bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
    var crc: UInt32 = 0xffff_ffff
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8)
    }
    return crc ^ 0xffff_ffff
  }
}
