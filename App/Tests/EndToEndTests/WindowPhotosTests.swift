import CTurboJPEG
import Foundation
import Testing

extension WindowTests {
  /// Holding → (25 presses a second for 3 s) through a 300-photo gallery: once the first
  /// photo is up, no frame shows a loading tile (previews arrive within a frame).
  @Test func holdingRightNeverShowsALoadingTile() throws {
    let folder = try PhotoFolder(count: 300)
    let session = try WindowSession()
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["gallery", folder.path, "--size", "800x600"])
    try app.waitForState("the gallery") { $0.count == 300 }
    // A person's reaction time after the first photo appears.
    Thread.sleep(forTimeInterval: 0.5)
    try app.press("Right", times: 75, delay: 0.04)
    let settled = try app.waitForState("the held key to settle") { $0.isIdle && $0.index != 0 }
    #expect(settled.index > 10)
    #expect(settled.loadingFrames == 0, "frames with a loading tile after the first photo")
  }

  /// Holding → skims through a 60-photo gallery on the X server's key repeat (after its
  /// 0.66 s delay) and stops where it is let go: at most one photo past the one on screen
  /// at the release. Repeats that piled up would carry it on for several more.
  @Test func holdingRightStopsWhereItIsLetGo() throws {
    let folder = try PhotoFolder(count: 60)
    let session = try WindowSession()
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["gallery", folder.path, "--size", "640x480"])
    try app.waitForState("the gallery") { $0.count == 60 }
    try app.xdotool([
      "windowfocus", "--sync", app.window, "keydown", "Right", "sleep", "2", "keyup", "Right",
    ])
    // The state file is written at rest; the title follows the photo on screen ("… 12/60").
    let title = try app.title
    let position = try #require(title.split(separator: " ").last?.split(separator: "/").first)
    let atRelease = try #require(Int(position)) - 1
    Thread.sleep(forTimeInterval: 1.5)
    let settled = try app.waitForState("the held key to settle") { $0.isIdle }
    #expect(settled.index >= 4, "the repeats skimmed")
    #expect(settled.index <= atRelease + 1, "on screen at the release: \(title)")
  }

  /// `--watch`: a photo copied into the folder joins within a second; one deleted leaves;
  /// the current photo stays current.
  @Test func watchedFolderPicksUpNewPhotos() throws {
    let folder = try PhotoFolder(count: 3)
    let session = try WindowSession()
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["gallery", folder.path, "--watch", "--size", "640x480"])
    try app.waitForState("the gallery") { $0.count == 3 }
    try app.press("Right")
    try app.waitForState("photo 2") { $0.isIdle && $0.index == 1 }

    // Named to sort first: the current photo moves to index 2 and must stay current.
    let added = Date()
    try folder.add(named: "IMG_0.jpg")
    let grown = try app.waitForState("the new photo", timeout: 5) { $0.count == 4 }
    #expect(Date().timeIntervalSince(added) < 1.0)
    #expect(grown.index == 2)

    try FileManager.default.removeItem(atPath: folder.path + "/IMG_3.jpg")
    let shrunk = try app.waitForState("the deleted photo to leave", timeout: 5) { $0.count == 3 }
    #expect(shrunk.index == 2)
  }
}

/// A folder of generated JPEGs, `IMG_1.jpg` … `IMG_N.jpg`: eight distinct 800 × 600
/// photos (gradients with noise, no EXIF thumbnail, so previews are 1/8 decodes),
/// hard-linked under the other names so many photos cost eight encodes.
final class PhotoFolder {
  let path: String
  private static let distinct = 8
  private let originals: [String]

  init(count: Int) throws {
    path = try CarouselProcess.temporaryDirectory().path
    var originals: [String] = []
    for index in 0..<min(count, Self.distinct) {
      let bytes = try Self.jpeg(seed: index)
      let original = path + "/.original-\(index).jpg"
      try Data(bytes).write(to: URL(fileURLWithPath: original))
      originals.append(original)
    }
    self.originals = originals
    for index in 0..<count {
      guard link(originals[index % originals.count], path + "/IMG_\(index + 1).jpg") == 0 else {
        throw WindowTestError("cannot link a photo: \(String(cString: strerror(errno)))")
      }
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Adds another photo (written beside the folder, then moved in, as a file manager does).
  func add(named name: String) throws {
    let staging = path + "/.staging-\(name)"
    try FileManager.default.copyItem(atPath: originals[0], toPath: staging)
    try FileManager.default.moveItem(atPath: staging, toPath: path + "/" + name)
  }

  /// An 800 × 600 JPEG (quality 85, 4:2:0) of a gradient with noise, different per seed.
  static func jpeg(seed: Int) throws -> [UInt8] {
    let width = 800
    let height = 600
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    var noise = UInt32(seed + 1)
    for y in 0..<height {
      for x in 0..<width {
        noise = noise &* 1_664_525 &+ 1_013_904_223
        let grain = Int(noise >> 29)
        let base = (y * width + x) * 3
        pixels[base] = UInt8((x * 255 / width + seed * 30 + grain) & 0xFF)
        pixels[base + 1] = UInt8((y * 255 / height + grain) & 0xFF)
        pixels[base + 2] = UInt8((seed * 60 + grain) & 0xFF)
      }
    }
    return try jpeg(width: width, height: height, rgb: pixels)
  }

  /// A JPEG (quality 85, 4:2:0) of `rgb`, three bytes a pixel, row after row.
  static func jpeg(width: Int, height: Int, rgb pixels: [UInt8]) throws -> [UInt8] {
    guard let handle = tjInitCompress() else { throw WindowTestError("tjInitCompress") }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let status = pixels.withUnsafeBufferPointer {
      tjCompress2(
        handle, $0.baseAddress, Int32(width), Int32(width * 3), Int32(height),
        Int32(TJPF_RGB.rawValue), &output, &size, Int32(TJSAMP_420.rawValue), 85, 0)
    }
    defer { tjFree(output) }
    guard status == 0, let output else { throw WindowTestError("tjCompress2 failed") }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }
}
