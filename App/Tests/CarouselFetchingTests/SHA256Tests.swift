import CarouselTestSupport
import Testing

@testable import CarouselFetching

@Suite struct SHA256Tests {
  /// The FIPS 180-4 example messages and a two-block one.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func knownDigests() {
    #expect(
      SHA256.hexDigest(of: "".utf8)
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hexDigest(of: "abc".utf8)
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hexDigest(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Messages of 55, 56 and 64 bytes need one more padding block at different points.
  @Test func paddingBoundaries() {
    let digests = [55, 56, 63, 64, 65].map {
      SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: $0))
    }
    #expect(Set(digests).count == 5)
    #expect(digests.allSatisfy { $0.count == 64 })
    #expect(
      digests[1] == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
  }
}
