import CarouselImages
import CarouselSandbox
import CarouselTestSupport
import Foundation
import Testing

/// The sandbox where the app uses it: behind ``ImageLoader``, off the frame thread.
@Suite struct SandboxedLoaderTests {
  /// A photo whose decoder crashes fails (the screens draw the error tile from it) while
  /// the photos around it load, and the loader's caller never waits on a worker.
  @Test func aCrashingDecodeFailsOnlyItsPhoto() throws {
    let folder = try SandboxFixtures.folder()
    let photos = [
      try SandboxFixtures.write(
        SandboxFixtures.jpeg(width: 640, height: 480), named: "1.jpg", in: folder),
      try SandboxFixtures.write(DecodeWorker.abortMarker, named: "2.jpg", in: folder),
      try SandboxFixtures.write(
        SandboxFixtures.jpeg(width: 480, height: 640), named: "3.jpg", in: folder),
    ]
    let reports = ReportLines()
    let pool = SandboxFixtures.pool(workerCount: 2, reports: reports)
    let sources = photos.map { ImageSource(path: $0, format: .jpeg) }
    let loader = ImageLoader(
      sources: sources, cache: ImageCache(capacityBytes: 64 << 20),
      decoder: SandboxedImageDecoder(pool: pool))
    let size = PixelSize(width: 320, height: 320)
    let start = Date()
    loader.updateWindow(current: 1, visible: 0..<3, prefetchRadius: 0, size: size)
    for source in sources {
      #expect(loader.request(source, size: size) == .loading)
    }
    // Requests return at once: the decodes run on the loader's threads.
    #expect(Date().timeIntervalSince(start) < 0.1)
    #expect(loader.waitUntilIdle(timeoutSeconds: 30))
    guard case .ready(let first) = loader.request(sources[0], size: size),
      case .failed(let error) = loader.request(sources[1], size: size),
      case .ready(let third) = loader.request(sources[2], size: size)
    else {
      Issue.record("unexpected states")
      return
    }
    #expect(first.size == PixelSize(width: 320, height: 240))
    #expect(third.size == PixelSize(width: 240, height: 320))
    let crashed = "the decoder process crashed (signal 6, SIGABRT)"
    #expect(error == .sandboxFailure(path: photos[1], reason: crashed))
    #expect(reports.lines.count == 1)
    #expect(pool.statistics.failed == 1)
  }

  /// A slide's cover decode crosses to the worker: a 640×480 photo covering a 320×180
  /// slide comes back 320×240, as in-process, where a decode within it is 240×180.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aCoverDecodeIsDecodedToTheCoverInTheWorker() throws {
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 640, height: 480), named: "1.jpg", in: folder)
    let pool = SandboxFixtures.pool(workerCount: 1, reports: ReportLines())
    let decoder = SandboxedImageDecoder(pool: pool)
    let slide = PixelSize(width: 320, height: 180)
    #expect(
      try decoder.decode(path: path, size: slide, fit: .covering).size
        == PixelSize(width: 320, height: 240))
    #expect(
      try decoder.decode(path: path, size: slide, fit: .within).size
        == PixelSize(width: 240, height: 180))
  }
}
