import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselImages

/// Decodes of one file at the same time share one read of it (a photo's preview and display
/// decodes run together; each reading it held a 510 MiB JPEG twice).
@Suite struct SharedFileReadsTests {
  /// How long the first read takes, so the second request arrives while it runs.
  static let slowRead = 0.2

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aFileAskedForTwiceAtOnceIsReadOnce() throws {
    let folder = try TestFolder()
    let path = try folder.write([1, 2, 3, 4], to: "photo.jpg")
    let reads = SharedFileReads()
    let readCount = Locked(0)
    @Sendable func read() -> [UInt8] {
      readCount.withLock { $0 += 1 }
      usleep(UInt32(Self.slowRead * 1e6))
      return [1, 2, 3, 4]
    }
    let first = Locked<SharedFileReads.Contents?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      first.withLock { $0 = try? reads.contents(of: path, read: read) }
      done.signal()
    }.start()
    usleep(UInt32(Self.slowRead / 4 * 1e6))
    let second = try reads.contents(of: path, read: read)
    #expect(done.wait(timeout: .now() + 10) == .success)
    // One read, one buffer: the second waited for the first read (or found its bytes).
    #expect(readCount.withLock { $0 } == 1)
    #expect(first.withLock { $0 } === second)
    #expect(second.bytes == [1, 2, 3, 4])
    #expect(reads.heldCount == 1)
  }

  @Test func bytesNoDecodeHoldsAreGoneAndAChangedFileIsReadAgain() throws {
    let folder = try TestFolder()
    let path = try folder.write([1, 2, 3], to: "photo.jpg")
    let reads = SharedFileReads()
    let readCount = Locked(0)
    func read() throws(ImageError) -> [UInt8] {
      readCount.withLock { $0 += 1 }
      return try ImageFileReader.contents(of: path, byteLimit: 1 << 20)
    }
    var held: SharedFileReads.Contents? = try reads.contents(of: path, read: read)
    #expect(try reads.contents(of: path, read: read) === held)
    #expect(readCount.withLock { $0 } == 1)
    // Rewritten with another size: another version of the file.
    _ = try folder.write([5, 6, 7, 8], to: "photo.jpg")
    let changed = try reads.contents(of: path, read: read)
    #expect(changed.bytes == [5, 6, 7, 8] && held?.bytes == [1, 2, 3])
    #expect(readCount.withLock { $0 } == 2)
    held = nil
    withExtendedLifetime(changed) { #expect(reads.heldCount == 1) }
  }

  @Test func aFailedReadIsNotShared() throws {
    let reads = SharedFileReads()
    let folder = try TestFolder()
    let path = try folder.write([1], to: "photo.jpg")
    #expect(throws: ImageError.self) {
      try reads.contents(of: path) { () throws(ImageError) -> [UInt8] in
        throw .emptyFile(path: path)
      }
    }
    #expect(reads.heldCount == 0)
    #expect(try reads.contents(of: path) { [9] }.bytes == [9])
  }
}
