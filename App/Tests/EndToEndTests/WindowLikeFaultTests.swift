import CarouselStore
import Foundation
import Testing

/// `carousel trips` with a likes database that cannot be used: it opens anyway, says so in
/// the window and on standard error, never waits for the disk on its frame thread, the
/// hearts show what is stored, and a damaged file is never written.
extension WindowTests {
  /// Another process holds the database's write lock: five presses of `l` and a page turn
  /// are drawn while the first save still waits for the lock (frames go on), each failed
  /// save is a notice and a line on stderr, and the heart goes back to what is stored.
  /// Once the lock is gone, a like is saved.
  @Test func aLockedDatabaseNeverHoldsUpTheWindowAndTheHeartShowsWhatIsStored() throws {
    let session = try WindowSession()
    _ = try LikeStore(path: session.likesPath)
    let lock = try TestDatabase.lock(session.likesPath)
    let app = try session.launchTrips()
    #expect(app.state?.likesAccess == "saving")

    try app.press("l", times: 5, delay: 0.05)
    try app.press("Right")
    let failed = try app.waitForState("the saves to fail and the heart to go back") {
      $0.isIdle && $0.index == 1 && $0.likesUnsaved == 0 && $0.likedShown == []
        && $0.notice == "Like not saved: the likes database is locked by another program"
    }
    #expect(failed.liked == [])
    // With a frame thread that waited for the lock no frame could be drawn while a like
    // was unsaved; here every press and the page turn were.
    #expect(failed.framesWhileSaving >= 5, "\(failed)")
    #expect(
      app.errorOutput.contains(
        "carousel: like not saved: \(session.likesPath): the likes database is locked by "
          + "another program\n"))

    lock.close()
    try app.press("l")
    try app.waitForState("the like saved once the lock is gone") {
      $0.liked == [1] && $0.likedShown == [1] && $0.likesUnsaved == 0
    }
  }

  /// Another program holds the database locked as the window opens (a rollback journal and
  /// an exclusive transaction: even a read waits). The window opens for saving without
  /// waiting out the lock (it was read-only for the whole session, 2.2–2.9 s late); once
  /// the lock is gone, a like is saved.
  @Test func aDatabaseLockedAtStartUpOpensForSavingAndSavesOnceTheLockIsGone() throws {
    let session = try WindowSession()
    _ = try LikeStore(path: session.likesPath)
    let journal = try TestDatabase(path: session.likesPath)
    try journal.execute("PRAGMA journal_mode=DELETE")
    journal.close()
    let lock = try TestDatabase(path: session.likesPath)
    try lock.execute("BEGIN EXCLUSIVE")
    let app = try session.launchTrips()
    let opened = try #require(app.state)
    #expect(opened.likesAccess == "saving")
    #expect(opened.notice == nil)
    #expect(!app.errorOutput.contains("likes are read-only"))

    lock.close()
    try app.press("l")
    try app.waitForState("the like saved once the lock is gone") {
      $0.liked == [0] && $0.likedShown == [0] && $0.likesUnsaved == 0
    }
  }

  /// A file that is not a database, one from a newer version, and one with another
  /// program's trigger: likes are off, the window says so, `l` changes no heart, and the
  /// file is byte for byte as it was.
  @Test func anUnusableLikesFileOpensWithLikesOffAndIsNeverWritten() throws {
    let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    let newer = try Self.databaseBytes(
      "CREATE TABLE likes(trip_id TEXT, liked_at REAL, device TEXT); PRAGMA user_version = 9;")
    let triggered = try Self.databaseBytes(
      """
      CREATE TABLE likes(
        trip_id TEXT PRIMARY KEY NOT NULL,
        liked_at REAL NOT NULL
      ) WITHOUT ROWID;
      PRAGMA user_version = 1;
      CREATE TABLE junk(b);
      CREATE TRIGGER grow AFTER INSERT ON likes BEGIN
        INSERT INTO junk VALUES(randomblob(100000000));
      END;
      """)
    let cases = [
      ("not a database", garbage, "Likes are off: the likes file is not an SQLite database"),
      ("a newer schema", newer, "Likes are off: the likes database is from a newer version"),
      ("a trigger", triggered, "Likes are off: the likes file is a database of another program"),
    ]
    for (name, original, notice) in cases {
      let session = try WindowSession()
      let folder = (session.likesPath as NSString).deletingLastPathComponent
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try original.write(to: URL(fileURLWithPath: session.likesPath))

      let app = try session.launchTrips()
      let opened = try #require(app.state)
      #expect(opened.likesAccess == "off", "\(name)")
      #expect(opened.notice?.hasPrefix(notice) == true, "\(name): \(opened.notice ?? "-")")
      #expect(app.errorOutput.contains("carousel: likes are off: \(session.likesPath): "))
      try app.press("l")
      try app.press("Right")
      let state = try app.waitForState("Right after l") { $0.isIdle && $0.index == 1 }
      #expect(state.likedShown == [] && state.liked == [], "\(name)")
      try app.press("q")
      app.process.waitUntilExit()
      #expect(app.process.terminationStatus == 0, "\(name): \(app.errorOutput)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: session.likesPath)) == original, "\(name)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["likes.sqlite3"])
    }
  }

  /// A likes file the app may not write (as root, the app runs without the power to
  /// override file modes): the stored likes show, read-only, and `l` changes nothing.
  @Test func aReadOnlyLikesFileShowsItsLikesReadOnly() throws {
    let session = try WindowSession()
    let first = try session.launchTrips()
    try first.press("l")
    try first.waitForState("the like saved") { $0.liked == [0] }
    try first.press("q")
    first.process.waitUntilExit()
    chmod(session.likesPath, 0o444)
    let before = try Data(contentsOf: URL(fileURLWithPath: session.likesPath))

    let app = try session.launchTrips(wrapper: Self.withoutOverride)
    let opened = try #require(app.state)
    #expect(opened.likesAccess == "readOnly")
    #expect(opened.liked == [0] && opened.likedShown == [0])
    #expect(opened.notice == "Likes are read-only: the likes database is read-only")
    #expect(app.errorOutput.contains("carousel: likes are read-only: \(session.likesPath): "))
    try app.press("l")
    try app.press("Right")
    let state = try app.waitForState("Right after l") { $0.isIdle && $0.index == 1 }
    #expect(state.likedShown == [0] && state.liked == [0])
    app.kill()
    #expect(try Data(contentsOf: URL(fileURLWithPath: session.likesPath)) == before)
  }

  /// The app with a file size limit (`prlimit --fsize`, as a full disk stops writes): likes
  /// are saved until one does not fit; that one is a notice and a stderr line and its heart
  /// goes back; every like the app showed as saved is in the file.
  @Test func aFullDiskFailsTheSaveAndLosesNoSavedLike() throws {
    let session = try WindowSession()
    _ = try LikeStore(path: session.likesPath)
    let app = try session.launchTrips(wrapper: ["/usr/bin/prlimit", "--fsize=49152"])
    var last = try #require(app.state)
    for press in 0..<Self.fullDiskPresses {
      // Like the current trip, then move on: each save adds a page to the log.
      try app.press(press.isMultiple(of: 2) ? "l" : "Right")
      last = try app.waitForState("press \(press)") { $0.isIdle && $0.likesUnsaved == 0 }
      if last.notice != nil { break }
    }
    let notice = try #require(last.notice, "no save failed: \(last)")
    #expect(notice == "Like not saved: the disk is full")
    #expect(last.likedShown == last.liked)
    #expect(!last.liked.isEmpty, "no like fitted")
    #expect(app.errorOutput.contains("carousel: like not saved: \(session.likesPath): no room"))
    app.kill()
    let stored = try LikeStore(path: session.likesPath).likedIDs()
    #expect(stored == Set(last.liked.map { last.ids[$0] }))
  }

  /// Presses before a 48 KiB limit must have been reached (about one like per 4 KiB page).
  static let fullDiskPresses = 60

  /// The command that runs the app without the power to write what it does not own: as
  /// root, without `CAP_DAC_OVERRIDE`; as anyone else, the app itself.
  static var withoutOverride: [String] {
    geteuid() == 0 ? ["/usr/bin/setpriv", "--bounding-set", "-dac_override,-dac_read_search"] : []
  }

  /// The bytes of a fresh SQLite database made by `sql`.
  static func databaseBytes(_ sql: String) throws -> Data {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("made.sqlite3").path
    let made = try TestDatabase(path: path)
    try made.execute(sql)
    made.close()
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }
}

extension WindowTests {
  /// Killed (SIGKILL) in the middle of rapid likes, the app loses no like it reported as
  /// saved (`liked` in the state file): the writer commits each like, synced, before it
  /// counts as saved. A few runs, each killed as soon as the first like is reported saved,
  /// while the keys are still arriving and later saves are under way.
  @Test func aKillDuringRapidLikesLosesNoSavedLike() throws {
    let session = try WindowSession()
    let folder = (session.likesPath as NSString).deletingLastPathComponent
    var reportedLikes = 0
    for run in 0..<Self.killRuns {
      try? FileManager.default.removeItem(atPath: folder)
      let app = try session.launchTrips()
      // Like each trip in turn, 30 ms apart, for longer than a synced save takes.
      let keys = Array(repeating: ["l", "Right"], count: 20).flatMap { $0 }
      let typing = try app.startXdotool(
        ["windowfocus", "--sync", app.window, "key", "--delay", "30"] + keys)
      let reported = try app.waitForState("a like saved, run \(run)") { !$0.liked.isEmpty }
      app.kill()
      typing.waitUntilExit()
      let stored = try LikeStore(path: session.likesPath).likedIDs()
      let saved = Set(reported.liked.map { reported.ids[$0] })
      #expect(saved.isSubset(of: stored), "run \(run): reported \(saved), stored \(stored)")
      reportedLikes += saved.count
    }
    // The runs were killed with likes saved (not before the first one).
    #expect(reportedLikes > 0)
  }

  /// Runs of ``aKillDuringRapidLikesLosesNoSavedLike()``.
  static let killRuns = 6

  /// `q` pressed right after `l`: quitting waits for the like to be saved.
  @Test func quittingRightAfterALikeKeepsIt() throws {
    let session = try WindowSession()
    let app = try session.launchTrips()
    let first = try #require(app.state?.ids.first)
    try app.xdotool(["windowfocus", "--sync", app.window, "key", "l", "q"])
    app.process.waitUntilExit()
    #expect(app.process.terminationStatus == 0)
    #expect(try LikeStore(path: session.likesPath).likedIDs() == [first])
  }
}
