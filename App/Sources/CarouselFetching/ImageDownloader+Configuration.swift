extension ImageDownloader {
  /// The limits of one download.
  public struct Configuration: Sendable, Equatable {
    /// Seconds a download may go without receiving a byte (connecting, or stalled midway)
    /// before it fails.
    public var timeout: Double
    /// Seconds a whole download may take, however steadily bytes arrive.
    public var totalTimeout: Double
    /// The largest image downloaded, in bytes: a larger `Content-Length` is refused before
    /// the body is read, and a body that grows past it is cut off as it streams.
    public var byteLimit: Int
    /// Redirects followed for one image (to `http` and `https` addresses only).
    public var maxRedirects: Int

    /// Creates a configuration.
    public init(timeout: Double, totalTimeout: Double, byteLimit: Int, maxRedirects: Int) {
      precondition(timeout > 0 && timeout.isFinite, "the timeout must be positive")
      precondition(totalTimeout > 0 && totalTimeout.isFinite, "the total must be positive")
      precondition(byteLimit > 0, "the byte limit must be positive")
      precondition(maxRedirects >= 0, "redirects must not be negative")
      self.timeout = timeout
      self.totalTimeout = totalTimeout
      self.byteLimit = byteLimit
      self.maxRedirects = maxRedirects
    }

    /// 15 s without a byte, 120 s in all, 64 MiB, 10 redirects: a 12 MP phone photo is 3 to
    /// 8 MB; the limit leaves room for large PNGs while keeping a runaway answer off the disk.
    public static let `default` = Configuration(
      timeout: 15, totalTimeout: 120, byteLimit: 64 << 20, maxRedirects: 10)

    /// The longest timeout the environment may ask for: a day.
    static let longestTimeout = 86_400.0

    /// The environment variable that shortens (or lengthens) ``timeout``, in seconds: for
    /// tests against a stalling server.
    public static let timeoutVariable = "CAROUSEL_DOWNLOAD_TIMEOUT"
    /// The environment variable that shortens (or lengthens) ``totalTimeout``, in seconds:
    /// for tests against a server that trickles bytes.
    public static let totalTimeoutVariable = "CAROUSEL_DOWNLOAD_TOTAL_TIMEOUT"
    /// The environment variable that sets ``byteLimit``, in bytes: for tests.
    public static let byteLimitVariable = "CAROUSEL_DOWNLOAD_BYTE_LIMIT"

    /// The default configuration with ``totalTimeoutVariable``, ``timeoutVariable`` and
    /// ``byteLimitVariable`` of `environment` applied when they hold a positive number (up to
    /// a day for the timeouts, and ``timeout`` at most ``totalTimeout``); anything else is
    /// ignored.
    public static func fromEnvironment(_ environment: [String: String]) -> Configuration {
      var configuration = Configuration.default
      if let text = environment[totalTimeoutVariable], let seconds = Double(text), seconds > 0,
        seconds <= longestTimeout
      {
        configuration.totalTimeout = seconds
        configuration.timeout = min(configuration.timeout, seconds)
      }
      if let text = environment[timeoutVariable], let seconds = Double(text), seconds > 0,
        seconds <= configuration.totalTimeout
      {
        configuration.timeout = seconds
      }
      if let text = environment[byteLimitVariable], let bytes = Int(text), bytes > 0 {
        configuration.byteLimit = bytes
      }
      return configuration
    }
  }
}
