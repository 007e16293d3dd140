import Testing

@testable import CarouselThumbnails

@Suite struct MD5Tests {
  /// RFC 1321, appendix A.5.
  @Test func rfc1321TestSuite() {
    let vectors: [(String, String)] = [
      ("", "d41d8cd98f00b204e9800998ecf8427e"),
      ("a", "0cc175b9c0f1b6a831c399e269772661"),
      ("abc", "900150983cd24fb0d6963f7d28e17f72"),
      ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
      ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
      (
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
        "d174ab98d277d9f5a5611c2c9f419d9f"
      ),
      (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
    ]
    for (message, digest) in vectors {
      #expect(MD5.hexDigest(of: message.utf8) == digest, "MD5(\"\(message)\")")
    }
  }

  /// Messages of 55, 56 and 64 bytes cross the padding's block boundary.
  @Test func paddingBoundaries() {
    #expect(
      MD5.hexDigest(of: [UInt8](repeating: 0x61, count: 55)) == "ef1772b6dff9a122358552954ad0df65")
    #expect(
      MD5.hexDigest(of: [UInt8](repeating: 0x61, count: 56)) == "3b0c8ac703f828b04c6c197006d17218")
    #expect(
      MD5.hexDigest(of: [UInt8](repeating: 0x61, count: 64)) == "014842d480b571495a4a0363793f7367")
  }

  @Test func crc32OfIEND() {
    // Every PNG ends with IEND and this checksum.
    #expect(CRC32.checksum(of: Array("IEND".utf8)) == 0xae42_6082)
  }
}
