#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the input files the user names on the command line, `-` being standard input, with
/// failures reported as `InputError`s (`config.json: cannot read file: No such file or
/// directory`).
///
/// Only regular files are read: the file is opened without blocking (a FIFO with no writer
/// would otherwise wait for ever) and checked with `fstat` before a byte is read, so a
/// device, FIFO, socket or folder gets one clear line. Every read has a size limit, checked
/// against the file's size up front and against the bytes read from standard input.
public enum JSONInputFile {
  /// Bytes requested per `read` call.
  private static let chunkSize = 1 << 16

  /// The default size limit: 16 MiB, far above any configuration, catalog or event script
  /// a person writes, and small enough that parsing it stays well under a gigabyte.
  public static let defaultByteLimit = 16 << 20

  /// The whole contents of `path`, or of standard input for `-`, if at most `byteLimit`
  /// bytes.
  ///
  /// - Complexity: O(n) in the size of the file.
  public static func bytes(atPath path: String, byteLimit: Int = defaultByteLimit)
    throws(InputError) -> [UInt8]
  {
    if path == "-" { return try readAll(from: 0, path: path, byteLimit: byteLimit) }
    let descriptor = try openRegularFile(path, byteLimit: byteLimit)
    defer { close(descriptor) }
    var info = stat()
    let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    return try readAll(from: descriptor, path: path, byteLimit: byteLimit, expectedSize: size)
  }

  /// Opens `path` for reading if it is a regular file of at most `byteLimit` bytes; the
  /// caller closes the descriptor.
  ///
  /// The open does not block (`O_NONBLOCK`), so a FIFO is refused at once instead of
  /// waiting for a writer; the file's kind and size come from `fstat` on the open
  /// descriptor, so the checks hold for the file actually read.
  public static func openRegularFile(_ path: String, byteLimit: Int) throws(InputError) -> Int32 {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw readError(path) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let error = readError(path)
      close(descriptor)
      throw error
    }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG else {
      close(descriptor)
      throw InputError(
        file: path, line: nil, reason: "cannot read file: \(describe(fileType: kind))")
    }
    guard info.st_size <= byteLimit else {
      close(descriptor)
      throw tooLarge(path, byteLimit: byteLimit, size: Int(info.st_size))
    }
    return descriptor
  }

  /// Reads to the end of `descriptor`, failing once more than `byteLimit` bytes came.
  ///
  /// The buffer is reserved at `expectedSize` (a regular file's size), so a file is held
  /// once rather than in a doubling buffer of up to twice its size.
  private static func readAll(
    from descriptor: Int32, path: String, byteLimit: Int, expectedSize: Int = 0
  ) throws(InputError) -> [UInt8] {
    var contents: [UInt8] = []
    contents.reserveCapacity(min(max(expectedSize, 0), byteLimit))
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {  // standard input that is non-blocking: wait for data
          var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&request, 1, -1)
          continue
        }
        throw readError(path)
      }
      if count == 0 { return contents }
      guard contents.count + count <= byteLimit else {
        throw tooLarge(path, byteLimit: byteLimit, size: nil)
      }
      contents.append(contentsOf: chunk[..<count])
    }
  }

  /// "a folder", "a FIFO (named pipe)", "a device"…, for "cannot read file: not a regular
  /// file (…)".
  private static func describe(fileType kind: mode_t) -> String {
    let what: String
    switch kind {
    case S_IFDIR: what = "a folder"
    case S_IFIFO: what = "a FIFO (named pipe)"
    case S_IFCHR: what = "a character device"
    case S_IFBLK: what = "a block device"
    case S_IFSOCK: what = "a socket"
    default: what = "a special file"
    }
    return "not a regular file (\(what))"
  }

  private static func tooLarge(_ path: String, byteLimit: Int, size: Int?) -> InputError {
    let found = size.map { " (\($0) bytes)" } ?? ""
    return InputError(
      file: path, line: nil,
      reason: "file too large\(found): the limit is \(byteLimit) bytes")
  }

  /// Parses `path` (or standard input for `-`) as one JSON object.
  public static func object(
    atPath path: String, byteLimit: Int = defaultByteLimit, parser: JSONParser = JSONParser()
  ) throws(InputError) -> JSONObjectReader {
    try JSONObjectReader(
      parsing: bytes(atPath: path, byteLimit: byteLimit), file: path, parser: parser)
  }

  /// Reads `path` (or standard input for `-`) as JSON Lines.
  public static func lines(
    atPath path: String, byteLimit: Int = defaultByteLimit, parser: JSONParser = JSONParser()
  ) throws(InputError) -> JSONLinesReader {
    JSONLinesReader(
      bytes: try bytes(atPath: path, byteLimit: byteLimit), file: path, parser: parser)
  }

  private static func readError(_ path: String) -> InputError {
    InputError(
      file: path, line: nil, reason: "cannot read file: \(String(cString: strerror(errno)))")
  }
}
