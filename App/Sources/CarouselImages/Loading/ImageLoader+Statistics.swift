extension ImageLoader {
  /// Counters for tests, logs and benchmarks.
  public struct Statistics: Sendable, Equatable {
    /// Requests waiting for a decoding thread.
    public var queued = 0
    /// Decodes in progress.
    public var running = 0
    /// Decodes started since the loader was created.
    public var started = 0
    /// Decodes that failed since the loader was created.
    public var failed = 0
    /// Queued requests dropped before they started (scrolled away or cancelled).
    public var cancelled = 0
  }
}
