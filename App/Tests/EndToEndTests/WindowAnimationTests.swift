import CarouselTestSupport
import Foundation
import Testing

extension WindowTests {
  static let animationPalette: [(UInt8, UInt8, UInt8)] = [
    (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255),
  ]

  /// A folder of `files` (name → bytes) under the temporary folder.
  static func animationFolder(_ files: [String: [UInt8]]) throws -> URL {
    let folder = try CarouselProcess.temporaryDirectory()
    for (name, bytes) in files {
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// The frames an app's state reports over `seconds`, polled every 20 ms.
  static func framesSeen(_ app: WindowApp, seconds: Double) -> Set<Int?> {
    var seen = Set<Int?>()
    let end = Date(timeIntervalSinceNow: seconds)
    while Date() < end {
      seen.insert(app.state?.animationFrame)
      Thread.sleep(forTimeInterval: 0.02)
    }
    return seen
  }

  /// The current animated GIF plays in the window (its frame changes over time); paged
  /// away from, it stops and the window draws nothing while a still photo is current;
  /// paged back to, it plays again.
  @Test func theCurrentAnimationPlaysAndStopsOffScreen() throws {
    let frames = [0, 1, 2].map { TinyGIF.Frame(index: UInt8($0), delay: 15) }
    let folder = try Self.animationFolder([
      "a.gif": TinyGIF.animation(frames, palette: Self.animationPalette),
      "b.gif": TinyGIF.animation(
        [TinyGIF.Frame(index: 3, delay: 0)], palette: Self.animationPalette),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try WindowSession()
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["gallery", folder.path, "--size", "640x480"])
    try app.waitForState("the animation playing") { $0.animationFrame != nil }
    let playing = Self.framesSeen(app, seconds: 1.5)
    #expect(playing.compactMap { $0 }.count >= 2, "frames seen: \(playing)")

    try app.press("Right")
    let still = try app.waitForState("the still photo") {
      $0.isIdle && $0.index == 1 && $0.animationFrame == nil
    }
    // Nothing changes on screen: no frame is drawn for the animation off screen.
    Thread.sleep(forTimeInterval: 1)
    let later = try #require(app.state)
    #expect(later.frames == still.frames, "frames drawn off screen: \(later.frames - still.frames)")
    #expect(later.animationFrame == nil)

    try app.press("Left")
    try app.waitForState("the animation again") { $0.index == 0 && $0.animationFrame != nil }
    #expect(Self.framesSeen(app, seconds: 1).compactMap { $0 }.count >= 2)
  }

  /// 100,000 frames: shown still with one line on stderr, in bounded memory; 1 ms frames
  /// play at 100 ms (the window draws about 10 frames a second, not 1,000); a cut animation
  /// plays the frames that arrived.
  @Test func hostileAnimationsAreBoundedWithOneLine() throws {
    let many = Array(repeating: TinyGIF.Frame(index: 1, delay: 0), count: 100_000)
    let fast = (0..<50).map { TinyGIF.Frame(index: UInt8($0 % 3), delay: 0) }
    let whole = TinyGIF.animation(
      (0..<6).map { TinyGIF.Frame(index: UInt8($0 % 3), delay: 10) },
      palette: Self.animationPalette)
    let folder = try Self.animationFolder([
      "a-many.gif": TinyGIF.animation(many, palette: Self.animationPalette),
      "b-fast.gif": TinyGIF.animation(fast, palette: Self.animationPalette),
      "c-cut.gif": Array(whole.prefix(whole.count - 30)),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try WindowSession()
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["gallery", folder.path, "--size", "640x480"])
    try app.waitForState("the gallery") { $0.count == 3 && $0.isIdle }
    _ = pollUntil(timeout: WindowApp.reactionTimeout) { () -> Bool? in
      app.errorOutput.contains("a-many.gif") ? true : nil
    }
    #expect(app.state?.animationFrame == nil, "100,000 frames do not play")
    let lines = app.errorOutput.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(app.errorOutput)")
    #expect(lines.first?.contains("an animation of more than 4096 frames of 1×1 pixels") == true)
    #expect(lines.first?.hasSuffix("shown still") == true)

    try app.press("Right")
    try app.waitForState("the 1 ms animation playing") {
      $0.index == 1 && $0.animationFrame != nil
    }
    let before = try #require(app.state).frames
    Thread.sleep(forTimeInterval: 2)
    let drawn = try #require(app.state).frames - before
    #expect(drawn >= 10 && drawn <= 30, "frames drawn in 2 s: \(drawn)")

    try app.press("Right")
    try app.waitForState("the cut animation playing") {
      $0.index == 2 && $0.animationFrame != nil
    }
    #expect(app.errorOutput.split(separator: "\n").count == 1, "stderr: \(app.errorOutput)")
    let status = try String(
      contentsOfFile: "/proc/\(app.process.processIdentifier)/status", encoding: .utf8)
    let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    let kilobytes = Int(peak?.split(separator: " ").dropFirst().first ?? "") ?? .max
    #expect(kilobytes < 250_000, "peak resident memory: \(kilobytes) kB")
  }
}
