import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselFetching

/// Downloads from a server on 127.0.0.1 that this test starts: no network is needed.
@Suite struct ImageDownloaderTests {
  @Test func downloadsIntoTheCacheUnderTheURLsHash() throws {
    let image = FetchingFixtures.pngLike(5_000)
    let server = try LoopbackHTTPServer { _ in .init(body: image) }
    let cache = FetchingFixtures.makeCache()
    let url = server.baseURL + "/photos/a.png"
    let result = FetchingFixtures.download(url, with: ImageDownloader(cache: cache))
    let source = try #require(try result?.get())
    #expect(source == ImageSource(path: cache.path(for: url), format: .png))
    #expect(source.path.hasSuffix("/" + SHA256.hexDigest(of: url.utf8)))
    #expect(FileManager.default.contents(atPath: source.path) == Data(image))
    // Only the final file: the temporary one was renamed into place.
    #expect(FetchingFixtures.files(in: cache) == [SHA256.hexDigest(of: url.utf8)])
    #expect(cache.cachedSource(for: url) == source)
    #expect(server.requests == ["/photos/a.png"])
  }

  @Test func followsRedirects() throws {
    let image = FetchingFixtures.pngLike()
    let server = try LoopbackHTTPServer { path in
      path == "/old.png" ? .redirect(to: "/new.png") : .init(body: image)
    }
    let cache = FetchingFixtures.makeCache()
    let url = server.baseURL + "/old.png"
    let source = try #require(
      try FetchingFixtures.download(url, with: ImageDownloader(cache: cache))?.get())
    #expect(FileManager.default.contents(atPath: source.path) == Data(image))
    #expect(server.requests == ["/old.png", "/new.png"])
  }

  @Test func anHTTPErrorIsItsStatus() throws {
    let server = try LoopbackHTTPServer { _ in .notFound }
    let cache = FetchingFixtures.makeCache()
    let url = server.baseURL + "/missing/x.jpg"
    let result = FetchingFixtures.download(url, with: ImageDownloader(cache: cache))
    #expect(result == .failure(.downloadFailed(url: url, reason: "HTTP 404")))
    #expect(
      ImageError.downloadFailed(url: url, reason: "HTTP 404").description == "\(url): HTTP 404")
    #expect(FetchingFixtures.files(in: cache).isEmpty)
  }

  @Test func aRefusedConnectionNamesTheAddress() throws {
    let server = try LoopbackHTTPServer { _ in .init(body: FetchingFixtures.pngLike()) }
    server.stop()
    let url = server.baseURL + "/x.jpg"
    let result = FetchingFixtures.download(
      url, with: ImageDownloader(cache: FetchingFixtures.makeCache()))
    #expect(
      result
        == .failure(.downloadFailed(url: url, reason: "cannot connect to 127.0.0.1:\(server.port)"))
    )
  }

  @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeTheBody() throws {
    let server = try LoopbackHTTPServer { _ in .init(body: FetchingFixtures.pngLike(5_000)) }
    let cache = FetchingFixtures.makeCache()
    let downloader = ImageDownloader(
      cache: cache, configuration: FetchingFixtures.configuration(byteLimit: 1_000))
    let url = server.baseURL + "/big.png"
    #expect(
      FetchingFixtures.download(url, with: downloader)
        == .failure(
          .downloadFailed(url: url, reason: "too large: 5008 bytes, the limit is 1000 bytes")))
    #expect(FetchingFixtures.files(in: cache).isEmpty)
  }

  /// Without `Content-Length` the limit is enforced as the bytes stream in: the server would
  /// send 64 MiB, the download stops after the first kilobytes over the limit.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func anUndeclaredLengthIsCutOffWhileStreaming() throws {
    let body = FetchingFixtures.pngLike() + [UInt8](repeating: 0x55, count: 64 << 20)
    let server = try LoopbackHTTPServer { _ in .init(body: body, sendsLength: false) }
    let cache = FetchingFixtures.makeCache()
    let downloader = ImageDownloader(
      cache: cache, configuration: FetchingFixtures.configuration(byteLimit: 100_000))
    let url = server.baseURL + "/endless.png"
    #expect(
      FetchingFixtures.download(url, with: downloader)
        == .failure(
          .downloadFailed(
            url: url, reason: "too large: more than 100000 bytes, the limit is 100000 bytes")))
    #expect(FetchingFixtures.files(in: cache).isEmpty, "the partial file is removed")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aStalledAnswerTimesOut() throws {
    let server = try LoopbackHTTPServer { _ in
      .init(body: FetchingFixtures.pngLike(5_000), stallAfter: 100)
    }
    defer { server.stop() }
    let cache = FetchingFixtures.makeCache()
    let downloader = ImageDownloader(
      cache: cache, configuration: FetchingFixtures.configuration(timeout: 0.5))
    let url = server.baseURL + "/slow.png"
    #expect(
      FetchingFixtures.download(url, with: downloader)
        == .failure(.downloadFailed(url: url, reason: "no answer for 0.5 s")))
    #expect(FetchingFixtures.files(in: cache).isEmpty)
  }

  @Test func aPageThatIsNotAnImageIsRefused() throws {
    let page = Array(("<!doctype html><html>" + String(repeating: "x", count: 200)).utf8)
    let server = try LoopbackHTTPServer { _ in
      .init(headers: ["Content-Type": "text/html; charset=utf-8"], body: page)
    }
    let cache = FetchingFixtures.makeCache()
    let url = server.baseURL + "/login"
    #expect(
      FetchingFixtures.download(url, with: ImageDownloader(cache: cache))
        == .failure(
          .downloadFailed(url: url, reason: "not an image (the server sent text/html)")))
    #expect(FetchingFixtures.files(in: cache).isEmpty)
  }

  @Test func onlyHTTPAndHTTPSAreDownloaded() {
    let downloader = ImageDownloader(cache: FetchingFixtures.makeCache())
    for url in ["ftp://example.com/a.jpg", "http://", "/local/a.jpg"] {
      #expect(
        FetchingFixtures.download(url, with: downloader)
          == .failure(.downloadFailed(url: url, reason: "not a valid http(s) URL")))
    }
  }

  @Test func theCacheFolderFollowsXDG() {
    #expect(
      RemoteImageCache(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.directory
        == "/c/carousel/images")
    #expect(
      RemoteImageCache(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.directory
        == "/h/.cache/carousel/images")
    #expect(RemoteImageCache(environment: [:]) == nil)
  }

  @Test func theEnvironmentShortensTheLimitsForTests() {
    let configuration = ImageDownloader.Configuration.fromEnvironment([
      "CAROUSEL_DOWNLOAD_TIMEOUT": "0.25", "CAROUSEL_DOWNLOAD_BYTE_LIMIT": "1000",
    ])
    #expect(configuration.timeout == 0.25)
    #expect(configuration.byteLimit == 1_000)
    let ignored = ImageDownloader.Configuration.fromEnvironment([
      "CAROUSEL_DOWNLOAD_TIMEOUT": "-1", "CAROUSEL_DOWNLOAD_BYTE_LIMIT": "lots",
    ])
    #expect(ignored == .default)
    let total = ImageDownloader.Configuration.fromEnvironment([
      "CAROUSEL_DOWNLOAD_TOTAL_TIMEOUT": "2", "CAROUSEL_DOWNLOAD_TIMEOUT": "5",
    ])
    #expect(total.totalTimeout == 2)
    #expect(total.timeout == 2, "a timeout past the total is ignored; the total bounds it")
    let clamped = ImageDownloader.Configuration.fromEnvironment([
      "CAROUSEL_DOWNLOAD_TOTAL_TIMEOUT": "1"
    ])
    #expect(clamped.timeout == 1, "the idle timeout never exceeds the total")
    #expect(
      ImageDownloader.Configuration.fromEnvironment(["CAROUSEL_DOWNLOAD_TOTAL_TIMEOUT": "1e300"])
        == .default)
    #expect(ImageDownloader.Configuration.default.timeout == 15)
    #expect(ImageDownloader.Configuration.default.byteLimit == 64 * 1024 * 1024)
  }
}

/// Redirects go only to http(s) addresses, and only so many times.
@Suite struct ImageDownloaderRedirectTests {
  @Test func aRedirectLoopStops() throws {
    let server = try LoopbackHTTPServer { _ in .redirect(to: "/again") }
    let url = server.baseURL + "/start.png"
    let result = FetchingFixtures.download(
      url, with: ImageDownloader(cache: FetchingFixtures.makeCache()))
    #expect(result == .failure(.downloadFailed(url: url, reason: "more than 10 redirects")))
    #expect(server.requests.count == 11)
  }

  @Test func aRedirectToAnotherSchemeIsNotFollowed() throws {
    let server = try LoopbackHTTPServer { _ in .redirect(to: "ftp://127.0.0.1/x.png") }
    let url = server.baseURL + "/x.png"
    let cache = FetchingFixtures.makeCache()
    let result = FetchingFixtures.download(url, with: ImageDownloader(cache: cache))
    #expect(
      result
        == .failure(
          .downloadFailed(
            url: url, reason: "redirected to the ftp: scheme (only http and https are followed)")))
    #expect(server.requests == ["/x.png"])
    #expect(FetchingFixtures.files(in: cache).isEmpty)
  }

  /// The reason names the scheme (it was "HTTP 404" when FoundationNetworking read the
  /// location as a path on the same server); no local file is read into the cache.
  @Test func aRedirectToALocalFileNamesItsScheme() throws {
    let server = try LoopbackHTTPServer { _ in .redirect(to: "file:///etc/passwd") }
    let url = server.baseURL + "/x.png"
    let cache = FetchingFixtures.makeCache()
    let result = FetchingFixtures.download(url, with: ImageDownloader(cache: cache))
    #expect(
      result
        == .failure(
          .downloadFailed(
            url: url, reason: "redirected to the file: scheme (only http and https are followed)")))
    #expect(server.requests == ["/x.png"])
    #expect(FetchingFixtures.files(in: cache).isEmpty)
  }

}

@Suite struct RemoteImageCacheTests {
  /// Temporary files of downloads cut off an hour ago go; younger ones and images stay.
  @Test func abandonedDownloadsAreRemoved() throws {
    let cache = FetchingFixtures.makeCache()
    try FileManager.default.createDirectory(
      atPath: cache.directory, withIntermediateDirectories: true)
    let names = [".old-1.part", ".young-2.part", String(repeating: "a", count: 64)]
    for name in names {
      #expect(
        FileManager.default.createFile(atPath: cache.directory + "/" + name, contents: Data([1])))
    }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7_200)],
      ofItemAtPath: cache.directory + "/.old-1.part")
    #expect(cache.removeAbandonedDownloads() == 1)
    #expect(FetchingFixtures.files(in: cache) == [".young-2.part", names[2]])
  }
}
