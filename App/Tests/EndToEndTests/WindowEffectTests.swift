import Foundation
import Testing

extension WindowTests {
  /// `--effect` names the preset in the title; `e` switches to the next one and renames it.
  @Test func theEffectKeyCyclesPresetsAndTheTitleNamesThem() throws {
    let session = try WindowSession()
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["cards", "--size", "400x320", "--effect", "cube"])
    #expect(try app.title == "Featured Apps (cube) — Morning Pages — 1/8")
    try app.press("e")
    try app.waitForTitle("Featured Apps (flip) — Morning Pages — 1/8")
    try app.press("e")
    try app.waitForTitle("Featured Apps (cards) — Morning Pages — 1/8")
  }
}

extension WindowApp {
  /// Waits until the window's title is `expected` (the app renames it on its next turn).
  func waitForTitle(_ expected: String) throws {
    let deadline = Date().addingTimeInterval(Self.reactionTimeout)
    var title = try self.title
    while title != expected && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      title = try self.title
    }
    #expect(title == expected)
  }
}
