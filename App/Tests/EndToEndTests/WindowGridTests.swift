import Foundation
import Testing

extension WindowTests {
  /// The overview grid in a real window: `g` in the gallery shows the grid with the photo
  /// on screen selected; arrows move the selection; Enter opens the selected photo in the
  /// gallery; Esc comes back to the grid where it was; a click on a thumbnail opens that
  /// photo. The thumbnails land in the freedesktop.org cache under `XDG_CACHE_HOME`.
  @Test func gridOpensThePhotoChosenAndComesBack() throws {
    let folder = try PhotoFolder(count: 30)
    let session = try WindowSession()
    let cache = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["gallery", folder.path, "--size", "800x600"],
      extraEnvironment: ["XDG_CACHE_HOME": cache.path])
    try app.waitForState("the gallery") { $0.count == 30 && $0.scene == "gallery" }
    try app.press("Right")
    try app.waitForState("photo 2") { $0.isIdle && $0.index == 1 }

    try app.press("g")
    let grid = try app.waitForState("the grid") { $0.scene == "grid" }
    #expect(grid.selected == 1, "the photo on screen is selected")
    // 800 points hold 5 columns of 140-point cells (4 apart, 12 from the sides): 5 × 144 − 4
    // = 716 ≤ 800 − 24, and 6 would need 860. Down is 5 photos on, → one more.
    try app.press("Down")
    try app.press("Right")
    try app.waitForState("the selection to move") { $0.selected == 1 + 5 + 1 }

    try app.press("Return")
    let opened = try app.waitForState("photo 8 in the gallery") {
      $0.scene == "gallery" && $0.isIdle
    }
    #expect(opened.index == 7)
    #expect(try app.title.hasSuffix("8/30"))

    try app.press("Escape")
    let back = try app.waitForState("back in the grid") { $0.scene == "grid" }
    #expect(back.selected == 7)

    // Row 0 is at the top (12 points down); column 3 starts at (800 − 716) / 2 + 3 × 144.
    try app.click(at: (42 + 3 * 144 + 70, 12 + 70))
    let clicked = try app.waitForState("the clicked photo in the gallery") {
      $0.scene == "gallery" && $0.isIdle && $0.index == 3
    }
    #expect(clicked.index == 3)

    let thumbnails = try FileManager.default.contentsOfDirectory(
      atPath: cache.path + "/thumbnails/normal")
    #expect(
      (20...30).contains(thumbnails.count),
      "a thumbnail for each photo shown (4 rows) or prefetched")
    #expect(thumbnails.allSatisfy { $0.hasSuffix(".png") && $0.count == 36 })
  }

  /// `carousel grid DIR` opens on the grid; Enter opens the gallery, `g` there comes back.
  @Test func gridCommandStartsOnTheGrid() throws {
    let folder = try PhotoFolder(count: 12)
    let session = try WindowSession()
    let cache = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["grid", folder.path, "--start", "4", "--size", "800x600"],
      extraEnvironment: ["XDG_CACHE_HOME": cache.path])
    let grid = try app.waitForState("the grid") { $0.scene == "grid" }
    #expect(grid.selected == 4)
    #expect(try app.title == "Grid — IMG_5 — 5/12")
    try app.press("End")
    try app.waitForState("the last photo selected") { $0.selected == 11 }
    try app.press("Return")
    try app.waitForState("the last photo in the gallery") {
      $0.scene == "gallery" && $0.isIdle && $0.index == 11
    }
    try app.press("g")
    try app.waitForState("the grid again") { $0.scene == "grid" && $0.selected == 11 }
  }
}
