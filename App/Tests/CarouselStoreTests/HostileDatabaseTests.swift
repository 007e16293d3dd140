import CarouselStore
import CarouselTestSupport
import Foundation
import Testing

/// A likes file made by someone else: its triggers, views or other tables, a size past the
/// limits, a special file. Each is refused before anything is written (likes off, the file
/// byte for byte as it was) or, for a trigger added behind the store's back, never runs.
@Suite struct HostileDatabaseTests {
  /// Our likes table as this program makes it, at schema version 1.
  static let ourSchema = """
    CREATE TABLE likes(
      trip_id TEXT PRIMARY KEY NOT NULL,
      liked_at REAL NOT NULL
    ) WITHOUT ROWID;
    PRAGMA user_version = 1;
    INSERT INTO likes VALUES('rome', 1);
    """

  /// A trigger that never ends (it hung every save) and one that adds 100 MB at each like
  /// (two likes made a 2 GB file): the file is not ours, likes are off, nothing ran.
  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      "CREATE TRIGGER spin AFTER INSERT ON likes BEGIN "
        + "SELECT count(*) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
        + "SELECT i FROM n); END;",
      "CREATE TABLE junk(b); CREATE TRIGGER grow AFTER INSERT ON likes BEGIN "
        + "INSERT INTO junk VALUES(randomblob(100000000)); END;",
    ])
  func aDatabaseWithTriggersIsNotOursAndStaysUntouched(trigger: String) throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try RawDatabase(path: path).execute(Self.ourSchema + trigger)
    try expectOff(path: path, in: folder) { error in
      guard case .unrecognizedSchema(_, let object) = error else { return false }
      return object.hasPrefix("trigger \"") || object == "table \"junk\""
    }
  }

  /// Anything besides our table (another program's table, an index, a view) or our table
  /// in another shape (a default or check that calls a function, another column), and a
  /// database of another program that never had likes: not ours.
  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (ourSchema + "CREATE TABLE notes(x);", "table \"notes\""),
      (ourSchema + "CREATE INDEX slow ON likes(liked_at);", "index \"slow\""),
      (ourSchema + "CREATE VIEW everything AS SELECT * FROM likes;", "view \"everything\""),
      (
        "CREATE TABLE likes(trip_id TEXT PRIMARY KEY NOT NULL, "
          + "liked_at REAL NOT NULL DEFAULT (length(randomblob(1000000)))) WITHOUT ROWID; "
          + "PRAGMA user_version = 1;",
        "a likes table of another shape"
      ),
      ("CREATE TABLE recipes(name TEXT);", "table \"recipes\""),
      ("PRAGMA user_version = 1;", "no likes table"),
    ])
  func aDatabaseWithAnotherSchemaIsNotOurs(sql: String, object: String) throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try RawDatabase(path: path).execute(sql)
    try expectOff(path: path, in: folder) {
      $0 == .unrecognizedSchema(path: path, object: object)
    }
    #expect(throws: StoreError.unrecognizedSchema(path: path, object: object)) {
      _ = try LikeStore(readingFrom: path)
    }
  }

  /// A trigger another program adds while the store is open: it does not run, because the
  /// store's connection runs none (the junk table stays empty, the file small).
  @Test func aTriggerAddedWhileOpenNeverRuns() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    let store = try LikeStore(path: path)
    try store.setLiked("rome", true)
    let other = try RawDatabase(path: path)
    try other.execute(
      "CREATE TABLE junk(b); CREATE TRIGGER grow AFTER INSERT ON likes BEGIN "
        + "INSERT INTO junk VALUES(randomblob(10000000)); END;")
    try store.setLiked("oslo", true)
    try store.setLikes(["paris": true, "rome": false])
    #expect(try other.text("SELECT count(*) FROM junk") == "0")
    #expect(try other.text("SELECT group_concat(trip_id) FROM likes") == "oslo,paris")
    let bytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
    let log = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? -1
    #expect(bytes + log < 1_000_000, "database \(bytes) bytes, log \(log)")
  }

  /// A file past ``LikeStore/maximumFileSize`` (sparse: it takes no disk) is refused from
  /// its size alone, at once: the notice names its size and the limit.
  @Test func aFileOverTheSizeLimitIsRefusedUnread() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    let bytes = LikeStore.maximumFileSize + 1
    try makeSparseFile(path, bytes: bytes)
    let start = Date()
    try expectOff(path: path, in: folder, compareBytes: false) {
      $0 == .tooLarge(path: path, file: path, bytes: bytes, limit: LikeStore.maximumFileSize)
    }
    #expect(Date().timeIntervalSince(start) < 1)
    #expect(
      StoreError.tooLarge(path: path, file: path, bytes: bytes, limit: LikeStore.maximumFileSize)
        .shortReason == "the likes database is too large (64 MiB, limit 64 MiB)")
    #expect(
      StoreError.tooLarge(path: path, file: path, bytes: 1_503_238_553, limit: 64 << 20)
        .shortReason == "the likes database is too large (1.4 GiB, limit 64 MiB)")
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? UInt64
    #expect(size == bytes)
  }

  /// The same for a write-ahead log past the limit beside a good database (SQLite would
  /// read all of it back into the database).
  @Test func aLogOverTheSizeLimitIsRefusedUnread() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try RawDatabase(path: path).execute(Self.ourSchema)
    let original = try Data(contentsOf: URL(fileURLWithPath: path))
    let bytes = LikeStore.maximumFileSize + 4096
    try makeSparseFile(path + "-wal", bytes: bytes)
    let likes = LikeKeeper.open(path: path, configuration: LikeKeeperTests.quick)
    #expect(
      likes.access
        == .off(
          .tooLarge(
            path: path, file: path + "-wal", bytes: bytes, limit: LikeStore.maximumFileSize)))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    let size = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? UInt64
    #expect(size == bytes)
  }

  /// More likes than ``LikeStore/maximumLikes``: refused after counting them, without
  /// reading them all into memory.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func tooManyLikesAreRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try fill(path, likes: LikeStore.maximumLikes + 1)
    try expectOff(path: path, in: folder) {
      $0 == .tooManyLikes(path: path, limit: LikeStore.maximumLikes)
    }
    #expect(throws: StoreError.tooManyLikes(path: path, limit: LikeStore.maximumLikes)) {
      _ = try LikeStore(readingFrom: path)
    }
  }

  /// At the limit, likes open for saving, and a like that would pass it fails (its heart
  /// goes back); an unlike still saves.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aLikePastTheLimitIsNotSaved() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try fill(path, likes: LikeStore.maximumLikes)
    let likes = LikeKeeper.open(path: path, configuration: LikeKeeperTests.quick)
    #expect(likes.access == .saving)
    #expect(likes.toggle("one-more") == .changed(liked: true))
    #expect(likes.waitUntilSaved(timeout: LikeKeeperTests.saveTimeout))
    let failures = likes.takeFailures()
    #expect(failures.map(\.error) == [.tooManyLikes(path: path, limit: LikeStore.maximumLikes)])
    #expect(failures.map(\.tripIDs) == [["one-more"]])
    #expect(!likes.isLiked("one-more"))
    #expect(likes.toggle("trip-0") == .changed(liked: false))
    #expect(likes.waitUntilSaved(timeout: LikeKeeperTests.saveTimeout))
    #expect(likes.takeFailures().isEmpty)
    #expect(!likes.isStored("trip-0"))
  }

  /// A pipe where the file should be (SQLite's first read would wait for a writer that
  /// never comes) and a device: refused without being read.
  @Test func aFileThatIsNotARegularFileIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try #require(mkfifo(path, 0o644) == 0)
    let likes = LikeKeeper.open(path: path, configuration: LikeKeeperTests.quick)
    #expect(likes.access == .off(.cannotOpen(path: path, reason: "not a regular file")))
    #expect(throws: StoreError.cannotOpen(path: "/dev/zero", reason: "not a regular file")) {
      _ = try LikeStore(readingFrom: "/dev/zero")
    }
  }

  /// A file that is not SQLite's is "not an SQLite database"; an SQLite file with a bad page
  /// is "damaged".
  @Test func notADatabaseAndDamagedAreToldApart() throws {
    let path = "/likes.sqlite3"
    #expect(
      StoreError.notADatabase(path: path, reason: "file is not a database").shortReason
        == "the likes file is not an SQLite database (left untouched)")
    #expect(
      StoreError.damaged(path: path, reason: "x").shortReason
        == "the likes database is damaged (left untouched)")
  }

  /// Likes off for `path`: nothing shows as liked, a toggle is refused, and the file is
  /// byte for byte as it was (or, with `compareBytes` false, not read) with nothing new
  /// beside it.
  private func expectOff(
    path: String, in folder: TemporaryDirectory, compareBytes: Bool = true,
    reason: (StoreError) -> Bool
  ) throws {
    let original = compareBytes ? try Data(contentsOf: URL(fileURLWithPath: path)) : nil
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    do {
      let likes = LikeKeeper.open(path: path, configuration: LikeKeeperTests.quick)
      guard case .off(let error) = likes.access else {
        Issue.record("expected likes off, got \(likes.access)")
        return
      }
      #expect(reason(error), "\(error)")
      #expect(error.description.hasPrefix(path))
      #expect(likes.likedIDs().isEmpty)
      #expect(likes.toggle("paris") == .refused(error))
    }
    if let original {
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == before)
  }

  /// A file of `bytes` that takes no disk.
  private func makeSparseFile(_ path: String, bytes: UInt64) throws {
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: bytes)
    try handle.close()
  }

  /// A likes database of ours holding `likes` likes, `trip-0` onwards.
  private func fill(_ path: String, likes: Int) throws {
    let database = try RawDatabase(path: path)
    try database.execute(
      """
      CREATE TABLE likes(
        trip_id TEXT PRIMARY KEY NOT NULL,
        liked_at REAL NOT NULL
      ) WITHOUT ROWID;
      PRAGMA user_version = 1;
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < \(likes))
      INSERT INTO likes SELECT 'trip-' || i, 1 FROM n;
      """)
  }
}
