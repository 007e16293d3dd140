import CarouselImages
import CarouselSandbox
import CarouselTestSupport
import Foundation
import Testing

@Suite struct DecodeWorkerPoolTests {
  /// A small JPEG's display and preview decodes are byte-identical to in-process decoding
  /// (the fast tier's check; the next test covers every format at two sizes).
  @Test func aSmallJPEGDecodesToTheSamePixels() throws {
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 320, height: 240), named: "a.jpg", in: folder)
    let sandboxed = SandboxedImageDecoder(pool: SandboxFixtures.pool())
    let size = PixelSize(width: 200, height: 200)
    let image = try sandboxed.decode(path: path, maxSize: size)
    #expect(image == (try ImageDecoder().decode(path: path, maxSize: size)))
    #expect(image.size == PixelSize(width: 200, height: 150))
    let preview = try sandboxed.decodePreview(path: path, maxSize: size)
    #expect(preview == (try ImageDecoder().decodePreview(path: path, maxSize: size)))
  }

  /// A decode to fill a slide (cropped in the worker as the pixels go into shared memory)
  /// gives the bytes of in-process decoding, for a wide and a tall slide.
  @Test func aDecodeToFillIsCroppedToTheSamePixels() throws {
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 320, height: 240), named: "a.jpg", in: folder)
    let sandboxed = SandboxedImageDecoder(pool: SandboxFixtures.pool())
    for size in [PixelSize(width: 200, height: 80), PixelSize(width: 90, height: 160)] {
      let image = try sandboxed.decode(path: path, size: size, fit: .filling)
      #expect(image == (try ImageDecoder().decode(path: path, size: size, fit: .filling)))
      #expect(image.size == size)
    }
  }

  /// Display and preview decodes of JPEG, PNG and WebP at two sizes give exactly the bytes
  /// and damage of in-process decoding.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func decodesTheSamePixelsAsInProcess() throws {
    let folder = try SandboxFixtures.folder()
    let files = [
      try SandboxFixtures.write(
        SandboxFixtures.jpeg(width: 1_200, height: 800), named: "a.jpg", in: folder),
      try SandboxFixtures.write(
        SandboxFixtures.webp(width: 640, height: 480), named: "b.webp", in: folder),
      SandboxFixtures.artworkPNG("1.png"),
      // A JPEG cut short: the rows that arrived, marked damaged.
      try SandboxFixtures.write(
        Array(SandboxFixtures.jpeg(width: 800, height: 600).prefix(9_000)), named: "c.jpg",
        in: folder),
    ]
    let sandboxed = SandboxedImageDecoder(pool: SandboxFixtures.pool())
    let inProcess = ImageDecoder()
    for path in files {
      for size in [PixelSize(width: 300, height: 300), PixelSize(width: 1_920, height: 1_080)] {
        let expected = try inProcess.decode(path: path, maxSize: size)
        let actual = try sandboxed.decode(path: path, maxSize: size)
        #expect(actual == expected, "\(path) at \(size)")
        let expectedPreview = try inProcess.decodePreview(path: path, maxSize: size)
        let actualPreview = try sandboxed.decodePreview(path: path, maxSize: size)
        #expect(actualPreview == expectedPreview, "\(path) preview at \(size)")
      }
    }
    let cut = try sandboxed.decode(path: files[3], maxSize: PixelSize(width: 800, height: 600))
    #expect(cut.isPartial)
  }

  /// A missing, empty, non-image or oversized file fails with the error in-process decoding
  /// gives, naming the file.
  @Test func failsWithTheErrorsOfInProcessDecoding() throws {
    let folder = try SandboxFixtures.folder()
    let paths = [
      folder + "/missing.jpg",
      try SandboxFixtures.write([], named: "empty.jpg", in: folder),
      try SandboxFixtures.write(Array("not an image at all".utf8), named: "text.png", in: folder),
      try SandboxFixtures.write(
        SandboxFixtures.pngClaiming(width: 60_000, height: 60_000), named: "huge.png", in: folder),
      folder,
    ]
    let sandboxed = SandboxedImageDecoder(pool: SandboxFixtures.pool())
    let size = PixelSize(width: 640, height: 480)
    for path in paths {
      let expected = Result { () throws(ImageError) in
        try ImageDecoder().decode(path: path, maxSize: size)
      }
      let actual = Result { () throws(ImageError) in
        try sandboxed.decode(path: path, maxSize: size)
      }
      guard case .failure(let expectedError) = expected, case .failure(let actualError) = actual
      else {
        Issue.record("\(path) decoded: \(expected) / \(actual)")
        continue
      }
      #expect(actualError == expectedError)
      #expect(actualError.path == path)
    }
  }

  /// One worker serves every decode: started once, reused.
  @Test func reusesItsWorkers() throws {
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 320, height: 240), named: "a.jpg", in: folder)
    let pool = SandboxFixtures.pool(workerCount: 2)
    let decoder = SandboxedImageDecoder(pool: pool)
    for _ in 0..<20 {
      _ = try decoder.decode(path: path, maxSize: PixelSize(width: 100, height: 100))
    }
    #expect(pool.statistics.started == 1)
    #expect(pool.statistics.requests == 20)
    #expect(pool.workerCount == 1)
  }

  /// A worker that aborts in the middle of a decode takes only its image down: the decode
  /// fails with a sandbox failure naming the file and the signal, one line is reported, and
  /// the next decode gets a new worker.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func anAbortingWorkerIsReplaced() throws {
    let folder = try SandboxFixtures.folder()
    let crash = try SandboxFixtures.write(
      DecodeWorker.abortMarker + [0, 1, 2], named: "crash.jpg", in: folder)
    let good = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 320, height: 240), named: "good.jpg", in: folder)
    let reports = ReportLines()
    let pool = SandboxFixtures.pool(reports: reports)
    let decoder = SandboxedImageDecoder(pool: pool)
    let size = PixelSize(width: 160, height: 120)
    _ = try decoder.decode(path: good, maxSize: size)
    let firstWorker = pool.idleProcessIDs
    #expect(throws: ImageError.self) { try decoder.decode(path: crash, maxSize: size) }
    do {
      _ = try decoder.decode(path: crash, maxSize: size)
    } catch {
      guard case .sandboxFailure(let path, let reason) = error else {
        Issue.record("not a sandbox failure: \(error)")
        return
      }
      #expect(path == crash)
      #expect(reason == "the decoder process crashed (signal 6, SIGABRT)")
    }
    // The same file failed twice: one line.
    #expect(reports.lines.count == 1)
    #expect(reports.lines.first?.hasPrefix(crash + ": the decoder process crashed") == true)
    let image = try decoder.decode(path: good, maxSize: size)
    #expect(image.size == size)
    // The first worker, the one after the first crash, the one after the second.
    #expect(pool.statistics.started == 3)
    #expect(pool.statistics.failed == 2)
    #expect(pool.idleProcessIDs != firstWorker)
    #expect(pool.workerCount == 1)
  }

  /// A worker that never answers is killed at the deadline (half a second).
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aStuckWorkerIsKilledAtTheDeadline() throws {
    let reports = ReportLines()
    let pool = SandboxFixtures.pool(deadlineSeconds: 0.5, reports: reports)
    let start = Date()
    let result = pool.run(.spin)
    let elapsed = Date().timeIntervalSince(start)
    #expect(elapsed >= 0.5 && elapsed < 5)
    guard case .failure(.sandboxFailure(_, let reason)) = result else {
      Issue.record("the stuck worker answered: \(result)")
      return
    }
    #expect(reason == "the decoder process gave no answer in 0.5 s and was stopped")
    #expect(reports.lines.count == 1)
    #expect(pool.workerCount == 0)
    #expect(try pool.run(.limits).get().count == 5)
  }

  /// A missing worker program fails each decode with a clear reason, and the app goes on.
  @Test func aMissingWorkerProgramFailsTheDecode() throws {
    let reports = ReportLines()
    let pool = DecodeWorkerPool(
      configuration: .init(
        executablePath: "/nonexistent/carousel-decoder", report: { reports.append($0) }))
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 32, height: 32), named: "a.jpg", in: folder)
    #expect(
      throws: ImageError.sandboxFailure(
        path: path,
        reason:
          "the decoder process could not start (/nonexistent/carousel-decoder): "
          + "No such file or directory")
    ) {
      try SandboxedImageDecoder(pool: pool).decode(
        path: path, maxSize: PixelSize(width: 8, height: 8))
    }
    #expect(reports.lines.count == 1)
    #expect(pool.workerCount == 0)
  }
}

extension DecodeWorkerPoolTests {
  /// A worker started by a thread that then ends keeps serving: the kernel's parent-death
  /// signal follows the thread that started a process, and decode threads come and go
  /// (a dispatch queue's threads end when idle), so the workers must not die with them.
  @Test func aWorkerOutlivesTheThreadThatStartedIt() throws {
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 64, height: 48), named: "a.jpg", in: folder)
    let sandboxed = SandboxedImageDecoder(pool: SandboxFixtures.pool())
    let size = PixelSize(width: 64, height: 64)
    let finished = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var first: Result<DecodedImage, ImageError>?
    let thread = Thread {
      first = Result { () throws(ImageError) in try sandboxed.decode(path: path, maxSize: size) }
      finished.signal()
    }
    thread.start()
    finished.wait()
    // The thread has returned from its block; give it time to end.
    while !thread.isFinished { usleep(1_000) }
    usleep(50_000)
    #expect(try first?.get().size == PixelSize(width: 64, height: 48))
    #expect(
      try sandboxed.decode(path: path, maxSize: size).size == PixelSize(width: 64, height: 48))
  }
}

extension DecodeWorkerPoolTests {
  /// A worker holds its standard streams, its socket and its own pixel memfds: not a descriptor
  /// another thread of the app opened without close-on-exec (here a pipe made just before
  /// the worker starts), whose reader would otherwise never see the end of it.
  @Test func aWorkerHoldsNoDescriptorOfTheApp() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 32, height: 24), named: "a.jpg", in: folder)
    let pool = SandboxFixtures.pool()
    _ = try SandboxedImageDecoder(pool: pool).decode(
      path: path, maxSize: PixelSize(width: 32, height: 32))
    let worker = try #require(pool.idleProcessIDs.first)
    let folderPath = "/proc/\(worker)/fd"
    let held = try FileManager.default.contentsOfDirectory(atPath: folderPath)
      .compactMap { Int($0) }.sorted()
    #expect(Array(held.prefix(4)) == [0, 1, 2, 3])
    // Beyond those, only what the worker made itself: the memfds it keeps for pixels.
    for descriptor in held.dropFirst(4) {
      let target = try FileManager.default.destinationOfSymbolicLink(
        atPath: "\(folderPath)/\(descriptor)")
      #expect(target.hasPrefix("/memfd:"), "descriptor \(descriptor): \(target)")
    }
  }
}
