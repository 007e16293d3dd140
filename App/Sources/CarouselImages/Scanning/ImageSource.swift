/// One image file found by ``ImageDirectory/scan(_:)``, identified by its path.
public struct ImageSource: Hashable, Sendable, CustomStringConvertible {
  /// The path to the file, as the folder path given to the scan joined with the file name.
  public var path: String
  /// The format the file's extension names. The decoder checks the bytes, not this.
  public var format: ImageFormat

  /// Creates a source for the file at `path`.
  public init(path: String, format: ImageFormat) {
    self.path = path
    self.format = format
  }

  /// Creates a source for the file at `path`, with the format its extension names, or
  /// `nil` when the extension is not `.jpg`, `.jpeg` or `.png`.
  public init?(path: String) {
    guard let format = ImageFormat(fileName: path) else { return nil }
    self.init(path: path, format: format)
  }

  /// The last path component.
  public var fileName: String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Whether ``path`` is an `http://` or `https://` URL: the file is downloaded before it
  /// is decoded (see `RemoteImageStore`), and ``ImageLoader`` does not decode it itself.
  public var isRemote: Bool { Self.isRemote(path: path) }

  /// Whether `path` starts with `http://` or `https://` (any case): it is meant as a URL.
  public static func isRemote(path: String) -> Bool {
    let lowered = path.prefix(8).lowercased()
    return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
  }

  /// What an error tile calls the image: the file name, or for a URL the scheme and host
  /// with the last path component (`https://example.com/…/x.jpg`).
  public var displayName: String {
    guard isRemote, let schemeEnd = path.firstRange(of: "://") else { return fileName }
    let rest = path[schemeEnd.upperBound...]
    let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
    let origin = path[..<hostEnd]
    let pathPart = rest[hostEnd...].split(separator: "?", maxSplits: 1).first ?? ""
    let components = pathPart.split(separator: "/")
    guard let last = components.last else { return String(origin) }
    return components.count > 1 ? "\(origin)/…/\(last)" : "\(origin)/\(last)"
  }

  /// The path.
  public var description: String { path }
}
