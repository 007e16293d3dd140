import CarouselCore
import CarouselImages
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselScenes

/// Whether this is the soak's own run (`CAROUSEL_SOAK=1`, see below).
private let soakRunsAlone = ProcessInfo.processInfo.environment["CAROUSEL_SOAK"] == "1"

/// An hour of injected time of a looping, autoplaying gallery whose photos are URLs on a
/// loopback server that answers most of them with hostile answers — endless bodies, gzip
/// bombs, a slowloris trickle that stops, connections closed at once, and connections
/// accepted and never answered — and a few with a real photo. The clock runs 40 times
/// faster than the wall's (an hour in 90 s), so downloads and their timeouts run for real
/// while the gallery pages about 1,200 times and retries each failed photo on every visit.
///
/// The process's memory and open descriptors stay flat over the hour, and no frame (an
/// update and a draw) waits for the network: each takes far less than a download's
/// timeout.
///
/// Memory and descriptors are the test process's, so the soak runs alone: only with
/// `CAROUSEL_SOAK=1`, which `make test` sets in a run of its own after the suite.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests && soakRunsAlone))
struct HostileServerSoakTests {
  /// Distinct photo URLs: more than the gallery shows at once, so items leave the view
  /// and come back (and are tried again).
  static let photoCount = 24
  /// Injected seconds per real second.
  static let speedUp = 40.0
  /// Injected seconds between samples.
  static let sampleInterval = 120.0
  /// The downloads' timeouts (seconds without a byte, in all): a frame that waited on the
  /// network would take at least the first.
  static let downloadTimeout = 2.0
  static let downloadTotalTimeout = 4.0
  /// The downloads' byte limit: an endless body or a bomb is cut off here.
  static let byteLimit = 1 << 20
  /// Longest real time one frame may take: well under ``downloadTimeout``; a draw of this
  /// small window takes milliseconds, a loaded machine's scheduling a few hundred.
  static let longestFrame = 1.0
  /// How far the resident memory may move between the halves of the settled hour: the
  /// allocator keeps freed pages, and other suites run in the same process meanwhile. A
  /// leak per hostile answer (about 4,000 of them in the second half, each up to the 1 MiB
  /// byte limit) would not hide in it.
  static let residentSlack = 48 << 20
  /// How far the open descriptors may move: the server's stalled answers are released
  /// every ``serverRestartInterval``, so a handful may be open at a sample.
  static let descriptorSlack = 24
  /// Real seconds between releases of the server's stalled connections (the loopback
  /// server holds a stalled answer until it stops; a real hostile server holds it for ever,
  /// but its descriptors are not ours).
  static let serverRestartInterval = 5.0

  /// What the server sends for photo `index`.
  enum Answer: CaseIterable {
    case photo, endlessBody, gzipBomb, slowloris, closedAtOnce, neverAnswers

    static func of(_ index: Int) -> Answer { allCases[index % allCases.count] }
  }

  static func response(_ answer: Answer, photo: [UInt8]) -> LoopbackHTTPServer.Response {
    switch answer {
    case .photo:
      return .init(headers: ["Content-Type": "image/png"], body: photo)
    case .endlessBody:
      return .init(
        body: CompressionBomb.png, sendsLength: false,
        repeating: [UInt8](repeating: 0x55, count: 16 << 10))
    case .gzipBomb:
      let bomb = CompressionBomb.gzip(inflatingTo: [0x42, 0x4D])
      return .init(
        headers: ["Content-Encoding": "gzip", "Content-Type": "image/png"], body: bomb.head,
        sendsLength: false, repeating: bomb.repeating)
    case .slowloris:
      return .init(body: photo, stallAfter: 12)
    case .closedAtOnce:
      return .raw([])
    case .neverAnswers:
      return .raw([], stallAfter: 0)
    }
  }

  struct Sample {
    var seconds: Double
    var residentBytes: Int
    var openFiles: Int
  }

  @Test func anHourAgainstAHostileServerKeepsMemoryAndDescriptorsFlat() throws {
    let folder = try TemporaryFolder()
    let photo = Array(
      try Data(
        contentsOf: URL(
          fileURLWithPath: SolidImages.write(
            RenderColor(red: 0.3, green: 0.6, blue: 0.2), to: "photo.png", in: folder))))
    let server = try LoopbackHTTPServer { path in
      let index = Int(path.split(separator: "/").last?.split(separator: ".").first ?? "") ?? 0
      return Self.response(Answer.of(index), photo: photo)
    }
    var options = SceneOptions()
    options.imageList = (0..<Self.photoCount).map { server.baseURL + "/photos/\($0).png" }
    options.autoplayInterval = 3
    let environment = [
      "XDG_CACHE_HOME": folder.file("cache"),
      "CAROUSEL_DOWNLOAD_TIMEOUT": String(Self.downloadTimeout),
      "CAROUSEL_DOWNLOAD_TOTAL_TIMEOUT": String(Self.downloadTotalTimeout),
      "CAROUSEL_DOWNLOAD_BYTE_LIMIT": String(Self.byteLimit),
    ]
    let viewport = CarouselSize(width: 320, height: 260)
    let controller = try SceneController(
      kind: .gallery, options: options, viewport: viewport, scale: 1, time: 0,
      environment: environment)
    let surface = try RenderSurface(size: viewport, scale: 1)

    let end = 3600.0
    let frameStep = 0.5
    let start = Date()
    var lastRestart = Date()
    var samples: [Sample] = []
    var nextSample = 0.0
    var longestFrame = 0.0
    var frames = 0
    var pages = 0
    var lastIndex = controller.engine.currentIndex
    var time = 0.0
    while true {
      let frameStart = Date()
      controller.advance(to: time)
      if controller.needsRedraw {
        controller.draw(into: surface)
        frames += 1
      }
      longestFrame = max(longestFrame, Date().timeIntervalSince(frameStart))
      if controller.engine.currentIndex != lastIndex {
        pages += 1
        lastIndex = controller.engine.currentIndex
      }
      if time >= nextSample || time >= end {
        samples.append(
          Sample(
            seconds: time, residentBytes: ProcessUsage.residentBytes,
            openFiles: ProcessUsage.openFiles))
        nextSample += Self.sampleInterval
      }
      guard time < end else { break }
      if Date().timeIntervalSince(lastRestart) >= Self.serverRestartInterval {
        server.stop()
        try server.start()
        lastRestart = Date()
      }
      let wake = controller.engine.isAnimating ? time : (controller.nextWakeTime ?? end)
      time = min(max(time + frameStep, min(wake, time + 3)), end)
      // Keeps the injected clock `speedUp` times ahead of the wall's, no faster.
      let due = time / Self.speedUp - Date().timeIntervalSince(start)
      if due > 0 { usleep(UInt32(due * 1e6)) }
    }
    server.stop()

    let report = samples.map {
      "\(Int($0.seconds / 60)) min: \($0.residentBytes >> 20) MiB, \($0.openFiles) files"
    }
    print(
      "hostile soak: \(pages) pages, \(frames) frames, \(server.requests.count) requests in "
        + "\(Int(Date().timeIntervalSince(start))) s; longest frame \(longestFrame) s; "
        + report.joined(separator: "; "))
    #expect(pages >= 3600 / 3 - 2, "\(pages) pages")
    #expect(server.requests.count >= 4 * Self.photoCount, "\(server.requests.count) requests")
    #expect(longestFrame < Self.longestFrame, "a frame took \(longestFrame) s")

    // Past the first 10 minutes, the second half holds no more than the first.
    let settled = samples.filter { $0.seconds >= 600 }
    let half = settled.count / 2
    try #require(half >= 5, "\(settled.count) samples")
    let (early, late) = (settled[..<half], settled[half...])
    let earlyMemory = early.map(\.residentBytes).max() ?? 0
    let lateMemory = late.map(\.residentBytes).max() ?? 0
    #expect(
      lateMemory <= earlyMemory + Self.residentSlack,
      "resident: at most \(earlyMemory >> 20) MiB, then \(lateMemory >> 20) MiB")
    let earlyFiles = early.map(\.openFiles).max() ?? 0
    let lateFewest = late.map(\.openFiles).min() ?? 0
    #expect(
      lateFewest <= earlyFiles + Self.descriptorSlack,
      "open files: at most \(earlyFiles) then at least \(lateFewest)")
  }
}
