import CarouselFetching
import CarouselImages

/// Where a scene keeps downloaded `http(s)` images and the limits of a download, read from
/// the host's environment (the scene reads none of its own).
struct RemoteImageSettings {
  /// The disk cache (`$XDG_CACHE_HOME/carousel/images`, else `~/.cache/carousel/images`);
  /// nil when the environment places none, and then URLs show an error tile saying so.
  var cache: RemoteImageCache?
  /// The timeout and size limit (`CAROUSEL_DOWNLOAD_TIMEOUT` and
  /// `CAROUSEL_DOWNLOAD_BYTE_LIMIT` change them, for tests).
  var configuration: ImageDownloader.Configuration

  /// The settings of `environment`.
  init(environment: [String: String]) {
    cache = RemoteImageCache(environment: environment)
    configuration = .fromEnvironment(environment)
  }

  /// The reason URLs fail when there is no cache folder.
  static let noCacheReason =
    "no folder for downloads: set XDG_CACHE_HOME or HOME to an absolute path"
}
