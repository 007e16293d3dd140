import CDecodeSandbox
import CarouselImages

#if canImport(Glibc)
  import Glibc
#endif

/// Decoded pixels in a sealed memfd: how they cross from a decode worker into the app
/// without going through a pipe. The worker writes them once and seals the memfd against
/// writing, shrinking and growing, so the app can map it without a copy and without a
/// worker changing (or truncating, which would fault the app) the pixels afterwards.
enum PixelMemory {
  /// A sealed memfd holding the first `byteCount` bytes of `buffer` (an image's pixels), or
  /// `nil` when the memory cannot be had. The caller closes it. A buffer in a memfd (a
  /// worker's, see ``unsealed(byteCount:)``) is sealed as it is and MUST NOT be used after;
  /// any other is copied.
  static func sealed(handingOver buffer: PixelBuffer, byteCount: Int) -> Int32? {
    guard let descriptor = buffer.detachSharedMemory() else {
      return sealed(byteCount: byteCount) {
        $0.copyMemory(from: buffer.baseAddress, byteCount: byteCount)
      }
    }
    guard decode_sandbox_seal(descriptor) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// A memfd of `byteCount` bytes, not sealed yet (the worker's pixel memory, see
  /// ``PixelBufferPool/makesSharedMemory(using:)``), or `nil`.
  @Sendable static func unsealed(byteCount: Int) -> Int32? {
    let descriptor = decode_sandbox_memfd("carousel-pixels")
    guard descriptor >= 0 else { return nil }
    guard ftruncate(descriptor, off_t(byteCount)) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// A sealed memfd holding `bytes` (a display colour profile on its way to a worker), or
  /// `nil` when the memory cannot be had. The caller closes it.
  static func sealed(copying bytes: [UInt8]) -> Int32? {
    sealed(byteCount: bytes.count) { address in
      bytes.withUnsafeBytes { address.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }
  }

  /// The bytes at the start of the memfd `descriptor` (not closed here), at most
  /// `byteLimit` of them; `nil` when it is larger or cannot be read.
  static func contents(of descriptor: Int32, byteLimit: Int) -> [UInt8]? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_size > 0, Int(info.st_size) <= byteLimit,
      let bytes = try? ImageFileReader.read(
        descriptor, from: 0, count: Int(info.st_size), path: ""),
      bytes.count == Int(info.st_size)
    else { return nil }
    return bytes
  }

  /// A sealed memfd of `byteCount` bytes that `fill` wrote, or `nil`.
  private static func sealed(byteCount: Int, fill: (UnsafeMutableRawPointer) -> Void) -> Int32? {
    guard byteCount > 0, let descriptor = unsealed(byteCount: byteCount) else { return nil }
    guard let address = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
      address != MAP_FAILED
    else {
      close(descriptor)
      return nil
    }
    fill(address)
    munmap(address, byteCount)
    guard decode_sandbox_seal(descriptor) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Maps the pixel memfd `descriptor` that came with a worker's reply, after checking it is
  /// sealed and holds `stride · height` bytes; the app's private copy-on-write mapping.
  /// Does not close `descriptor`.
  static func image(
    from descriptor: Int32, width: Int, height: Int, stride: Int, damage: String?
  ) -> DecodedImage? {
    guard width > 0, height > 0, stride >= width * DecodedImage.bytesPerPixel,
      stride % DecodedImage.bytesPerPixel == 0
    else { return nil }
    let product = stride.multipliedReportingOverflow(by: height)
    guard !product.overflow, decode_sandbox_is_sealed(descriptor) != 0 else { return nil }
    var info = stat()
    guard fstat(descriptor, &info) == 0, Int(info.st_size) >= product.partialValue else {
      return nil
    }
    let byteCount = product.partialValue
    guard
      let address = mmap(
        nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE, descriptor, 0),
      address != MAP_FAILED
    else { return nil }
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    let capacity = (byteCount + pageSize - 1) / pageSize * pageSize
    let buffer = PixelBuffer(mapping: address, count: byteCount, capacity: capacity)
    return DecodedImage(
      width: width, height: height, stride: stride, buffer: buffer, damage: damage)
  }
}
