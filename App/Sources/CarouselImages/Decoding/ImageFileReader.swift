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

  /// The whole file at `path`, read once for every decode that asks for it at the same
  /// time (see ``SharedFileReads``): the caller MUST keep the result alive while it uses
  /// the bytes.
  ///
  /// - Throws: as ``contents(of:byteLimit:prefixLength:)``.
  static func sharedContents(of path: String, byteLimit: Int) throws(ImageError)
    -> SharedFileReads.Contents
  {
    try SharedFileReads.shared.contents(of: path) { () throws(ImageError) -> [UInt8] in
      try contents(of: path, byteLimit: byteLimit)
    }
  }
}
