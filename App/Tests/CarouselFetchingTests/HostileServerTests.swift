import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselFetching

/// Servers that answer to hurt: every shape of answer ends in an image or one clear reason,
/// in bounded time, with nothing left in the cache folder.
@Suite struct HostileServerTests {
  /// A PNG signature and filler, sent as the body of the answers that should succeed.
  static let image = FetchingFixtures.pngLike(500)

  /// Downloads `path` from a server answering every request with `response`, within
  /// `seconds`; returns the outcome and expects an empty cache folder after a failure.
  static func outcome(
    of response: LoopbackHTTPServer.Response, path: String = "/x.png",
    configuration: ImageDownloader.Configuration = FetchingFixtures.configuration(),
    within seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (url: String, result: Result<ImageSource, ImageError>?) {
    let server = try LoopbackHTTPServer { _ in response }
    defer { server.stop() }
    let cache = FetchingFixtures.makeCache()
    let url = server.baseURL + path
    let started = Date()
    let result = FetchingFixtures.download(
      url, with: ImageDownloader(cache: cache, configuration: configuration))
    let elapsed = Date().timeIntervalSince(started)
    #expect(elapsed < seconds, "took \(elapsed) s", sourceLocation: sourceLocation)
    if case .failure = result {
      #expect(FetchingFixtures.files(in: cache).isEmpty, sourceLocation: sourceLocation)
    }
    return (url, result)
  }

  static func head(_ lines: String...) -> [UInt8] {
    Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  /// The issue's crash: a small gzip body that inflates to gigabytes killed the app inside
  /// FoundationNetworking. Now nothing is inflated: the answer is refused by its header.
  @Test(arguments: ["gzip", "deflate", "x-gzip", "br", "gzip, identity"])
  func aCompressedAnswerIsRefusedUninflated(encoding: String) throws {
    let bomb = CompressionBomb.gzip(inflatingTo: CompressionBomb.png)
    let response = LoopbackHTTPServer.Response(
      headers: ["Content-Encoding": encoding, "Content-Type": "image/png"], body: bomb.head,
      sendsLength: false, repeating: bomb.repeating)
    let (url, result) = try Self.outcome(of: response)
    let named = encoding == "gzip, identity" ? "gzip" : encoding
    #expect(
      result
        == .failure(
          .downloadFailed(url: url, reason: "sent compressed (\(named)), which was not asked for"))
    )
  }

  /// A compressed transfer coding is not decoded either: the body stays gzip, not an image.
  @Test func aCompressedTransferCodingIsNotInflated() throws {
    let bomb = CompressionBomb.deflate(inflatingTo: CompressionBomb.png)
    let response = LoopbackHTTPServer.Response(
      headers: ["Transfer-Encoding": "deflate, chunked"],
      body: LoopbackHTTPServer.Response.chunk(bomb.head), sendsLength: false,
      repeating: LoopbackHTTPServer.Response.chunk(bomb.repeating))
    let (url, result) = try Self.outcome(of: response)
    #expect(
      result
        == .failure(
          .downloadFailed(
            url: url,
            reason: "not an image (not a JPEG, PNG, WebP, AVIF, HEIF, JPEG XL or GIF image)")))
  }

  /// Four endless chunked streams at once each stop at the byte limit, and leave no file.
  @Test func endlessStreamsStopAtTheLimit() throws {
    let server = try LoopbackHTTPServer { _ in
      .init(
        headers: ["Transfer-Encoding": "chunked"],
        body: LoopbackHTTPServer.Response.chunk(Self.image), sendsLength: false,
        repeating: LoopbackHTTPServer.Response.chunk([UInt8](repeating: 0x55, count: 16_384)))
    }
    defer { server.stop() }
    let cache = FetchingFixtures.makeCache()
    let limit = 4 << 20
    let downloader = ImageDownloader(
      cache: cache, configuration: FetchingFixtures.configuration(byteLimit: limit))
    let urls = (1...4).map { server.baseURL + "/endless-\($0).png" }
    let outcomes = Locked<[String: Result<ImageSource, ImageError>]>([:])
    for url in urls {
      downloader.download(url) { result in outcomes.withLock { $0[url] = result } }
    }
    #expect(outcomes.wait(until: { $0.count == 4 }, timeoutSeconds: 20))
    let reason = "too large: more than \(limit) bytes, the limit is \(limit) bytes"
    for url in urls {
      #expect(outcomes.withLock { $0[url] } == .failure(.downloadFailed(url: url, reason: reason)))
    }
    #expect(FetchingFixtures.files(in: cache).isEmpty)
  }

  @Test func aChunkSizeTooLargeToReadIsRefused() throws {
    let response = LoopbackHTTPServer.Response.raw(
      Self.head("HTTP/1.1 200 OK", "Transfer-Encoding: chunked")
        + Array("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF\r\n".utf8) + Self.image)
    let (url, result) = try Self.outcome(of: response)
    #expect(
      result
        == .failure(
          .downloadFailed(
            url: url, reason: "the server's answer is not valid HTTP (a malformed chunk)")))
  }

  /// A chunk that claims 2^63 − 1 bytes is cut off at the limit like any endless body.
  @Test func aHugeChunkIsCutOffAtTheLimit() throws {
    let response = LoopbackHTTPServer.Response(
      headers: ["Transfer-Encoding": "chunked"],
      body: Array("7FFFFFFFFFFFFFFF\r\n".utf8) + Self.image, sendsLength: false,
      repeating: [UInt8](repeating: 0x55, count: 16_384))
    let (url, result) = try Self.outcome(
      of: response, configuration: FetchingFixtures.configuration(byteLimit: 1 << 20))
    #expect(
      result
        == .failure(
          .downloadFailed(
            url: url, reason: "too large: more than 1048576 bytes, the limit is 1048576 bytes")))
  }

  @Test func trailersAfterAChunkedImageAreIgnored() throws {
    let response = LoopbackHTTPServer.Response.raw(
      Self.head("HTTP/1.1 200 OK", "Transfer-Encoding: chunked", "Trailer: X-Checksum")
        + LoopbackHTTPServer.Response.chunk(Self.image)
        + Array(
          "0\r\nX-Checksum: 1234\r\nX-Other: \(String(repeating: "y", count: 1000))\r\n\r\n".utf8))
    let (url, result) = try Self.outcome(of: response)
    let source = try #require(try result?.get())
    #expect(FileManager.default.contents(atPath: source.path) == Data(Self.image), "\(url)")
  }

  /// A body after a 204 or a 304 is not read as an image.
  @Test(arguments: [204, 304])
  func aBodyAfterABodilessStatusIsNotAnImage(status: Int) throws {
    let response = LoopbackHTTPServer.Response.raw(
      Self.head("HTTP/1.1 \(status) Status", "Content-Length: \(Self.image.count)") + Self.image)
    let (url, result) = try Self.outcome(of: response)
    #expect(result == .failure(.downloadFailed(url: url, reason: "HTTP \(status)")))
  }

  /// A hundred informational answers before the real one: the image still arrives.
  @Test func informationalAnswersBeforeTheImageAreSkipped() throws {
    let storm = (0..<100).flatMap { index in
      Self.head("HTTP/1.1 \(index % 2 == 0 ? 100 : 102) Wait", "X-Index: \(index)")
    }
    let response = LoopbackHTTPServer.Response.raw(
      storm + Self.head("HTTP/1.1 200 OK", "Content-Length: \(Self.image.count)") + Self.image)
    let (_, result) = try Self.outcome(of: response)
    #expect(try result?.get().format == .png)
  }

  /// Endless informational answers, or ten thousand header lines, stop at the header limit.
  @Test(arguments: [true, false])
  func aFloodOfHeaderLinesIsCutOff(informational: Bool) throws {
    let flood =
      informational
      ? (0..<10_000).flatMap { _ in Self.head("HTTP/1.1 100 Continue") }
      : Array(
        ("HTTP/1.1 200 OK\r\n"
          + (0..<10_000).map { "X-Header-\($0): value\r\n" }.joined() + "\r\n").utf8)
    let (url, result) = try Self.outcome(of: .raw(flood + Self.image))
    #expect(
      result
        == .failure(
          .downloadFailed(
            url: url, reason: "the answer's header fields are too long (over 65536 bytes)")))
  }

  /// A server that accepts the connection and never says a word ends at the timeout.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aServerThatNeverAnswersTimesOut() throws {
    let (url, result) = try Self.outcome(
      of: .raw([], stallAfter: 0), configuration: FetchingFixtures.configuration(timeout: 0.5),
      within: 3)
    #expect(result == .failure(.downloadFailed(url: url, reason: "no answer for 0.5 s")))
  }

  /// A server that closes at once, and one that answers in something other than HTTP.
  @Test func aSilentCloseAndAnAnswerThatIsNotHTTP() throws {
    let (closed, closedResult) = try Self.outcome(of: .raw([]))
    #expect(
      closedResult
        == .failure(
          .downloadFailed(
            url: closed, reason: "the server closed the connection without answering")))
    let (garbage, garbageResult) = try Self.outcome(of: .raw(Array("SSH-2.0-OpenSSH\r\n".utf8)))
    #expect(
      garbageResult
        == .failure(.downloadFailed(url: garbage, reason: "the server's answer is not valid HTTP")))
  }

  @Test func anAnswerShorterThanItsLengthIsIncomplete() throws {
    let response = LoopbackHTTPServer.Response.raw(
      Self.head("HTTP/1.1 200 OK", "Content-Length: 100000") + Self.image)
    let (url, result) = try Self.outcome(of: response)
    #expect(
      result
        == .failure(
          .downloadFailed(
            url: url, reason: "the connection closed before the whole image arrived")))
  }

  /// Releasing the downloader mid-body ends the transfer at once: cancelled, no file left.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func releasingTheDownloaderCancelsItsTransfers() throws {
    let server = try LoopbackHTTPServer { _ in .init(body: Self.image, stallAfter: 100) }
    defer { server.stop() }
    let cache = FetchingFixtures.makeCache()
    let outcome = Locked<Result<ImageSource, ImageError>?>(nil)
    let url = server.baseURL + "/held.png"
    do {
      let downloader = ImageDownloader(cache: cache)
      downloader.download(url) { result in outcome.withLock { $0 = result } }
      #expect(server.waitForRequests(1))
      Thread.sleep(forTimeInterval: 0.2)  // the head and the first 100 bytes are in
    }
    #expect(outcome.wait(until: { $0 != nil }, timeoutSeconds: 5))
    #expect(outcome.withLock { $0 } == .failure(.downloadFailed(url: url, reason: "cancelled")))
    #expect(FetchingFixtures.files(in: cache).isEmpty)
  }

  @Test func aPortOutOfRangeIsNamed() {
    let downloader = ImageDownloader(cache: FetchingFixtures.makeCache())
    for (url, port) in [
      ("http://127.0.0.1:99999/x.png", "99999"), ("https://u:p@example.com:0/x", "0"),
      ("http://[::1]:65536/x", "65536"),
      ("http://h:123456789012345678901234/x", "123456789012…"),
    ] {
      #expect(
        FetchingFixtures.download(url, with: downloader)
          == .failure(.downloadFailed(url: url, reason: "port \(port) is out of range")))
    }
    #expect(RemoteImageAddress.problem(with: "http://h:65535/x") == nil)
    #expect(RemoteImageAddress.problem(with: "http://[::1]:8080/x") == nil)
    #expect(
      RemoteImageAddress.problem(with: "http://h:80a/x")
        == "not a valid URL (its port is not a number)")
  }

  @Test func aRedirectWithoutALocationIsItsStatus() throws {
    let (url, result) = try Self.outcome(of: .init(status: 302))
    #expect(
      result == .failure(.downloadFailed(url: url, reason: "HTTP 302 without a usable Location")))
  }

  /// A scheme a server wrote is printed only when it is plain letters.
  @Test func aStrangeSchemeIsNotEchoed() {
    #expect(ImageDownloader.Transfer.describe(scheme: "ftp") == "the ftp: scheme")
    #expect(
      ImageDownloader.Transfer.describe(scheme: "\u{1B}[31mx")
        == "a scheme that is not http or https")
    #expect(ImageDownloader.Transfer.scheme(of: "FILE:///etc/passwd") == "file")
    #expect(ImageDownloader.Transfer.scheme(of: "/a:b") == nil)
    #expect(ImageDownloader.Transfer.scheme(of: "//host/x") == nil)
    #expect(
      ImageDownloader.Transfer.resolve("../b.png?q", against: "http://h:8/x/y/a.png")
        == "http://h:8/x/b.png?q")
    #expect(ImageDownloader.Transfer.inert("a\u{1B}b\nc") == "a?b?c")
  }
}
