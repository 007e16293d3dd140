import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One open SQLite database handle with a cache of prepared statements.
///
/// Not thread-safe: the owner MUST serialize every call (``LikeStore`` holds a lock).
final class SQLiteConnection {
  /// The database file, for error messages.
  let path: String
  private let handle: OpaquePointer
  private var statements: [String: SQLiteStatement] = [:]
  /// The bytes the database may grow to (``limitSize(to:)``), for telling a write that
  /// reached it from a full disk.
  private var sizeLimit: UInt64?

  /// Opens (and creates if missing) the database file at `path` for reading and writing.
  ///
  /// SQLite opens files lazily: a file that is not a database is only detected by the first
  /// statement that reads it, so callers should run a read before any write.
  ///
  /// With `readOnly` the file is opened without the right to write or create anything:
  /// `immutable` (no lock, no `-shm` file) when no write-ahead log lies next to it, else
  /// `mode=ro` (the log's files already exist, so SQLite creates none).
  init(path: String, readOnly: Bool = false) throws(StoreError) {
    self.path = path
    var handle: OpaquePointer?
    let flags: Int32
    let name: String
    if readOnly {
      flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
      let hasLog = FileSystem.exists(path + "-wal")
      name = "file:\(Self.uriEscaped(path))?" + (hasLog ? "mode=ro" : "immutable=1")
    } else {
      flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
      name = path
    }
    let code = sqlite3_open_v2(name, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? Self.describe(code)
      sqlite3_close_v2(handle)
      throw .cannotOpen(path: path, reason: message)
    }
    self.handle = handle
    // Nothing the file holds may run inside this connection: its triggers would run inside
    // every save (an endless one hangs it, one that adds a blob to every row grows the file
    // without bound), its views and the functions its schema names could do the same.
    for (option, value) in Self.hardening where csqlite_db_config(handle, option, value) != SQLITE_OK {
      let message = String(cString: sqlite3_errmsg(handle))
      sqlite3_close_v2(handle)
      throw .cannotOpen(path: path, reason: "cannot turn off triggers and views: \(message)")
    }
  }

  /// The `sqlite3_db_config` settings of every connection: no triggers, no views, no
  /// functions the schema names that are not marked harmless, no direct writes to the
  /// schema.
  private static let hardening: [(Int32, Int32)] = [
    (SQLITE_DBCONFIG_ENABLE_TRIGGER, 0),
    (SQLITE_DBCONFIG_ENABLE_VIEW, 0),
    (SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0),
    (SQLITE_DBCONFIG_DEFENSIVE, 1),
  ]

  /// Keeps writes from growing the database past `bytes` (`PRAGMA max_page_count`): such a
  /// write fails as ``StoreError/tooLarge(path:file:bytes:limit:)``.
  func limitSize(to bytes: UInt64) throws(StoreError) {
    let pageSize = try integer("PRAGMA page_size", operation: "reading the page size")
    let pages = bytes / UInt64(max(1, pageSize))
    _ = try integer("PRAGMA max_page_count = \(pages)", operation: "limiting the file size")
    sizeLimit = bytes
  }

  /// `path` with the characters a URI filename gives meaning to (`%`, `?`, `#`) escaped.
  private static func uriEscaped(_ path: String) -> String {
    var escaped = ""
    for character in path {
      switch character {
      case "%": escaped += "%25"
      case "?": escaped += "%3f"
      case "#": escaped += "%23"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  deinit {
    for statement in statements.values { statement.finalize() }
    sqlite3_close_v2(handle)
  }

  /// Whether the main database was opened read-only (for example a write-protected file).
  var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  /// Waits up to `milliseconds` for another connection's lock before reporting `SQLITE_BUSY`.
  func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// Runs one or more statements that return no rows of interest.
  func execute(_ sql: String, operation: String) throws(StoreError) {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    defer { sqlite3_free(errorMessage) }
    guard code == SQLITE_OK else {
      let message = errorMessage.map { String(cString: $0) } ?? lastErrorMessage
      throw error(code: code, message: message, operation: operation)
    }
  }

  /// A prepared statement for `sql`, reset and with its bindings cleared, ready to bind.
  func statement(_ sql: String, operation: String) throws(StoreError) -> SQLiteStatement {
    if let cached = statements[sql] {
      cached.reset()
      return cached
    }
    var raw: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &raw, nil)
    guard code == SQLITE_OK, let raw else {
      sqlite3_finalize(raw)
      throw error(code: code, message: lastErrorMessage, operation: operation)
    }
    let statement = SQLiteStatement(raw: raw, connection: self, operation: operation)
    statements[sql] = statement
    return statement
  }

  /// Runs a statement that returns a single integer, such as `PRAGMA user_version`.
  func integer(_ sql: String, operation: String) throws(StoreError) -> Int64 {
    let statement = try statement(sql, operation: operation)
    defer { statement.reset() }
    guard try statement.step() else {
      throw .sqlite(path: path, operation: operation, code: SQLITE_ERROR, message: "no row")
    }
    return statement.int64(column: 0)
  }

  /// Runs a statement that returns a single text value, such as `PRAGMA journal_mode`.
  func text(_ sql: String, operation: String) throws(StoreError) -> String? {
    let statement = try statement(sql, operation: operation)
    defer { statement.reset() }
    guard try statement.step() else { return nil }
    return statement.text(column: 0)
  }

  /// SQLite's message for the most recent failure on this connection.
  var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

  /// Maps an SQLite result code to the ``StoreError`` case a caller can act on.
  func error(code: Int32, message: String, operation: String) -> StoreError {
    switch code & 0xFF {
    case SQLITE_NOTADB:
      return .notADatabase(path: path, reason: message)
    case SQLITE_CORRUPT:
      return .damaged(path: path, reason: message)
    case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
      return .cannotOpen(path: path, reason: message)
    case SQLITE_READONLY:
      return .readOnly(path: path)
    case SQLITE_BUSY, SQLITE_LOCKED:
      return .locked(path: path)
    case SQLITE_FULL:
      // SQLite says the same when the database reached its page limit: unless the disk is
      // short of room, that is what happened.
      if let sizeLimit, FileSystem.lackOfRoom(for: path) == nil {
        return .tooLarge(path: path, file: path, bytes: sizeLimit, limit: sizeLimit)
      }
      return .full(path: path, reason: message)
    case SQLITE_IOERR:
      // A write cut short by a full disk or a file size limit is a full disk to the person
      // liking; SQLite reports the first as SQLITE_FULL but the second, and some failed
      // writes of the log, as I/O errors, without keeping errno: look at the disk.
      let number = sqlite3_system_errno(handle)
      if number == EFBIG || number == ENOSPC {
        return .full(path: path, reason: String(cString: strerror(number)))
      }
      if sqlite3_extended_errcode(handle) == Self.writeFailed || number == 0,
        let reason = FileSystem.lackOfRoom(for: path)
      {
        return .full(path: path, reason: reason)
      }
      return .sqlite(path: path, operation: operation, code: code, message: message)
    default:
      return .sqlite(path: path, operation: operation, code: code, message: message)
    }
  }

  /// `SQLITE_IOERR_WRITE`, a macro the C importer leaves out: a write system call failed.
  static let writeFailed = SQLITE_IOERR | (3 << 8)

  private static func describe(_ code: Int32) -> String {
    String(cString: sqlite3_errstr(code))
  }
}
