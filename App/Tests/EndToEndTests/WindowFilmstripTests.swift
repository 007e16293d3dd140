import Foundation
import Testing

extension WindowTests {
  /// The filmstrip in a real window: `t` shows it with the current photo's thumbnail
  /// ringed; a click on a thumbnail shows that photo; → moves the ring; `t` hides it again.
  @Test func filmstripFollowsThePhotosAndAClickOnAThumbnailShowsItsPhoto() throws {
    let folder = try PhotoFolder(count: 30)
    let session = try WindowSession()
    let cache = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["gallery", folder.path, "--size", "800x600"],
      extraEnvironment: ["XDG_CACHE_HOME": cache.path])
    try app.waitForState("the gallery") { $0.count == 30 && $0.scene == "gallery" }

    try app.press("t")
    let shown = try app.waitForState("the filmstrip") { $0.filmstrip && $0.isIdle }
    #expect(shown.selected == 0, "the current photo's thumbnail is ringed")
    #expect(shown.index == 0)

    // 30 cells of 68 points overfill 800: the strip loops with cell 0 in the middle
    // (400 − 32 = 368) of the 80-point band at the bottom (cells from 600 − 80 + 8 = 528).
    // Cell 2's middle: 368 + 2 × 68 + 32 = 536.
    try app.click(at: (536, 560))
    let clicked = try app.waitForState("photo 3 after the click") {
      $0.isIdle && $0.index == 2 && $0.selected == 2
    }
    #expect(clicked.filmstrip)
    #expect(try app.title.hasSuffix("3/30"))

    try app.press("Right")
    try app.waitForState("the ring on photo 4") { $0.isIdle && $0.index == 3 && $0.selected == 3 }

    try app.press("t")
    let hidden = try app.waitForState("the filmstrip hidden") { !$0.filmstrip && $0.isIdle }
    #expect(hidden.index == 3, "the current photo stays")
    #expect(hidden.selected == nil)
    let thumbnails = try FileManager.default.contentsOfDirectory(
      atPath: cache.path + "/thumbnails/normal")
    #expect(
      (11...30).contains(thumbnails.count),
      "the thumbnails in view (12 cells, in part) and those prefetched, in the shared cache")
  }
}
