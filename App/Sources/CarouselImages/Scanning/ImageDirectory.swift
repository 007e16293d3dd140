#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the photos in a folder.
public enum ImageDirectory {
  /// The JPEG (`.jpg`, `.jpeg`) and PNG (`.png`) files directly inside the folder at `path`,
  /// in natural file-name order (`img2` before `img10`).
  ///
  /// Extensions match in any case. Hidden files (names starting with `.`), subfolders and
  /// broken links are skipped; links to files are followed. An empty folder gives `[]`.
  ///
  /// - Throws: ``ImageError/directoryNotFound(path:)`` when nothing exists at `path`,
  ///   ``ImageError/notADirectory(path:)`` for a file, and
  ///   ``ImageError/unreadableDirectory(path:reason:)`` when the folder cannot be listed.
  /// - Complexity: O(*n* log *n*) in the number of entries in the folder.
  public static func scan(_ path: String) throws(ImageError) -> [ImageSource] {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT { throw .directoryNotFound(path: path) }
      if code == ENOTDIR { throw .notADirectory(path: path) }
      throw .unreadableDirectory(path: path, reason: String(cString: strerror(code)))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: path) }
    guard let directory = opendir(path) else {
      throw .unreadableDirectory(path: path, reason: String(cString: strerror(errno)))
    }
    defer { closedir(directory) }

    let prefix = path.hasSuffix("/") ? path : path + "/"
    var sources: [ImageSource] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      guard !name.hasPrefix("."), let format = ImageFormat(fileName: name) else { continue }
      let filePath = prefix + name
      var fileInfo = stat()
      guard stat(filePath, &fileInfo) == 0, fileInfo.st_mode & S_IFMT == S_IFREG else {
        continue
      }
      sources.append(ImageSource(path: filePath, format: format))
    }
    return sources.sorted { NaturalOrder.areInIncreasingOrder($0.fileName, $1.fileName) }
  }
}
