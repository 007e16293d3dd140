#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole image file into memory, turning `errno` into ``ImageError`` cases.
enum ImageFileReader {
  /// The bytes of the file at `path`, or only its first `prefixLength` bytes.
  ///
  /// - Throws: ``ImageError/fileNotFound(path:)``, ``ImageError/unreadable(path:reason:)``
  ///   (including for a folder), ``ImageError/emptyFile(path:)`` or
  ///   ``ImageError/fileTooLarge(path:byteCount:byteLimit:)``.
  static func contents(of path: String, byteLimit: Int, prefixLength: Int = .max)
    throws(ImageError) -> [UInt8]
  {
    // Non-blocking, so a FIFO fails the regular-file check at once instead of waiting for
    // a writer; the kind and size come from fstat on this descriptor.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure(path, errno) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      let kind = info.st_mode & S_IFMT == S_IFDIR ? "it is a folder" : Self.describe(info.st_mode)
      throw .unreadable(path: path, reason: kind)
    }
    let size = Int(info.st_size)
    guard size > 0 else { throw .emptyFile(path: path) }
    guard size <= byteLimit else {
      throw .fileTooLarge(path: path, byteCount: size, byteLimit: byteLimit)
    }
    let wanted = min(size, prefixLength)
    var bytes = [UInt8](repeating: 0, count: wanted)
    var filled = 0
    var readError: Int32 = 0
    bytes.withUnsafeMutableBytes { buffer in
      while filled < wanted {
        let count = read(descriptor, buffer.baseAddress! + filled, wanted - filled)
        if count < 0 {
          if errno == EINTR { continue }
          readError = errno
          return
        }
        if count == 0 { return }  // the file shrank while we read it
        filled += count
      }
    }
    if readError != 0 { throw failure(path, readError) }
    guard filled > 0 else { throw .emptyFile(path: path) }
    return filled == wanted ? bytes : Array(bytes[..<filled])
  }

  /// "not a regular file (a FIFO)", "… (a character device)"…
  private static func describe(_ mode: mode_t) -> String {
    let what: String
    switch mode & S_IFMT {
    case S_IFIFO: what = "a FIFO"
    case S_IFCHR: what = "a character device"
    case S_IFBLK: what = "a block device"
    case S_IFSOCK: what = "a socket"
    default: what = "a special file"
    }
    return "not a regular file (\(what))"
  }

  private static func failure(_ path: String, _ code: Int32) -> ImageError {
    if code == ENOENT || code == ENOTDIR { return .fileNotFound(path: path) }
    return .unreadable(path: path, reason: String(cString: strerror(code)))
  }
}
