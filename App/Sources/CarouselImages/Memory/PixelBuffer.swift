#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A block of pixel memory from a ``PixelBufferPool``, given back to the pool when the last
/// reference goes away.
///
/// Decoders write into it once, while they hold the only reference; after that it is only
/// read, so it MAY be shared between threads.
public final class PixelBuffer: @unchecked Sendable {
  /// The first byte.
  public let baseAddress: UnsafeMutableRawPointer
  /// Bytes usable (``capacity`` may be larger: the block is reused from a bigger decode).
  public let count: Int
  /// Bytes reserved for the block.
  let capacity: Int
  /// Where the block goes back to; `nil` for a mapping made by someone else (see
  /// ``init(mapping:count:capacity:)``), which is unmapped.
  private let pool: PixelBufferPool?
  /// The shared-memory file the block maps, or -1 for anonymous memory.
  private let descriptor: Int32
  /// Whether ``detachSharedMemory()`` gave the memory away.
  private var isDetached = false

  init(_ block: PixelBufferPool.Block, count: Int, pool: PixelBufferPool) {
    baseAddress = block.address
    self.count = count
    capacity = block.capacity
    descriptor = block.descriptor
    self.pool = pool
  }

  /// Takes over `capacity` bytes that the caller mapped with `mmap` (pixels another process
  /// wrote into a sealed memfd), of which the first `count` are the image; they are
  /// unmapped when the last reference goes away. The mapping MUST be private or read-only
  /// for every other process, since images are shared between threads as immutable.
  public init(mapping baseAddress: UnsafeMutableRawPointer, count: Int, capacity: Int) {
    precondition(
      count > 0 && count <= capacity, "\(count) bytes do not fit a \(capacity)-byte mapping")
    self.baseAddress = baseAddress
    self.count = count
    self.capacity = capacity
    self.pool = nil
    descriptor = -1
  }

  deinit {
    guard !isDetached else { return }
    if let pool {
      pool.recycle((baseAddress, capacity, descriptor))
    } else {
      munmap(baseAddress, capacity)
    }
  }

  /// Unmaps a shared-memory block and hands its file to the caller (who closes it), so
  /// it can be sealed and sent to another process; `nil` for anonymous memory. The
  /// buffer MUST NOT be read or written after, and its holder MUST be the only one.
  public func detachSharedMemory() -> Int32? {
    guard descriptor >= 0, !isDetached else { return nil }
    isDetached = true
    munmap(baseAddress, capacity)
    pool?.forget(capacity: capacity)
    return descriptor
  }

  /// The bytes, for reading.
  public var bytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: baseAddress, count: count)
  }

  /// The bytes, for the decoder that owns the buffer to fill.
  var mutableBytes: UnsafeMutableRawBufferPointer {
    UnsafeMutableRawBufferPointer(start: baseAddress, count: count)
  }
}
