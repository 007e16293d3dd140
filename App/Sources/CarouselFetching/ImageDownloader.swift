import CarouselImages
import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Downloads `http` and `https` images into a ``RemoteImageCache``, streaming each answer to
/// a temporary file with the limits of ``Configuration`` enforced as bytes arrive.
///
/// An answer becomes a cached image only when the server said 2xx, it stayed within
/// ``Configuration/byteLimit``, it arrived within the timeouts, and its first bytes are a
/// JPEG, PNG, WebP or AVIF signature (an HTML error page is refused as soon as its first 64
/// bytes are in). Every other outcome is an ``ImageError/downloadFailed(url:reason:)`` with
/// one short reason: `HTTP 404`, `cannot connect to 127.0.0.1:9`, `host not found:
/// photos.example`, `no answer for 15 s`, `too large: more than 67108864 bytes`,
/// `not an image (text/html)`.
///
/// Built on Foundation's `URLSession` (libcurl on Linux): it brings TLS for `https`, and
/// redirects are followed up to ``Configuration/maxRedirects``, to `http(s)` addresses only.
///
/// Threading: ``download(_:completion:)`` MAY be called from any thread and returns at
/// once; completions run on the session's own serial queue and MUST return quickly.
public final class ImageDownloader: Sendable {
  /// Where downloads go.
  public let cache: RemoteImageCache
  /// The limits of each download.
  public let configuration: Configuration
  private let session: URLSession
  private let transfers: TransferDelegate

  /// Creates a downloader into `cache`.
  public init(cache: RemoteImageCache, configuration: Configuration = .default) {
    self.cache = cache
    self.configuration = configuration
    transfers = TransferDelegate(configuration: configuration)
    let sessionConfiguration = URLSessionConfiguration.ephemeral
    sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
    sessionConfiguration.timeoutIntervalForResource = configuration.totalTimeout
    sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.name = "CarouselFetching.ImageDownloader"
    session = URLSession(
      configuration: sessionConfiguration, delegate: transfers, delegateQueue: queue)
  }

  deinit {
    session.invalidateAndCancel()
  }

  /// Starts downloading `url` into the cache and returns at once; `completion` gets the
  /// cached file as a source to decode, or why there is none.
  public func download(
    _ url: String, completion: @escaping @Sendable (Result<ImageSource, ImageError>) -> Void
  ) {
    guard let address = URL(string: url), let scheme = address.scheme?.lowercased(),
      scheme == "http" || scheme == "https", address.host != nil
    else {
      return completion(.failure(.downloadFailed(url: url, reason: "not a valid http(s) URL")))
    }
    do throws(ImageError) {
      try cache.makeDirectory()
    } catch {
      return completion(.failure(error))
    }
    var request = URLRequest(url: address)
    request.setValue("image/jpeg, image/png, image/webp, image/avif", forHTTPHeaderField: "Accept")
    let task = session.dataTask(with: request)
    let transfer = Transfer(
      url: url, finalPath: cache.path(for: url), directory: cache.directory,
      completion: completion)
    transfers.register(transfer, for: task.taskIdentifier)
    let total = configuration.totalTimeout
    DispatchQueue.global().asyncAfter(deadline: .now() + total) { [transfers] in
      transfers.fail(
        task, reason: "took longer than \(Self.seconds(total)) s", ifStillRunning: true)
    }
    task.resume()
  }

  /// `15`, `0.5`: seconds for messages, without a needless `.0`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
