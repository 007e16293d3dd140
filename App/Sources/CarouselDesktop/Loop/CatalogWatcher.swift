import CarouselFiles
import Foundation

/// Reports when a catalog file was saved, so `--watch` can reload it: a ``FolderWatcher``
/// on the file's folder, counting saves of that one name, and a flag the frame loop takes.
///
/// The folder is watched, not the file: editors often save by writing a new file and
/// renaming it over the old one, which a watch on the old file would not see. Several saves
/// before the loop looks count as one.
///
/// Threading: `onChange` runs on the watcher's thread and MUST return quickly (wake the
/// frame loop). ``takeChange()`` and ``stop()`` MAY be called from any thread.
final class CatalogWatcher: Sendable {
  private let watcher: FolderWatcher
  private let changed: SaveFlag

  /// Starts watching the file at `path`; nil when inotify cannot watch its folder.
  init?(path: String, onChange: @escaping @Sendable () -> Void) {
    let url = URL(fileURLWithPath: path)
    let changed = SaveFlag()
    do {
      watcher = try FolderWatcher(
        folders: [url.deletingLastPathComponent().path], changes: .saves,
        fileNames: [url.lastPathComponent]
      ) {
        changed.set()
        onChange()
      }
    } catch {
      return nil
    }
    self.changed = changed
  }

  /// Whether the file was saved since the last call.
  func takeChange() -> Bool { changed.take() }

  /// Ends the watching thread.
  func stop() { watcher.stop() }
}

/// Whether a save happened: set on the watcher's thread, taken on the frame loop's.
private final class SaveFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  func set() { lock.withLock { isSet = true } }

  /// Whether it was set, clearing it.
  func take() -> Bool {
    lock.withLock {
      defer { isSet = false }
      return isSet
    }
  }
}
