import CTurboJPEG
@_spi(CarouselHost) import CarouselCore
import Foundation

/// The bench's photo folder: N files of 4000 × 3000, made once and kept under
/// `$XDG_CACHE_HOME/carousel/bench-photos/` (default `~/.cache`).
///
/// Like a phone's photos, each JPEG (quality 90, 4:2:0) carries an EXIF segment with an
/// orientation and a 160 × 120 thumbnail. Sixteen distinct photos are encoded (textured
/// gradients with sensor-like noise, about 3.5 MB each); the N files are hard links to them under their
/// own names, so 10,000 photos cost no more disk than 16 and every decode reads a full
/// 12 MP file.
enum PhotoLibrary {
  static let photoSize = (width: 4000, height: 3000)
  static let thumbnailSize = (width: 160, height: 120)
  static let distinctPhotos = 16
  static let quality: Int32 = 90

  struct Failure: Error, CustomStringConvertible { let description: String }

  /// The folder holding `count` photos, made (or completed) now if needed.
  static func folder(count: Int) throws -> String {
    let cache =
      ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (NSHomeDirectory() + "/.cache")
    let base = cache + "/carousel/bench-photos"
    let originals = base + "/originals"
    let folder = base + "/n\(count)"
    let manager = FileManager.default
    try manager.createDirectory(atPath: originals, withIntermediateDirectories: true)
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for index in 0..<distinctPhotos {
      let path = originals + "/\(index).jpg"
      if manager.fileExists(atPath: path) { continue }
      FileHandle.standardError.write(
        Data("carousel-bench: making photo \(index + 1) of \(distinctPhotos) (once)\n".utf8))
      let bytes = try photo(seed: index)
      try Data(bytes).write(to: URL(fileURLWithPath: path + ".tmp"))
      try manager.moveItem(atPath: path + ".tmp", toPath: path)
    }
    for index in 0..<count {
      let path = folder + "/IMG_\(index + 1).jpg"
      if manager.fileExists(atPath: path) { continue }
      guard link(originals + "/\(index % distinctPhotos).jpg", path) == 0 else {
        throw Failure(description: "cannot link \(path): \(String(cString: strerror(errno)))")
      }
    }
    return folder
  }

  /// The folder's photos as paths, in name order.
  static func paths(in folder: String, count: Int) -> [String] {
    (0..<count).map { folder + "/IMG_\($0 + 1).jpg" }
  }

  /// One 4000 × 3000 JPEG with an EXIF thumbnail.
  static func photo(seed: Int) throws -> [UInt8] {
    let (width, height) = photoSize
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
    let hue = Double(seed) / Double(distinctPhotos)
    pixels.withUnsafeMutableBufferPointer { buffer in
      for y in 0..<height {
        for x in 0..<width {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          let noise = Int(state >> 60) - 8
          let base = (y * width + x) * 3
          let u = Double(x) / Double(width)
          let v = Double(y) / Double(height)
          let stripes = (x / 37 + y / 53) % 2 == 0 ? 18 : -18
          buffer[base] = clamp(level(0.3 + 0.5 * u * (1 - hue)) + noise + stripes)
          buffer[base + 1] = clamp(level(0.2 + 0.6 * v) + noise)
          buffer[base + 2] = clamp(level(0.4 + 0.4 * hue * (1 - v)) + noise - stripes)
        }
      }
    }
    let main = try compress(pixels, width: width, height: height)
    var thumbnail = [UInt8](repeating: 0, count: thumbnailSize.width * thumbnailSize.height * 3)
    for y in 0..<thumbnailSize.height {
      for x in 0..<thumbnailSize.width {
        let source = ((y * height / thumbnailSize.height) * width + x * width / thumbnailSize.width)
        for channel in 0..<3 {
          thumbnail[(y * thumbnailSize.width + x) * 3 + channel] = pixels[source * 3 + channel]
        }
      }
    }
    let small = try compress(thumbnail, width: thumbnailSize.width, height: thumbnailSize.height)
    // SOI, then the EXIF segment, then the rest of the encoded photo.
    return Array(main[0..<2]) + exifSegment(thumbnail: small) + Array(main[2...])
  }

  private static func clamp(_ value: Int) -> UInt8 { UInt8(max(0, min(255, value))) }

  /// The channel level (0…255) of a fraction of full intensity.
  private static func level(_ fraction: Double) -> Int {
    Int(clamping: 255 * fraction, rounding: .towardZero, to: 0...255)
  }

  /// An APP1 EXIF segment: IFD0 with orientation 1, IFD1 pointing at `thumbnail`
  /// (big-endian TIFF).
  static func exifSegment(thumbnail: [UInt8]) -> [UInt8] {
    func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }
    func entry(_ tag: Int, _ type: Int, _ value: [UInt8]) -> [UInt8] {
      u16(tag) + u16(type) + u32(1) + value + [UInt8](repeating: 0, count: 4 - value.count)
    }
    let ifd0Offset = 8
    let ifd0 = u16(1) + entry(0x0112, 3, u16(1))
    let ifd1Offset = ifd0Offset + ifd0.count + 4
    let ifd1Size = 2 + 2 * 12 + 4
    let thumbnailOffset = ifd1Offset + ifd1Size
    let ifd1 =
      u16(2) + entry(0x0201, 4, u32(thumbnailOffset)) + entry(0x0202, 4, u32(thumbnail.count))
      + u32(0)
    let tiff =
      Array("MM".utf8) + u16(42) + u32(ifd0Offset) + ifd0 + u32(ifd1Offset) + ifd1
      + thumbnail
    let payload = Array("Exif".utf8) + [0, 0] + tiff
    return [0xFF, 0xE1] + u16(payload.count + 2) + payload
  }

  private static func compress(_ pixels: [UInt8], width: Int, height: Int) throws -> [UInt8] {
    guard let handle = tjInitCompress() else { throw Failure(description: "tjInitCompress") }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let status = pixels.withUnsafeBufferPointer {
      tjCompress2(
        handle, $0.baseAddress, Int32(width), Int32(width * 3), Int32(height),
        Int32(TJPF_RGB.rawValue), &output, &size, Int32(TJSAMP_420.rawValue), quality, 0)
    }
    defer { tjFree(output) }
    guard status == 0, let output else {
      throw Failure(description: String(cString: tjGetErrorStr2(handle)))
    }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }
}
