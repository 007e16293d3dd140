import CarouselImages
import CarouselSandbox
import CarouselTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A confined worker, asked through test hooks to do what its filter forbids.
@Suite struct SandboxConfinementTests {
  /// Opening a file fails with EPERM and the worker lives on (the same worker answers next).
  @Test func openingAFileFails() throws {
    let pool = SandboxFixtures.pool()
    #expect(try pool.run(.open(path: "/etc/passwd")).get() == [-Int(EPERM)])
    #expect(try pool.run(.open(path: "/proc/self/maps")).get() == [-Int(EPERM)])
    #expect(pool.statistics.started == 1)
    #expect(pool.statistics.failed == 0)
  }

  /// Making a socket, starting a program or a process kills the worker (SIGSYS), and the
  /// pool starts a new one for the next request.
  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [TestHook.socket, .execute(path: "/bin/true"), .fork])
  func forbiddenCallsKillTheWorker(hook: TestHook) throws {
    let reports = ReportLines()
    let pool = SandboxFixtures.pool(reports: reports)
    let result = pool.run(hook)
    guard case .failure(.sandboxFailure(_, let reason)) = result else {
      Issue.record("\(hook) was allowed: \(result)")
      return
    }
    #expect(
      reason
        == "the decoder process crashed (signal \(SIGSYS), SIGSYS): "
        + "a system call its sandbox forbids")
    #expect(reports.lines.count == 1)
    #expect(try pool.run(.open(path: "/")).get() == [-Int(EPERM)])
    #expect(pool.statistics.started == 2)
  }

  /// The worker runs with the pool's caps, no core dumps and few descriptors.
  @Test func resourceLimitsAreApplied() throws {
    let limits = DecodeWorkerLimits(
      addressSpaceHeadroomBytes: 512 << 20, cpuSecondsPerRequest: 7, cpuSecondsPerWorker: 300,
      fileBytes: 64 << 20)
    let pool = SandboxFixtures.pool(limits: limits)
    let values = try pool.run(.limits).get()
    #expect(values.count == 5)
    let (addressSpace, cpu, fileSize, descriptors, core) = (
      values[0], values[1], values[2], values[3], values[4]
    )
    // The start-up size of a worker (the runtime and codecs mapped) plus the headroom.
    // Under a sanitizer (`make test-asan` sets LSAN_OPTIONS) the start-up size holds the
    // shadow memory's reservation, terabytes, so only the lower bound holds there.
    #expect(addressSpace > 512 << 20)
    if ProcessInfo.processInfo.environment["LSAN_OPTIONS"] == nil {
      #expect(addressSpace < (512 << 20) + (2 << 30))
    }
    #expect(cpu == 300)
    #expect(fileSize == 64 << 20)
    #expect(descriptors == DecodeWorkerLimits.descriptorCount)
    #expect(core == 0)
  }

  /// Memory beyond the address-space headroom is refused to the worker (the allocation
  /// fails; the worker lives), while memory within it is granted.
  @Test func theAddressSpaceIsCapped() throws {
    let limits = DecodeWorkerLimits(
      addressSpaceHeadroomBytes: 128 << 20, cpuSecondsPerRequest: 20, cpuSecondsPerWorker: 100,
      fileBytes: 64 << 20)
    let pool = SandboxFixtures.pool(limits: limits)
    #expect(try pool.run(.allocate(byteCount: 64 << 20)).get() == [0])
    #expect(try pool.run(.allocate(byteCount: 256 << 20)).get() == [-Int(ENOMEM)])
    #expect(pool.statistics.started == 1)
  }

  /// A request that burns CPU past its share is stopped by the kernel (SIGXCPU), long
  /// before the pool's deadline.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func cpuTimeIsCapped() throws {
    let limits = DecodeWorkerLimits(
      addressSpaceHeadroomBytes: 1 << 30, cpuSecondsPerRequest: 1, cpuSecondsPerWorker: 10,
      fileBytes: 64 << 20)
    let pool = SandboxFixtures.pool(limits: limits, deadlineSeconds: 60)
    let start = Date()
    let result = pool.run(.spin)
    #expect(Date().timeIntervalSince(start) < 30)
    guard case .failure(.sandboxFailure(_, let reason)) = result else {
      Issue.record("the spinning worker answered: \(result)")
      return
    }
    #expect(reason.contains("SIGXCPU"))
  }

  /// A PNG whose header claims 8,000 × 8,000 pixels, decoded with the decoder's own
  /// ceilings lifted, needs 256 MB: in-process it would get them; in a worker with 128 MiB
  /// of headroom the allocation fails and the image is an error, not a crash of the app.
  @Test func aDecompressionBombHitsTheWorkersCap() throws {
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.pngClaiming(width: 8_000, height: 8_000), named: "bomb.png", in: folder)
    var configuration = ImageDecoder.Configuration(
      maxDecodedPixelCount: 100_000_000, maxFileByteCount: 1 << 20, rejectsDamagedJPEG: false)
    configuration.maxDecodeByteCount = 4 << 30
    let limits = DecodeWorkerLimits(
      addressSpaceHeadroomBytes: 128 << 20, cpuSecondsPerRequest: 20, cpuSecondsPerWorker: 100,
      fileBytes: 512 << 20)
    let pool = SandboxFixtures.pool(limits: limits)
    let decoder = SandboxedImageDecoder(configuration: configuration, pool: pool)
    #expect(throws: ImageError.self) {
      try decoder.decode(path: path, maxSize: PixelSize(width: 8_000, height: 8_000))
    }
    // The pool still decodes.
    let small = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 64, height: 64), named: "small.jpg", in: folder)
    #expect(try decoder.decode(path: small, maxSize: PixelSize(width: 64, height: 64)).width == 64)
  }
}
