/// Compressed bodies that inflate without end, for tests of what a download does with a
/// `Content-Encoding` it did not ask for: a stream that starts with chosen bytes (an image's
/// signature) and then repeats zeros, 258 bytes for every 13 bits sent (about 159 times).
///
/// Made by hand with deflate's fixed Huffman codes (RFC 1951 §3.2.6): one block that never
/// ends, holding the literal bytes and then matches of length 258 at distance 1.
public enum CompressionBomb {
  /// What to send: `head` once, then `repeating` over and over.
  public struct Stream: Sendable {
    /// The container's header, the block's header, the literals and the first match.
    public let head: [UInt8]
    /// 8 × `repeats` matches (13 bytes for each 8): 2,064 × `repeats` bytes once inflated.
    public let repeating: [UInt8]
  }

  /// A `gzip` stream (RFC 1952) inflating to `prefix` and then zeros.
  ///
  /// - Precondition: every byte of `prefix` is below 144 (an 8-bit literal code), as the
  ///   PNG and JPEG signatures' are not all: use ``png`` for an image's start.
  public static func gzip(inflatingTo prefix: [UInt8], repeats: Int = 4_096) -> Stream {
    stream(header: [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF], prefix: prefix, repeats: repeats)
  }

  /// A `deflate` stream as HTTP means it (zlib's wrapper, RFC 1950) inflating to `prefix`
  /// and then zeros.
  public static func deflate(inflatingTo prefix: [UInt8], repeats: Int = 4_096) -> Stream {
    stream(header: [0x78, 0x01], prefix: prefix, repeats: repeats)
  }

  /// The PNG signature: a body that inflates to it looks like an image until its size.
  public static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  private static func stream(header: [UInt8], prefix: [UInt8], repeats: Int) -> Stream {
    precondition(prefix.allSatisfy { $0 < 144 }, "literals from 144 on take 9 bits")
    var bits = BitWriter()
    bits.write(0, count: 1)  // BFINAL: never
    bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
    for byte in prefix + [0] { bits.writeCode(0x30 + UInt32(byte), length: 8) }
    // The head ends on a byte boundary after 1 + 8k matches: 3 + 8 × (p + 1) + 13 × (1 + 8k)
    // bits, a multiple of 8 when 5 × (p + 2) + 5 is one (p the prefix's length); fill with
    // matches until it is.
    var matches = 0
    while bits.count % 8 != 0 || matches == 0 {
      bits.writeMatch()
      matches += 1
      precondition(matches <= 8, "a phase of 13-bit matches always aligns within 8")
    }
    let head = header + bits.bytes
    var pattern = BitWriter()
    for _ in 0..<8 { pattern.writeMatch() }
    let repeating = Array([[UInt8]](repeating: pattern.bytes, count: max(1, repeats)).joined())
    return Stream(head: head, repeating: repeating)
  }

  /// Bits packed from the least significant end of each byte, as deflate packs them.
  private struct BitWriter {
    var bytes: [UInt8] = []
    var count = 0

    mutating func write(_ value: UInt32, count length: Int) {
      for index in 0..<length { append(bit: (value >> UInt32(index)) & 1) }
    }

    /// A Huffman code, whose bits go most significant first.
    mutating func writeCode(_ code: UInt32, length: Int) {
      for index in stride(from: length - 1, through: 0, by: -1) {
        append(bit: (code >> UInt32(index)) & 1)
      }
    }

    /// Length 258 (code 285: 8 bits, no extra) at distance 1 (code 0: 5 bits, no extra).
    mutating func writeMatch() {
      writeCode(0b1100_0101, length: 8)
      writeCode(0, length: 5)
    }

    private mutating func append(bit: UInt32) {
      if count % 8 == 0 { bytes.append(0) }
      bytes[bytes.count - 1] |= UInt8(bit) << UInt8(count % 8)
      count += 1
    }
  }
}
