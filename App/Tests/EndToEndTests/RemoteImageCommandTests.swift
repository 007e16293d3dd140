import CarouselTestSupport
import Foundation
import Testing

/// `carousel render` of galleries and trip catalogs whose images are `http(s)` URLs, through
/// the real binary, against a server on 127.0.0.1 that the test starts (no network needed).
@Suite struct RemoteImageCommandTests {
  /// Two JPEG photos served under `/photos/`, plus awkward answers: `/missing.jpg` is a 404,
  /// `/page` an HTML page, `/stall.jpg` an answer that stops after its first bytes.
  final class Served: @unchecked Sendable {
    let photos: PhotoFolder
    let folder: URL
    private(set) var server: LoopbackHTTPServer!

    init() throws {
      photos = try PhotoFolder(count: 2)
      folder = try CarouselProcess.temporaryDirectory()
      let root = photos.path
      server = try LoopbackHTTPServer { path in
        switch path {
        case "/missing.jpg": return .notFound
        case "/page":
          return .init(
            headers: ["Content-Type": "text/html"],
            body: Array(("<!doctype html>" + String(repeating: " ", count: 100)).utf8))
        case "/stall.jpg":
          return .init(body: [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 100), stallAfter: 3)
        case "/to-file.jpg": return .redirect(to: "file:///etc/passwd")
        case "/silent.jpg": return .raw([], stallAfter: 0)
        case "/bomb.png":
          let bomb = CompressionBomb.gzip(inflatingTo: CompressionBomb.png)
          return .init(
            headers: ["Content-Encoding": "gzip", "Content-Type": "image/png"], body: bomb.head,
            sendsLength: false, repeating: bomb.repeating)
        case _ where path.hasPrefix("/endless"):
          return .init(
            headers: ["Transfer-Encoding": "chunked"],
            body: LoopbackHTTPServer.Response.chunk(CompressionBomb.png), sendsLength: false,
            repeating: LoopbackHTTPServer.Response.chunk([UInt8](repeating: 0x55, count: 65_536)))
        default:
          let name = path.split(separator: "/").last.map(String.init) ?? ""
          guard let data = FileManager.default.contents(atPath: root + "/" + name) else {
            return .notFound
          }
          return .init(headers: ["Content-Type": "image/jpeg"], body: Array(data))
        }
      }
    }

    deinit {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }

    func url(_ path: String) -> String { server.baseURL + path }
    func file(_ name: String) -> String { photos.path + "/" + name }
    var cache: String { folder.appendingPathComponent("cache").path }
    var environment: [String: String] { ["XDG_CACHE_HOME": cache] }

    /// Renders `arguments` (a scene and its images) at 320×280 to a new PNG; returns the run
    /// and the PNG's bytes.
    func render(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (
      CarouselProcess.Result, Data?
    ) {
      let out = folder.appendingPathComponent("\(UUID().uuidString).png").path
      let result = try CarouselProcess.run(
        ["render"] + arguments + ["--size", "320x280", "--out", out],
        environment: environment.merging(extra) { $1 })
      return (result, FileManager.default.contents(atPath: out))
    }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: ["gallery", "slider"])
  func urlsShowTheDownloadedPhotos(scene: String) throws {
    let served = try Served()
    let (remote, remotePNG) = try served.render(
      [scene, served.url("/photos/IMG_1.jpg"), served.url("/photos/IMG_2.jpg")])
    #expect(remote.status == 0 && remote.stderr.isEmpty, "\(remote.stderr)")
    let (local, localPNG) = try served.render(
      [scene, served.file("IMG_1.jpg"), served.file("IMG_2.jpg")])
    #expect(local.status == 0, "\(local.stderr)")
    #expect(remotePNG != nil && remotePNG == localPNG, "the same pixels as the files")
    let (_, missingPNG) = try served.render(
      [scene, served.url("/missing.jpg"), served.url("/missing.jpg?2")])
    #expect(missingPNG != nil && missingPNG != remotePNG, "not the error tiles")
    // One file per URL under the cache folder, no temporary file left.
    let cached = try FileManager.default.contentsOfDirectory(
      atPath: served.cache + "/carousel/images")
    #expect(cached.count == 2 && cached.allSatisfy { $0.count == 64 && !$0.hasPrefix(".") })
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aCachedPhotoIsShownWithTheServerGone() throws {
    let served = try Served()
    let url = served.url("/photos/IMG_1.jpg")
    let (first, firstPNG) = try served.render(["gallery", url])
    #expect(first.status == 0, "\(first.stderr)")
    let requests = served.server.requests
    served.server.stop()
    let (second, secondPNG) = try served.render(["gallery", url])
    #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
    #expect(secondPNG != nil && secondPNG == firstPNG)
    #expect(served.server.requests == requests)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func anHTTPErrorIsOneSentence() throws {
    let served = try Served()
    let url = served.url("/missing.jpg")
    let (result, png) = try served.render(["gallery", url])
    #expect(result.status == 0)
    #expect(result.stderr == "carousel: \(url): HTTP 404\n")
    #expect(png != nil)
  }

  /// Refused while the server is away; the next run, with the server back, shows the photo.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aRefusedConnectionThenTheServerComesBack() throws {
    let served = try Served()
    let url = served.url("/photos/IMG_1.jpg")
    served.server.stop()
    let (refused, refusedPNG) = try served.render(["gallery", url])
    #expect(refused.status == 0)
    #expect(
      refused.stderr == "carousel: \(url): cannot connect to 127.0.0.1:\(served.server.port)\n")
    try served.server.start()
    let (back, backPNG) = try served.render(["gallery", url])
    #expect(back.status == 0 && back.stderr.isEmpty, "\(back.stderr)")
    let (_, localPNG) = try served.render(["gallery", served.file("IMG_1.jpg")])
    #expect(localPNG != nil && backPNG == localPNG && backPNG != refusedPNG)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aPhotoOverTheSizeLimitIsRefused() throws {
    let served = try Served()
    let url = served.url("/photos/IMG_1.jpg")
    let size = try #require(
      FileManager.default.attributesOfItem(atPath: served.file("IMG_1.jpg"))[.size] as? Int)
    let (result, _) = try served.render(
      ["gallery", url], environment: ["CAROUSEL_DOWNLOAD_BYTE_LIMIT": "1000"])
    #expect(result.status == 0)
    #expect(
      result.stderr == "carousel: \(url): too large: \(size) bytes, the limit is 1000 bytes\n")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aStalledServerTimesOut() throws {
    let served = try Served()
    let url = served.url("/stall.jpg")
    let (result, png) = try served.render(
      ["gallery", url], environment: ["CAROUSEL_DOWNLOAD_TIMEOUT": "0.5"])
    #expect(result.status == 0)
    #expect(result.stderr == "carousel: \(url): no answer for 0.5 s\n")
    #expect(png != nil)
  }

  /// Was "HTTP 404": FoundationNetworking read the location as a path on the same server.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aRedirectToALocalFileNamesTheScheme() throws {
    let served = try Served()
    let url = served.url("/to-file.jpg")
    let (result, png) = try served.render(["gallery", url])
    #expect(result.status == 0 && png != nil)
    #expect(
      result.stderr
        == "carousel: \(url): redirected to the file: scheme (only http and https are followed)\n")
  }

  /// A server that accepts the connection and never answers ends at the (shortened) timeout.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aServerThatNeverAnswersTimesOut() throws {
    let served = try Served()
    let url = served.url("/silent.jpg")
    let (result, png) = try served.render(
      ["gallery", url], environment: ["CAROUSEL_DOWNLOAD_TIMEOUT": "0.5"])
    #expect(result.status == 0 && png != nil)
    #expect(result.stderr == "carousel: \(url): no answer for 0.5 s\n")
  }

  /// Was "NSURLErrorDomain error -1000" once downloading; now refused with the arguments.
  @Test func aPortOutOfRangeIsNamed() throws {
    let served = try Served()
    let (result, _) = try served.render(["gallery", "http://127.0.0.1:99999/x.jpg"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("port 99999 is out of range"), "\(result.stderr)")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aPageIsNotAnImage() throws {
    let served = try Served()
    let url = served.url("/page")
    let (result, _) = try served.render(["gallery", url])
    #expect(result.stderr == "carousel: \(url): not an image (the server sent text/html)\n")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aTripCatalogWithURLsLooksLikeOneWithFiles() throws {
    let served = try Served()
    func catalog(_ image: String, named name: String) throws -> String {
      try CarouselProcess.write(
        #"{"trips": [{"id": "a", "city": "Lisbon", "country": "Portugal", "days": 4, "#
          + #""price": 900, "image": "\#(image)"}]}"#, named: name, in: served.folder)
    }
    let likes = served.folder.appendingPathComponent("likes.sqlite3").path
    let (remote, remotePNG) = try served.render([
      "trips", "--catalog", catalog(served.url("/photos/IMG_2.jpg"), named: "remote.json"),
      "--likes", likes,
    ])
    #expect(remote.status == 0 && remote.stderr.isEmpty, "\(remote.stderr)")
    let (_, localPNG) = try served.render([
      "trips", "--catalog", catalog(served.file("IMG_2.jpg"), named: "local.json"), "--likes",
      likes,
    ])
    #expect(remotePNG != nil && remotePNG == localPNG)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func badImageArgumentsAreRefusedBeforeAnyDownload() throws {
    let served = try Served()
    let url = served.url("/photos/IMG_1.jpg")
    let folder = try served.render(["gallery", url, served.photos.path]).0
    #expect(folder.status == 2)
    #expect(folder.stderr.contains("invalid argument '\(served.photos.path)' for 'render'"))
    let watch = try CarouselProcess.run(
      ["gallery", url, "--watch"], environment: served.environment)
    #expect(watch.status == 2)
    #expect(watch.stderr.contains("option '--watch' of 'gallery' needs a folder (DIR)"))
    let noHost = try served.render(["gallery", "https:///x.jpg"]).0
    #expect(noHost.status == 2 && noHost.stderr.contains("the URL names no host"))
    #expect(served.server.requests.isEmpty)
  }
}

/// Hostile servers against the real binary, measured by its peak resident memory (from
/// `wait4`, for that child alone). With FoundationNetworking a gzip bomb took the peak to
/// 1.3 GB (or killed the app with SIGILL), four endless streams to 2.2 GB with a 64 MB
/// `.part` file left; each now costs what a 404 costs, within a few MiB. Slow: four
/// streams of 64 MiB each are written to disk and thrown away.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
struct HostileRemoteImageMemoryTests {
  /// Runs `carousel render` with `environment` added, stderr to a file; returns its exit
  /// status, stderr and peak resident memory in bytes.
  static func peakMemory(_ arguments: [String], environment: [String: String], folder: URL)
    throws -> (status: Int32, stderr: String, bytes: Int)
  {
    let errors = folder.appendingPathComponent("\(UUID().uuidString).txt").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let path = CarouselProcess.executable.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    try #require(spawned == 0, "posix_spawn failed: \(spawned)")
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    // Linux reports ru_maxrss in KiB. A normal exit has the low 7 bits clear.
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
    let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    return (exitStatus, stderr, usage.ru_maxrss * 1024)
  }

  @Test func aCompressionBombAndFourEndlessStreamsCostWhatA404Costs() throws {
    let served = try RemoteImageCommandTests.Served()
    let environment = served.environment
    func render(_ urls: [String]) throws -> (status: Int32, stderr: String, bytes: Int) {
      let out = served.folder.appendingPathComponent("\(UUID().uuidString).png").path
      return try Self.peakMemory(
        ["render", "gallery"] + urls + ["--size", "320x280", "--out", out],
        environment: environment, folder: served.folder)
    }
    // Four URLs each: the first is on screen (its reason is printed), the rest prefetched.
    let baseline = try render((1...4).map { served.url("/missing.jpg?\($0)") })
    #expect(baseline.status == 0, "\(baseline.stderr)")
    let bomb = served.url("/bomb.png")
    let endless = (1...4).map { served.url("/endless-\($0).png") }
    let limit = 64 << 20
    for (urls, reason) in [
      ([bomb] + endless.prefix(3), "sent compressed (gzip), which was not asked for"),
      (endless, "too large: more than \(limit) bytes, the limit is \(limit) bytes"),
    ] {
      let measured = try render(urls)
      #expect(measured.status == 0)
      #expect(measured.stderr == "carousel: \(urls[0]): \(reason)\n")
      let growth = measured.bytes - baseline.bytes
      #expect(growth < 16 << 20, "peak \(measured.bytes) bytes, \(growth) over the 404s")
    }
    let left = try FileManager.default.contentsOfDirectory(
      atPath: served.cache + "/carousel/images")
    #expect(left.isEmpty, "nothing left in the cache: \(left)")
  }
}
