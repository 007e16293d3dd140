#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``RegularFile`` did not read a file. Each reader (JSON input, images) words it in its
/// own error type, naming the file.
public enum RegularFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `open` or `fstat` failed with `errno` `code` (`ENOENT`: there is no such file).
  case cannotOpen(code: Int32)
  /// The path names something else: `kind` is "a folder", "a FIFO (named pipe)"…
  case notRegular(kind: String)
  /// The file holds more than `byteLimit` bytes; `byteCount` when its size said so up front,
  /// nil when it grew past the limit while it was read.
  case tooLarge(byteCount: Int?, byteLimit: Int)
  /// `read` failed with `errno` `code`.
  case readFailed(code: Int32)

  /// Whether the file (or a folder on its path) does not exist.
  public var isMissing: Bool {
    if case .cannotOpen(let code) = self { return code == ENOENT || code == ENOTDIR }
    return false
  }

  /// The reason as a message shows it: "No such file or directory", "not a regular file (a
  /// folder)", "file too large (20000000 bytes): the limit is 16777216 bytes".
  public var description: String {
    switch self {
    case .cannotOpen(let code), .readFailed(let code): String(cString: strerror(code))
    case .notRegular(let kind): "not a regular file (\(kind))"
    case .tooLarge(let byteCount, let byteLimit):
      "file too large\(byteCount.map { " (\($0) bytes)" } ?? ""): the limit is \(byteLimit) bytes"
    }
  }

  /// "a folder", "a FIFO (named pipe)", "a device"… for a `st_mode & S_IFMT` that is not a
  /// regular file.
  static func describe(fileType kind: mode_t) -> String {
    switch kind {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }
}
