import CarouselTestSupport
import Foundation
import Testing

/// `carousel render trips --likes FILE` with a likes file made by someone else: refused at
/// once with one line that says why (exit 1), the file left as it was. Before these checks
/// a trigger in the file ran at every save and a file of 3 million likes took 17.6 s to open.
@Suite struct LikeDatabaseRenderTests {
  /// A database with a trigger of another program's: not ours, whatever the trigger does.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aLikesFileWithATriggerIsRefusedUntouched() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("likes.sqlite3").path
    let made = try TestDatabase(path: path)
    try made.execute(
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
    made.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try render(likes: path, in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(path): not a likes database of this program (it holds "))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// A 1.5 GiB file (sparse: it takes no disk) is refused from its size, unread, in no time;
  /// the message names the size and the limit.
  @Test func aLikesFileOverTheSizeLimitIsRefusedUnread() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("likes.sqlite3").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 3 << 29)
    try handle.close()
    let start = Date()
    let result = try render(likes: path, in: folder)
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "\(path): the likes database is too large (1.5 GiB = 1610612736 bytes, limit 64 MiB)"),
      "\(result.stderr)")
  }

  /// A file that is not SQLite's is called that, not "damaged".
  @Test func aLikesFileThatIsNotADatabaseIsCalledThat() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try CarouselProcess.write(
      String(repeating: "shopping list: eggs, milk\n", count: 200), named: "likes.sqlite3",
      in: folder)
    let result = try render(likes: path, in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(path): not an SQLite database ("), "\(result.stderr)")
    #expect(!result.stderr.contains("damaged"))
  }

  private func render(likes path: String, in folder: URL) throws -> CarouselProcess.Result {
    try CarouselProcess.run([
      "render", "trips", "--likes", path, "--size", "200x160",
      "--out", folder.appendingPathComponent("trips.png").path,
    ])
  }
}
