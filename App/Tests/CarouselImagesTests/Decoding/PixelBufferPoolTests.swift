import CarouselImages
import Foundation
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

  /// A pool told to make shared memory hands a buffer's file over as it is: what was
  /// written is in the file, the buffer's memory is no longer counted, and a buffer of
  /// anonymous memory has no file to give.
  @Test func aSharedMemoryBufferHandsItsFileOver() throws {
    let pool = PixelBufferPool(retainedByteLimit: 0)
    let anonymous = try #require(pool.buffer(count: 4096))
    #expect(anonymous.detachSharedMemory() == nil)
    // A file already unlinked stands in for a worker's memfd.
    pool.makesSharedMemory { size in
      let path = NSTemporaryDirectory() + "pool-\(UUID().uuidString)"
      let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
      unlink(path)
      guard descriptor >= 0, ftruncate(descriptor, off_t(size)) == 0 else { return nil }
      return descriptor
    }
    let buffer = try #require(pool.buffer(count: 10_000))
    #expect(pool.statistics.liveBytes == 4096 + 12_288)
    for index in 0..<buffer.count {
      buffer.baseAddress.storeBytes(of: UInt8(index % 251), toByteOffset: index, as: UInt8.self)
    }
    let descriptor = try #require(buffer.detachSharedMemory())
    defer { close(descriptor) }
    #expect(buffer.detachSharedMemory() == nil)
    #expect(pool.statistics.liveBytes == 4096)
    var read = [UInt8](repeating: 0, count: 10_000)
    #expect(pread(descriptor, &read, read.count, 0) == read.count)
    #expect(read == (0..<10_000).map { UInt8($0 % 251) })
    withExtendedLifetime(anonymous) {}
  }
}
