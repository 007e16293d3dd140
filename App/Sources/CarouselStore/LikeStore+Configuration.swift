extension LikeStore {
  /// How a ``LikeStore`` trades durability against speed, and how long it waits for locks.
  public struct Configuration: Sendable, Equatable {
    /// How long a write waits for another process holding the database lock before it
    /// fails with `SQLITE_BUSY`, in milliseconds.
    public var busyTimeoutMilliseconds: Int32
    /// When SQLite flushes to disk; see ``Synchronous``.
    public var synchronous: Synchronous

    /// Creates a configuration.
    public init(busyTimeoutMilliseconds: Int32, synchronous: Synchronous) {
      precondition(busyTimeoutMilliseconds >= 0, "busy timeout must not be negative")
      self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
      self.synchronous = synchronous
    }

    /// Two seconds of patience for a busy database, and a disk sync at every commit.
    ///
    /// Likes are written at the rate people tap, so the cost of one `fsync` per like is
    /// invisible, and a like survives power loss as well as a killed process. Another
    /// program's write takes milliseconds; a lock held for two seconds is held for good, and
    /// the person hears about it then (the window waits for none of it: see
    /// ``LikeKeeper``).
    public static let `default` = Configuration(busyTimeoutMilliseconds: 2_000, synchronous: .full)
  }

  /// SQLite's `PRAGMA synchronous` setting, in WAL journal mode.
  public enum Synchronous: String, Sendable, Equatable {
    /// Commits survive a killed process; the last commits may be lost on power failure.
    case normal = "NORMAL"
    /// Commits are synced to disk before the call returns; they survive power failure too.
    case full = "FULL"
  }
}
