import CSQLite
import Foundation

/// The trips a person liked, kept in an SQLite database so that no like is ever lost.
///
/// Every write is its own transaction, committed (and, with ``Synchronous/full``, synced to
/// disk) before the call returns: once the interface shows a heart, a killed process or a
/// crash cannot take it back. The database uses WAL journaling, so readers in other
/// processes never block a write.
///
/// Reads are served from an in-memory copy of the liked IDs, so ``isLiked(_:)`` is cheap
/// enough to call for every visible card in every frame. Before each read the store asks
/// SQLite whether another connection committed a change (`PRAGMA data_version`) and reloads
/// the copy if so, so two stores on the same file, in one process or two, agree.
///
/// A file that is not a database, is damaged, or cannot be opened is refused with a
/// ``StoreError`` and is never overwritten or deleted.
///
/// Thread safety: all methods MAY be called from any thread; an internal lock serializes
/// them.
public final class LikeStore: @unchecked Sendable {
  /// The schema this program writes, kept in `PRAGMA user_version`.
  ///
  /// Version 1: `likes(trip_id TEXT PRIMARY KEY, liked_at REAL)`, `liked_at` in seconds
  /// since 1970 (UTC).
  public static let schemaVersion = 1

  /// The database file.
  public let path: String
  /// Whether the store only reads the file: changes stay in memory (see
  /// ``init(readingFrom:)``).
  public let isReadOnly: Bool

  private let lock = NSLock()
  // Guarded by `lock`. Nil for a read-only store whose file does not exist.
  private let connection: SQLiteConnection?
  private var likedCopy: Set<String> = []
  private var seenDataVersion: Int64 = 0

  /// Opens the likes database at `path`, creating it and its parent folders if missing.
  ///
  /// - Throws: ``StoreError`` if a folder cannot be created, the file cannot be opened, is
  ///   not a database, is read-only, or has a newer schema. The file is left untouched.
  public init(path: String, configuration: Configuration = .default) throws(StoreError) {
    self.path = path
    isReadOnly = false
    let directory = FileSystem.parentDirectory(of: path)
    if let reason = FileSystem.createDirectories(directory) {
      throw .cannotCreateDirectory(path: path, reason: reason)
    }
    if !FileSystem.exists(path) && !FileSystem.isWritable(directory.isEmpty ? "." : directory) {
      throw .readOnly(path: path)
    }
    let connection = try SQLiteConnection(path: path)
    connection.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)

    // Everything up to the first write only reads, so a file that is not a database, is
    // damaged, is newer or is read-only is refused exactly as it was found.
    let foundVersion = try connection.integer(
      "PRAGMA user_version", operation: "reading the schema version")
    guard foundVersion <= Self.schemaVersion else {
      throw .unsupportedSchemaVersion(
        path: path, found: Int(foundVersion), supported: Self.schemaVersion)
    }
    try Self.checkIntegrity(of: connection, path: path)
    guard !connection.isReadOnly else { throw .readOnly(path: path) }
    self.connection = connection
    if foundVersion >= 1 { likedCopy = try loadLikedIDs() }

    let mode = try connection.text("PRAGMA journal_mode=WAL", operation: "enabling WAL journaling")
    // SQLite keeps the old mode when it cannot make the log's files: a folder that cannot
    // be written to, where no like could be saved either.
    if mode?.lowercased() != "wal" && !FileSystem.isWritable(directory.isEmpty ? "." : directory) {
      throw .readOnly(path: path)
    }
    try connection.execute(
      "PRAGMA synchronous=\(configuration.synchronous.rawValue)",
      operation: "setting the sync mode")
    if foundVersion < Self.schemaVersion { try migrate() }
    seenDataVersion = try connection.integer(
      "PRAGMA data_version", operation: "reading the data version")
    likedCopy = try loadLikedIDs()
  }

  /// Reads every page of the file (`PRAGMA quick_check`), so a damaged database is found
  /// before anything is written to it.
  ///
  /// - Complexity: O(file size); a likes database is a few pages.
  private static func checkIntegrity(
    of connection: SQLiteConnection, path: String
  ) throws(StoreError) {
    let verdict = try connection.text("PRAGMA quick_check(1)", operation: "checking the file")
    guard verdict == "ok" else {
      throw .notADatabase(path: path, reason: "damaged: \(verdict ?? "no answer")")
    }
  }

  /// Opens the likes database at `path` for reading only, for a picture of the likes that
  /// changes nothing on disk (headless rendering): no folder, file, journal or lock file is
  /// created. A missing file reads as no likes. Likes changed on this store are kept in
  /// memory only.
  ///
  /// - Throws: ``StoreError`` if the file exists but is not a database or has a newer schema.
  public init(readingFrom path: String) throws(StoreError) {
    self.path = path
    isReadOnly = true
    guard FileSystem.exists(path) else {
      connection = nil
      return
    }
    let connection = try SQLiteConnection(path: path, readOnly: true)
    let foundVersion = try connection.integer(
      "PRAGMA user_version", operation: "reading the schema version")
    guard foundVersion <= Self.schemaVersion else {
      throw .unsupportedSchemaVersion(
        path: path, found: Int(foundVersion), supported: Self.schemaVersion)
    }
    try Self.checkIntegrity(of: connection, path: path)
    self.connection = connection
    seenDataVersion = try connection.integer(
      "PRAGMA data_version", operation: "reading the data version")
    if foundVersion >= 1 { likedCopy = try loadLikedIDs() }
  }

  /// The default database location: `$XDG_DATA_HOME/carousel/likes.sqlite3`, or
  /// `$HOME/.local/share/carousel/likes.sqlite3` when `XDG_DATA_HOME` is unset or empty.
  ///
  /// A relative `XDG_DATA_HOME` is ignored, as the XDG Base Directory specification asks;
  /// so is a relative `HOME`. Without either there is no place for it: `nil` (never a
  /// folder in the current directory).
  public static func defaultPath(environment: [String: String]) -> String? {
    let file = "carousel/likes.sqlite3"
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return join(dataHome, file)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return join(join(home, ".local/share"), file)
  }

  /// Whether the trip with `id` is liked.
  public func isLiked(_ id: String) -> Bool {
    locked {
      refreshIfChangedElsewhere(); return likedCopy.contains(id)
    }
  }

  /// The IDs of all liked trips.
  ///
  /// - Complexity: O(*n*) in the number of likes when another connection changed the
  ///   database since the last read, otherwise O(1) (the set is shared, not copied).
  public func likedIDs() -> Set<String> {
    locked {
      refreshIfChangedElsewhere(); return likedCopy
    }
  }

  /// Likes or unlikes the trip with `id`, durably, before returning.
  ///
  /// Liking an already-liked trip keeps its original `liked_at` time.
  public func setLiked(_ id: String, _ liked: Bool) throws(StoreError) {
    try locked { () throws(StoreError) in
      refreshIfChangedElsewhere()
      if !isReadOnly { try write(id, liked: liked) }
      update(id, liked: liked)
    }
  }

  /// Sets the like of every trip in `changes` (trip id → liked) in one transaction, durably,
  /// before returning: all of them are saved, or none.
  ///
  /// - Complexity: O(changes).
  public func setLikes(_ changes: [String: Bool]) throws(StoreError) {
    guard !changes.isEmpty else { return }
    try locked { () throws(StoreError) in
      refreshIfChangedElsewhere()
      if !isReadOnly {
        try transaction { () throws(StoreError) in
          for (id, liked) in changes { try write(id, liked: liked) }
        }
      }
      for (id, liked) in changes { update(id, liked: liked) }
    }
  }

  /// Flips the like of the trip with `id`, durably, and returns the new state.
  ///
  /// The read and the write happen in one transaction, so two processes toggling the same
  /// trip at once each see the other's result.
  @discardableResult
  public func toggleLike(_ id: String) throws(StoreError) -> Bool {
    try locked { () throws(StoreError) -> Bool in
      refreshIfChangedElsewhere()
      if isReadOnly {
        let liked = !likedCopy.contains(id)
        update(id, liked: liked)
        return liked
      }
      let liked = try transaction { () throws(StoreError) -> Bool in
        guard let connection else { return !likedCopy.contains(id) }
        let query = try connection.statement(
          "SELECT 1 FROM likes WHERE trip_id = ?1", operation: "reading a like")
        defer { query.reset() }
        try query.bind(id, at: 1)
        let newState = try !query.step()
        query.reset()
        try write(id, liked: newState)
        return newState
      }
      update(id, liked: liked)
      return liked
    }
  }

  // MARK: - Internals (callers hold `lock`)

  private func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  private func write(_ id: String, liked: Bool) throws(StoreError) {
    guard let connection else { return }
    if liked {
      let insert = try connection.statement(
        "INSERT INTO likes(trip_id, liked_at) VALUES(?1, ?2) ON CONFLICT(trip_id) DO NOTHING",
        operation: "saving a like")
      defer { insert.reset() }
      try insert.bind(id, at: 1)
      try insert.bind(Date().timeIntervalSince1970, at: 2)
      try insert.step()
    } else {
      let delete = try connection.statement(
        "DELETE FROM likes WHERE trip_id = ?1", operation: "removing a like")
      defer { delete.reset() }
      try delete.bind(id, at: 1)
      try delete.step()
    }
  }

  private func update(_ id: String, liked: Bool) {
    if liked { likedCopy.insert(id) } else { likedCopy.remove(id) }
  }

  /// Reloads the in-memory copy if another connection committed since the last look.
  ///
  /// If SQLite cannot be read right now the copy stays as it is: it still holds every write
  /// this store made, which is what the person last saw.
  private func refreshIfChangedElsewhere() {
    guard let connection,
      let version = try? connection.integer(
        "PRAGMA data_version", operation: "reading the data version"),
      version != seenDataVersion,
      let fresh = try? loadLikedIDs()
    else { return }
    seenDataVersion = version
    likedCopy = fresh
  }

  private func loadLikedIDs() throws(StoreError) -> Set<String> {
    guard let connection else { return [] }
    let query = try connection.statement("SELECT trip_id FROM likes", operation: "reading likes")
    defer { query.reset() }
    var ids: Set<String> = []
    while try query.step() {
      if let id = query.text(column: 0) { ids.insert(id) }
    }
    return ids
  }

  /// Brings an empty (version 0) database to ``schemaVersion`` in one transaction.
  private func migrate() throws(StoreError) {
    guard let connection else { return }
    try transaction { () throws(StoreError) in
      let version = try connection.integer(
        "PRAGMA user_version", operation: "reading the schema version")
      if version > Self.schemaVersion {
        throw .unsupportedSchemaVersion(
          path: path, found: Int(version), supported: Self.schemaVersion)
      }
      if version < 1 {
        try connection.execute(
          """
          CREATE TABLE IF NOT EXISTS likes(
            trip_id TEXT PRIMARY KEY NOT NULL,
            liked_at REAL NOT NULL
          ) WITHOUT ROWID;
          PRAGMA user_version = 1;
          """,
          operation: "creating the likes table")
      }
    }
  }

  /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back if it throws.
  ///
  /// `IMMEDIATE` takes the write lock up front, so a read-then-write cannot be overtaken by
  /// another process between the read and the write.
  private func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    guard let connection else { return try body() }
    try connection.execute("BEGIN IMMEDIATE", operation: "starting a transaction")
    do {
      let result = try body()
      try connection.execute("COMMIT", operation: "committing a transaction")
      return result
    } catch {
      try? connection.execute("ROLLBACK", operation: "rolling back a transaction")
      throw error
    }
  }

  private static func join(_ directory: String, _ relative: String) -> String {
    directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
