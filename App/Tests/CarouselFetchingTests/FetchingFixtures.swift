import CarouselImages
import CarouselTestSupport
import Dispatch
import Foundation

@testable import CarouselFetching

/// Bytes, folders and waiting shared by the fetching tests.
enum FetchingFixtures {
  /// A PNG signature followed by `count` filler bytes: enough for the downloader's format
  /// check (nothing here decodes it).
  static func pngLike(_ count: Int = 200) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) }
  }

  /// A fresh, empty cache folder under the temporary folder.
  static func makeCache() -> RemoteImageCache {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-fetch-\(UUID().uuidString)").path
    return RemoteImageCache(directory: folder + "/images")
  }

  /// The names in the cache's folder (hidden temporary files included).
  static func files(in cache: RemoteImageCache) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cache.directory)) ?? []).sorted()
  }

  /// Downloads `url` and waits for the outcome (at most 20 s).
  static func download(_ url: String, with downloader: ImageDownloader) -> Result<
    ImageSource, ImageError
  >? {
    let outcome = Locked<Result<ImageSource, ImageError>?>(nil)
    downloader.download(url) { result in outcome.withLock { $0 = result } }
    _ = outcome.wait(until: { $0 != nil }, timeoutSeconds: 20)
    return outcome.withLock { $0 }
  }

  /// A configuration with the given limits and the default rest.
  static func configuration(timeout: Double = 15, byteLimit: Int = 64 << 20)
    -> ImageDownloader.Configuration
  {
    var configuration = ImageDownloader.Configuration.default
    configuration.timeout = timeout
    configuration.byteLimit = byteLimit
    return configuration
  }
}
