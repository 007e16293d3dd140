import CarouselFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole image file (or its start) into memory with ``RegularFile``, in
/// ``ImageError``'s words.
public enum ImageFileReader {
  /// The bytes of the file at `path`, or only its first `prefixLength` bytes.
  ///
  /// - Throws: ``ImageError/fileNotFound(path:)``, ``ImageError/unreadable(path:reason:)``
  ///   (including for a folder), ``ImageError/emptyFile(path:)`` or
  ///   ``ImageError/fileTooLarge(path:byteCount:byteLimit:)``.
  static func contents(of path: String, byteLimit: Int, prefixLength: Int = .max)
    throws(ImageError) -> [UInt8]
  {
    let bytes: [UInt8]
    do {
      bytes = try RegularFile.contents(
        atPath: path, byteLimit: byteLimit, prefixLength: prefixLength)
    } catch {
      throw imageError(error, path: path)
    }
    guard !bytes.isEmpty else { throw .emptyFile(path: path) }
    return bytes
  }

  /// Runs `body` with the regular file at `path` open (its descriptor and size), then
  /// closes it.
  ///
  /// - Throws: as ``contents(of:byteLimit:prefixLength:)``, and what `body` throws.
  static func withOpenFile<Result>(
    _ path: String, byteLimit: Int,
    _ body: (_ descriptor: Int32, _ byteCount: Int) throws(ImageError) -> Result
  ) throws(ImageError) -> Result {
    let file: (descriptor: Int32, size: Int)
    do {
      file = try RegularFile.open(path, byteLimit: byteLimit)
    } catch {
      throw imageError(error, path: path)
    }
    defer { close(file.descriptor) }
    return try body(file.descriptor, file.size)
  }

  /// Up to `count` bytes of the open file `descriptor` from `offset` (fewer when it ends
  /// sooner), read with `pread`.
  public static func read(_ descriptor: Int32, from offset: Int, count: Int, path: String)
    throws(ImageError) -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let read = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset + filled))
      }
      if read < 0 && errno == EINTR { continue }
      guard read >= 0 else {
        throw .unreadable(path: path, reason: String(cString: strerror(errno)))
      }
      if read == 0 { break }
      filled += read
    }
    if filled < count { bytes.removeSubrange(filled...) }
    return bytes
  }

  private static func imageError(_ error: RegularFileError, path: String) -> ImageError {
    if error.isMissing { return .fileNotFound(path: path) }
    if case .tooLarge(let byteCount?, let byteLimit) = error {
      return .fileTooLarge(path: path, byteCount: byteCount, byteLimit: byteLimit)
    }
    return .unreadable(path: path, reason: error.description)
  }
}
