import CarouselFiles
import CarouselTestSupport
import Foundation
import Testing

/// How many times a watcher called back.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }

  /// The count once it is at least one (waiting up to two seconds) and a settle period more.
  func settled() -> Int {
    let deadline = Date().addingTimeInterval(2)
    while value == 0 && Date() < deadline { usleep(10_000) }
    usleep(useconds_t(FolderWatcher.settleSeconds * 2 * 1_000_000))
    return value
  }
}

@Suite struct FolderWatcherTests {

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func reportsABurstOfNewFilesTogether() throws {
    let folder = try ScratchFolder()
    let changes = Counter()
    let watcher = try FolderWatcher(folders: [folder.path]) {
      changes.add()
    }
    defer { watcher.stop() }
    // Twenty files written in a row: far fewer callbacks (one, unless the machine is so
    // loaded that a write waits longer than the settle time).
    let files = 20
    for index in 0..<files { try folder.write([1], to: "new\(index).jpg") }
    let count = changes.settled()
    #expect(count >= 1 && count <= files / 4)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func withFileNamesCountsOnlySavesOfThoseFiles() throws {
    let folder = try ScratchFolder()
    let changes = Counter()
    let watcher = try FolderWatcher(
      folders: [folder.path], changes: .saves, fileNames: ["trips.json"]
    ) { changes.add() }
    defer { watcher.stop() }
    try folder.write([1], to: "other.json")
    usleep(useconds_t(FolderWatcher.settleSeconds * 3 * 1_000_000))
    #expect(changes.value == 0)
    // Saved the way editors save: a temporary file renamed over the watched one.
    let temporary = try folder.write([2], to: ".trips.json.swp")
    #expect(rename(temporary, folder.path + "/trips.json") == 0)
    #expect(changes.settled() == 1)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func stopsAtOnceAndReportsNothingAfter() throws {
    let folder = try ScratchFolder()
    let changes = Counter()
    let watcher = try FolderWatcher(folders: [folder.path]) {
      changes.add()
    }
    watcher.stop()
    try folder.write([1], to: "late.jpg")
    usleep(useconds_t(FolderWatcher.settleSeconds * 3 * 1_000_000))
    #expect(changes.value == 0)
  }

  @Test func aMissingFolderIsAnError() throws {
    let folder = try ScratchFolder()
    let missing = folder.path + "/gone"
    #expect(throws: FolderWatchError(path: missing, reason: "No such file or directory")) {
      _ = try FolderWatcher(folders: [missing]) {}
    }
  }
}
