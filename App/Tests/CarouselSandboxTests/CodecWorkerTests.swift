import CarouselImages
import Foundation
import Testing

@testable import CarouselSandbox

/// Workers load the AVIF, HEIF and JPEG XL codecs (about 25 ms of start-up and 4 MB) only
/// once a file needs them.
@Suite struct CodecWorkerTests {
  static let size = PixelSize(width: 32, height: 32)

  /// Whether the process `pid` has libavif mapped (read to the end: /proc files have no
  /// size).
  static func mapsCodecs(_ pid: pid_t) throws -> Bool {
    let file = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps"))
    defer { try? file.close() }
    let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
    return maps.contains("/libavif.so")
  }

  @Test func aJPEGNeverStartsAWorkerWithTheCodecsAndAnAVIFReplacesAnIdleOneWithout() throws {
    let folder = try SandboxFixtures.folder()
    let jpeg = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 64, height: 48), named: "a.jpg", in: folder)
    // Named .jpg: the pool goes by the file's first bytes, as the worker does.
    let avif = try SandboxFixtures.write(WarmUpImages.avif, named: "b.jpg", in: folder)
    let pool = SandboxFixtures.pool(workerCount: 1)
    let decoder = SandboxedImageDecoder(pool: pool)

    _ = try decoder.decode(path: jpeg, maxSize: Self.size)
    let plain = try #require(pool.idleProcessIDs.first)
    #expect(try !Self.mapsCodecs(plain))

    let image = try decoder.decode(path: avif, maxSize: Self.size)
    #expect(image == (try ImageDecoder().decode(path: avif, maxSize: Self.size)))
    #expect(pool.workerCount == 1)
    #expect(pool.statistics.started == 2)
    let withCodecs = try #require(pool.idleProcessIDs.first)
    #expect(withCodecs != plain)
    #expect(try Self.mapsCodecs(withCodecs))

    // The worker with the codecs decodes JPEGs as well: no new start.
    _ = try decoder.decode(path: jpeg, maxSize: Self.size)
    #expect(pool.statistics.started == 2)
    #expect(pool.statistics.failed == 0)
  }

  @Test func prestartingForCodecsReplacesIdleWorkersWithout() throws {
    let pool = SandboxFixtures.pool(workerCount: 2)
    pool.prestart()
    #expect(Self.waitFor { pool.idleProcessIDs.count == 2 })
    for pid in pool.idleProcessIDs { #expect(try !Self.mapsCodecs(pid)) }
    pool.prestart(codecs: true)
    #expect(Self.waitFor { pool.idleProcessIDs.count == 2 && pool.statistics.started == 4 })
    // A worker is idle as soon as it runs, and loads its libraries before it answers.
    for pid in pool.idleProcessIDs {
      #expect(Self.waitFor { (try? Self.mapsCodecs(pid)) == true })
    }
    #expect(pool.workerCount == 2)
    #expect(pool.statistics.started == 4)
  }

  /// Polls `condition` for up to 30 s.
  static func waitFor(_ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: 30)
    while !condition() {
      if Date() > deadline { return false }
      usleep(5_000)
    }
    return true
  }
}

/// A pool ended for good, as the app quits.
@Suite struct PoolEndTests {
  /// The busy worker finishes its decode and ends; nothing is left running, later decodes
  /// fail at once, and nothing is reported.
  @Test func endingForGoodWaitsForTheBusyWorkerAndRefusesLaterDecodes() throws {
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 3_000, height: 2_000), named: "a.jpg", in: folder)
    let reports = ReportLines()
    let pool = SandboxFixtures.pool(workerCount: 2, reports: reports)
    let decoder = SandboxedImageDecoder(pool: pool)
    pool.prestart()
    #expect(CodecWorkerTests.waitFor { pool.idleProcessIDs.count == 2 })
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      _ = try? decoder.decode(path: path, maxSize: PixelSize(width: 3_000, height: 2_000))
      finished.signal()
    }
    #expect(CodecWorkerTests.waitFor { pool.idleProcessIDs.count == 1 })
    let started = pool.idleProcessIDs + []
    pool.endForGood(waitingUpTo: 30)
    #expect(pool.workerCount == 0)
    #expect(pool.idleProcessIDs.isEmpty)
    for pid in started { #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)")) }
    finished.wait()
    #expect(throws: ImageError.self) {
      try decoder.decode(path: path, maxSize: PixelSize(width: 32, height: 32))
    }
    #expect(pool.statistics.started == 2)
    #expect(reports.lines.isEmpty)
  }
}
