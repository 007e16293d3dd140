import CarouselCore
import Testing

extension WindowTests {
  @Test func aDragPagesToTheNextTrip() throws {
    let session = try WindowSession()
    let app = try session.launchTrips()
    let layout = try WindowTripsLayout(windowSize: WindowSession.tripsSize)
    var expected = WindowState(index: 0, phase: "idle", liked: [], width: 400, height: 760)
    expected.ids = [
      "paris", "rome", "istanbul", "london", "sydney", "santorini", "newyork", "kyoto",
    ]
    expected.currentId = "paris"
    #expect(app.state == expected)
    // The title is the scene's, non-ASCII dash included.
    #expect(try app.title == layout.title)
    #expect(layout.title.contains("—"))
    // Right to left across 70 % of the card, held, then let go: past half a page.
    let y = Int(layout.image.y)
    try app.drag(from: (340, y), to: (60, y))
    let state = try app.waitForState("the drag to settle") { $0.isIdle && $0.index != 0 }
    #expect(state.index == 1)
    #expect(state.liked == [])
    // The title follows the current trip.
    let renamed = try pollUntil(timeout: WindowApp.reactionTimeout) { () -> String? in
      let title = try app.title
      return title == "Trips — Rome, Italy — 2/8" ? title : nil
    }
    #expect(renamed != nil, "title: \((try? app.title) ?? "")")
  }

  @Test func rightAndEndKeys() throws {
    let session = try WindowSession()
    let app = try session.launchTrips()
    let layout = try WindowTripsLayout(windowSize: WindowSession.tripsSize)
    try app.press("Right")
    #expect(try app.waitForState("Right to settle") { $0.isIdle && $0.index != 0 }.index == 1)
    try app.press("End")
    let last = layout.tripCount - 1
    #expect(try app.waitForState("End to settle") { $0.isIdle && $0.index != 1 }.index == last)
    try app.press("Home")
    #expect(try app.waitForState("Home to settle") { $0.isIdle && $0.index != last }.index == 0)
  }

  @Test func resizeKeepsTheCurrentTrip() throws {
    let session = try WindowSession()
    let app = try session.launchTrips()
    try app.press("Right")
    try app.waitForState("Right to settle") { $0.isIdle && $0.index == 1 }
    try app.press("Right")
    try app.waitForState("Right to settle") { $0.isIdle && $0.index == 2 }
    try app.resize(width: 900, height: 620)
    let wide = try app.waitForState("the wide window") { $0.width == 900 && $0.height == 620 }
    #expect(wide.index == 2)
    #expect(wide.isIdle)
    try app.resize(width: 360, height: 900)
    let tall = try app.waitForState("the tall window") { $0.width == 360 && $0.height == 900 }
    #expect(tall.index == 2)
  }
}
