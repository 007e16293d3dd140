import CSQLite

/// A connection of the test's own inside `BEGIN IMMEDIATE`, as another program holding the
/// likes database's write lock: every other writer waits, then fails, until ``release()``.
final class LockedDatabase {
  struct Failure: Error, CustomStringConvertible { let description: String }

  private var handle: OpaquePointer?

  init(path: String) throws {
    guard sqlite3_open(path, &handle) == SQLITE_OK,
      sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK
    else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "no handle"
      sqlite3_close(handle)
      throw Failure(description: "cannot lock \(path): \(message)")
    }
  }

  deinit { release() }

  /// Lets go (the open transaction is rolled back).
  func release() {
    guard let handle else { return }
    sqlite3_close_v2(handle)
    self.handle = nil
  }
}
