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
public enum JSONInputFile {
  /// Bytes requested per `read` call.
  private static let chunkSize = 1 << 16

  /// The whole contents of `path`, or of standard input for `-`.
  ///
  /// - Complexity: O(n) in the size of the file.
  public static func bytes(atPath path: String) throws(InputError) -> [UInt8] {
    let standardInput: Int32 = 0
    let descriptor = path == "-" ? standardInput : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw readError(path) }
    defer { if descriptor != standardInput { close(descriptor) } }

    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw readError(path)
      }
      if count == 0 { return contents }
      contents.append(contentsOf: chunk[..<count])
    }
  }

  /// Parses `path` (or standard input for `-`) as one JSON object.
  public static func object(atPath path: String, parser: JSONParser = JSONParser())
    throws(InputError) -> JSONObjectReader
  {
    try JSONObjectReader(parsing: bytes(atPath: path), file: path, parser: parser)
  }

  /// Reads `path` (or standard input for `-`) as JSON Lines.
  public static func lines(atPath path: String, parser: JSONParser = JSONParser())
    throws(InputError) -> JSONLinesReader
  {
    JSONLinesReader(bytes: try bytes(atPath: path), file: path, parser: parser)
  }

  private static func readError(_ path: String) -> InputError {
    InputError(
      file: path, line: nil, reason: "cannot read file: \(String(cString: strerror(errno)))")
  }
}
