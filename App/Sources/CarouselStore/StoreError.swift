/// Why the like store could not open a database or save a change.
///
/// Every case names the database path, and where SQLite failed, SQLite's own message.
/// A store that reports an error has not overwritten, truncated or deleted the file.
public indirect enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The folder that should hold the database could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The file could not be opened as a database (unreadable, a directory or another kind of
  /// file that is not a regular one, no permission).
  case cannotOpen(path: String, reason: String)
  /// The file is not an SQLite database at all (SQLite finds no database header).
  case notADatabase(path: String, reason: String)
  /// The file is an SQLite database whose content is damaged: a bad page, a malformed
  /// schema (SQLite's `SQLITE_CORRUPT`, or `PRAGMA quick_check` finds a fault).
  case damaged(path: String, reason: String)
  /// The file is an SQLite database this program did not make: its schema holds `object`
  /// (a table, index, trigger or view, or a likes table of another shape).
  case unrecognizedSchema(path: String, object: String)
  /// The database file, or its write-ahead log `file`, holds `bytes`, over the `limit` this
  /// program opens or writes (``LikeStore/maximumFileSize``).
  case tooLarge(path: String, file: String, bytes: UInt64, limit: UInt64)
  /// The database holds more than `limit` likes (``LikeStore/maximumLikes``).
  case tooManyLikes(path: String, limit: Int)
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
      .notADatabase(let path, _), .damaged(let path, _), .unrecognizedSchema(let path, _),
      .tooLarge(let path, _, _, _), .tooManyLikes(let path, _), .readOnly(let path),
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
    case .notADatabase: return "the likes file is not an SQLite database (left untouched)"
    case .damaged: return "the likes database is damaged (left untouched)"
    case .unrecognizedSchema:
      return "the likes file is a database of another program (left untouched)"
    case .tooLarge(_, _, let bytes, let limit):
      return
        "the likes database is too large (\(Self.size(bytes)), limit \(Self.size(limit)))"
    case .tooManyLikes(_, let limit):
      return "the likes database holds over \(Self.grouped(limit)) likes"
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
      return "\(path): not an SQLite database (\(reason)); the file was left untouched"
    case .damaged(let path, let reason):
      return "\(path): the likes database is damaged (\(reason)); the file was left untouched"
    case .unrecognizedSchema(let path, let object):
      return
        "\(path): not a likes database of this program (it holds \(object)); the file was "
        + "left untouched"
    case .tooLarge(_, let file, let bytes, let limit):
      return
        "\(file): the likes database is too large (\(Self.size(bytes)) = \(bytes) bytes, "
        + "limit \(Self.size(limit))); the file was left untouched"
    case .tooManyLikes(let path, let limit):
      return
        "\(path): the likes database holds over \(Self.grouped(limit)) likes, more than "
        + "this program reads; the file was left untouched"
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

  /// `bytes` for people, in the largest binary unit it reaches, to a tenth: "1.4 GiB",
  /// "64 MiB", "812 bytes".
  static func size(_ bytes: UInt64) -> String {
    let units: [(UInt64, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
    for (unit, name) in units where bytes >= unit {
      // Tenths, rounded half up, without going through a Double.
      let tenths = bytes / unit * 10 + (bytes % unit * 10 + unit / 2) / unit
      let whole = tenths / 10
      let fraction = tenths % 10
      return fraction == 0 ? "\(whole) \(name)" : "\(whole).\(fraction) \(name)"
    }
    return "\(bytes) bytes"
  }

  /// `number` with a comma between thousands: "100,000".
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return number < 0 ? "-" + text : text
  }
}
