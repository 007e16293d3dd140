import CSQLite

/// A prepared statement owned by a ``SQLiteConnection``, which finalizes it on close.
final class SQLiteStatement {
  private let raw: OpaquePointer
  private unowned let connection: SQLiteConnection
  private let operation: String

  init(raw: OpaquePointer, connection: SQLiteConnection, operation: String) {
    self.raw = raw
    self.connection = connection
    self.operation = operation
  }

  /// Binds `value` to the 1-based parameter `index`, copying the bytes.
  func bind(_ value: String, at index: Int32) throws(StoreError) {
    let code = sqlite3_bind_text(raw, index, value, -1, csqlite_transient())
    try check(code)
  }

  /// Binds `value` to the 1-based parameter `index`.
  func bind(_ value: Double, at index: Int32) throws(StoreError) {
    try check(sqlite3_bind_double(raw, index, value))
  }

  /// Advances to the next row; `false` once the statement has finished.
  @discardableResult
  func step() throws(StoreError) -> Bool {
    let code = sqlite3_step(raw)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let message = connection.lastErrorMessage
      sqlite3_reset(raw)
      throw connection.error(code: code, message: message, operation: operation)
    }
  }

  /// The integer in `column` of the current row.
  func int64(column: Int32) -> Int64 { sqlite3_column_int64(raw, column) }

  /// The text in `column` of the current row, or `nil` for SQL NULL.
  func text(column: Int32) -> String? {
    guard let bytes = sqlite3_column_text(raw, column) else { return nil }
    return String(cString: bytes)
  }

  /// Rewinds the statement and clears its bindings so it can run again.
  func reset() {
    sqlite3_reset(raw)
    sqlite3_clear_bindings(raw)
  }

  /// Releases the statement; called once by the connection when it closes.
  func finalize() { sqlite3_finalize(raw) }

  private func check(_ code: Int32) throws(StoreError) {
    guard code == SQLITE_OK else {
      throw connection.error(
        code: code, message: connection.lastErrorMessage, operation: operation)
    }
  }
}
