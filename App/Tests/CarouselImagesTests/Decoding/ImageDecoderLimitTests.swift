import CarouselImages
import Foundation
import Testing

/// Headers that claim more than a decode may spend, and paths that are no files: refused
/// before anything is allocated, at once (issue 7).
@Suite struct ImageDecoderLimitTests {
  let size = PixelSize(width: 64, height: 64)

  /// A JPEG of headers only: SOI, a start-of-frame claiming `width` × `height` with three
  /// components (the first sampled 2×2), a scan header over `scanComponents` of them, a few
  /// bytes of "data", EOI.
  static func jpegHeader(
    width: Int, height: Int, progressive: Bool, scanComponents: Int = 3
  ) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xD8]
    let sof: UInt8 = progressive ? 0xC2 : 0xC0
    bytes += [0xFF, sof, 0x00, 17, 8]
    bytes += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
    bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    let scanLength = 6 + 2 * scanComponents
    bytes += [0xFF, 0xDA, 0x00, UInt8(scanLength), UInt8(scanComponents)]
    for component in 0..<scanComponents { bytes += [UInt8(component + 1), 0x00] }
    bytes += [0, progressive ? 0 : 63, 0]
    bytes += [UInt8](repeating: 0x55, count: 200) + [0xFF, 0xD9]
    return bytes
  }

  func decode(_ bytes: [UInt8]) throws -> Result<DecodedImage, ImageError> {
    let folder = try TestFolder()
    let path = folder.file("claim.jpg")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return Result { () throws(ImageError) in try ImageDecoder.decode(path: path, maxSize: size) }
  }

  @Test func aProgressiveHeaderClaiming65000SquaredIsRefusedFromItsHeader() throws {
    let bytes = Self.jpegHeader(width: 65000, height: 65000, progressive: true)
    #expect(bytes.count < 300)
    guard case .failure(.tooLarge(_, 65000, 65000, _)) = try decode(bytes) else {
      Issue.record("expected tooLarge")
      return
    }
  }

  @Test func aProgressiveImageWhoseCoefficientsExceedTheCeilingIsRefused() throws {
    // 12,000² at 4:2:0: 1.5 × 144 M samples / 64 per block × 128 bytes ≈ 412 MiB of
    // coefficients, over the 256 MiB ceiling, though 1/8 scaling would make it small.
    let result = try decode(Self.jpegHeader(width: 12000, height: 12000, progressive: true))
    guard case .failure(.exceedsMemoryCeiling(_, 12000, 12000, let bytes, let limit)) = result
    else {
      Issue.record("expected exceedsMemoryCeiling, got \(result)")
      return
    }
    #expect(bytes > limit)
    // The coefficients plus the output (64 × 64 ARGB32) and the 16 rows of the 1/8 scale
    // (1500 wide) the area filter reads from: the scaled picture is never held whole.
    #expect(bytes == 3 * 144_000_000 / 2 / 64 * 128 + (64 * 64 + 1500 * 16) * 4)
  }

  @Test func aSequentialImageOfOneScanIsDecodedAStripAtATime() throws {
    // The same claim as a single-scan baseline JPEG needs no coefficient buffer: the
    // decode is attempted (and fails on the made-up data), not refused for its size.
    let result = try decode(Self.jpegHeader(width: 12000, height: 12000, progressive: false))
    guard case .failure(let error) = result else { return }
    if case .exceedsMemoryCeiling = error { Issue.record("refused a strip decode: \(error)") }
    if case .tooLarge = error { Issue.record("refused a strip decode: \(error)") }
  }

  @Test func aSequentialImageWhoseFirstScanLacksAComponentBuffersItAll() throws {
    let result = try decode(
      Self.jpegHeader(width: 12000, height: 12000, progressive: false, scanComponents: 1))
    guard case .failure(.exceedsMemoryCeiling) = result else {
      Issue.record("expected exceedsMemoryCeiling, got \(result)")
      return
    }
  }

  @Test func aFIFOIsAnErrorAtOnceNotAWaitForAWriter() throws {
    let folder = try TestFolder()
    let path = folder.file("pipe.jpg")
    #expect(mkfifo(path, 0o644) == 0)
    #expect(
      throws: ImageError.unreadable(path: path, reason: "not a regular file (a FIFO (named pipe))")
    ) {
      try ImageDecoder.decode(path: path, maxSize: size)
    }
  }

  @Test func aDeviceIsAnError() {
    #expect(
      throws: ImageError.unreadable(
        path: "/dev/zero", reason: "not a regular file (a character device)")
    ) {
      try ImageDecoder.decode(path: "/dev/zero", maxSize: size)
    }
  }

  @Test func aPNGOverTheCeilingIsRefusedFromItsHeader() throws {
    // IHDR claiming 10000 × 10000: within a 100 MP pixel limit, but the full-size image
    // libpng fills is 400 MB.
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    let folder = try TestFolder()
    let path = folder.file("big.png")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    var configuration = ImageDecoder.Configuration.default
    configuration.maxDecodedPixelCount = 100_000_000
    #expect(
      throws: ImageError.exceedsMemoryCeiling(
        path: path, width: 10_000, height: 10_000, byteCount: 10_000 * 10_000 * 4,
        byteLimit: 256 << 20)
    ) {
      try ImageDecoder(configuration: configuration).decode(path: path, maxSize: size)
    }
  }
}
