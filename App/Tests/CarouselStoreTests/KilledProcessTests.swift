import CarouselStore
import CarouselTestSupport
import Foundation
import Testing

/// A like written by a process that is then killed with SIGKILL is still there.
///
/// The test binary starts a copy of itself that runs only
/// ``childLikesATripThenWaitsToBeKilled()``; that child saves a like, drops a marker file,
/// and sleeps until the parent kills it, so it never gets to close the database cleanly.
@Suite struct KilledProcessTests {
  static let databaseVariable = "CAROUSEL_STORE_CHILD_DATABASE"
  static let markerVariable = "CAROUSEL_STORE_CHILD_MARKER"
  static let isChild = ProcessInfo.processInfo.environment[databaseVariable] != nil
  static let childTripID = "liked-by-a-killed-process"
  /// Longer than any parent waits; the parent kills the child long before this.
  static let childSleepSeconds: UInt32 = 120
  static let markerTimeoutSeconds = 60.0
  static let markerPollSeconds = 0.05

  @Test(.enabled(if: isChild, "runs only in the child process"))
  func childLikesATripThenWaitsToBeKilled() throws {
    let environment = ProcessInfo.processInfo.environment
    let store = try LikeStore(path: try #require(environment[Self.databaseVariable]))
    try store.setLiked(Self.childTripID, true)
    let marker = try #require(environment[Self.markerVariable])
    #expect(FileManager.default.createFile(atPath: marker, contents: Data("liked".utf8)))
    sleep(Self.childSleepSeconds)
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    .enabled(if: !isChild, "runs only in the parent process"))
  func likeFromAKilledProcessIsKept() throws {
    let folder = try TemporaryDirectory()
    let database = folder.file("likes.sqlite3")
    let marker = folder.file("child-liked")

    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = [
      "--testing-library", "swift-testing", "--filter", "childLikesATripThenWaitsToBeKilled",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.databaseVariable] = database
    environment[Self.markerVariable] = marker
    child.environment = environment
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()

    let deadline = Date().addingTimeInterval(Self.markerTimeoutSeconds)
    while !FileManager.default.fileExists(atPath: marker) && child.isRunning
      && Date() < deadline
    {
      Thread.sleep(forTimeInterval: Self.markerPollSeconds)
    }
    let childReported = FileManager.default.fileExists(atPath: marker)
    let childWasRunning = child.isRunning
    kill(child.processIdentifier, SIGKILL)
    child.waitUntilExit()

    try #require(childReported, "the child never reported its like")
    #expect(childWasRunning)
    #expect(child.terminationReason == .uncaughtSignal)
    #expect(child.terminationStatus == SIGKILL)
    // The killed connection left its write-ahead log behind, not checkpointed.
    #expect(FileManager.default.fileExists(atPath: database + "-wal"))

    let store = try LikeStore(path: database)
    #expect(store.likedIDs() == [Self.childTripID])
  }
}
