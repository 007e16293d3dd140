import CSQLite

/// Direct SQLite access for tests that inspect or prepare a database file.
final class RawDatabase {
  struct Failure: Error, CustomStringConvertible { let description: String }

  private let handle: OpaquePointer

  init(path: String) throws {
    var handle: OpaquePointer?
    guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else {
      sqlite3_close(handle)
      throw Failure(description: "cannot open \(path)")
    }
    self.handle = handle
  }

  deinit { sqlite3_close(handle) }

  func execute(_ sql: String) throws {
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
      throw Failure(description: String(cString: sqlite3_errmsg(handle)))
    }
  }

  /// The first column of the first row of `sql`, as text.
  func text(_ sql: String) throws -> String? {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
      throw Failure(description: String(cString: sqlite3_errmsg(handle)))
    }
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0)
    else { return nil }
    return String(cString: text)
  }
}
