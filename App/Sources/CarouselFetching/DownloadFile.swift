import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where a download's body goes until it is known to be a whole image: a file without a name
/// in the cache's folder (`O_TMPFILE`), so a download that fails, is cancelled or dies with
/// the process leaves nothing behind; on a file system without unnamed files, a hidden
/// `.part` file that a failure removes (and that ``RemoteImageCache/removeAbandonedDownloads(olderThan:)``
/// clears after a crash).
///
/// Only the cache's folder is used, so the final rename is atomic.
final class DownloadFile {
  private var descriptor: Int32
  private let directory: String
  /// The hidden name of a named temporary file; nil for an unnamed one.
  private var temporaryPath: String?

  private init(descriptor: Int32, directory: String, temporaryPath: String?) {
    self.descriptor = descriptor
    self.directory = directory
    self.temporaryPath = temporaryPath
  }

  deinit { discard() }

  /// A new temporary file in `directory` for the image to be kept at `finalPath`, or why
  /// there is none.
  static func create(in directory: String, for finalPath: String) -> Result<DownloadFile, Failure> {
    // O_TMPFILE is a macro Swift does not import: glibc spells it __O_TMPFILE | O_DIRECTORY.
    let unnamed = open(directory, __O_TMPFILE | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o644)
    if unnamed >= 0 {
      return .success(DownloadFile(descriptor: unnamed, directory: directory, temporaryPath: nil))
    }
    let temporary = hiddenName(in: directory, for: finalPath)
    let named = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard named >= 0 else { return .failure(Failure(cannotWrite(in: directory))) }
    return .success(DownloadFile(descriptor: named, directory: directory, temporaryPath: temporary))
  }

  /// Writes all of `bytes`; returns why it could not.
  func write(_ bytes: UnsafeRawBufferPointer) -> String? {
    var offset = 0
    while offset < bytes.count {
      let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return Self.cannotWrite(in: directory) }
      offset += count
    }
    return nil
  }

  /// Gives the file the name `finalPath` (replacing any file there); returns why it could not.
  func keep(at finalPath: String) -> String? {
    let failure = "cannot store it in the cache folder \(directory)"
    if temporaryPath == nil {
      // An unnamed file gets a hidden name first (linkat cannot replace), then the final one.
      let temporary = Self.hiddenName(in: directory, for: finalPath)
      guard
        linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW)
          == 0
      else { return failure }
      temporaryPath = temporary
    }
    close(descriptor)
    descriptor = -1
    guard let temporaryPath, rename(temporaryPath, finalPath) == 0 else { return failure }
    self.temporaryPath = nil
    return nil
  }

  /// Closes and removes the file (an unnamed one goes with its descriptor).
  func discard() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    if let temporaryPath { unlink(temporaryPath) }
    temporaryPath = nil
  }

  /// Why a file could not be made or written.
  struct Failure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// `.<16 hex digits of the final name>-<random>.part`: hidden, unique, and found by the
  /// sweep of abandoned downloads.
  private static func hiddenName(in directory: String, for finalPath: String) -> String {
    directory + "/." + String(finalPath.suffix(64).prefix(16)) + "-"
      + String(UInt64.random(in: 0...UInt64.max), radix: 16) + RemoteImageCache.temporarySuffix
  }

  private static func cannotWrite(in directory: String) -> String {
    "cannot write to the cache folder \(directory) (\(String(cString: strerror(errno))))"
  }
}
