import CarouselStore
import CarouselTestSupport
import Foundation
import Testing

/// Likes as the window uses them: a change shows at once and is saved on the writer's
/// thread; a save that fails is reported and the heart goes back to what is stored; a
/// database that cannot be used opens read-only or with likes off, and a damaged file is
/// never written.
@Suite struct LikeKeeperTests {
  /// A short wait for a lock, so a test of a locked database takes a fraction of a second.
  static let quick = LikeStore.Configuration(busyTimeoutMilliseconds: 150, synchronous: .full)
  /// Longer than any save takes here.
  static let saveTimeout = 20.0

  @Test func aChangeShowsAtOnceAndIsSavedOnTheWritersThread() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    let likes = LikeKeeper.open(path: path)
    #expect(likes.access == .saving)
    #expect(likes.toggle("lisbon") == .changed(liked: true))
    #expect(likes.toggle("kyoto") == .changed(liked: true))
    #expect(likes.toggle("kyoto") == .changed(liked: false))
    #expect(likes.isLiked("lisbon") && !likes.isLiked("kyoto"))
    #expect(likes.likedIDs() == ["lisbon"])
    #expect(likes.waitUntilSaved(timeout: Self.saveTimeout))
    #expect(likes.unsavedCount == 0)
    #expect(likes.isStored("lisbon") && !likes.isStored("kyoto"))
    #expect(likes.takeFailures().isEmpty)
    #expect(try LikeStore(path: path).likedIDs() == ["lisbon"])
  }

  @Test func aSaveThatSucceedsChangesNoHeartButASaveCount() throws {
    let folder = try TemporaryDirectory()
    let likes = LikeKeeper.open(path: folder.file("likes.sqlite3"))
    let saves = likes.saveCount
    _ = likes.toggle("oslo")
    let afterToggle = likes.changeCount
    #expect(likes.waitUntilSaved(timeout: Self.saveTimeout))
    #expect(likes.changeCount == afterToggle)
    #expect(likes.saveCount > saves)
  }

  /// Another process holds the write lock: a toggle returns at once with the change still
  /// unsaved (it did not wait for the lock), the save fails as "locked", and the heart shows
  /// what is stored again. Once the lock is gone, the next change is saved.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aLockHeldByAnotherProcessFailsTheSaveWithoutWaitingForIt() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try LikeStore(path: path).setLiked("rome", true)
    let likes = LikeKeeper.open(path: path, configuration: Self.quick)
    #expect(likes.access == .saving)

    let report = folder.file("locked")
    let holder = try ChildTest.start(
      "childHoldsTheWriteLock", role: "lock", database: path, report: report)
    defer {
      kill(holder.processIdentifier, SIGKILL)
      holder.waitUntilExit()
    }
    try #require(ChildTest.waitForReport(report, of: holder) == "locked")

    #expect(likes.toggle("rome") == .changed(liked: false))
    #expect(likes.toggle("paris") == .changed(liked: true))
    // Both toggles returned while their save is still to be tried or waiting for the lock.
    #expect(likes.unsavedCount == 2)
    #expect(!likes.isLiked("rome") && likes.isLiked("paris"))
    #expect(likes.waitUntilSaved(timeout: Self.saveTimeout))
    let failures = likes.takeFailures()
    #expect(failures.count >= 1)
    #expect(failures.allSatisfy { $0.error == .locked(path: path) })
    #expect(Set(failures.flatMap(\.tripIDs)) == ["paris", "rome"])
    // The hearts show the truth: what is stored.
    #expect(likes.isLiked("rome") && !likes.isLiked("paris"))
    #expect(likes.likedIDs() == ["rome"])

    kill(holder.processIdentifier, SIGKILL)
    holder.waitUntilExit()
    #expect(likes.toggle("paris") == .changed(liked: true))
    #expect(likes.waitUntilSaved(timeout: Self.saveTimeout))
    #expect(likes.takeFailures().isEmpty)
    #expect(try LikeStore(path: path).likedIDs() == ["paris", "rome"])
  }

  /// Another program holds the database locked as the likes open (rollback journal, inside
  /// an exclusive transaction, so even a read waits): they open at once, for saving, with
  /// the stored likes read past the lock (this was read-only for the whole session, after
  /// waiting out the 2 s lock wait). A change while the lock is held fails as "locked";
  /// once the lock is gone, changes save.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aLockAtStartUpOpensForSavingWithoutWaitingForIt() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try RawDatabase(path: path).execute(
      """
      CREATE TABLE likes(
        trip_id TEXT PRIMARY KEY NOT NULL,
        liked_at REAL NOT NULL
      ) WITHOUT ROWID;
      PRAGMA user_version = 1;
      INSERT INTO likes VALUES('rome', 1);
      """)
    let holder = try RawDatabase(path: path)
    try holder.execute("BEGIN EXCLUSIVE; INSERT INTO likes VALUES('oslo', 2);")
    let patient = LikeStore.Configuration(busyTimeoutMilliseconds: 1_000, synchronous: .full)

    let start = Date()
    let likes = LikeKeeper.open(path: path, configuration: patient)
    let opening = Date().timeIntervalSince(start)
    #expect(opening < 0.5, "opening took \(opening) s")
    #expect(likes.access == .saving)
    #expect(likes.likedIDs() == ["rome"])

    #expect(likes.toggle("paris") == .changed(liked: true))
    #expect(likes.waitUntilSaved(timeout: Self.saveTimeout))
    #expect(likes.takeFailures().map(\.error) == [.locked(path: path)])
    #expect(likes.likedIDs() == ["rome"])

    try holder.execute("ROLLBACK")
    #expect(likes.toggle("paris") == .changed(liked: true))
    #expect(likes.waitUntilSaved(timeout: Self.saveTimeout))
    #expect(likes.takeFailures().isEmpty)
    #expect(likes.isStored("paris") && likes.isStored("rome"))
    #expect(try LikeStore(path: path).likedIDs() == ["paris", "rome"])
  }

  /// A lock at start-up that goes before any change: the writer opens the database on its
  /// own, without a change to save, and what it reads shows.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func theWriterOpensADatabaseLockedAtStartUpOnceTheLockIsGone() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    do { _ = try LikeStore(path: path) }
    // A rollback journal: a writer's exclusive lock keeps readers out too.
    try RawDatabase(path: path).execute("PRAGMA journal_mode=DELETE")
    let holder = try RawDatabase(path: path)
    try holder.execute("BEGIN EXCLUSIVE; INSERT INTO likes VALUES('oslo', 2);")
    let likes = LikeKeeper.open(path: path, configuration: Self.quick)
    #expect(likes.access == .saving)
    #expect(likes.likedIDs().isEmpty)
    try holder.execute("COMMIT")
    let deadline = Date(timeIntervalSinceNow: Self.saveTimeout)
    while !likes.isStored("oslo") && Date() < deadline {
      _ = likes.likedIDs()
      usleep(50_000)
    }
    #expect(likes.likedIDs() == ["oslo"])
    #expect(likes.takeFailures().isEmpty)
  }

  @Test(.enabled(if: ChildTest.role == "lock", "runs only in a child process"))
  func childHoldsTheWriteLock() throws {
    let database = try RawDatabase(path: ChildTest.database)
    try database.execute("BEGIN IMMEDIATE")
    ChildTest.report("locked")
    sleep(120)
  }

  @Test func aFileThatIsNotADatabaseOpensWithLikesOffAndIsLeftAsItWas() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try garbage.write(to: URL(fileURLWithPath: path))
    try expectOff(path: path, original: garbage, in: folder) { error in
      guard case .notADatabase = error else { return false }
      return error.shortReason == "the likes file is not an SQLite database (left untouched)"
    }
  }

  /// A real likes database with one of its pages overwritten: SQLite reads its header and
  /// schema, and the check finds the damage before anything is written.
  @Test func aDamagedDatabaseOpensWithLikesOffAndIsLeftAsItWas() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    do {
      let store = try LikeStore(path: path)
      try store.setLikes(Dictionary(uniqueKeysWithValues: (0..<300).map { ("trip-\($0)", true) }))
    }
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try #require(bytes.count >= 3 * 4096, "the database has \(bytes.count) bytes")
    for offset in 4096..<(2 * 4096) { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 7) }
    try bytes.write(to: URL(fileURLWithPath: path))
    try expectOff(path: path, original: bytes, in: folder) { error in
      guard case .damaged = error else { return false }
      return error.shortReason == "the likes database is damaged (left untouched)"
    }
  }

  @Test func aNewerSchemaOpensWithLikesOffAndIsLeftAsItWas() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try RawDatabase(path: path).execute(
      "CREATE TABLE likes(trip_id TEXT, liked_at REAL, device TEXT); PRAGMA user_version = 9;")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    try expectOff(path: path, original: before, in: folder) {
      $0 == .unsupportedSchemaVersion(path: path, found: 9, supported: LikeStore.schemaVersion)
    }
  }

  /// Likes off for `path`: nothing shows as liked, a toggle is refused, and the file is
  /// byte for byte `original` with nothing new beside it.
  private func expectOff(
    path: String, original: Data, in folder: TemporaryDirectory,
    reason: (StoreError) -> Bool
  ) throws {
    do {
      let likes = LikeKeeper.open(path: path, configuration: Self.quick)
      guard case .off(let error) = likes.access else {
        Issue.record("expected likes off, got \(likes.access)")
        return
      }
      #expect(reason(error), "\(error)")
      #expect(error.description.hasPrefix(path))
      #expect(likes.likedIDs().isEmpty)
      #expect(likes.toggle("paris") == .refused(error))
      #expect(!likes.isLiked("paris"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["likes.sqlite3"])
  }

  /// A file this user may not write (as root: without the power to override file modes).
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aReadOnlyFileOpensReadOnlyWithItsLikes() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try LikeStore(path: path).setLikes(["rome": true, "oslo": true])
    chmod(path, 0o444)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let report = try ChildTest.run(
      "childOpensTheLikes", role: "open", database: path, wrapper: ChildTest.withoutOverride)
    #expect(report == "readOnly readOnly oslo,rome refused")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// A folder this user may not write: the file cannot be made (nothing liked yet), or an
  /// existing one cannot have its log beside it.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aReadOnlyFolderOpensReadOnly() throws {
    let folder = try TemporaryDirectory()
    let empty = folder.file("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
    chmod(empty, 0o555)
    let missing = try ChildTest.run(
      "childOpensTheLikes", role: "open", database: empty + "/likes.sqlite3",
      wrapper: ChildTest.withoutOverride)
    #expect(missing == "readOnly readOnly - refused")
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty)

    let full = folder.file("full")
    try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: false)
    try LikeStore(path: full + "/likes.sqlite3").setLiked("rome", true)
    chmod(full, 0o555)
    let existing = try ChildTest.run(
      "childOpensTheLikes", role: "open", database: full + "/likes.sqlite3",
      wrapper: ChildTest.withoutOverride)
    #expect(existing.hasPrefix("readOnly "))
    #expect(existing.hasSuffix(" rome refused"))
    chmod(empty, 0o755)
    chmod(full, 0o755)
  }

  /// Opens the child's database and reports the access, the reason's case, the likes it
  /// shows and what a toggle did: `readOnly readOnly oslo,rome refused`.
  @Test(.enabled(if: ChildTest.role == "open", "runs only in a child process"))
  func childOpensTheLikes() {
    let likes = LikeKeeper.open(path: ChildTest.database, configuration: Self.quick)
    let (access, reason): (String, StoreError?) =
      switch likes.access {
      case .saving: ("saving", nil)
      case .readOnly(let error): ("readOnly", error)
      case .off(let error): ("off", error)
      case .inMemory: ("inMemory", nil)
      }
    let reasonName = reason.flatMap { Mirror(reflecting: $0).children.first?.label } ?? "-"
    let liked = likes.likedIDs().sorted().joined(separator: ",")
    let toggle =
      switch likes.toggle("new") {
      case .changed: "changed"
      case .refused: "refused"
      }
    ChildTest.report("\(access) \(reasonName) \(liked.isEmpty ? "-" : liked) \(toggle)")
  }

  /// A process whose files may not grow past a limit (`RLIMIT_FSIZE`, as a full disk
  /// would stop them): the save that does not fit fails as "full" and its heart goes
  /// back; every like saved before it is in the file.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aFullDiskFailsTheSaveAndKeepsEveryLikeSavedBeforeIt() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    _ = try LikeStore(path: path)
    let report = try ChildTest.run("childLikesUntilTheDiskIsFull", role: "full", database: path)
    let parts = report.split(separator: " ").map(String.init)
    try #require(parts.count == 3, "the child reported '\(report)'")
    #expect(parts[0] == "full")
    let saved = Int(parts[1]) ?? -1
    #expect(saved > 0, "no like fitted before the limit")
    #expect(parts[2] == "reverted")
    let stored = try LikeStore(path: path).likedIDs()
    #expect(stored == Set((0..<saved).map(Self.longID)))
  }

  /// A trip id of 200-odd bytes: a few fill a page.
  static func longID(_ index: Int) -> String {
    "trip-\(index)-" + String(repeating: "x", count: 200)
  }

  /// The limit in bytes a file of the child may reach: room for the database, the log's
  /// index and a few saves.
  static let fileSizeLimit: rlim_t = 48 * 1024

  @Test(.enabled(if: ChildTest.role == "full", "runs only in a child process"))
  func childLikesUntilTheDiskIsFull() {
    var limit = rlimit(rlim_cur: Self.fileSizeLimit, rlim_max: Self.fileSizeLimit)
    guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0 else {
      ChildTest.report("setrlimit failed")
      return
    }
    // A write past the limit then fails with EFBIG instead of ending the process.
    signal(SIGXFSZ, SIG_IGN)
    let likes = LikeKeeper.open(path: ChildTest.database, configuration: Self.quick)
    guard likes.access == .saving else {
      ChildTest.report("open \(likes.access)")
      return
    }
    for index in 0..<2_000 {
      let id = Self.longID(index)
      _ = likes.toggle(id)
      likes.waitUntilSaved(timeout: Self.saveTimeout)
      guard let failure = likes.takeFailures().first else { continue }
      let kind = if case .full = failure.error { "full" } else { "\(failure.error)" }
      ChildTest.report("\(kind) \(index) \(likes.isLiked(id) ? "shown" : "reverted")")
      return
    }
    ChildTest.report("never full")
  }

  @Test func aPictureKeepsChangesInMemory() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try LikeStore(path: path).setLiked("rome", true)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let likes = try LikeKeeper(readingFrom: path)
    #expect(likes.access == .inMemory)
    #expect(likes.toggle("rome") == .changed(liked: false))
    #expect(likes.toggle("oslo") == .changed(liked: true))
    #expect(likes.likedIDs() == ["oslo"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try LikeStore(path: path).likedIDs() == ["rome"])
  }
}
