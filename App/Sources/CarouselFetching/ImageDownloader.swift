import CarouselImages
import Foundation

/// Downloads `http` and `https` images into a ``RemoteImageCache``, streaming each answer to
/// a temporary file with the limits of ``Configuration`` enforced as bytes arrive.
///
/// An answer becomes a cached image only when the server said `200` (or `203`), it stayed
/// within ``Configuration/byteLimit``, it arrived within the timeouts, it was not compressed,
/// and its first bytes are the signature of a decodable ``ImageFormat`` (an HTML error page
/// is refused as soon as its first 64 bytes are in). Every other outcome is an
/// ``ImageError/downloadFailed(url:reason:)`` with one short reason: `HTTP 404`,
/// `cannot connect to 127.0.0.1:9`, `host not found: photos.example`, `no answer for 15 s`,
/// `too large: more than 67108864 bytes, the limit is 67108864 bytes`,
/// `not an image (the server sent text/html)`, `redirected to a file: address (only http
/// and https are followed)`, `sent compressed (gzip), which was not asked for`.
///
/// Built on libcurl, driven directly (not through Foundation's `URLSession`, which inflates
/// compressed answers and buffers them in memory before a delegate can count them): every
/// transfer runs on one thread of the downloader's own, each body chunk (at most 16 KiB,
/// libcurl's `CURL_MAX_WRITE_SIZE`, since nothing is decoded) is counted and written to disk
/// before the next is read, so a hostile server costs at most ``maxTransfers`` buffers of
/// memory and ``Configuration/byteLimit`` bytes of disk each, however it answers. Redirects
/// are followed by the downloader itself, up to ``Configuration/maxRedirects``, to `http(s)`
/// addresses only.
///
/// Threading: ``download(_:completion:)`` MAY be called from any thread and returns at
/// once; completions run on the downloader's thread and MUST return quickly. Releasing the
/// downloader ends its transfers (each completes as cancelled, its temporary file removed).
public final class ImageDownloader: Sendable {
  /// Where downloads go.
  public let cache: RemoteImageCache
  /// The limits of each download.
  public let configuration: Configuration
  private let loop: TransferLoop

  /// Transfers run at once by one downloader; more wait in line, their timeouts not yet
  /// running. Each holds libcurl's buffers (about 50 KiB), so this bounds the memory of
  /// every download together, whatever the callers ask for (a store runs 4).
  public static let maxTransfers = 8

  /// Creates a downloader into `cache`.
  public init(cache: RemoteImageCache, configuration: Configuration = .default) {
    self.cache = cache
    self.configuration = configuration
    loop = TransferLoop(configuration: configuration, maxTransfers: Self.maxTransfers)
  }

  deinit {
    loop.cancelAll()
  }

  /// Starts downloading `url` into the cache and returns at once; `completion` gets the
  /// cached file as a source to decode, or why there is none.
  public func download(
    _ url: String, completion: @escaping @Sendable (Result<ImageSource, ImageError>) -> Void
  ) {
    if let problem = RemoteImageAddress.problem(with: url) {
      let reason = problem.hasPrefix("port ") ? problem : "not a valid http(s) URL"
      return completion(.failure(.downloadFailed(url: url, reason: reason)))
    }
    do throws(ImageError) {
      try cache.makeDirectory()
    } catch {
      return completion(.failure(error))
    }
    loop.add(
      Transfer(
        url: url, finalPath: cache.path(for: url), directory: cache.directory,
        configuration: configuration, completion: completion))
  }

  /// `15`, `0.5`: seconds for messages, without a needless `.0`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
