import CSQLite
import CarouselStore
import CarouselTestSupport
import Foundation
import Testing

@Suite struct LikeStoreTests {
  @Test func newStoreIsEmptyAndRoundTripsLikes() throws {
    let folder = try TemporaryDirectory()
    let store = try LikeStore(path: folder.file("likes.sqlite3"))
    #expect(store.likedIDs().isEmpty)
    #expect(!store.isLiked("lisbon"))

    try store.setLiked("lisbon", true)
    try store.setLiked("kyoto", true)
    #expect(store.isLiked("lisbon"))
    #expect(store.isLiked("kyoto"))
    #expect(!store.isLiked("oslo"))
    #expect(store.likedIDs() == ["lisbon", "kyoto"])

    try store.setLiked("lisbon", false)
    #expect(!store.isLiked("lisbon"))
    #expect(store.likedIDs() == ["kyoto"])
  }

  @Test func settingTheSameStateTwiceIsHarmless() throws {
    let folder = try TemporaryDirectory()
    let store = try LikeStore(path: folder.file("likes.sqlite3"))
    try store.setLiked("rome", true)
    try store.setLiked("rome", true)
    #expect(store.likedIDs() == ["rome"])
    try store.setLiked("rome", false)
    try store.setLiked("rome", false)
    #expect(store.likedIDs().isEmpty)
  }

  @Test func likesSurviveReopening() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    do {
      let store = try LikeStore(path: path)
      try store.setLiked("trip-1", true)
      try store.setLiked("trip-2", true)
      try store.setLiked("trip-2", false)
      try store.toggleLike("trip-3")
    }
    let reopened = try LikeStore(path: path)
    #expect(reopened.likedIDs() == ["trip-1", "trip-3"])
  }

  @Test func toggleReturnsTheNewState() throws {
    let folder = try TemporaryDirectory()
    let store = try LikeStore(path: folder.file("likes.sqlite3"))
    #expect(try store.toggleLike("paris") == true)
    #expect(store.isLiked("paris"))
    #expect(try store.toggleLike("paris") == false)
    #expect(!store.isLiked("paris"))
    #expect(try store.toggleLike("paris") == true)
    #expect(try LikeStore(path: folder.file("likes.sqlite3")).isLiked("paris"))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func manyIDsIncludingUnusualText() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    let store = try LikeStore(path: path)
    let unusual = [
      "", "it's", "名古屋", "a\"b", "x; DROP TABLE likes; --", String(repeating: "z", count: 500),
    ]
    // 200 writes, each its own transaction: enough to page the table, a fifth of the time.
    let ids = (0..<200).map { "trip-\($0)" } + unusual
    for id in ids { try store.setLiked(id, true) }
    for id in ids where id.hasSuffix("7") { try store.setLiked(id, false) }
    let expected = Set(ids.filter { !$0.hasSuffix("7") })
    #expect(store.likedIDs() == expected)
    #expect(try LikeStore(path: path).likedIDs() == expected)
    #expect(expected.count == 180 + unusual.count)
  }

  @Test func createsMissingParentFolders() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("a/b/c/likes.sqlite3")
    let store = try LikeStore(path: path)
    try store.setLiked("x", true)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func schemaUsesWALAndRecordsItsVersion() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    let store = try LikeStore(path: path)
    try store.setLiked("x", true)
    #expect(try RawDatabase(path: path).text("PRAGMA journal_mode") == "wal")
    #expect(try RawDatabase(path: path).text("PRAGMA user_version") == "\(LikeStore.schemaVersion)")
    #expect(
      try RawDatabase(path: path).text("SELECT count(*) FROM likes WHERE liked_at > 0") == "1")
  }

  @Test func corruptFileIsRefusedAndLeftByteIdentical() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try garbage.write(to: URL(fileURLWithPath: path))

    #expect {
      _ = try LikeStore(path: path)
    } throws: { error in
      guard case .notADatabase(let errorPath, let reason) = error as? StoreError else {
        return false
      }
      return errorPath == path && reason.contains("not a database")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    // No journal or WAL file was started next to it either.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["likes.sqlite3"])
  }

  @Test func errorDescriptionNamesThePathAndSQLiteMessage() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("notes.txt")
    try Data("shopping list: eggs, milk\n".utf8).write(to: URL(fileURLWithPath: path))
    do {
      _ = try LikeStore(path: path)
      Issue.record("opening a text file as a database should fail")
    } catch {
      #expect(error.description.hasPrefix(path + ": "))
      #expect(error.description.contains("file is not a database"))
      #expect(error.description.contains("left untouched"))
    }
  }

  @Test func aFolderAtThePathCannotBeOpened() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect {
      _ = try LikeStore(path: path)
    } throws: { error in
      guard case .cannotOpen(let errorPath, let reason) = error as? StoreError else {
        return false
      }
      return errorPath == path && !reason.isEmpty
    }
  }

  @Test func aFileWhereAFolderShouldBeIsReported() throws {
    let folder = try TemporaryDirectory()
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("blocker")))
    let path = folder.file("blocker/likes.sqlite3")
    #expect {
      _ = try LikeStore(path: path)
    } throws: { error in
      guard case .cannotCreateDirectory(let errorPath, let reason) = error as? StoreError else {
        return false
      }
      return errorPath == path && reason.contains("blocker")
    }
  }

  @Test func newerSchemaIsRefusedUntouched() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    try RawDatabase(path: path).execute("CREATE TABLE future(x); PRAGMA user_version = 7;")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: StoreError.unsupportedSchemaVersion(path: path, found: 7, supported: 1)) {
      _ = try LikeStore(path: path)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func twoStoresOnOneFileSeeEachOthersWrites() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("likes.sqlite3")
    let first = try LikeStore(path: path)
    let second = try LikeStore(path: path)
    try first.setLiked("shared", true)
    #expect(second.isLiked("shared"))
    #expect(try second.toggleLike("shared") == false)
    #expect(!first.isLiked("shared"))
    #expect(first.likedIDs().isEmpty)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func concurrentTogglesFromManyThreadsAreAllCounted() throws {
    let folder = try TemporaryDirectory()
    let store = try LikeStore(path: folder.file("likes.sqlite3"))
    let threads = 8
    let idsPerThread = 25
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<idsPerThread { _ = try? store.toggleLike("t\(thread)-\(index)") }
    }
    #expect(store.likedIDs().count == threads * idsPerThread)
  }
}
