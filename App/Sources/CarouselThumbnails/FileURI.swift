#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `file://` URI of a local file, spelled as GLib's `g_filename_to_uri` spells it, so a
/// thumbnail's name (the MD5 of this URI) matches the one nautilus, Gwenview and every other
/// program following the freedesktop.org thumbnail specification compute for the same file.
///
/// The path is made absolute (against the working folder) and normalised — `.` and empty
/// components dropped, `..` taking away the component before it — without resolving
/// symbolic links, as GIO does. Every byte is percent-escaped (upper-case hex) except ASCII
/// letters and digits and ``unescaped``.
public struct FileURI: Hashable, Sendable, CustomStringConvertible {
  /// The URI text: `file:///home/jens/photos/me.png`.
  public let text: String
  /// The normalised absolute path it names.
  public let path: String

  /// The characters besides letters and digits that `g_filename_to_uri` leaves as they are
  /// (its `UNSAFE_PATH` set: RFC 2396's unreserved marks and the path's own delimiters).
  static let unescaped: Set<UInt8> = Set("-_.!~*'()/&=:@+$,".utf8)

  /// The URI of the file at `path`; a relative path is taken from `workingDirectory`
  /// (nil: the process's).
  public init(path: String, workingDirectory: String? = nil) {
    var absolute = path
    if !path.hasPrefix("/") {
      let base = workingDirectory ?? Self.currentDirectory()
      absolute = base + "/" + path
    }
    var components: [Substring] = []
    for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    self.path = "/" + components.joined(separator: "/")
    var text = "file://"
    let hex = Array("0123456789ABCDEF")
    for byte in self.path.utf8 {
      let isLetterOrDigit =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      if isLetterOrDigit || Self.unescaped.contains(byte) {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        text.append("%")
        text.append(hex[Int(byte >> 4)])
        text.append(hex[Int(byte & 0x0f)])
      }
    }
    self.text = text
  }

  public var description: String { text }

  /// The process's working folder, or `/` when it cannot be read (removed meanwhile).
  private static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
