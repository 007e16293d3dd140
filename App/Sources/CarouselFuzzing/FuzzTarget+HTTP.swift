import CarouselFetching
import CarouselImages
import CarouselTestSupport
import Foundation

extension FuzzTarget {
  /// How the loopback server ends the answer of an `http` input (its first byte, modulo 3).
  enum HTTPEnding: UInt8 {
    /// The bytes, then the connection closes.
    case close = 0
    /// The bytes, then their last ``httpRepeatLength`` bytes again and again until the
    /// downloader hangs up: an endless body (or head).
    case endless = 1
    /// The bytes, then nothing, the connection held open: a server that stops answering.
    case stall = 2
  }

  /// How many of an input's last bytes an endless answer repeats.
  static let httpRepeatLength = 64

  /// The downloader's limits under fuzzing: the app's code with seconds made fractions, so
  /// a stalled or trickling answer costs a quarter of a second, not fifteen.
  static let httpConfiguration = ImageDownloader.Configuration(
    timeout: 0.25, totalTimeout: 1, byteLimit: 16 << 10, maxRedirects: 3)

  /// Longest an input's download may take before the target reports a hang: the total
  /// timeout, plus the transfer loop's poll period many times over.
  static let httpDeadline = 3.0

  /// The loopback server and the downloader every `http` input uses: made once (a thread
  /// each), the server's answer swapped per input. Inputs run one at a time.
  final class HTTPRig: @unchecked Sendable {
    let answer = Locked<LoopbackHTTPServer.Response>(.raw([]))
    let server: LoopbackHTTPServer
    let cache: RemoteImageCache
    let downloader: ImageDownloader

    init() {
      let answer = answer
      do {
        server = try LoopbackHTTPServer { _ in answer.withLock { $0 } }
      } catch {
        fatalError("fuzz target 'http': no loopback server (\(error))")
      }
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("carousel-fuzz-http-\(getpid())").path
      cache = RemoteImageCache(directory: folder)
      downloader = ImageDownloader(cache: cache, configuration: FuzzTarget.httpConfiguration)
    }
  }

  static let httpRig = HTTPRig()

  /// Serves the bytes after the first as the whole answer (status line, heads, body; the
  /// first byte says how it ends, see ``HTTPEnding``) and downloads from the server with
  /// the app's downloader. The outcome must come within ``httpDeadline`` seconds; a
  /// refusal is one inert line; an accepted image is a file of at most the byte limit that
  /// starts with an image signature; no temporary file stays in the cache.
  static func runHTTP(_ bytes: [UInt8]) throws(FuzzFailure) {
    let rig = httpRig
    let ending = HTTPEnding(rawValue: (bytes.first ?? 0) % 3) ?? .close
    let body = Array(bytes.dropFirst())
    var response = LoopbackHTTPServer.Response.raw(
      body, stallAfter: ending == .stall ? body.count : nil)
    if ending == .endless {
      response.repeating = Array(body.suffix(httpRepeatLength))
    }
    rig.answer.withLock { $0 = response }
    defer {
      if ending == .stall {
        // Releases the held connections: a stalled answer waits for the server to stop.
        rig.server.stop()
        do { try rig.server.start() } catch { fatalError("fuzz target 'http': \(error)") }
      }
      try? FileManager.default.removeItem(atPath: rig.cache.directory)
    }
    let url = rig.server.baseURL + "/image.png"
    let outcome = Locked<Result<ImageSource, ImageError>?>(nil)
    rig.downloader.download(url) { result in outcome.withLock { $0 = result } }
    guard outcome.wait(until: { $0 != nil }, timeoutSeconds: httpDeadline),
      let result = outcome.withLock({ $0 })
    else {
      throw FuzzFailure("no outcome after \(httpDeadline) s (ending \(ending))")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: rig.cache.directory)) ?? []
    switch result {
    case .failure(let error):
      try FuzzFailure.checkErrorLine(error.description)
      let isControl = { (scalar: Unicode.Scalar) in scalar.value < 0x20 || scalar.value == 0x7F }
      guard !error.description.unicodeScalars.contains(where: isControl) else {
        throw FuzzFailure("control character in \(error.description.debugDescription)")
      }
      guard names.isEmpty else { throw FuzzFailure("a refused download left \(names)") }
    case .success(let source):
      let name = (source.path as NSString).lastPathComponent
      guard names == [name] else { throw FuzzFailure("cache holds \(names), not [\(name)]") }
      guard let file = FileManager.default.contents(atPath: source.path) else {
        throw FuzzFailure("the downloaded file \(source.path) cannot be read")
      }
      guard file.count <= httpConfiguration.byteLimit else {
        throw FuzzFailure("kept \(file.count) bytes, the limit is \(httpConfiguration.byteLimit)")
      }
      guard ImageFormat(signature: Array(file.prefix(ImageFormat.signatureLength))) != nil else {
        throw FuzzFailure("kept a file that is not an image: \(Array(file.prefix(16)))")
      }
    }
  }
}
