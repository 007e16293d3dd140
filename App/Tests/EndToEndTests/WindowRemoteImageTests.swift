import CarouselTestSupport
import Foundation
import Synchronization
import Testing

extension WindowTests {
  /// A gallery of URLs whose server holds every answer: the window still pages at once
  /// (downloads never run on the frame thread), and it shows the photos once the server
  /// answers.
  @Test func aStalledDownloadDoesNotHoldTheWindow() throws {
    let photos = try PhotoFolder(count: 3)
    let stalling = Mutex(true)
    let root = photos.path
    let server = try LoopbackHTTPServer { path in
      let name = path.split(separator: "/").last.map(String.init) ?? ""
      let bytes = FileManager.default.contents(atPath: root + "/" + name) ?? Data()
      return .init(body: Array(bytes), stallAfter: stalling.withLock { $0 } ? 10 : nil)
    }
    defer { server.stop() }
    let cache = try CarouselProcess.temporaryDirectory()
    let session = try WindowSession()
    let urls = (1...3).map { server.baseURL + "/photos/IMG_\($0).jpg" }
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["gallery"] + urls + ["--size", "640x480"],
      extraEnvironment: ["XDG_CACHE_HOME": cache.path])
    try app.waitForState("the gallery") { $0.count == 3 }
    #expect(server.waitForRequests(1))
    try app.press("Right", times: 2, delay: 0.3)
    let moved = try app.waitForState("two pages on") { $0.isIdle && $0.index == 2 }
    #expect(moved.index == 2)
    // Every answer so far is still held: no download has finished.
    let cached = try FileManager.default.contentsOfDirectory(
      atPath: cache.path + "/carousel/images")
    #expect(cached.allSatisfy { $0.hasPrefix(".") }, "only temporary files: \(cached)")

    stalling.withLock { $0 = false }
    server.stop()  // ends the held answers: they fail, and are tried again on the next visit
    try server.start()
    try app.press("Left", times: 2, delay: 0.3)
    try app.waitForState("back at the first photo") { $0.isIdle && $0.index == 0 }
    let shown = pollUntil(timeout: 20) { () -> Bool? in
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: cache.path + "/carousel/images")) ?? []
      return names.contains { !$0.hasPrefix(".") } ? true : nil
    }
    #expect(shown == true, "the first photo downloaded on its next visit")
  }
}
