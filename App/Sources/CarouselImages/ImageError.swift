/// Why an image or an image folder could not be loaded.
///
/// Every case carries the path it is about. ``description`` reads
/// `photos/3.jpg: damaged JPEG: premature end of data segment`, one sentence; ``reason``
/// is the same text without the path, short enough for an error tile.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No file exists at the path.
  case fileNotFound(path: String)
  /// The file exists but could not be read (permissions, a folder, an I/O error).
  case unreadable(path: String, reason: String)
  /// The file has no bytes.
  case emptyFile(path: String)
  /// The file is not an image, or an image in a format this pipeline does not decode.
  case unsupportedFormat(path: String, reason: String)
  /// The file starts like a JPEG or PNG but its data is damaged or cut short; `reason` is
  /// the decoder's own message.
  case corrupt(path: String, format: ImageFormat, reason: String)
  /// The image is `width × height` pixels: decoding it (even scaled down) needs more than
  /// `pixelLimit` pixels of memory.
  case tooLarge(path: String, width: Int, height: Int, pixelLimit: Int)
  /// The file is larger than the configured byte limit, so it was not read.
  case fileTooLarge(path: String, byteCount: Int, byteLimit: Int)
  /// The decoder library could not start (out of memory).
  case decoderFailure(path: String, reason: String)
  /// No folder exists at the path given to ``ImageDirectory/scan(_:)``.
  case directoryNotFound(path: String)
  /// The path given to ``ImageDirectory/scan(_:)`` is a file, not a folder.
  case notADirectory(path: String)
  /// The folder exists but could not be listed.
  case unreadableDirectory(path: String, reason: String)

  /// An `http(s)` image could not be downloaded; `reason` says why in a few words
  /// ("HTTP 404", "cannot connect: connection refused", "no answer for 15 s").
  case downloadFailed(url: String, reason: String)

  /// Decoding would need more memory than the per-decode ceiling (estimated from the
  /// header, before anything is allocated).
  case exceedsMemoryCeiling(path: String, width: Int, height: Int, byteCount: Int, byteLimit: Int)

  /// The separate process that decodes images (the decode sandbox) failed on this file:
  /// it crashed, hit a resource cap, took too long, or could not start; `reason` says which
  /// ("the decoder process crashed (signal 6, SIGABRT)").
  case sandboxFailure(path: String, reason: String)

  /// The file or folder the error is about.
  public var path: String {
    switch self {
    case .fileNotFound(let path), .unreadable(let path, _), .emptyFile(let path),
      .unsupportedFormat(let path, _), .corrupt(let path, _, _), .tooLarge(let path, _, _, _),
      .fileTooLarge(let path, _, _), .decoderFailure(let path, _),
      .directoryNotFound(let path), .notADirectory(let path),
      .unreadableDirectory(let path, _), .exceedsMemoryCeiling(let path, _, _, _, _),
      .downloadFailed(let path, _), .sandboxFailure(let path, _):
      return path
    }
  }

  /// What went wrong, without the path.
  public var reason: String {
    switch self {
    case .fileNotFound: return "file not found"
    case .unreadable(_, let reason): return "cannot read the file (\(reason))"
    case .emptyFile: return "the file is empty"
    case .unsupportedFormat(_, let reason): return reason
    case .corrupt(_, let format, let reason):
      return "damaged \(format.displayName): \(reason)"
    case .tooLarge(_, let width, let height, let pixelLimit):
      return
        "too large: \(width)×\(height) pixels, more than the \(Self.megapixels(pixelLimit)) "
        + "megapixels it may decode"
    case .fileTooLarge(_, let byteCount, let byteLimit):
      return "file too large: \(byteCount) bytes, more than the limit of \(byteLimit) bytes"
    case .decoderFailure(_, let reason): return "the decoder could not start (\(reason))"
    case .directoryNotFound: return "folder not found"
    case .notADirectory: return "not a folder"
    case .unreadableDirectory(_, let reason): return "cannot list the folder (\(reason))"
    case .downloadFailed(_, let reason): return reason
    case .exceedsMemoryCeiling(_, let width, let height, let byteCount, let byteLimit):
      return
        "too large: decoding a \(width)×\(height) image needs about \(byteCount >> 20) MiB, "
        + "more than the limit of \(byteLimit >> 20) MiB"
    case .sandboxFailure(_, let reason): return reason
    }
  }

  /// The same error about `path` instead: a downloaded file's error names the URL it came
  /// from, not the cache file.
  public func replacingPath(with path: String) -> ImageError {
    switch self {
    case .fileNotFound: return .fileNotFound(path: path)
    case .unreadable(_, let reason): return .unreadable(path: path, reason: reason)
    case .emptyFile: return .emptyFile(path: path)
    case .unsupportedFormat(_, let reason): return .unsupportedFormat(path: path, reason: reason)
    case .corrupt(_, let format, let reason):
      return .corrupt(path: path, format: format, reason: reason)
    case .tooLarge(_, let width, let height, let pixelLimit):
      return .tooLarge(path: path, width: width, height: height, pixelLimit: pixelLimit)
    case .fileTooLarge(_, let byteCount, let byteLimit):
      return .fileTooLarge(path: path, byteCount: byteCount, byteLimit: byteLimit)
    case .decoderFailure(_, let reason): return .decoderFailure(path: path, reason: reason)
    case .directoryNotFound: return .directoryNotFound(path: path)
    case .notADirectory: return .notADirectory(path: path)
    case .unreadableDirectory(_, let reason):
      return .unreadableDirectory(path: path, reason: reason)
    case .downloadFailed(_, let reason): return .downloadFailed(url: path, reason: reason)
    case .exceedsMemoryCeiling(_, let width, let height, let byteCount, let byteLimit):
      return .exceedsMemoryCeiling(
        path: path, width: width, height: height, byteCount: byteCount, byteLimit: byteLimit)
    case .sandboxFailure(_, let reason): return .sandboxFailure(path: path, reason: reason)
    }
  }

  /// `12.6` for 12,582,912 pixels: one decimal, none when whole.
  private static func megapixels(_ pixels: Int) -> String {
    let tenths = (pixels * 10 + 500_000) / 1_000_000
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }

  /// `"<path>: <reason>"`.
  public var description: String { "\(path): \(reason)" }
}
