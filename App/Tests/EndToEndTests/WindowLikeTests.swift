import CarouselCore
import Testing

extension WindowTests {
  /// A click on the heart likes the trip at once and durably: the app killed with SIGKILL
  /// the moment the like shows still has it when started again.
  @Test func aClickOnTheHeartLikesAndTheLikeSurvivesAKill() throws {
    let session = try WindowSession()
    let layout = try WindowTripsLayout(windowSize: WindowSession.tripsSize)
    let first = try session.launchTrips()
    #expect(first.state?.liked == [])
    try first.click(at: layout.heart.rounded)
    try first.waitForState("the like") { $0.liked == [0] }
    first.kill()

    let second = try session.launchTrips()
    #expect(second.state?.liked == [0])
    #expect(second.state?.index == 0)
    // And a second click takes it back.
    try second.click(at: layout.heart.rounded)
    try second.waitForState("the unlike") { $0.liked == [] }
  }

  /// A press held a full second on the heart likes when released there, as a click does.
  @Test func aPressHeldOnTheHeartLikesWhenReleased() throws {
    let session = try WindowSession()
    let layout = try WindowTripsLayout(windowSize: WindowSession.tripsSize)
    let app = try session.launchTrips()
    let heart = layout.heart.rounded
    try app.xdotool([
      "mousemove", "--window", app.window, "\(heart.0)", "\(heart.1)", "mousedown", "1",
      "sleep", "1", "mouseup", "1",
    ])
    try app.waitForState("the like of a held press") { $0.liked == [0] }
  }

  @Test func aClickOnTheImageDoesNotLike() throws {
    let session = try WindowSession()
    let layout = try WindowTripsLayout(windowSize: WindowSession.tripsSize)
    let app = try session.launchTrips()
    try app.click(at: layout.image.rounded)
    // Events are handled in order: once Right has been handled, so was the click.
    try app.press("Right")
    let state = try app.waitForState("Right to settle") { $0.isIdle && $0.index == 1 }
    #expect(state.liked == [])
  }
}
