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

  init(baseAddress: UnsafeMutableRawPointer, count: Int, capacity: Int, pool: PixelBufferPool) {
    self.baseAddress = baseAddress
    self.count = count
    self.capacity = capacity
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
  }

  deinit {
    if let pool {
      pool.recycle(baseAddress, capacity: capacity)
    } else {
      munmap(baseAddress, capacity)
    }
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
