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

  /// The path.
  public var description: String { path }
}
