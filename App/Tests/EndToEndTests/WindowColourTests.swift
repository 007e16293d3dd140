import CarouselTestSupport
import Foundation
import Testing

extension WindowTests {
  /// The display's colour profile (the X root window's `_ICC_PROFILE`, as colour managers
  /// such as colord set it) is what photos are converted to: a photo's colour, read back
  /// from the real window, is the sRGB colour the window showed without a profile,
  /// converted to Display P3 by lcms2, within 2 levels a channel; and far from unconverted.
  @Test func photosAreShownInTheDisplaysColourProfile() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (width, height) = (320, 240)
    let rgb: [UInt8] = (0..<width * height).flatMap { _ in [230, 40, 40] }
    try Data(try PhotoFolder.jpeg(width: width, height: height, rgb: rgb))
      .write(to: folder.appendingPathComponent("red.jpg"))
    let session = try WindowSession()
    let arguments = ["gallery", folder.path, "--size", "400x300"]

    let plain = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome, arguments: arguments)
    let shown = try Self.settledMiddlePixel(of: plain)
    plain.kill()

    let profile = try ICCProfiles.displayP3()
    let profilePath = folder.appendingPathComponent("p3.icc").path
    try Data(profile).write(to: URL(fileURLWithPath: profilePath))
    try Self.x11Screen(["set-profile", profilePath], display: session.xvfb.display)
    let managed = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome, arguments: arguments)
    let converted = try Self.settledMiddlePixel(of: managed)
    managed.kill()

    let expected = try ICCProfiles.convert(
      srgb: (UInt8(shown.0), UInt8(shown.1), UInt8(shown.2)), to: profile)
    let error = [
      abs(converted.0 - expected.0), abs(converted.1 - expected.1),
      abs(converted.2 - expected.2),
    ].max()!
    #expect(error <= 2, "shown \(shown), for P3 \(converted), lcms2 says \(expected)")
    let change = [abs(converted.0 - shown.0), abs(converted.1 - shown.1)].max()!
    #expect(change >= 10, "the profile changed nothing: \(shown) → \(converted)")
    #expect(!managed.errorOutput.contains("colour profile"), "\(managed.errorOutput)")
  }

  /// The pixel in the middle of the app's window once the photo is up and the same pixel
  /// reads the same twice, 0.2 s apart (the sharp decode has replaced the first pass).
  static func settledMiddlePixel(of app: WindowApp) throws -> (Int, Int, Int) {
    let state = try app.waitForState("the photo") { $0.isIdle && $0.count == 1 }
    let (x, y) = (state.width / 2, state.height / 2)
    var last: (Int, Int, Int)?
    let settled = try pollUntil(timeout: WindowApp.reactionTimeout, interval: 0.2) {
      () throws -> (Int, Int, Int)? in
      let words = try x11Screen(["pixel", app.window, "\(x)", "\(y)"], display: app.display)
        .split(separator: " ").compactMap { Int($0) }
      guard words.count == 3 else { throw WindowTestError("x11_screen.py pixel: \(words)") }
      let pixel = (words[0], words[1], words[2])
      defer { last = pixel }
      // The stage is a dark grey; the photo is red.
      guard pixel.0 > 100, let last, last == pixel else { return nil }
      return pixel
    }
    return try #require(settled, "the photo never settled; last \(String(describing: last))")
  }

  /// Runs `Support/x11_screen.py ARGUMENTS` on `display` and returns what it printed.
  @discardableResult
  static func x11Screen(_ arguments: [String], display: String) throws -> String {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Support/x11_screen.py")
    let run = Process()
    run.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    run.arguments = [script.path] + arguments
    run.environment = ["DISPLAY": display, "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    run.standardOutput = output
    run.standardError = output
    try run.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    run.waitUntilExit()
    guard run.terminationStatus == 0 else {
      throw WindowTestError("x11_screen.py \(arguments.joined(separator: " ")): \(text)")
    }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
