import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches folders with inotify and calls back, on its own thread, shortly after files
/// appear, disappear or are renamed in them.
///
/// Changes are coalesced: the callback runs once ``settleSeconds`` after the last change of
/// a burst (a copy of 50 photos is one rescan, not 50), and at most ``settleSeconds`` ×
/// ``maxSettleRounds`` after the first, so a folder that never stops changing is still
/// rescanned.
///
/// Threading: the callback runs on the watcher's thread; it MUST NOT block for long.
/// ``stop()`` MAY be called from any thread.
public final class FolderWatcher: @unchecked Sendable {
  /// Quiet time after a change before the callback runs.
  public static let settleSeconds = 0.15
  /// ``settleSeconds`` as `poll` takes it.
  static let settleMilliseconds: Int32 = 150
  /// Most settle periods one burst of changes can postpone the callback by.
  public static let maxSettleRounds = 4
  private static let eventBufferSize = 16 * 1024
  private static let changeMask = UInt32(
    IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE_SELF
      | IN_MOVE_SELF)

  private let descriptor: Int32
  /// A pipe whose write end ``stop()`` writes to, waking the watcher thread.
  private let stopPipe: (read: Int32, write: Int32)
  private let lock = NSLock()
  private var stopped = false

  /// Starts watching `folders`; `onChange` runs after each burst of changes.
  ///
  /// - Throws: ``ImageError/unreadableDirectory(path:reason:)`` when inotify is not
  ///   available or a folder cannot be watched.
  public init(folders: [String], onChange: @escaping @Sendable () -> Void) throws(ImageError) {
    let descriptor = inotify_init1(Int32(IN_CLOEXEC))
    var pipeEnds: [Int32] = [0, 0]
    guard descriptor >= 0, pipe(&pipeEnds) == 0 else {
      throw .unreadableDirectory(
        path: folders.first ?? "", reason: "cannot watch it (\(String(cString: strerror(errno))))")
    }
    for folder in folders where inotify_add_watch(descriptor, folder, Self.changeMask) < 0 {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      close(pipeEnds[0])
      close(pipeEnds[1])
      throw .unreadableDirectory(path: folder, reason: "cannot watch it (\(reason))")
    }
    self.descriptor = descriptor
    stopPipe = (pipeEnds[0], pipeEnds[1])
    let loop = WatcherLoop(descriptor: descriptor, stopDescriptor: pipeEnds[0], onChange: onChange)
    let thread = Thread { loop.run() }
    thread.name = "CarouselImages.FolderWatcher"
    thread.start()
  }

  deinit { stop() }

  /// Stops watching; the callback does not run afterwards (one in progress finishes). The
  /// watcher thread closes the descriptors on its way out.
  public func stop() {
    let first = lock.withLock { () -> Bool in
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    var byte: UInt8 = 1
    _ = write(stopPipe.write, &byte, 1)
    close(stopPipe.write)
  }

  /// The watcher thread's loop: block until a change, then wait for quiet.
  private final class WatcherLoop: @unchecked Sendable {
    enum Wake { case changed, timedOut, stopped }

    let descriptor: Int32
    let stopDescriptor: Int32
    let onChange: @Sendable () -> Void

    init(descriptor: Int32, stopDescriptor: Int32, onChange: @escaping @Sendable () -> Void) {
      self.descriptor = descriptor
      self.stopDescriptor = stopDescriptor
      self.onChange = onChange
    }

    func run() {
      defer {
        close(descriptor)
        close(stopDescriptor)
      }
      var buffer = [UInt8](repeating: 0, count: FolderWatcher.eventBufferSize)
      let settle = FolderWatcher.settleMilliseconds
      while wait(&buffer, timeoutMilliseconds: -1) == .changed {
        var rounds = 1
        var wake = Wake.changed
        while rounds < FolderWatcher.maxSettleRounds {
          wake = wait(&buffer, timeoutMilliseconds: settle)
          guard wake == .changed else { break }
          rounds += 1
        }
        if wake == .stopped { return }
        onChange()
      }
    }

    /// Waits for inotify events (and reads them) or the stop signal.
    private func wait(_ buffer: inout [UInt8], timeoutMilliseconds: Int32) -> Wake {
      var pollers = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        let ready = poll(&pollers, 2, timeoutMilliseconds)
        if ready < 0 && errno == EINTR { continue }
        if ready < 0 || pollers[1].revents != 0 { return .stopped }
        if ready == 0 { return .timedOut }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        return count > 0 ? .changed : .stopped
      }
    }
  }
}
