import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches folders with inotify and calls back, on its own thread, shortly after files in
/// them change: the photo folders of `carousel photos --watch` and the folder of a catalog
/// under `--watch`.
///
/// Changes are coalesced: the callback runs once ``settleSeconds`` after the last change of
/// a burst (a copy of 50 photos is one rescan, not 50; an editor's save by temporary file and
/// rename is one reload), and at most ``settleSeconds`` × ``maxSettleRounds`` after the
/// first, so a folder that never stops changing is still rescanned.
///
/// The thread sleeps in `poll` until inotify or ``stop()`` wakes it (through a pipe): an idle
/// watcher costs no CPU, and stopping takes effect at once.
///
/// Threading: the callback runs on the watcher's thread; it MUST NOT block for long.
/// ``stop()`` MAY be called from any thread.
public final class FolderWatcher: @unchecked Sendable {
  /// Which changes count.
  public struct Changes: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A file was made, removed, renamed into or out of the folder, or written and closed;
    /// or the folder itself went away.
    public static let any = Changes(
      rawValue: UInt32(
        IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE_SELF
          | IN_MOVE_SELF))
    /// A file was saved: written and closed, or renamed into place (editors often save by
    /// writing a new file and renaming it over the old one).
    public static let saves = Changes(rawValue: UInt32(IN_CLOSE_WRITE | IN_MOVED_TO))
  }

  /// Quiet time after a change before the callback runs.
  public static let settleSeconds = 0.15
  /// ``settleSeconds`` as `poll` takes it.
  static let settleMilliseconds: Int32 = 150
  /// Most settle periods one burst of changes can postpone the callback by.
  public static let maxSettleRounds = 4
  /// Room for many events at once (each is a header plus a padded name).
  private static let eventBufferSize = 16 * 1024

  /// A pipe whose write end ``stop()`` writes to, waking the watcher thread.
  private let stopPipe: (read: Int32, write: Int32)
  private let stopped = Mutex(false)

  /// Starts watching `folders` for `changes`; `onChange` runs after each burst of them.
  /// With `fileNames`, only changes to files of those names count (a watched folder's own
  /// removal always does).
  ///
  /// - Throws: ``FolderWatchError`` when inotify is not available or a folder cannot be
  ///   watched.
  public init(
    folders: [String], changes: Changes = .any, fileNames: Set<String>? = nil,
    onChange: @escaping @Sendable () -> Void
  ) throws(FolderWatchError) {
    let descriptor = inotify_init1(Int32(IN_CLOEXEC))
    var pipeEnds: [Int32] = [0, 0]
    guard descriptor >= 0, pipe(&pipeEnds) == 0 else {
      throw FolderWatchError(path: folders.first ?? "", reason: String(cString: strerror(errno)))
    }
    for folder in folders where inotify_add_watch(descriptor, folder, changes.rawValue) < 0 {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      close(pipeEnds[0])
      close(pipeEnds[1])
      throw FolderWatchError(path: folder, reason: reason)
    }
    stopPipe = (pipeEnds[0], pipeEnds[1])
    let loop = WatcherLoop(
      descriptor: descriptor, stopDescriptor: pipeEnds[0], fileNames: fileNames,
      onChange: onChange)
    // A queue of its own: its thread blocks in `poll` until a change or the stop.
    DispatchQueue(label: "CarouselFiles.FolderWatcher").async { loop.run() }
  }

  deinit { stop() }

  /// Stops watching; the callback does not run afterwards (one in progress finishes). The
  /// watcher thread closes the descriptors on its way out.
  public func stop() {
    let first = stopped.withLock { stopped -> Bool in
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
    let fileNames: Set<String>?
    let onChange: @Sendable () -> Void

    init(
      descriptor: Int32, stopDescriptor: Int32, fileNames: Set<String>?,
      onChange: @escaping @Sendable () -> Void
    ) {
      self.descriptor = descriptor
      self.stopDescriptor = stopDescriptor
      self.fileNames = fileNames
      self.onChange = onChange
    }

    func run() {
      defer {
        close(descriptor)
        close(stopDescriptor)
      }
      var buffer = [UInt8](repeating: 0, count: FolderWatcher.eventBufferSize)
      let settle = Int64(FolderWatcher.settleMilliseconds)
      while wait(&buffer, timeoutMilliseconds: -1) == .changed {
        // Quiet for one settle period, or the burst's time is up (its changes arrive in many
        // reads, so the bound is on time, not on wake-ups).
        let latest = Self.milliseconds() + settle * Int64(FolderWatcher.maxSettleRounds)
        var wake = Wake.changed
        while wake == .changed {
          let left = latest - Self.milliseconds()
          guard left > 0 else { break }
          wake = wait(&buffer, timeoutMilliseconds: Int32(min(settle, left)))
        }
        if wake == .stopped { return }
        onChange()
      }
    }

    /// The monotonic clock in milliseconds.
    private static func milliseconds() -> Int64 {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// Waits for inotify events that count (and reads them) or the stop signal.
    private func wait(_ buffer: inout [UInt8], timeoutMilliseconds: Int32) -> Wake {
      var pollers = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        pollers[0].revents = 0
        pollers[1].revents = 0
        let ready = poll(&pollers, 2, timeoutMilliseconds)
        if ready < 0 && errno == EINTR { continue }
        if ready < 0 || pollers[1].revents != 0 { return .stopped }
        if ready == 0 { return .timedOut }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return .stopped }
        if counts(buffer, byteCount: count) { return .changed }
      }
    }

    /// Whether any of the events in the first `byteCount` bytes of `buffer` counts: any
    /// event without a name filter, else one naming a watched file or removing a folder.
    private func counts(_ buffer: [UInt8], byteCount: Int) -> Bool {
      guard let fileNames else { return true }
      let header = MemoryLayout<inotify_event>.size
      var offset = 0
      while offset + header <= byteCount {
        let event = buffer.withUnsafeBytes {
          $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        }
        let nameStart = offset + header
        let nameEnd = min(nameStart + Int(event.len), byteCount)
        let name = String(
          decoding: buffer[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
        let folderGone = event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0
        if folderGone || fileNames.contains(name) { return true }
        offset = nameStart + Int(event.len)
      }
      return false
    }
  }
}

/// A folder ``FolderWatcher`` could not watch, and why (`strerror`'s words).
public struct FolderWatchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder.
  public var path: String
  /// Why, for example "No such file or directory".
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// "PATH: cannot watch it (REASON)".
  public var description: String { "\(path): cannot watch it (\(reason))" }
}
