import CarouselImages
import Testing

@Suite struct PixelBufferPoolTests {
  @Test func releasedBuffersAreReused() throws {
    let pool = PixelBufferPool(retainedByteLimit: 8 << 20)
    do {
      let first = try #require(pool.buffer(count: 1 << 20))
      first.baseAddress.storeBytes(of: 0xAB, as: UInt8.self)
    }
    #expect(pool.statistics.liveBytes == 0)
    #expect(pool.statistics.freeBytes == 1 << 20)
    let second = try #require(pool.buffer(count: (1 << 20) - 4096))
    #expect(pool.statistics.reused == 1)
    #expect(pool.statistics.mapped == 1)
    // A reused block comes back cleared, like a fresh one.
    #expect(second.bytes[0] == 0)
  }

  @Test func freeBlocksBeyondTheLimitAreUnmapped() throws {
    let pool = PixelBufferPool(retainedByteLimit: 1 << 20)
    do {
      let a = try #require(pool.buffer(count: 1 << 20))
      let b = try #require(pool.buffer(count: 1 << 20))
      withExtendedLifetime((a, b)) {}
    }
    #expect(pool.statistics.freeBytes == 1 << 20)
    #expect(pool.statistics.peakLiveBytes == 2 << 20)
  }

  @Test func aSmallRequestDoesNotPinABigBlock() throws {
    let pool = PixelBufferPool(retainedByteLimit: 64 << 20)
    do { _ = try #require(pool.buffer(count: 16 << 20)) }
    _ = try #require(pool.buffer(count: 1 << 20))
    #expect(pool.statistics.reused == 0)
    #expect(pool.statistics.mapped == 2)
  }
}
