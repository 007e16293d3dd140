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
  /// A sealed memfd holding `image`'s `stride · height` bytes, or `nil` when the memory
  /// cannot be had. The caller closes it.
  static func sealed(copying image: DecodedImage) -> Int32? {
    let byteCount = image.byteCount
    let descriptor = decode_sandbox_memfd("carousel-pixels")
    guard descriptor >= 0 else { return nil }
    guard ftruncate(descriptor, off_t(byteCount)) == 0,
      let address = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
      address != MAP_FAILED
    else {
      close(descriptor)
      return nil
    }
    address.copyMemory(from: image.buffer.baseAddress, byteCount: byteCount)
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
