import CTurboJPEG
import CWebP
import CarouselImages
import CarouselSandbox
import Foundation

/// Pools, image files and collected report lines for the sandbox's tests.
enum SandboxFixtures {
  struct Failure: Error, CustomStringConvertible { let description: String }

  /// A pool of `workerCount` workers that honour test hooks, reporting into `reports`.
  static func pool(
    workerCount: Int = 1, limits: DecodeWorkerLimits = .default, deadlineSeconds: Double = 30,
    reports: ReportLines = ReportLines()
  ) -> DecodeWorkerPool {
    DecodeWorkerPool(
      configuration: DecodeWorkerPool.Configuration(
        executablePath: DecodeWorkerPool.Configuration.besideProgram(), workerCount: workerCount,
        limits: limits, deadlineSeconds: deadlineSeconds, allowsTestHooks: true,
        report: { reports.append($0) }))
  }

  /// A new empty folder under the temporary folder.
  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "carousel-sandbox-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Writes `bytes` to `name` in `folder` and returns the path.
  static func write(_ bytes: [UInt8], named name: String, in folder: String) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A `width × height` JPEG of a colour gradient with a few hard edges (quality 90, 4:2:0).
  static func jpeg(width: Int, height: Int) throws -> [UInt8] {
    let pixels = gradient(width: width, height: height)
    guard let handle = tjInitCompress() else { throw Failure(description: "tjInitCompress") }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let status = pixels.withUnsafeBufferPointer {
      tjCompress2(
        handle, $0.baseAddress, Int32(width), Int32(width * 3), Int32(height),
        Int32(TJPF_RGB.rawValue), &output, &size, Int32(TJSAMP_420.rawValue), 90, 0)
    }
    defer { tjFree(output) }
    guard status == 0, let output else { throw Failure(description: "tjCompress2 failed") }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }

  /// A `width × height` lossy WebP of the same gradient.
  static func webp(width: Int, height: Int) throws -> [UInt8] {
    let pixels = gradient(width: width, height: height)
    var output: UnsafeMutablePointer<UInt8>?
    let size = pixels.withUnsafeBufferPointer {
      WebPEncodeRGB($0.baseAddress, Int32(width), Int32(height), Int32(width * 3), 85, &output)
    }
    defer { WebPFree(output) }
    guard size > 0, let output else { throw Failure(description: "WebPEncodeRGB failed") }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  private static func gradient(width: Int, height: Int) -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
      for x in 0..<width {
        let base = (y * width + x) * 3
        pixels[base] = UInt8(x * 255 / max(1, width - 1))
        pixels[base + 1] = UInt8(y * 255 / max(1, height - 1))
        pixels[base + 2] = (x / 16 + y / 16) % 2 == 0 ? 40 : 220
      }
    }
    return pixels
  }

  /// A PNG whose header says `width × height` (8-bit RGBA) and whose data is one zero byte:
  /// a decoder that believes the header allocates the whole image before it finds the data
  /// short.
  static func pngClaiming(width: Int, height: Int) -> [UInt8] {
    func bigEndian(_ value: Int) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) }
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return bigEndian(data.count) + body + bigEndian(Int(crc32(body)))
    }
    let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    // zlib: one stored zero byte.
    let data: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", data) + chunk("IEND", [])
  }

  /// CRC-32 (ISO-HDLC), as PNG chunks carry it.
  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// The bundled gallery artwork (PNGs written by Cairo).
  static func artworkPNG(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/CarouselRender/Artwork/gallery/\(name)").path
  }

  /// Descriptors this process has open now.
  static func openDescriptorCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
  }

  /// Mappings of pixel memfds in this process now.
  static func pixelMappingCount() -> Int {
    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    return maps.split(separator: "\n").filter { $0.contains("memfd:carousel-pixels") }.count
  }
}

/// Lines a pool reported, collected for a test.
final class ReportLines: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  func append(_ line: String) { lock.withLock { collected.append(line) } }
  var lines: [String] { lock.withLock { collected } }
}
