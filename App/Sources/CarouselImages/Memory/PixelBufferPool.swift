import Glibc

/// Pixel memory for decoded images, mapped from the kernel and kept for reuse.
///
/// Why its own pool rather than `malloc`: every decode needs a few megabytes for a moment
/// (the DCT-scaled image, the filtered one, the turned one). From `malloc` on several
/// decoding threads, glibc grows one arena per thread and its mmap threshold climbs after
/// the first big free, so freed photos stay resident: 380 MB after paging through 300
/// photos. Here every block is an anonymous mapping: a block given back is kept for the
/// next decode while the free blocks fit ``retainedByteLimit``, and unmapped (its pages
/// returned to the system) otherwise. Resident memory is then what is alive plus at most
/// the retained free blocks.
///
/// Thread safety: every method MAY be called from any thread; a lock guards the free list.
public final class PixelBufferPool: @unchecked Sendable {
  /// The pool every decoder uses: it keeps up to 8 MB free, one 1080p display image (the
  /// one a page turn let go) for the decode of the photo the page brings in. Every
  /// retained byte is resident: 16 MB held a second block that paging reuses only as often
  /// as a fresh mapping costs (a few page faults a decode).
  public static let shared = PixelBufferPool(retainedByteLimit: 8 << 20)

  /// A block taken may be up to this much larger than asked for, as the fraction 5/4 (so a
  /// 1000×750 decode can reuse a 1024×768 block, but a thumbnail never pins a full-screen
  /// block); integers, so that no conversion from a `Double` is needed.
  static let reuseSlack = (numerator: 5, denominator: 4)

  /// The most bytes of free blocks kept for reuse.
  public let retainedByteLimit: Int
  private let lock = ThreadCondition()
  private var free: [Block] = []
  /// Makes a shared-memory file of the given size, when blocks are shared memory (see
  /// ``makesSharedMemory(using:)``).
  private var sharedMemory: (@Sendable (Int) -> Int32?)?
  private var freeBytes = 0
  private var liveBytes = 0
  private var peakLiveBytes = 0
  private var reused = 0
  private var mapped = 0

  /// A mapped block: its address, size and, for shared memory, its file.
  typealias Block = (address: UnsafeMutableRawPointer, capacity: Int, descriptor: Int32)

  /// Creates a pool that keeps at most `retainedByteLimit` bytes of free blocks.
  public init(retainedByteLimit: Int) {
    precondition(retainedByteLimit >= 0, "the retained byte limit must not be negative")
    self.retainedByteLimit = retainedByteLimit
  }

  /// A zero-filled buffer of `count` bytes, or `nil` when the system has no memory for it.
  /// With `zeroed` false a reused block keeps its old bytes: for a writer that sets every
  /// byte, which then saves clearing it.
  ///
  /// - Complexity: O(*f*) in the free blocks kept (a handful), plus O(`count`) to clear it.
  public func buffer(count: Int, zeroed: Bool = true) -> PixelBuffer? {
    precondition(count > 0, "a pixel buffer must hold at least one byte")
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    let capacity = (count + pageSize - 1) / pageSize * pageSize
    let scaled = capacity.multipliedReportingOverflow(by: Self.reuseSlack.numerator)
    let limit = scaled.overflow ? capacity : scaled.partialValue / Self.reuseSlack.denominator
    let (recycled, sharedMemory) = lock.withLock { () -> (Block?, (@Sendable (Int) -> Int32?)?) in
      var best: Int?
      for index in free.indices
      where free[index].capacity >= capacity
        && free[index].capacity <= limit
      {
        if best == nil || free[index].capacity < free[best!].capacity { best = index }
      }
      guard let best else { return (nil, self.sharedMemory) }
      let block = free.remove(at: best)
      freeBytes -= block.capacity
      liveBytes += block.capacity
      peakLiveBytes = max(peakLiveBytes, liveBytes)
      reused += 1
      return (block, nil)
    }
    if let recycled {
      if zeroed { recycled.address.initializeMemory(as: UInt8.self, repeating: 0, count: count) }
      return PixelBuffer(recycled, count: count, pool: self)
    }
    // A fresh mapping is already zero-filled.
    var descriptor: Int32 = -1
    if let sharedMemory {
      guard let file = sharedMemory(capacity) else { return nil }
      descriptor = file
    }
    let address = mmap(
      nil, capacity, PROT_READ | PROT_WRITE,
      descriptor >= 0 ? MAP_SHARED : MAP_PRIVATE | MAP_ANONYMOUS, descriptor, 0)
    guard let address, address != MAP_FAILED else {
      if descriptor >= 0 { close(descriptor) }
      return nil
    }
    lock.withLock {
      liveBytes += capacity
      peakLiveBytes = max(peakLiveBytes, liveBytes)
      mapped += 1
    }
    return PixelBuffer((address, capacity, descriptor), count: count, pool: self)
  }

  /// Makes every block from now on shared memory: a file that `make(size)` creates at
  /// that size (a memfd), mapped shared. A decode worker's images can then go to the app
  /// as they are (``PixelBuffer/detachSharedMemory()``), without a copy.
  public func makesSharedMemory(using make: @escaping @Sendable (Int) -> Int32?) {
    lock.withLock { sharedMemory = make }
  }

  /// Takes back a block whose last ``PixelBuffer`` went away.
  func recycle(_ block: Block) {
    let keep = lock.withLock { () -> Bool in
      liveBytes -= block.capacity
      guard freeBytes + block.capacity <= retainedByteLimit else { return false }
      free.append(block)
      freeBytes += block.capacity
      return true
    }
    if !keep { Self.release(block) }
  }

  /// Counts a block detached from its buffer as no longer alive.
  func forget(capacity: Int) {
    lock.withLock { liveBytes -= capacity }
  }

  private static func release(_ block: Block) {
    munmap(block.address, block.capacity)
    if block.descriptor >= 0 { close(block.descriptor) }
  }

  /// Unmaps every free block.
  public func trim() {
    let blocks = lock.withLock { () -> [Block] in
      defer {
        free.removeAll()
        freeBytes = 0
      }
      return free
    }
    for block in blocks { Self.release(block) }
  }

  /// Counters: bytes in buffers alive now and at most so far, bytes kept free, and how
  /// many buffers were reused or freshly mapped.
  public var statistics:
    (liveBytes: Int, peakLiveBytes: Int, freeBytes: Int, reused: Int, mapped: Int)
  {
    lock.withLock { (liveBytes, peakLiveBytes, freeBytes, reused, mapped) }
  }
}
