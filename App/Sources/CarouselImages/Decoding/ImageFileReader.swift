import CarouselFiles

/// Reads a whole image file (or its start) into memory with ``RegularFile``, in
/// ``ImageError``'s words.
enum ImageFileReader {
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
      if error.isMissing { throw .fileNotFound(path: path) }
      if case .tooLarge(let byteCount?, let byteLimit) = error {
        throw .fileTooLarge(path: path, byteCount: byteCount, byteLimit: byteLimit)
      }
      throw .unreadable(path: path, reason: error.description)
    }
    guard !bytes.isEmpty else { throw .emptyFile(path: path) }
    return bytes
  }
}
