import CarouselFiles

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
/// Only regular files are read (``RegularFile``: opened without blocking and checked with
/// `fstat` before a byte is read), so a device, FIFO, socket or folder gets one clear line.
/// Every read has a size limit, checked against the file's size up front and against the
/// bytes read from standard input.
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
    if path == "-" { return try readStandardInput(byteLimit: byteLimit) }
    do {
      return try RegularFile.contents(atPath: path, byteLimit: byteLimit)
    } catch {
      if case .tooLarge = error {
        throw InputError(file: path, line: nil, reason: error.description)
      }
      throw InputError(file: path, line: nil, reason: "cannot read file: \(error)")
    }
  }

  /// Reads standard input to its end, failing once more than `byteLimit` bytes came.
  private static func readStandardInput(byteLimit: Int) throws(InputError) -> [UInt8] {
    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {  // standard input that is non-blocking: wait for data
          var request = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
          _ = poll(&request, 1, -1)
          continue
        }
        throw InputError(
          file: "-", line: nil, reason: "cannot read file: \(String(cString: strerror(errno)))")
      }
      if count == 0 { return contents }
      guard contents.count + count <= byteLimit else {
        throw InputError(
          file: "-", line: nil,
          reason: RegularFileError.tooLarge(byteCount: nil, byteLimit: byteLimit).description)
      }
      contents.append(contentsOf: chunk[..<count])
    }
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
}
