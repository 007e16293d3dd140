#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads files a user named — configurations, catalogs, event scripts, photos — only when
/// they are regular files of bounded size.
///
/// The file is opened without blocking (`O_NONBLOCK`: a FIFO with no writer would otherwise
/// wait for ever) and checked with `fstat` on the open descriptor before a byte is read, so
/// the checks hold for the file actually read, and a device, FIFO, socket or folder fails at
/// once with one clear reason.
public enum RegularFile {
  /// Bytes read per `read` call once the file's size is reached (a file that grew while it
  /// was read): large enough that a grown file costs few calls.
  private static let growthChunkSize = 1 << 16

  /// Opens `path` for reading if it is a regular file of at most `byteLimit` bytes, and
  /// returns the descriptor and the file's size; the caller closes the descriptor.
  public static func open(_ path: String, byteLimit: Int) throws(RegularFileError)
    -> (descriptor: Int32, size: Int)
  {
    let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(code: errno) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw .cannotOpen(code: code)
    }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG else {
      close(descriptor)
      throw .notRegular(kind: RegularFileError.describe(fileType: kind))
    }
    let size = Int(info.st_size)
    guard size <= byteLimit else {
      close(descriptor)
      throw .tooLarge(byteCount: size, byteLimit: byteLimit)
    }
    return (descriptor, size)
  }

  /// The bytes of the regular file at `path`, or only its first `prefixLength` bytes.
  ///
  /// The buffer is sized by the file's size, so a file is held once rather than in a
  /// doubling buffer; a file that grows while it is read is read on, up to `byteLimit`, and
  /// one that shrinks gives the bytes it still has.
  ///
  /// - Throws: ``RegularFileError``: the file cannot be opened or read, is not a regular
  ///   file, or holds more than `byteLimit` bytes.
  /// - Complexity: O(n) in the bytes read.
  public static func contents(atPath path: String, byteLimit: Int, prefixLength: Int = .max)
    throws(RegularFileError) -> [UInt8]
  {
    precondition(byteLimit >= 0 && prefixLength >= 0, "limits must not be negative")
    let (descriptor, size) = try open(path, byteLimit: byteLimit)
    defer { close(descriptor) }
    let wanted = min(size, prefixLength)
    var bytes = [UInt8](repeating: 0, count: wanted)
    var filled = try read(descriptor, into: &bytes)
    guard filled == size, filled < prefixLength else {
      return filled == wanted ? bytes : Array(bytes[..<filled])
    }
    // Read to the end: the file may have grown since fstat.
    var chunk = [UInt8](repeating: 0, count: growthChunkSize)
    while true {
      let count = try read(descriptor, into: &chunk)
      if count == 0 { return bytes }
      let kept = min(count, prefixLength - filled)
      guard filled + kept <= byteLimit else {
        throw .tooLarge(byteCount: nil, byteLimit: byteLimit)
      }
      bytes.append(contentsOf: chunk[..<kept])
      filled += kept
      if filled == prefixLength { return bytes }
    }
  }

  /// Fills `buffer` from `descriptor` until it is full or the file ends; the bytes read.
  private static func read(_ descriptor: Int32, into buffer: inout [UInt8])
    throws(RegularFileError) -> Int
  {
    var filled = 0
    var failure: Int32 = 0
    buffer.withUnsafeMutableBytes { buffer in
      while filled < buffer.count {
        let count = systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        if count == 0 { return }
        filled += count
      }
    }
    if failure != 0 { throw .readFailed(code: failure) }
    return filled
  }
}

/// The C library's `open` and `read`, which ``RegularFile``'s own methods shadow.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}
