#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole files atomically: the text goes to a temporary file next to the target,
/// which is then renamed over it, so a reader sees the old content or the new, never half.
struct StateFileWriter: Sendable {
  /// The file written.
  let path: String

  /// Permission bits of the file (read/write for the user, read for others).
  private static let fileMode: mode_t = 0o644

  /// Replaces the file's content with `text`.
  ///
  /// - Throws: ``DesktopError/stateFile(path:reason:)`` naming the failing step.
  func replaceContents(with text: String) throws(DesktopError) {
    let temporary = "\(path).tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, Self.fileMode)
    guard descriptor >= 0 else { throw failure("cannot create \(temporary)") }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else {
        let error = failure("cannot write \(temporary)")
        close(descriptor)
        unlink(temporary)
        throw error
      }
      written += result
    }
    guard close(descriptor) == 0 else {
      let error = failure("cannot close \(temporary)")
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = failure("cannot rename \(temporary) to \(path)")
      unlink(temporary)
      throw error
    }
  }

  private func failure(_ step: String) -> DesktopError {
    .stateFile(path: path, reason: "\(step): \(String(cString: strerror(errno)))")
  }
}
