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
/// A file that is not a database, is damaged, is another program's database, is too large,
/// or cannot be opened is refused with a ``StoreError`` and is never overwritten or
/// deleted. Nothing the file holds runs inside the store: the connection runs no trigger
/// and no view (`SQLITE_DBCONFIG_ENABLE_TRIGGER`, `…_ENABLE_VIEW`), trusts no function
/// named in the schema and lets nothing write the schema directly (`…_DEFENSIVE`).
///
/// Thread safety: all methods MAY be called from any thread; an internal lock serializes
/// them.
public final class LikeStore: @unchecked Sendable {
  /// The schema this program writes, kept in `PRAGMA user_version`.
  ///
  /// Version 1: `likes(trip_id TEXT PRIMARY KEY, liked_at REAL)`, `liked_at` in seconds
  /// since 1970 (UTC).
  public static let schemaVersion = 1

  /// The most bytes the database file, or its write-ahead log, may hold: a larger file is
  /// refused before SQLite reads it, and writes cannot grow the database past it
  /// (`PRAGMA max_page_count`). A like takes some 50 bytes (up to 850 for the longest trip
  /// id), so 100,000 likes fit many times over; what bounds the time to open a file is
  /// that `PRAGMA quick_check` reads every page.
  public static let maximumFileSize: UInt64 = 64 << 20

  /// The most likes a database may hold: a file with more is refused (its likes would all
  /// be held in memory and looked up every frame), and a save that would pass it fails.
  /// Far more trips than any catalog lists.
  public static let maximumLikes = 100_000

  /// The statement that made the likes table, as SQLite keeps it in `sqlite_schema` (it
  /// drops `IF NOT EXISTS`): the one object a likes database holds.
  static let tableSQL = """
    CREATE TABLE likes(
      trip_id TEXT PRIMARY KEY NOT NULL,
      liked_at REAL NOT NULL
    ) WITHOUT ROWID
    """

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
  ///   not a database, is damaged, is another program's database, is too large, is
  ///   read-only, or has a newer schema. The file is left untouched.
  public convenience init(path: String, configuration: Configuration = .default) throws(StoreError) {
    try self.init(path: path, configuration: configuration, openingLockWait: nil)
  }

  /// Opens the likes database at `path` for writing, waiting at most `openingLockWait`
  /// milliseconds (if given, else the configuration's) for another program's lock while it
  /// opens; every later statement waits as long as `configuration` says.
  init(
    path: String, configuration: Configuration, openingLockWait: Int32?
  ) throws(StoreError) {
    self.path = path
    isReadOnly = false
    let directory = FileSystem.parentDirectory(of: path)
    if let reason = FileSystem.createDirectories(directory) {
      throw .cannotCreateDirectory(path: path, reason: reason)
    }
    let isNew = try Self.checkFiles(at: path)
    if isNew && !FileSystem.isWritable(directory.isEmpty ? "." : directory) {
      throw .readOnly(path: path)
    }
    let connection = try SQLiteConnection(path: path)
    connection.setBusyTimeout(
      milliseconds: openingLockWait ?? configuration.busyTimeoutMilliseconds)

    // Everything up to the first write only reads, so a file that is not a database, is
    // damaged, is another program's, is newer or is read-only is refused exactly as it was
    // found.
    let foundVersion = try Self.checkContent(of: connection, path: path)
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
      """
      PRAGMA synchronous=\(configuration.synchronous.rawValue);
      PRAGMA journal_size_limit=\(Self.maximumFileSize);
      """,
      operation: "setting the sync mode")
    try connection.limitSize(to: Self.maximumFileSize)
    if foundVersion < Self.schemaVersion { try migrate() }
    seenDataVersion = try connection.integer(
      "PRAGMA data_version", operation: "reading the data version")
    likedCopy = try loadLikedIDs()
    connection.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
  }

  /// Looks at the database file and its log before SQLite opens them: each must be a
  /// regular file of at most ``maximumFileSize`` bytes, or missing. Returns whether the
  /// database file is missing.
  private static func checkFiles(at path: String) throws(StoreError) -> Bool {
    var isMissing = false
    for file in [path, path + "-wal"] {
      switch FileSystem.entry(at: file) {
      case .missing:
        if file == path { isMissing = true }
      case .regularFile(let bytes):
        if bytes > maximumFileSize {
          throw .tooLarge(path: path, file: file, bytes: bytes, limit: maximumFileSize)
        }
      case .unusable(let reason):
        throw .cannotOpen(path: path, reason: file == path ? reason : "\(file): \(reason)")
      }
    }
    return isMissing
  }

  /// Reads what decides whether the file is a likes database of this program, writing
  /// nothing: its schema version (at most ``schemaVersion``), its schema (nothing, or
  /// exactly the likes table), the number of likes (at most ``maximumLikes``) and every
  /// page (`PRAGMA quick_check`, so a damaged database is found before anything is
  /// written). Returns the schema version.
  ///
  /// - Complexity: O(file size), at most ``maximumFileSize``.
  private static func checkContent(
    of connection: SQLiteConnection, path: String
  ) throws(StoreError) -> Int64 {
    let foundVersion = try connection.integer(
      "PRAGMA user_version", operation: "reading the schema version")
    guard foundVersion <= schemaVersion else {
      throw .unsupportedSchemaVersion(
        path: path, found: Int(foundVersion), supported: schemaVersion)
    }
    let hasTable = try checkSchema(of: connection, path: path, version: foundVersion)
    if hasTable { try checkLikeCount(of: connection, path: path) }
    let verdict = try connection.text("PRAGMA quick_check(1)", operation: "checking the file")
    guard verdict == "ok" else {
      throw .damaged(path: path, reason: verdict ?? "no answer")
    }
    return foundVersion
  }

  /// Counts the likes, up to one past ``maximumLikes``: more are refused.
  private static func checkLikeCount(
    of connection: SQLiteConnection, path: String
  ) throws(StoreError) {
    let count = try connection.integer(
      "SELECT count(*) FROM (SELECT 1 FROM likes LIMIT \(maximumLikes + 1))",
      operation: "counting likes")
    if count > maximumLikes { throw .tooManyLikes(path: path, limit: maximumLikes) }
  }

  /// Checks that the schema is this program's: nothing at `version` 0 (a new file), and
  /// from version 1 the likes table exactly as this program makes it and nothing else (no
  /// other table, index, view or trigger: a trigger of another program's would run inside
  /// every save, though the connection turns triggers off too). Returns whether the likes
  /// table is there.
  private static func checkSchema(
    of connection: SQLiteConnection, path: String, version: Int64
  ) throws(StoreError) -> Bool {
    let query = try connection.statement(
      "SELECT type, name, sql FROM sqlite_master", operation: "reading the schema")
    defer { query.reset() }
    var hasTable = false
    while try query.step() {
      let type = query.text(column: 0) ?? "?"
      let name = query.text(column: 1) ?? "?"
      let sql = query.text(column: 2) ?? ""
      guard version >= 1, type == "table", name == "likes", !hasTable,
        words(of: sql) == words(of: tableSQL)
      else {
        throw .unrecognizedSchema(
          path: path,
          object: version >= 1 && type == "table" && name == "likes"
            ? "a likes table of another shape" : "\(shown(type)) \"\(shown(name))\"")
      }
      hasTable = true
    }
    if version >= 1 && !hasTable {
      throw .unrecognizedSchema(path: path, object: "no likes table")
    }
    return hasTable
  }

  /// The most characters of a name from the file that an error message repeats.
  private static let shownNameLength = 40

  /// A name read from the file, made fit for a message: at most ``shownNameLength``
  /// characters, anything but printable ASCII as `?` (it may end up on a terminal).
  private static func shown(_ name: String) -> String {
    var text = String(
      name.unicodeScalars.prefix(shownNameLength).map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
    if name.unicodeScalars.count > shownNameLength { text += "…" }
    return text
  }

  /// `sql` split at white space, so a statement compares equal however it was laid out.
  private static func words(of sql: String) -> [Substring] {
    sql.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
  }

  /// Opens the likes database at `path` for reading only, for a picture of the likes that
  /// changes nothing on disk (headless rendering): no folder, file, journal or lock file is
  /// created. A missing file reads as no likes. Likes changed on this store are kept in
  /// memory only.
  ///
  /// - Throws: ``StoreError`` if the file exists but cannot be read as a likes database of
  ///   this program (not a database, damaged, another program's, too large, newer).
  public init(readingFrom path: String) throws(StoreError) {
    self.path = path
    isReadOnly = true
    guard try !Self.checkFiles(at: path) else {
      connection = nil
      return
    }
    let connection = try SQLiteConnection(path: path, readOnly: true)
    let foundVersion = try Self.checkContent(of: connection, path: path)
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
      try checkRoom(for: [id: liked])
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
      try checkRoom(for: changes)
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
        if newState { try checkRoom(for: [id: true]) }
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

  /// Throws ``StoreError/tooManyLikes(path:limit:)`` if `changes` would take the likes
  /// past ``maximumLikes``.
  private func checkRoom(for changes: [String: Bool]) throws(StoreError) {
    var count = likedCopy.count
    for (id, liked) in changes where liked != likedCopy.contains(id) { count += liked ? 1 : -1 }
    if count > Self.maximumLikes { throw .tooManyLikes(path: path, limit: Self.maximumLikes) }
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
    let query = try connection.statement(
      "SELECT trip_id FROM likes LIMIT \(Self.maximumLikes + 1)", operation: "reading likes")
    defer { query.reset() }
    var ids: Set<String> = []
    while try query.step() {
      if let id = query.text(column: 0) { ids.insert(id) }
    }
    if ids.count > Self.maximumLikes { throw .tooManyLikes(path: path, limit: Self.maximumLikes) }
    return ids
  }

  /// Brings an empty (version 0) database to ``schemaVersion`` in one transaction (another
  /// store may have done it since the schema was checked: then there is nothing to do).
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
          "\(Self.tableSQL);\nPRAGMA user_version = 1;", operation: "creating the likes table")
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
