import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Watches a file with inotify and reports when it was saved, so `--watch` can reload it.
///
/// The file's folder is watched, not the file: editors often save by writing a new file
/// and renaming it over the old one, which a watch on the old file would not see. A save is
/// a write that closes (`IN_CLOSE_WRITE`) or a file renamed into place (`IN_MOVED_TO`);
/// several saves before the loop looks count as one.
///
/// Threading: a background thread waits on inotify and calls `onChange` from there; it
/// MUST return quickly (wake the frame loop). ``takeChange()`` MAY be called from any
/// thread. ``stop()`` ends the thread within ``pollInterval``.
final class CatalogWatcher: @unchecked Sendable {
  /// The watched file's name within its folder.
  private let fileName: String
  private let descriptor: Int32
  private let lock = NSLock()
  private var changed = false
  private var stopped = false

  /// How long the thread waits for inotify before it looks whether it should stop (ms).
  static let pollInterval: Int32 = 200

  /// Starts watching the file at `path`; nil when inotify cannot watch its folder.
  init?(path: String, onChange: @escaping @Sendable () -> Void) {
    let url = URL(fileURLWithPath: path)
    fileName = url.lastPathComponent
    let folder = url.deletingLastPathComponent().path
    let descriptor = inotify_init1(Int32(IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
    guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
    let thread = Thread { [self] in run(onChange: onChange) }
    thread.name = "catalog watcher"
    thread.start()
  }

  deinit {
    close(descriptor)
  }

  /// Whether the file was saved since the last call.
  func takeChange() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    let was = changed
    changed = false
    return was
  }

  /// Ends the watching thread.
  func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func run(onChange: @Sendable () -> Void) {
    // Room for many events at once (each is a header plus a padded name).
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while !isStopped {
      poller.revents = 0
      guard poll(&poller, 1, Self.pollInterval) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { continue }
      if savesWatchedFile(buffer, count: count) {
        lock.lock()
        changed = true
        lock.unlock()
        onChange()
      }
    }
  }

  /// Whether any of the `count` bytes of inotify events names the watched file.
  private func savesWatchedFile(_ buffer: [UInt8], count: Int) -> Bool {
    let header = MemoryLayout<inotify_event>.size
    var offset = 0
    var found = false
    while offset + header <= count {
      let nameLength = buffer.withUnsafeBytes {
        Int($0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len)
      }
      let nameStart = offset + header
      let nameEnd = min(nameStart + nameLength, count)
      let name = String(
        decoding: buffer[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
      if name == fileName { found = true }
      offset = nameStart + nameLength
    }
    return found
  }
}
