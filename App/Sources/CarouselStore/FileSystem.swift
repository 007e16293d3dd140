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

  /// The folder part of `path` (everything before the last `/`), or `""` if there is none.
  static func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }
}
