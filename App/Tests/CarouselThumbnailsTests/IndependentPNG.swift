/// A PNG writer that shares no code with the app (no Cairo, no libpng, its own checksums):
/// what another program (nautilus's thumbnailer, Gwenview) leaves in the cache. RGBA, 8
/// bits, zlib stream of stored (uncompressed) blocks, `tEXt` chunks before the pixels.
enum IndependentPNG {
  /// A `width`×`height` PNG filled with `rgba`, with `texts` as `tEXt` chunks.
  static func make(
    width: Int, height: Int, rgba: (UInt8, UInt8, UInt8, UInt8) = (200, 40, 40, 255),
    texts: [(String, String)] = []
  ) -> [UInt8] {
    var raw: [UInt8] = []
    for _ in 0..<height {
      raw.append(0)  // filter: none
      for _ in 0..<width { raw += [rgba.0, rgba.1, rgba.2, rgba.3] }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let isLast = offset + count == raw.count
      zlib.append(isLast ? 1 : 0)
      zlib += [
        UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff),
      ]
      zlib += raw[offset..<(offset + count)]
      offset += count
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    zlib += bigEndian(b << 16 | a)
    var png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
    png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
    for (keyword, value) in texts {
      png += chunk("tEXt", Array(keyword.utf8) + [0] + Array(value.utf8))
    }
    png += chunk("IDAT", zlib)
    png += chunk("IEND", [])
    return png
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body))
  }

  /// Bit by bit, unlike the app's table.
  private static func crc(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xffff_ffff
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff),
      UInt8(value & 0xff),
    ]
  }
}
