import CarouselImages
import CarouselSandbox
import CarouselTestSupport
import Foundation
import Testing

/// Many decodes, some of them crashes: nothing the sandbox hands the app stays behind.
@Suite struct SandboxSoakTests {
  /// 1,000 decodes on two workers, every tenth one a worker that aborts: afterwards the app
  /// holds as many descriptors as before, no pixel memfd is mapped once the images are gone,
  /// and at most two workers run. Other tests run in parallel in this process and may hold
  /// a few descriptors and mappings of their own at either count: a leak per decode or per
  /// crash would show as hundreds, hence the margin of ``parallelMargin``.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aThousandDecodesWithCrashesLeakNothing() throws {
    let folder = try SandboxFixtures.folder()
    let good = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 400, height: 300), named: "good.jpg", in: folder)
    let crash = try SandboxFixtures.write(
      DecodeWorker.abortMarker, named: "crash.jpg", in: folder)
    let reports = ReportLines()
    let pool = SandboxFixtures.pool(workerCount: 2, reports: reports)
    let decoder = SandboxedImageDecoder(pool: pool)
    let size = PixelSize(width: 200, height: 150)
    // One decode first, so the descriptors Foundation and the runtime open once are there.
    _ = try decoder.decode(path: good, maxSize: size)
    pool.shutDown()
    let descriptorsBefore = SandboxFixtures.openDescriptorCount()
    let mappingsBefore = SandboxFixtures.pixelMappingCount()
    let failures = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      do {
        let image = try decoder.decode(path: index % 10 == 9 ? crash : good, maxSize: size)
        precondition(image.size == size)
      } catch {
        failures.withLock { $0 += 1 }
      }
    }
    #expect(failures.withLock { $0 } == 100)
    // One file crashed 100 times: reported once.
    #expect(reports.lines.count == 1)
    #expect(pool.statistics.failed == 100)
    #expect(pool.workerCount <= 2)
    #expect(SandboxFixtures.pixelMappingCount() <= mappingsBefore + Self.parallelMargin)
    pool.shutDown()
    #expect(SandboxFixtures.openDescriptorCount() <= descriptorsBefore + Self.parallelMargin)
  }

  /// Descriptors or mappings other tests running at the same time may hold (their pools'
  /// sockets, databases, images): well under the 100 a leak per crash would add, or the
  /// 900 a leak per decode would.
  static let parallelMargin = 32

  /// 200 decodes on one worker, every tenth a crash: the 180 others decode, each crash is
  /// one failure and the next decode gets a new worker; after shut-down no worker runs.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func crashesInterleavedWithDecodes() throws {
    let folder = try SandboxFixtures.folder()
    let good = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 64, height: 48), named: "good.jpg", in: folder)
    let crash = try SandboxFixtures.write(DecodeWorker.abortMarker, named: "crash.jpg", in: folder)
    let pool = SandboxFixtures.pool(workerCount: 1)
    let decoder = SandboxedImageDecoder(pool: pool)
    let size = PixelSize(width: 32, height: 24)
    var kept: [DecodedImage] = []
    for index in 0..<200 {
      if let image = try? decoder.decode(path: index % 10 == 9 ? crash : good, maxSize: size) {
        kept.append(image)
      }
    }
    #expect(kept.count == 180)
    #expect(pool.statistics.failed == 20)
    // The first, and one after each crash but the last (decode 199).
    #expect(pool.statistics.started == 20)
    kept.removeAll()
    pool.shutDown()
    #expect(pool.workerCount == 0)
  }
}
