/// Why the like store could not open a database or save a change.
///
/// Every case names the database path, and where SQLite failed, SQLite's own message.
/// A store that reports an error has not overwritten, truncated or deleted the file.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The folder that should hold the database could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The file could not be opened as a database (unreadable, a directory, no permission).
  case cannotOpen(path: String, reason: String)
  /// The file exists but is not an SQLite database, or its content is damaged.
  case notADatabase(path: String, reason: String)
  /// The database can only be opened read-only, so no like could be saved.
  case readOnly(path: String)
  /// The database was written by a newer program with a schema this one does not know.
  case unsupportedSchemaVersion(path: String, found: Int, supported: Int)
  /// Another program held the database's lock for longer than the store waits.
  case locked(path: String)
  /// There was no room to write: the disk is full or a file size limit was reached.
  case full(path: String, reason: String)
  /// An SQLite call failed while reading or writing.
  case sqlite(path: String, operation: String, code: Int32, message: String)

  /// The database path the error is about.
  public var path: String {
    switch self {
    case .cannotCreateDirectory(let path, _), .cannotOpen(let path, _),
      .notADatabase(let path, _), .readOnly(let path),
      .unsupportedSchemaVersion(let path, _, _), .locked(let path), .full(let path, _),
      .sqlite(let path, _, _, _):
      return path
    }
  }

  /// The reason in a few words, without the path: for a notice in the window
  /// ("the likes database is locked by another program").
  public var shortReason: String {
    switch self {
    case .cannotCreateDirectory: return "its folder cannot be created"
    case .cannotOpen: return "the likes database cannot be opened"
    case .notADatabase: return "the likes database is damaged (left untouched)"
    case .readOnly: return "the likes database is read-only"
    case .unsupportedSchemaVersion: return "the likes database is from a newer version"
    case .locked: return "the likes database is locked by another program"
    case .full: return "the disk is full"
    case .sqlite(_, _, _, let message): return message
    }
  }

  /// A one-line explanation for people, starting with the path.
  public var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      return "\(path): cannot create the folder for the likes database (\(reason))"
    case .cannotOpen(let path, let reason):
      return "\(path): cannot open the likes database (\(reason))"
    case .notADatabase(let path, let reason):
      return "\(path): not a likes database (\(reason)); the file was left untouched"
    case .readOnly(let path):
      return "\(path): the likes database is read-only, so likes cannot be saved"
    case .unsupportedSchemaVersion(let path, let found, let supported):
      return
        "\(path): the likes database has schema version \(found), newer than this "
        + "program supports (\(supported)); the file was left untouched"
    case .locked(let path):
      return "\(path): the likes database is locked by another program"
    case .full(let path, let reason):
      return "\(path): no room to save likes (\(reason))"
    case .sqlite(let path, let operation, let code, let message):
      return "\(path): \(operation) failed (SQLite error \(code): \(message))"
    }
  }
}
