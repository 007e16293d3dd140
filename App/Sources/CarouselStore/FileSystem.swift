#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file system operations the store needs, reporting `errno` text on failure.
enum FileSystem {
  /// Permission bits for folders the store creates: owner all, others read and search.
  private static let directoryMode: mode_t = 0o755

  /// Creates `directory` and any missing parents, like `mkdir -p`.
  ///
  /// - Returns: `nil` on success, otherwise the system's reason for the failure.
  static func createDirectories(_ directory: String) -> String? {
    guard !directory.isEmpty else { return nil }
    var prefix = directory.hasPrefix("/") ? "/" : ""
    for component in directory.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += component
      if mkdir(prefix, directoryMode) != 0 && errno != EEXIST {
        return "\(prefix): \(String(cString: strerror(errno)))"
      }
      var info = stat()
      if stat(prefix, &info) != 0 {
        return "\(prefix): \(String(cString: strerror(errno)))"
      }
      if info.st_mode & S_IFMT != S_IFDIR {
        return "\(prefix): not a directory"
      }
      prefix += "/"
    }
    return nil
  }

  /// Whether something exists at `path` (any kind of file).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// What is at a path, looked at without opening it.
  enum Entry: Equatable {
    /// Nothing (`ENOENT`).
    case missing
    /// A regular file of `bytes` (a symbolic link is followed).
    case regularFile(bytes: UInt64)
    /// Something that cannot be read as a file of bounded size (a folder, a device, a pipe
    /// that would block the first read), or `stat` failed: why.
    case unusable(reason: String)
  }

  /// What is at `path`.
  static func entry(at path: String) -> Entry {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return errno == ENOENT ? .missing : .unusable(reason: String(cString: strerror(errno)))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile(bytes: UInt64(max(0, info.st_size)))
    case S_IFDIR: return .unusable(reason: String(cString: strerror(EISDIR)))
    default: return .unusable(reason: "not a regular file")
    }
  }

  /// Whether this process may create files in `directory` (or write `directory` if a file).
  static func isWritable(_ directory: String) -> Bool {
    access(directory, W_OK) == 0
  }

  /// Bytes free below which a failed write is put down to a full disk.
  static let fullDiskMargin: UInt64 = 1 << 20
  /// Bytes below this process's file size limit at which a failed write of the database or
  /// its log is put down to that limit (a log write adds a page or two at a time).
  static let sizeLimitMargin: UInt64 = 64 * 1024

  /// Why a write next to `path` found no room, or nil if there seems to be room: the disk
  /// has less than ``fullDiskMargin`` free, or the database or its log is within
  /// ``sizeLimitMargin`` of this process's file size limit (`RLIMIT_FSIZE`).
  static func lackOfRoom(for path: String) -> String? {
    var disk = statvfs()
    if statvfs(parentDirectory(of: path).isEmpty ? "." : parentDirectory(of: path), &disk) == 0,
      UInt64(disk.f_bavail) * UInt64(disk.f_frsize) < fullDiskMargin
    {
      return String(cString: strerror(ENOSPC))
    }
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max
    else { return nil }
    for file in [path, path + "-wal", path + "-journal"] {
      var info = stat()
      guard stat(file, &info) == 0 else { continue }
      if UInt64(info.st_size) + sizeLimitMargin >= UInt64(limit.rlim_cur) {
        return String(cString: strerror(EFBIG))
      }
    }
    return nil
  }

  /// The folder part of `path` (everything before the last `/`), or `""` if there is none.
  static func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }
}
