import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselFetching

/// A server that answers each request with bytes from a seeded generator: random bytes,
/// heads with random fields, and valid answers with bytes flipped, cut or repeated. Every
/// download ends, in an image or a one-line reason, in bounded time, leaving no file behind.
@Suite struct RandomAnswerTests {
  static let count = 300

  /// The answer to request `index`, the same on every run.
  static func answer(_ index: Int, port: Int) -> [UInt8] {
    var random = SeededGenerator(seed: 0xC0FFEE &+ UInt64(index))
    let image = FetchingFixtures.pngLike(Int.random(in: 0..<400, using: &random))
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return (0..<Int.random(in: 0..<600, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
    case 1:
      let status = [100, 101, 200, 200, 200, 203, 204, 206, 301, 302, 304, 307, 404, 500, 999]
        .randomElement(using: &random)!
      let fields = [
        "Content-Length: \(Int.random(in: -5...1_000, using: &random))",
        "Content-Length: 99999999999999999999999", "Content-Length: x",
        "Transfer-Encoding: chunked", "Transfer-Encoding: gzip, chunked",
        "Transfer-Encoding: identity", "Content-Encoding: gzip", "Content-Encoding: identity",
        "Content-Type: image/png", "Location: /next/\(index)",
        "Location: file:///etc/passwd", "Location: ftp://127.0.0.1/x",
        "Location: http://127.0.0.1:1/closed", "Location: http://127.0.0.1:\(port)/again",
        "Location: \u{1B}[2J:x", "Connection: keep-alive",
        "X-Long: "
          + String(repeating: "a", count: Int.random(in: 0..<3_000, using: &random)),
        "Bad header line", ": empty name", " folded continuation",
      ]
      var head = "HTTP/1.\(Int.random(in: 0...2, using: &random)) \(status) Hm\r\n"
      for _ in 0..<Int.random(in: 0..<6, using: &random) {
        head += fields.randomElement(using: &random)! + "\r\n"
      }
      head += "\r\n"
      var body = image
      if head.contains("chunked") {
        body =
          LoopbackHTTPServer.Response.chunk(image)
          + (Bool.random(using: &random) ? Array("0\r\n\r\n".utf8) : [])
      }
      return Array(head.utf8) + body
    default:
      var bytes =
        Array(
          "HTTP/1.1 200 OK\r\nContent-Length: \(image.count)\r\nContent-Type: image/png\r\n\r\n"
            .utf8) + image
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.removeSubrange(at...)
        default: bytes.insert(contentsOf: bytes[at...].prefix(40), at: at)
        }
        if bytes.isEmpty { break }
      }
      return bytes
    }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func everyRandomAnswerEndsInAnImageOrAReason() throws {
    let portBox = Locked(0)
    let server = try LoopbackHTTPServer { path in
      let index = Int(path.split(separator: "/").last ?? "") ?? 0
      return .raw(Self.answer(index, port: portBox.withLock { $0 }))
    }
    defer { server.stop() }
    portBox.withLock { $0 = server.port }
    let cache = FetchingFixtures.makeCache()
    let downloader = ImageDownloader(
      cache: cache, configuration: FetchingFixtures.configuration(timeout: 2))
    let outcomes = Locked<[Int: Result<ImageSource, ImageError>]>([:])
    let started = Date()
    for index in 0..<Self.count {
      downloader.download(server.baseURL + "/fuzz/\(index)") { result in
        outcomes.withLock { $0[index] = result }
      }
    }
    #expect(outcomes.wait(until: { $0.count == Self.count }, timeoutSeconds: 120))
    #expect(Date().timeIntervalSince(started) < 120)
    var images = 0
    for (index, result) in outcomes.withLock({ $0 }) {
      switch result {
      case .success(let source):
        images += 1
        #expect(FileManager.default.fileExists(atPath: source.path), "answer \(index)")
      case .failure(.downloadFailed(_, let reason)):
        #expect(!reason.isEmpty && !reason.contains("\n"), "answer \(index): \(reason)")
        #expect(
          reason.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F || $0 == "…" },
          "answer \(index): \(reason)")
      case .failure(let error):
        Issue.record("answer \(index): \(error)")
      }
    }
    #expect(images > 0, "some answers are valid images")
    #expect(FetchingFixtures.files(in: cache).allSatisfy { !$0.hasPrefix(".") })
  }
}
