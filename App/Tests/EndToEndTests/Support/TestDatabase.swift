import CSQLite

/// An SQLite connection of the test's own, outside the app: to make a database, or to hold
/// one locked as another program would (``lock(_:)``).
final class TestDatabase {
  private var handle: OpaquePointer?
  private let path: String

  init(path: String) throws {
    self.path = path
    guard sqlite3_open(path, &handle) == SQLITE_OK else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "no handle"
      sqlite3_close(handle)
      throw WindowTestError("cannot open \(path): \(message)")
    }
  }

  /// A connection inside `BEGIN IMMEDIATE`: every other writer is kept out until
  /// ``close()``.
  static func lock(_ path: String) throws -> TestDatabase {
    let database = try TestDatabase(path: path)
    try database.execute("BEGIN IMMEDIATE")
    return database
  }

  deinit { close() }

  func execute(_ sql: String) throws {
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
      throw WindowTestError("\(path): \(sql): \(String(cString: sqlite3_errmsg(handle)))")
    }
  }

  /// Lets go (a transaction still open is rolled back).
  func close() {
    guard let handle else { return }
    sqlite3_close_v2(handle)
    self.handle = nil
  }
}
